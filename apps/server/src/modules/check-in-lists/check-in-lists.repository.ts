import { CHECK_IN_ORDER_STATUSES } from '@marquee/core';
import { and, asc, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  attendees,
  checkInListProducts,
  checkInLists,
  checkIns,
  events,
  orders,
  productCategories,
  products,
} from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type CheckInListRow = typeof checkInLists.$inferSelect;
export type CheckInListInsert = typeof checkInLists.$inferInsert;
export type CheckInListValues = Partial<
  Omit<CheckInListInsert, 'id' | 'shortId' | 'eventId' | 'createdAt' | 'updatedAt'>
>;
export type EventRow = typeof events.$inferSelect;
export type ListProduct = { checkInListId: string; productId: string; title: string };
export type ListCounts = { total: number; checkedIn: number };

export const checkInListsListResource = defineListResource({
  fields: {
    name: field.string(checkInLists.name, { sortable: true, filterable: true }),
    activates_at: field.datetime(checkInLists.activatesAt, { filterable: true }),
    expires_at: field.datetime(checkInLists.expiresAt, { sortable: true, filterable: true }),
    created_at: field.datetime(checkInLists.createdAt, { sortable: true, filterable: true }),
    updated_at: field.datetime(checkInLists.updatedAt, { sortable: true, filterable: true }),
  },
  searchable: [checkInLists.name],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: checkInLists.id,
});

/**
 * The attendees a list counts, as SQL over `attendees` joined to `orders`: the same rule as the core's
 * `isCountedForCheckIn` (server-behaviour §9), which the API tests hold both to.
 */
export function countedAttendees(allowAwaitingOfflinePayment: boolean): SQL {
  return allowAwaitingOfflinePayment
    ? and(
        inArray(attendees.status, ['ACTIVE', 'AWAITING_PAYMENT']),
        inArray(orders.status, [...CHECK_IN_ORDER_STATUSES]),
      )!
    : and(eq(attendees.status, 'ACTIVE'), eq(orders.status, 'COMPLETED'))!;
}

export async function listCheckInListsPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runListQuery<CheckInListRow>({
    resource: checkInListsListResource,
    query: input.query,
    scope: eq(checkInLists.eventId, input.eventId),
    fetchPage: (clauses) =>
      executor
        .select()
        .from(checkInLists)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => (await executor.select({ total: count() }).from(checkInLists).where(where))[0]?.total ?? 0,
  });
}

/** The list if it belongs to the event. */
export async function findCheckInList(
  executor: DbExecutor,
  input: { eventId: string; checkInListId: string },
): Promise<CheckInListRow | null> {
  const [row] = await executor
    .select()
    .from(checkInLists)
    .where(and(eq(checkInLists.id, input.checkInListId), eq(checkInLists.eventId, input.eventId)));
  return row ?? null;
}

/** A list by its public key, with its event. */
export async function findCheckInListByShortId(
  executor: DbExecutor,
  shortId: string,
): Promise<{ list: CheckInListRow; event: EventRow } | null> {
  const [row] = await executor
    .select({ list: checkInLists, event: events })
    .from(checkInLists)
    .innerJoin(events, eq(events.id, checkInLists.eventId))
    .where(eq(checkInLists.shortId, shortId));
  return row ?? null;
}

export async function listCheckInListsOfEvent(executor: DbExecutor, eventId: string): Promise<CheckInListRow[]> {
  return executor
    .select()
    .from(checkInLists)
    .where(eq(checkInLists.eventId, eventId))
    .orderBy(asc(checkInLists.createdAt), asc(checkInLists.id));
}

/** The products each list covers, in catalogue order. */
export async function listListProducts(executor: DbExecutor, checkInListIds: string[]): Promise<ListProduct[]> {
  if (checkInListIds.length === 0) return [];
  return executor
    .select({ checkInListId: checkInListProducts.checkInListId, productId: products.id, title: products.title })
    .from(checkInListProducts)
    .innerJoin(products, eq(products.id, checkInListProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(checkInListProducts.checkInListId, checkInListIds))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id), asc(products.sortOrder), asc(products.id));
}

/**
 * Attendees each list counts and how many of them are checked in on it now, for any number of lists of one
 * event in one grouped query (the live check-in join finds at most one row: the partial unique index).
 */
export async function countListAttendees(
  executor: DbExecutor,
  input: { checkInListIds: string[]; allowAwaitingOfflinePayment: boolean },
): Promise<Map<string, ListCounts>> {
  if (input.checkInListIds.length === 0) return new Map();
  const rows = await executor
    .select({
      checkInListId: checkInListProducts.checkInListId,
      total: count(),
      checkedIn: count(checkIns.id),
    })
    .from(checkInListProducts)
    .innerJoin(attendees, eq(attendees.productId, checkInListProducts.productId))
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .leftJoin(
      checkIns,
      and(
        eq(checkIns.attendeeId, attendees.id),
        eq(checkIns.checkInListId, checkInListProducts.checkInListId),
        isNull(checkIns.checkedOutAt),
      ),
    )
    .where(
      and(
        inArray(checkInListProducts.checkInListId, input.checkInListIds),
        countedAttendees(input.allowAwaitingOfflinePayment),
      ),
    )
    .groupBy(checkInListProducts.checkInListId);
  return new Map(rows.map((row) => [row.checkInListId, { total: row.total, checkedIn: row.checkedIn }]));
}

/** The event's products among `ids`, with their type. */
export async function findEventProducts(
  executor: DbExecutor,
  input: { eventId: string; ids: string[] },
): Promise<{ id: string; productType: string }[]> {
  if (input.ids.length === 0) return [];
  return executor
    .select({ id: products.id, productType: products.productType })
    .from(products)
    .where(and(eq(products.eventId, input.eventId), inArray(products.id, input.ids)));
}

export async function insertCheckInLists(executor: DbExecutor, values: CheckInListInsert[]): Promise<CheckInListRow[]> {
  if (values.length === 0) return [];
  return executor.insert(checkInLists).values(values).returning();
}

export async function updateCheckInList(executor: DbExecutor, id: string, values: CheckInListValues): Promise<void> {
  await executor
    .update(checkInLists)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(checkInLists.id, id));
}

/**
 * Deleting a list keeps its check-ins in the attendees' history (decision 099): the live ones are checked out
 * now, since no door can check them out any more, and all of them keep the list's name once the link goes.
 */
export async function deleteCheckInList(executor: DbExecutor, id: string): Promise<void> {
  await executor
    .update(checkIns)
    .set({ checkedOutAt: new Date() })
    .where(and(eq(checkIns.checkInListId, id), isNull(checkIns.checkedOutAt)));
  await executor.delete(checkInLists).where(eq(checkInLists.id, id));
}

export async function insertListProducts(
  executor: DbExecutor,
  links: { checkInListId: string; productId: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await executor.insert(checkInListProducts).values(links).onConflictDoNothing();
}

export async function replaceListProducts(executor: DbExecutor, id: string, productIds: string[]): Promise<void> {
  await executor.delete(checkInListProducts).where(eq(checkInListProducts.checkInListId, id));
  await insertListProducts(
    executor,
    productIds.map((productId) => ({ checkInListId: id, productId })),
  );
}
