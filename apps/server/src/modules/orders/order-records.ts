import type { DbExecutor } from '../../db/client';
import { recordOrderEmail } from './orders.manage.repository';
import { deleteOrdersOfEvent, organizerHasOrders } from './orders.repository';

/**
 * The order's side records that other modules' use cases produce (issue 23 point 1, decision 125): the email log of
 * its timeline, and the removal of the unplaced orders of an event being deleted.
 */

/** Notes an email queued to the buyer or an attendee about the order, for its timeline (decision 076). */
export async function noteOrderEmail(
  tx: DbExecutor,
  input: { orderId: string; template: string; recipient: string },
): Promise<void> {
  await recordOrderEmail(tx, input);
}

/**
 * Removes the orders of an event being deleted; the caller has checked that none was placed (only reservations and
 * abandoned checkouts remain, and their lines point at the products going with the event).
 */
export async function removeOrdersOfDeletedEvent(tx: DbExecutor, eventId: string): Promise<void> {
  await deleteOrdersOfEvent(tx, eventId);
}

/**
 * Whether an organizer being deleted has placed orders (completed, awaiting offline payment or cancelled) on any of
 * its events: those stay on the books, so the organizer is archived instead (decision 139).
 */
export async function organizerHasPlacedOrders(tx: DbExecutor, organizerId: string): Promise<boolean> {
  return organizerHasOrders(tx, organizerId);
}
