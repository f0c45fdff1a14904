import { bootApp } from './app/boot-app';
import { createBuyerRouter } from './app/buyer-router';

/**
 * The light buyer entry (docs/decisions/115-light-buyer-entry.md): the app's own buyer pages and router on
 * Preact's React layer, without the back office; any other path is loaded from the server as the full app.
 */
void bootApp(createBuyerRouter);
