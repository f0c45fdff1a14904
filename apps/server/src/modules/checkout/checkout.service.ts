/**
 * The buyer's side of checkout (issue 6, decisions 040–042), one use case per file (issue 23): the public event,
 * reservations that never oversell, the order a session holds, its details, offline payment and the public ticket.
 * This file is the module's face for routes and other modules.
 */
export { newSessionIdentifier } from './checkout.shared';
export { awaitOfflinePayment, getPublicTicket, savePublicOrderDetails } from './order-details';
export { getPublicEvent, getPublicEventCalendar } from './public-event.service';
export {
  abandonPublicOrder,
  getCurrentSessionOrder,
  getPublicOrder,
  loadPublicOrder,
  requireSessionOrder,
} from './public-order.service';
export { createPublicOrder } from './reserve-order';
