import { ORDER_PAYMENT_STATUSES, ORDER_REFUND_STATUSES, ORDER_STATUSES } from '@marquee/core';
import { and, asc, count, eq, getTableColumns, gt, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  attendees,
  events,
  invoices,
  orderItems,
  orders,
  productCategories,
  products,
  questionAnswers,
} from '../../db/schema';
import { defineListResource, field, runListQuery, type ListResource, type ParsedListQuery } from '../../lib/list-query';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemInsert = typeof orderItems.$inferInsert;
export type AttendeeInsert = typeof attendees.$inferInsert;

export async function insertOrder(executor: DbExecutor, values: OrderInsert): Promise<OrderRow> {
  const [row] = await executor.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(executor: DbExecutor, values: OrderItemInsert[]): Promise<OrderItemRow[]> {
  if (values.length === 0) return [];
  return executor.insert(orderItems).values(values).returning();
}

export async function insertAttendees(executor: DbExecutor, values: AttendeeInsert[]): Promise<void> {
  if (values.length === 0) return;
  await executor.insert(attendees).values(values);
}

export async function hasAttendees(executor: DbExecutor, orderId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: attendees.id })
    .from(attendees)
    .where(eq(attendees.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

export async function findOrder(executor: DbExecutor, orderId: string): Promise<OrderRow | null> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The order, its row locked until the transaction ends (its status cannot change under the caller). */
export async function findOrderForUpdate(executor: DbExecutor, orderId: string): Promise<OrderRow | null> {
  const [row] = await executor.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function listOrderItems(executor: DbExecutor, orderId: string): Promise<OrderItemRow[]> {
  return executor.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

/**
 * Compare-and-set of an order's status: changes it only while it still has one of `from`.
 * Returns the updated row, or null when another request moved it first.
 */
export async function transitionOrder(
  executor: DbExecutor,
  input: { orderId: string; from: readonly OrderRow['status'][]; values: Partial<OrderInsert> },
): Promise<OrderRow | null> {
  const [row] = await executor
    .update(orders)
    .set({ ...input.values, updatedAt: new Date() })
    .where(and(eq(orders.id, input.orderId), inArray(orders.status, [...input.from])))
    .returning();
  return row ?? null;
}

/**
 * Moves an order's attendees to `status`. Attendees cancelled one by one (decision 070) stay cancelled when
 * the order moves on (paid, completed): only staff reactivate them, with the availability check.
 */
export async function setAttendeesStatus(
  executor: DbExecutor,
  orderId: string,
  status: (typeof attendees.$inferSelect)['status'],
): Promise<void> {
  await executor
    .update(attendees)
    .set({ status, updatedAt: new Date() })
    .where(
      status === 'CANCELLED'
        ? eq(attendees.orderId, orderId)
        : and(eq(attendees.orderId, orderId), ne(attendees.status, 'CANCELLED')),
    );
}

/** Tickets of an order still holding their unit (not cancelled), per product price. */
export async function countHeldTicketsByPrice(executor: DbExecutor, orderId: string): Promise<Map<string, number>> {
  const rows = await executor
    .select({ priceId: attendees.productPriceId, held: count() })
    .from(attendees)
    .where(and(eq(attendees.orderId, orderId), ne(attendees.status, 'CANCELLED')))
    .groupBy(attendees.productPriceId);
  return new Map(rows.flatMap((row) => (row.priceId ? [[row.priceId, Number(row.held)] as const] : [])));
}

/**
 * Ends up to `limit` lapsed reservations (of one event, or of all), oldest hold first, skipping rows another
 * transaction holds (a buyer completing right now). RESERVED → ABANDONED only while still RESERVED with its hold
 * ended (decision 058), as one compare-and-set, so an order completed, abandoned or extended meanwhile is left alone
 * and a second run changes nothing. `reserved_until` is kept: it tells an expiry from a buyer's abandon (which
 * clears it). Returns how many it ended. `from` and `to` are the `expire` move's (`orders/order-expiry.ts`).
 */
export async function expireLapsedReservations(
  executor: DbExecutor,
  input: { now: Date; limit: number; eventId?: string; from: OrderRow['status']; to: OrderRow['status'] },
): Promise<number> {
  const lapsed = and(
    eq(orders.status, input.from),
    lte(orders.reservedUntil, input.now),
    input.eventId ? eq(orders.eventId, input.eventId) : undefined,
  );
  const batch = executor
    .select({ id: orders.id })
    .from(orders)
    .where(lapsed)
    .orderBy(asc(orders.reservedUntil))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const rows = await executor
    .update(orders)
    .set({ status: input.to, updatedAt: input.now })
    .where(and(inArray(orders.id, batch), lapsed))
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * Units held by live reservations (RESERVED orders whose hold has not ended), per product price. Read from the
 * lines alone (`held_until`, kept by triggers, decision 094): one range of a small partial index, with no join
 * whose plan could go wrong while a rush fills the tables faster than their statistics follow.
 */
export async function reservedQuantities(
  executor: DbExecutor,
  priceIds: string[],
  now: Date,
  /** An order of the caller's own transaction, left out (a reservation checking the holds of others). */
  excludeOrderId?: string,
): Promise<Map<string, number>> {
  if (priceIds.length === 0) return new Map();
  const rows = await executor
    .select({
      priceId: orderItems.productPriceId,
      quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`.mapWith(Number),
    })
    .from(orderItems)
    .where(
      and(
        inArray(orderItems.productPriceId, priceIds),
        gt(orderItems.heldUntil, now),
        excludeOrderId ? ne(orderItems.orderId, excludeOrderId) : undefined,
      ),
    )
    .groupBy(orderItems.productPriceId);
  return new Map(rows.flatMap((row) => (row.priceId ? [[row.priceId, row.quantity] as const] : [])));
}

/** Whether any order line (of any status) references these products: they are history and cannot be deleted. */
export async function productsHaveOrderLines(executor: DbExecutor, productIds: string[]): Promise<boolean> {
  if (productIds.length === 0) return false;
  const [row] = await executor
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(inArray(orderItems.productId, productIds))
    .limit(1);
  return row !== undefined;
}

export async function eventHasOrders(executor: DbExecutor, eventId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.eventId, eventId), inArray(orders.status, ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'])),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether any event of the organizer has a placed order (the same statuses as `eventHasOrders`). */
export async function organizerHasOrders(executor: DbExecutor, organizerId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.organizerId, organizerId),
        inArray(orders.status, ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function categoryHasOrderLines(executor: DbExecutor, categoryId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(eq(productCategories.id, categoryId))
    .limit(1);
  return row !== undefined;
}

export async function questionHasAnswers(executor: DbExecutor, questionId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: questionAnswers.id })
    .from(questionAnswers)
    .where(eq(questionAnswers.questionId, questionId))
    .limit(1);
  return row !== undefined;
}

export const ordersListResource = defineListResource({
  fields: {
    created_at: field.datetime(orders.createdAt, { sortable: true, filterable: true }),
    total_gross: field.integer(orders.totalGross, { sortable: true, filterable: true }),
    status: field.enum(orders.status, ORDER_STATUSES, { sortable: true, filterable: true }),
    payment_status: field.enum(orders.paymentStatus, ORDER_PAYMENT_STATUSES, { sortable: true, filterable: true }),
    refund_status: field.enum(orders.refundStatus, ORDER_REFUND_STATUSES, { sortable: true, filterable: true }),
    event_id: field.uuid(orders.eventId, { filterable: true }),
  },
  searchable: [
    orders.shortId,
    orders.email,
    sql`coalesce(${orders.firstName}, '') || ' ' || coalesce(${orders.lastName}, '')`,
  ],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: orders.id,
});

export type OrderListRow = OrderRow & { eventTitle: string; invoiceNumber: string | null };

/**
 * Adds each order's invoice number (one invoice per order at most, unique on order_id), or null. One query by
 * the page's ids after the page is read: a per-row lookup in the page query would also run for every row an
 * OFFSET skips (5,000 lookups for page 50 of 100).
 */
export async function withInvoiceNumbers<TRow extends { id: string }>(
  executor: DbExecutor,
  rows: TRow[],
): Promise<(TRow & { invoiceNumber: string | null })[]> {
  if (rows.length === 0) return [];
  const issued = await executor
    .select({ orderId: invoices.orderId, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(
      inArray(
        invoices.orderId,
        rows.map((row) => row.id),
      ),
    );
  const numbers = new Map(issued.map((invoice) => [invoice.orderId, invoice.invoiceNumber]));
  return rows.map((row) => ({ ...row, invoiceNumber: numbers.get(row.id) ?? null }));
}

/** Reservations in progress and abandoned checkouts are not orders yet: the lists leave them out by default. */
export const LISTED_STATUSES = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'] as const;
const CHECKOUT_STATUSES: readonly string[] = ['RESERVED', 'ABANDONED'];

/**
 * The statuses a list shows (decision 098): completed, awaiting offline payment and cancelled orders, unless
 * its status filter asks for checkouts (`eq` / `in` RESERVED or ABANDONED), which the filter then narrows to.
 */
export function listedStatusScope(query: ParsedListQuery): SQL | undefined {
  const asksForCheckouts = query.filters.some(
    (filter) =>
      filter.field === 'status' &&
      (filter.operator === 'eq' || filter.operator === 'in') &&
      filter.value.split(',').some((value) => CHECKOUT_STATUSES.includes(value.trim())),
  );
  return asksForCheckouts ? undefined : inArray(orders.status, [...LISTED_STATUSES]);
}

/**
 * One page of an orders list and its count, each row with its event's title and invoice number: what the event
 * and organizer lists share. `extra` adds columns to every row (the event list's units per order).
 */
export async function runOrdersListQuery<TExtra extends Record<string, SQL.Aliased | SQL> = Record<never, never>>(
  executor: DbExecutor,
  input: { resource: ListResource; query: ParsedListQuery; scope: SQL | undefined; extra?: TExtra },
) {
  type Row = OrderListRow & { [K in keyof TExtra]: TExtra[K] extends SQL<infer T> | SQL.Aliased<infer T> ? T : never };
  return runListQuery<Row>({
    resource: input.resource,
    query: input.query,
    scope: input.scope,
    fetchPage: async (clauses) =>
      (await withInvoiceNumbers(
        executor,
        await executor
          .select({ ...getTableColumns(orders), eventTitle: events.title, ...input.extra })
          .from(orders)
          .innerJoin(events, eq(events.id, orders.eventId))
          .where(clauses.where)
          .orderBy(...clauses.orderBy)
          .limit(clauses.limit)
          .offset(clauses.offset),
      )) as Row[],
    count: async (where) => (await executor.select({ total: count() }).from(orders).where(where))[0]?.total ?? 0,
  });
}

/** Orders of the organizer's events: completed, awaiting offline payment or cancelled (and checkouts on request). */
export async function listOrganizerOrdersPage(
  executor: DbExecutor,
  input: { organizerId: string; query: ParsedListQuery },
) {
  // orders.organizer_id (decision 092): the filter, the sort and the count come from the organizer's indexes;
  // events is joined only for the titles of the page's rows.
  return runOrdersListQuery(executor, {
    resource: ordersListResource,
    query: input.query,
    scope: and(eq(orders.organizerId, input.organizerId), listedStatusScope(input.query)),
  });
}

/** Removes an event's orders (only reservations and abandoned ones may remain when an event is deleted). */
export async function deleteOrdersOfEvent(executor: DbExecutor, eventId: string): Promise<void> {
  await executor.delete(orders).where(eq(orders.eventId, eventId));
}
