/**
 * The orders feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { downloadOrdersExport } from './api/order-management';
export { orderKeys } from './api/orders';
export { statsKeys, useEventCounts, useOrganizerCounts } from './api/stats';
export { BoxOfficeCounts } from './components/box-office-counts';
export { EventCheckInPanel } from './components/event-check-in-panel';
export { EventSalesPanel } from './components/event-sales-panel';
export { OrderDrawer } from './components/order-drawer';
export { OrdersList } from './components/orders-list';
export { OrganizerSalesPanel } from './components/organizer-sales-panel';
export { RecentOrdersPanel } from './components/recent-orders-panel';
export { useCountHints } from './hooks/use-count-hints';
export { useOrderStatusLabel } from './hooks/use-order-status-label';
