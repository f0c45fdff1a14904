/**
 * The ticket-design feature's face: the ticket designer and its print of a sample ticket (issue 29 point 4), what
 * the app's routes may import from it (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of
 * its own. Real tickets are drawn by the checkout feature's TicketCard, which the designer's preview uses too.
 */
export { TicketDesigner } from './components/ticket-designer';
export { TicketDesignPrint } from './components/ticket-design-print';
export { ticketDesignPrintPath } from './lib/ticket-design-paths';
