/**
 * The event-resources feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { createEventResourceApi } from './api/event-resource-api';
export { GenerateCodeButton } from './components/generate-code-button';
export { ResourceTable, type TResourceColumn, useResourceListState } from './components/resource-table';
export { useConfirmedDelete } from './hooks/use-confirmed-delete';
export { useEventProductOptions } from './hooks/use-event-product-options';
export { copyLink, withQueryParam } from './lib/share-link';
