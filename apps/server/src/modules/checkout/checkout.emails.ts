import type { DbExecutor } from '../../db/client';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import type { EventRow } from '../events/events.repository';
import { toEventSettings } from '../events/events.mapper';
import { listOrderItems, type OrderRow } from '../orders/orders.repository';

/**
 * Queues the order confirmation inside the transaction that made the order count: a rolled-back
 * completion never sends it, and a completion (a compare-and-set) happens once, so the email is sent once.
 */
export async function queueOrderConfirmation(
  deps: IdentityDeps,
  tx: DbExecutor,
  input: { order: OrderRow; event: EventRow },
): Promise<void> {
  const { order, event } = input;
  if (!order.email || (order.status !== 'COMPLETED' && order.status !== 'AWAITING_OFFLINE_PAYMENT')) return;
  const items = await listOrderItems(tx, order.id);
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'order_confirmation',
      locale: order.locale,
      to: order.email,
      data: {
        firstName: order.firstName ?? '',
        eventTitle: event.title,
        eventStart: event.startDate.toISOString(),
        timezone: event.timezone,
        orderShortId: order.shortId,
        status: order.status,
        currency: order.currency,
        totalGross: Number(order.totalGross),
        lines: items.map((item) => ({
          name: item.priceLabel ? `${item.itemName} (${item.priceLabel})` : item.itemName,
          quantity: item.quantity,
          totalGross: Number(item.totalGross),
        })),
        offlinePaymentInstructions: toEventSettings(event).offline_payment_instructions,
        orderUrl: appUrl(deps, `/checkout/${event.id}/${order.shortId}/summary`),
      },
    }),
    { executor: tx },
  );
}
