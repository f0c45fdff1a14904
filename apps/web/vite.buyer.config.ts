import { lightEntryConfig } from './vite.config';

/** The light entry of the buyer's pages after the event page (docs/decisions/115-light-buyer-entry.md). */
export default lightEntryConfig({ html: 'buyer.html', manifest: '.vite/buyer-manifest.json', chunkName: 'buyer' });
