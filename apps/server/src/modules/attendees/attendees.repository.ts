import { ATTENDEE_STATUSES, ORDER_STATUSES } from '@marquee/core';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { attendees, orders, productPrices, products, questionAnswers, questions } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';
import { checkedInNow } from './attendee-check-ins';

export type AttendeeRow = typeof attendees.$inferSelect;

/** The organizer sees attendees of orders that count or were cancelled; reservations are not orders yet. */
export const LISTED_ORDER_STATUSES = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'] as const;

const fullName = sql`coalesce(${attendees.firstName}, '') || ' ' || coalesce(${attendees.lastName}, '')`;

export const attendeesListResource = defineListResource({
  fields: {
    created_at: field.datetime(attendees.createdAt, { sortable: true, filterable: true }),
    updated_at: field.datetime(attendees.updatedAt, { sortable: true, filterable: true }),
    name: field.string(sql`lower(${fullName})`, { sortable: true }),
    first_name: field.string(attendees.firstName, { sortable: true, filterable: true }),
    last_name: field.string(attendees.lastName, { sortable: true, filterable: true }),
    email: field.string(attendees.email, { sortable: true, filterable: true }),
    status: field.enum(attendees.status, ATTENDEE_STATUSES, { sortable: true, filterable: true }),
    ticket_name: field.string(products.title, { sortable: true }),
    product_id: field.uuid(attendees.productId, { filterable: true }),
    product_price_id: field.uuid(attendees.productPriceId, { filterable: true }),
    order_id: field.uuid(attendees.orderId, { filterable: true }),
    order_status: field.enum(orders.status, ORDER_STATUSES, { filterable: true }),
    checked_in: field.boolean(checkedInNow, { filterable: true }),
  },
  searchable: [fullName, attendees.email, attendees.shortId, attendees.publicId],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: attendees.id,
});

const listSelection = {
  ...getTableColumns(attendees),
  productTitle: products.title,
  priceLabel: productPrices.label,
  orderShortId: orders.shortId,
  orderPublicId: orders.publicId,
  orderStatus: orders.status,
  orderIsManuallyCreated: orders.isManuallyCreated,
  orderFirstName: orders.firstName,
  orderLastName: orders.lastName,
  orderEmail: orders.email,
};

export type AttendeeListRow = AttendeeRow & {
  productTitle: string;
  priceLabel: string | null;
  orderShortId: string;
  orderPublicId: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  orderIsManuallyCreated: boolean;
  orderFirstName: string | null;
  orderLastName: string | null;
  orderEmail: string | null;
};

const listedScope = (eventId: string) =>
  and(eq(attendees.eventId, eventId), inArray(orders.status, [...LISTED_ORDER_STATUSES]));

export async function listAttendeesPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runListQuery<AttendeeListRow>({
    resource: attendeesListResource,
    query: input.query,
    scope: listedScope(input.eventId),
    fetchPage: (clauses) =>
      executor
        .select(listSelection)
        .from(attendees)
        .innerJoin(orders, eq(orders.id, attendees.orderId))
        .innerJoin(products, eq(products.id, attendees.productId))
        .leftJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) =>
      (
        await executor
          .select({ total: count() })
          .from(attendees)
          .innerJoin(orders, eq(orders.id, attendees.orderId))
          .innerJoin(products, eq(products.id, attendees.productId))
          .where(where)
      )[0]?.total ?? 0,
  });
}

/** One listed attendee of the event (an unknown id, another event's, or a reservation's: null). */
export async function findAttendee(
  executor: DbExecutor,
  input: { eventId: string; attendeeId: string },
): Promise<AttendeeListRow | null> {
  const [row] = await executor
    .select(listSelection)
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .innerJoin(products, eq(products.id, attendees.productId))
    .leftJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
    .where(and(listedScope(input.eventId), eq(attendees.id, input.attendeeId)));
  return row ?? null;
}

/** Moves a price's sold count by `delta` (never below 0). */
export async function adjustQuantitySold(executor: DbExecutor, priceId: string, delta: number): Promise<void> {
  await executor
    .update(productPrices)
    .set({ quantitySold: sql`greatest(${productPrices.quantitySold} + ${delta}, 0)` })
    .where(eq(productPrices.id, priceId));
}

export async function listAttendeeAnswers(executor: DbExecutor, attendeeId: string) {
  return executor
    .select({
      questionId: questionAnswers.questionId,
      answer: questionAnswers.answer,
      title: questions.title,
      type: questions.type,
    })
    .from(questionAnswers)
    .innerJoin(questions, eq(questions.id, questionAnswers.questionId))
    .where(eq(questionAnswers.attendeeId, attendeeId))
    .orderBy(asc(questions.sortOrder), asc(questions.createdAt), asc(questions.id));
}

export async function listAttendeeIdsOfOrder(executor: DbExecutor, orderId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: attendees.id })
    .from(attendees)
    .where(eq(attendees.orderId, orderId))
    .orderBy(asc(attendees.createdAt), asc(attendees.id));
  return rows.map((row) => row.id);
}
