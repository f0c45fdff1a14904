/**
 * The webhooks feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { WebhookDeliveriesPanel } from './components/webhook-deliveries-panel';
export { WebhooksPanel } from './components/webhooks-panel';
export type { TWebhookScope } from './lib/webhook-scope';
