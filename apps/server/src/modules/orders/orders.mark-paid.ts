import type { DbExecutor } from '../../db/client';
import type { IdentityDeps } from '../auth/identity-context';
import type { EventRow } from '../events/events.repository';
import type { OrderRow } from './orders.repository';
import { markOrderAsPaid } from './order-lifecycle';

/**
 * Marking an order awaiting offline payment as paid, with everything that goes with it: COMPLETED and
 * PAYMENT_RECEIVED, attendees ACTIVE, the sale counted, the invoice PAID and the buyer's confirmation queued (not
 * the organizer's notice). For callers that already checked who may do it: the door's
 * `check-in-and-mark-order-as-paid` (docs/decisions/099-check-in-lists.md); staff's mark-as-paid does the same
 * two steps. 409 if the order is not awaiting offline payment. Run inside the caller's transaction.
 */
export async function completeOfflinePayment(
  deps: IdentityDeps,
  tx: DbExecutor,
  input: { orderId: string; event: EventRow },
): Promise<OrderRow> {
  return markOrderAsPaid(deps, tx, input);
}
