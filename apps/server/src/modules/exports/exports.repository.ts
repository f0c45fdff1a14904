import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { attendees, orders, productPrices, products, questionAnswers, questions } from '../../db/schema';
import { keysetBatches, sortKeySelect } from '../../lib/export';
import { defineListResource, field, type ParsedListQuery } from '../../lib/list-query';
import { checkedInNow, lastCheckInAt, liveCheckInCount } from '../attendees/attendee-check-ins';
import { ordersListResource } from '../orders/orders.repository';

/** What the back office lists as orders: reservations in progress and abandoned ones are not orders yet. */
const EXPORTED_ORDER_STATUSES = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'] as const;

export type ExportQuestion = { id: string; title: string; belongsTo: 'ORDER' | 'PRODUCT' };

/** The event's questions in the order checkout asks them, hidden ones included (they may hold answers). */
export async function listEventQuestions(executor: DbExecutor, eventId: string): Promise<ExportQuestion[]> {
  return executor
    .select({ id: questions.id, title: questions.title, belongsTo: questions.belongsTo })
    .from(questions)
    .where(eq(questions.eventId, eventId))
    .orderBy(asc(questions.sortOrder), asc(questions.createdAt), asc(questions.id));
}

export type AnswerRow = { questionId: string; orderId: string; attendeeId: string | null; answer: unknown };

/** Order-level answers (no attendee) of these orders. */
export async function orderAnswers(executor: DbExecutor, orderIds: string[]): Promise<AnswerRow[]> {
  if (orderIds.length === 0) return [];
  return executor
    .select({
      questionId: questionAnswers.questionId,
      orderId: questionAnswers.orderId,
      attendeeId: questionAnswers.attendeeId,
      answer: questionAnswers.answer,
    })
    .from(questionAnswers)
    .where(and(inArray(questionAnswers.orderId, orderIds), isNull(questionAnswers.attendeeId)));
}

/** Answers given for these attendees. */
export async function attendeeAnswers(executor: DbExecutor, attendeeIds: string[]): Promise<AnswerRow[]> {
  if (attendeeIds.length === 0) return [];
  return executor
    .select({
      questionId: questionAnswers.questionId,
      orderId: questionAnswers.orderId,
      attendeeId: questionAnswers.attendeeId,
      answer: questionAnswers.answer,
    })
    .from(questionAnswers)
    .where(inArray(questionAnswers.attendeeId, attendeeIds));
}

export type OrderExportRow = typeof orders.$inferSelect & { sortKey: string | null };

/** The event's orders matching the list query, in its sort, batch by batch. */
export function orderExportBatches(
  executor: DbExecutor,
  input: { eventId: string; query: ParsedListQuery; batchSize: number },
): AsyncGenerator<OrderExportRow[]> {
  const scope = and(eq(orders.eventId, input.eventId), inArray(orders.status, [...EXPORTED_ORDER_STATUSES]))!;
  return keysetBatches<OrderExportRow>({
    resource: ordersListResource,
    query: input.query,
    scope,
    batchSize: input.batchSize,
    fetch: (clauses) =>
      executor
        .select({ ...getTableColumns(orders), sortKey: sortKeySelect(ordersListResource, input.query) })
        .from(orders)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit),
  });
}

const attendeeName = sql`coalesce(${attendees.firstName}, '') || ' ' || coalesce(${attendees.lastName}, '')`;

/**
 * The attendee list query as the export reads it (the attendee list of issue 7 point 3 takes the same
 * fields): search short id, name, email and the order's short id.
 */
export const attendeesExportResource = defineListResource({
  fields: {
    created_at: field.datetime(attendees.createdAt, { sortable: true, filterable: true }),
    first_name: field.string(attendees.firstName, { sortable: true, filterable: true }),
    last_name: field.string(attendees.lastName, { sortable: true, filterable: true }),
    email: field.string(attendees.email, { sortable: true, filterable: true }),
    status: field.enum(attendees.status, ['ACTIVE', 'AWAITING_PAYMENT', 'CANCELLED'], {
      sortable: true,
      filterable: true,
    }),
    product_id: field.uuid(attendees.productId, { filterable: true }),
    order_id: field.uuid(attendees.orderId, { filterable: true }),
    checked_in: field.boolean(checkedInNow, { filterable: true }),
  },
  searchable: [attendees.shortId, attendees.email, attendeeName, orders.shortId],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: attendees.id,
});

export type AttendeeExportRow = typeof attendees.$inferSelect & {
  sortKey: string | null;
  orderShortId: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  productTitle: string;
  priceLabel: string | null;
  liveCheckIns: number;
  lastCheckInAt: Date | null;
};

/** The event's attendees of listed orders matching the list query, batch by batch. */
export function attendeeExportBatches(
  executor: DbExecutor,
  input: { eventId: string; query: ParsedListQuery; batchSize: number },
): AsyncGenerator<AttendeeExportRow[]> {
  const scope: SQL = and(eq(attendees.eventId, input.eventId), inArray(orders.status, [...EXPORTED_ORDER_STATUSES]))!;
  return keysetBatches<AttendeeExportRow>({
    resource: attendeesExportResource,
    query: input.query,
    scope,
    batchSize: input.batchSize,
    fetch: (clauses) =>
      executor
        .select({
          ...getTableColumns(attendees),
          sortKey: sortKeySelect(attendeesExportResource, input.query),
          orderShortId: orders.shortId,
          orderStatus: orders.status,
          productTitle: products.title,
          priceLabel: productPrices.label,
          liveCheckIns: liveCheckInCount,
          lastCheckInAt,
        })
        .from(attendees)
        .innerJoin(orders, eq(orders.id, attendees.orderId))
        .innerJoin(products, eq(products.id, attendees.productId))
        .leftJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit),
  });
}
