import { lightEntryConfig } from './vite.config';

/** The light entry of public event pages (docs/decisions/093-light-event-page-entry.md). */
export default lightEntryConfig({
  html: 'event.html',
  manifest: '.vite/event-page-manifest.json',
  chunkName: 'event-page',
});
