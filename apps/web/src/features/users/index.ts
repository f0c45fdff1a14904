/**
 * The users feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export {
  currentUserQueryKey,
  currentUserQueryOptions,
  fetchCurrentUser,
  setCurrentUser,
  useCurrentUser,
  useSignedInUser,
} from './api/current-user';
export { useConfirmEmailAddress, useConfirmEmailChange } from './api/email';
export { ConfirmEmailCode } from './components/confirm-email-code';
export { PasswordForm } from './components/password-form';
export { PendingEmailAlert } from './components/pending-email-alert';
export { ProfileForm } from './components/profile-form';
export { ResendConfirmationButton } from './components/resend-confirmation-button';
export { RolePicker } from './components/role-picker';
export { TeamPanel } from './components/team-panel';
export { UnverifiedEmailAlert } from './components/unverified-email-alert';
export { useRoleLabel } from './hooks/use-role-label';
export { useApplyUserLocale } from './hooks/use-user-locale';
