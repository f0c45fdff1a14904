import type { TDomainEvent } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import type { JobContext } from '../../services';
import { readAttendeeDetail } from '../attendees/attendees.service';
import { readEvent } from '../events/events.service';
import { readOrderDetail } from '../orders/orders.manage.service';
import { readProduct } from '../products/catalogue.service';
import { readWaitlistEntry } from '../waitlist/waitlist.manage';

/**
 * A delivery's `data` (issue 26 point 3): the resource as the admin API answers it when the event is handled,
 * so a receiver needs no second call. What no longer exists (a deleted product, an event gone) is sent as the
 * outbox recorded it.
 */
export async function webhookData(event: TDomainEvent, tx: DbExecutor, context: JobContext): Promise<unknown> {
  const payload = event.payload as Record<string, unknown>;
  const eventId = event.event_id;
  if (event.type.startsWith('order.') && eventId && event.order_id) {
    const order = await readOrderDetail(tx, { eventId, orderId: event.order_id });
    return order ? { ...pick(payload, ['previous_status', 'refund_amount']), ...order } : payload.order;
  }
  if (event.type.startsWith('attendee.') && eventId) {
    const recorded = payload.attendee as { id: string };
    return (await readAttendeeDetail(tx, { eventId, attendeeId: recorded.id })) ?? recorded;
  }
  if (event.type.startsWith('checkin.') && eventId) {
    const checkIn = payload.check_in as { attendee_id: string };
    const attendee = await readAttendeeDetail(tx, { eventId, attendeeId: checkIn.attendee_id });
    return { ...checkIn, attendee };
  }
  if (event.type.startsWith('product.') && eventId) {
    const recorded = payload.product as { id: string };
    if (event.type === 'product.deleted') return recorded;
    return (await readProduct(tx, { eventId, productId: recorded.id })) ?? recorded;
  }
  if (event.type.startsWith('waitlist.') && eventId) {
    const recorded = payload.waitlist_entry as { id: string };
    const entry = await readWaitlistEntry(tx, { eventId, entryId: recorded.id });
    return { ...pick(payload, ['cancelled_by']), ...(entry ?? recorded) };
  }
  if (event.type.startsWith('event.') && eventId)
    return (await readEvent(context, tx, { accountId: event.account_id, eventId })) ?? payload.event;
  return payload;
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}
