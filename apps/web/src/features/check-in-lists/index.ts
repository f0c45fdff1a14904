/**
 * The check-in-lists feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { checkInListsApi } from './api/check-in-lists';
export { CheckInListsPanel } from './components/check-in-lists-panel';
