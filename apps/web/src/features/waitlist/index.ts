/**
 * The waiting-list feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { downloadWaitlistExport, waitlistKeys } from './api/waitlist';
export { WaitlistPanel, waitlistSettingsPath } from './components/waitlist-panel';
