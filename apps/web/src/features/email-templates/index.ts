/**
 * The email-templates feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { emailTemplateKeys } from './api/email-templates';
export { EmailTemplatesPanel } from './components/email-templates-panel';
export type { TEmailTemplatePlace } from './lib/place';
