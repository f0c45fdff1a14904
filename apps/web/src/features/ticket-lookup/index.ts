/**
 * The ticket-lookup feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { useTicketLookup } from './api/ticket-lookup';
export { LookupOrderCard } from './components/lookup-order-card';
export { TicketLookupForm } from './components/ticket-lookup-form';
