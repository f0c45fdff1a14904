import { storedTotalsBreakdown, type TAttendeeEventPayload, type TOrderEventPayload } from '@marquee/core';
import { eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { attendees as attendeesTable, orders, organizers, type attendees } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { recordDomainEvent } from '../domain-events/record-domain-event';
import type { OrderRow } from './orders.repository';

type AttendeeRow = typeof attendees.$inferSelect;
type Deps = { queue: JobQueue<JobContext> };

/** The order as its domain events carry it (docs/domain-events.md). */
export function toOrderEventPayload(
  order: OrderRow,
  extra: { previousStatus: OrderRow['status'] | null; refundAmount?: number; refundId?: string },
): TOrderEventPayload {
  const parts = storedTotalsBreakdown({
    total_before_additions: Number(order.totalBeforeAdditions),
    total_discount: Number(order.totalDiscount),
    total_fee: Number(order.totalFee),
    total_tax: Number(order.totalTax),
    total_gross: Number(order.totalGross),
  });
  return {
    order: {
      id: order.id,
      short_id: order.shortId,
      public_id: order.publicId,
      status: order.status,
      payment_status: order.paymentStatus,
      refund_status: order.refundStatus,
      payment_provider: order.paymentProvider,
      currency: order.currency,
      first_name: order.firstName,
      last_name: order.lastName,
      email: order.email,
      promo_code: order.promoCode,
      affiliate_code: order.affiliateCode,
      totals: {
        subtotal: parts.subtotal,
        discount: parts.discount,
        net: parts.net,
        fee: parts.total_fee,
        tax: parts.total_tax,
        total: parts.total,
        refunded: Number(order.totalRefunded),
      },
      created_at: order.createdAt.toISOString(),
      completed_at: order.completedAt?.toISOString() ?? null,
    },
    previous_status: extra.previousStatus,
    ...(extra.refundAmount === undefined ? {} : { refund_amount: extra.refundAmount }),
    ...(extra.refundId === undefined ? {} : { refund_id: extra.refundId }),
  };
}

export function toAttendeeEventPayload(attendee: AttendeeRow): TAttendeeEventPayload {
  return {
    attendee: {
      id: attendee.id,
      short_id: attendee.shortId,
      public_id: attendee.publicId,
      order_id: attendee.orderId,
      product_id: attendee.productId,
      product_price_id: attendee.productPriceId,
      status: attendee.status,
      first_name: attendee.firstName,
      last_name: attendee.lastName,
      email: attendee.email,
    },
  };
}

/** Orders carry their organizer (decision 092); its account scopes the events. */
async function accountOf(tx: DbExecutor, organizerId: string): Promise<string> {
  const [row] = await tx
    .select({ accountId: organizers.accountId })
    .from(organizers)
    .where(eq(organizers.id, organizerId));
  if (!row) throw new Error(`Organizer ${organizerId} not found`);
  return row.accountId;
}

type OrderEventType =
  'order.created' | 'order.updated' | 'order.marked_as_paid' | 'order.completed' | 'order.cancelled' | 'order.refunded';

/** Records order events about `order` in `tx` (the transaction of the change). */
export async function recordOrderEvents(
  deps: Deps,
  tx: DbExecutor,
  input: {
    order: OrderRow;
    types: readonly OrderEventType[];
    previousStatus: OrderRow['status'] | null;
    refundAmount?: number;
    refundId?: string;
  },
): Promise<void> {
  const payload = toOrderEventPayload(input.order, input);
  const accountId = await accountOf(tx, input.order.organizerId);
  for (const type of input.types)
    await recordDomainEvent(deps, tx, {
      type,
      accountId,
      organizerId: input.order.organizerId,
      eventId: input.order.eventId,
      orderId: input.order.id,
      payload,
    });
}

/** Records one attendee event per attendee, in `tx`. */
export async function recordAttendeeEvents(
  deps: Deps,
  tx: DbExecutor,
  input: {
    order: Pick<OrderRow, 'organizerId' | 'eventId' | 'id'>;
    type: 'attendee.created' | 'attendee.updated' | 'attendee.cancelled';
    attendees: readonly AttendeeRow[];
  },
): Promise<void> {
  if (input.attendees.length === 0) return;
  const accountId = await accountOf(tx, input.order.organizerId);
  for (const attendee of input.attendees)
    await recordDomainEvent(deps, tx, {
      type: input.type,
      accountId,
      organizerId: input.order.organizerId,
      eventId: input.order.eventId,
      orderId: input.order.id,
      payload: toAttendeeEventPayload(attendee),
    });
}

/**
 * The attendee events of tickets changed outside a whole-order move (staff edit, cancel or reactivate one ticket, a
 * buyer's correction), read as they are now from `tx`.
 */
export async function recordAttendeeChanges(
  deps: Deps,
  tx: DbExecutor,
  input: {
    orderId: string;
    type: 'attendee.created' | 'attendee.updated' | 'attendee.cancelled';
    attendeeIds: readonly string[];
  },
): Promise<void> {
  if (input.attendeeIds.length === 0) return;
  const [order] = await tx
    .select({ id: orders.id, organizerId: orders.organizerId, eventId: orders.eventId })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) return;
  const rows = await tx
    .select()
    .from(attendeesTable)
    .where(inArray(attendeesTable.id, [...input.attendeeIds]));
  await recordAttendeeEvents(deps, tx, { order, type: input.type, attendees: rows });
}

/** An order staff wrote complete (a manual attendee): `order.created`, `order.completed` and its `attendee.created`. */
export async function recordStaffOrderPlaced(deps: Deps, tx: DbExecutor, input: { orderId: string }): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) return;
  await recordOrderEvents(deps, tx, { order, previousStatus: null, types: ['order.created', 'order.completed'] });
  const rows = await tx.select().from(attendeesTable).where(eq(attendeesTable.orderId, order.id));
  await recordAttendeeEvents(deps, tx, { order, type: 'attendee.created', attendees: rows });
}

/**
 * `order.updated` (the buyer's details changed) or `order.refunded` (a refund succeeded: `refundAmount`), about the
 * order as it is now in `tx`.
 */
export async function recordOrderChange(
  deps: Deps,
  tx: DbExecutor,
  input: { orderId: string; type: 'order.updated' | 'order.refunded'; refundAmount?: number; refundId?: string },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  if (!order) return;
  await recordOrderEvents(deps, tx, {
    order,
    previousStatus: order.status,
    types: [input.type],
    refundAmount: input.refundAmount,
    refundId: input.refundId,
  });
}
