import { ORDER_PAYMENT_STATUSES, ORDER_REFUND_STATUSES, ORDER_STATUSES, type TOrderAddress } from '@marquee/core';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  attendees,
  events,
  orderEmails,
  orderRefunds,
  orders,
  questionAnswers,
  questions,
  stripePayments,
} from '../../db/schema';
import { defineListResource, field, type ParsedListQuery } from '../../lib/list-query';
import {
  LISTED_STATUSES,
  listedStatusScope,
  runOrdersListQuery,
  withInvoiceNumbers,
  type OrderListRow,
  type OrderRow,
} from './orders.repository';

/** Units of the order, every line. */
const itemCount = sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = ${orders.id})`;

/** The list query of one event's orders (issue 7 point 1; docs/decisions/066-order-management.md). */
export const eventOrdersListResource = defineListResource({
  fields: {
    created_at: field.datetime(orders.createdAt, { sortable: true, filterable: true }),
    total_gross: field.integer(orders.totalGross, { sortable: true, filterable: true }),
    short_id: field.string(orders.shortId, { sortable: true }),
    email: field.string(orders.email, { sortable: true, filterable: true }),
    first_name: field.string(orders.firstName, { sortable: true }),
    last_name: field.string(orders.lastName, { sortable: true }),
    status: field.enum(orders.status, ORDER_STATUSES, { sortable: true, filterable: true }),
    payment_status: field.enum(orders.paymentStatus, ORDER_PAYMENT_STATUSES, { sortable: true, filterable: true }),
    refund_status: field.enum(orders.refundStatus, ORDER_REFUND_STATUSES, { sortable: true, filterable: true }),
    promo_code: field.string(orders.promoCode, { sortable: true, filterable: true }),
    affiliate_code: field.string(orders.affiliateCode, { sortable: true, filterable: true }),
    completed_at: field.datetime(orders.completedAt, { sortable: true, filterable: true }),
  },
  searchable: [
    orders.shortId,
    orders.email,
    sql`coalesce(${orders.firstName}, '') || ' ' || coalesce(${orders.lastName}, '')`,
  ],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: orders.id,
});

export type EventOrderListRow = OrderListRow & { itemCount: number };

export async function listEventOrdersPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runOrdersListQuery(executor, {
    resource: eventOrdersListResource,
    query: input.query,
    scope: and(eq(orders.eventId, input.eventId), listedStatusScope(input.query)),
    extra: { itemCount: itemCount.mapWith(Number) },
  });
}

/**
 * One listed order of the event, or null. Checkouts (reservations in progress, abandoned ones) are not the
 * organizer's to act on; `includeCheckouts` finds them too, for reading only (decision 098).
 */
export async function findEventOrder(
  executor: DbExecutor,
  input: { eventId: string; orderId: string; lock?: boolean; includeCheckouts?: boolean },
): Promise<EventOrderListRow | null> {
  const query = executor
    .select({ ...getTableColumns(orders), eventTitle: events.title, itemCount: itemCount.mapWith(Number) })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(orders.id, input.orderId),
        eq(orders.eventId, input.eventId),
        input.includeCheckouts ? undefined : inArray(orders.status, [...LISTED_STATUSES]),
      ),
    );
  const [row] = input.lock ? await query.for('update', { of: orders }) : await query;
  return row ? ((await withInvoiceNumbers(executor, [row]))[0] ?? null) : null;
}

export async function listPaymentsOfOrder(executor: DbExecutor, orderId: string) {
  return executor
    .select()
    .from(stripePayments)
    .where(eq(stripePayments.orderId, orderId))
    .orderBy(asc(stripePayments.createdAt));
}

export async function listRefundsOfOrder(executor: DbExecutor, orderId: string) {
  return executor
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
}

/** Refunds asked for and not failed: what may not be asked for again. */
export async function refundsInFlightTotal(executor: DbExecutor, orderId: string): Promise<number> {
  const [row] = await executor
    .select({ total: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::bigint`.mapWith(Number) })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'PENDING')));
  return row?.total ?? 0;
}

export async function listAnswersOfOrder(executor: DbExecutor, orderId: string) {
  return executor
    .select({
      questionId: questionAnswers.questionId,
      questionTitle: questions.title,
      belongsTo: questions.belongsTo,
      attendeeId: questionAnswers.attendeeId,
      productId: questionAnswers.productId,
      answer: questionAnswers.answer,
    })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(eq(questionAnswers.orderId, orderId))
    .orderBy(asc(questionAnswers.createdAt), asc(questionAnswers.id));
}

export async function listOrderAttendees(executor: DbExecutor, orderId: string) {
  return executor
    .select()
    .from(attendees)
    .where(eq(attendees.orderId, orderId))
    .orderBy(asc(attendees.createdAt), asc(attendees.id));
}

export async function updateOrderBuyerDetails(
  executor: DbExecutor,
  input: {
    orderId: string;
    firstName: string;
    lastName: string;
    email: string;
    address?: TOrderAddress | null;
    notes?: string | null;
  },
): Promise<void> {
  await executor
    .update(orders)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email.toLowerCase(),
      ...(input.address !== undefined ? { address: input.address } : {}),
      ...(input.notes !== undefined ? { notes: input.notes } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, input.orderId));
}

/** Marks a refund asked for: REFUND_PENDING until the provider reports it (never over a final state set meanwhile). */
export async function setRefundPending(executor: DbExecutor, orderId: string): Promise<void> {
  await executor
    .update(orders)
    .set({ refundStatus: 'REFUND_PENDING', updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export async function setRefundStatus(
  executor: DbExecutor,
  orderId: string,
  refundStatus: OrderRow['refundStatus'],
): Promise<void> {
  await executor.update(orders).set({ refundStatus, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/** Notes an email queued to the buyer or an attendee about the order, for its timeline (decision 076). */
export async function recordOrderEmail(
  executor: DbExecutor,
  input: { orderId: string; template: string; recipient: string },
): Promise<void> {
  await executor.insert(orderEmails).values({ ...input, createdAt: new Date() });
}

export async function listEmailsOfOrder(executor: DbExecutor, orderId: string) {
  return executor
    .select()
    .from(orderEmails)
    .where(eq(orderEmails.orderId, orderId))
    .orderBy(asc(orderEmails.createdAt), asc(orderEmails.id));
}
