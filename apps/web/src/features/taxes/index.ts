/**
 * The taxes feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { useTaxesAndFees } from './api/taxes-and-fees';
export { TaxesAndFeesPanel, useTaxValueLabel } from './components/taxes-and-fees-panel';
export { TaxOrFeeModal } from './components/tax-or-fee-modal';
