/**
 * The accounts feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { accountKeys, accountQueryOptions, useAccount } from './api/account';
export { useEventDefaults } from './api/event-defaults';
export { usePaymentSettings } from './api/payment-settings';
export { AccountSettingsForm } from './components/account-settings-form';
export { CardPaymentStatusMessage } from './components/card-payment-status-message';
export { EventDefaultsForm } from './components/event-defaults-form';
export { OfflinePaymentForm } from './components/offline-payment-form';
export { StripeStatusCard } from './components/stripe-status-card';
export { cardPaymentStatusFromConfig, type TCardPaymentStatus } from './lib/card-payment-status';
