import { lightEntryConfig } from './vite.config';

/** The embeddable widget's page, `/widget/{eventId}` (issue 28, decision 153). */
export default lightEntryConfig({
  html: 'widget.html',
  manifest: '.vite/widget-manifest.json',
  chunkName: 'widget-page',
});
