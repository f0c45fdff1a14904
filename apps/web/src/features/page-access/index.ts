/**
 * The page-access feature's face (decision 126): password-protected event and organizer pages (decision 133).
 * Re-exports only, no code of its own.
 */
export { pageLockOf, unlockPage } from './api/page-access';
export { LockedPage } from './components/locked-page';
