import { ATTENDEE_STATUSES, CHECK_IN_ORDER_STATUSES } from '@marquee/core';
import { and, count, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { attendees, checkInListProducts, checkIns, orders, productPrices, products } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';
import type { CheckInRow } from '../attendees/attendee-check-ins';
import { countedAttendees } from './check-in-lists.repository';

/** What the door reads of one attendee: the ticket, the order, and the live check-in on this list if any. */
export type DoorAttendeeRow = {
  id: string;
  publicId: string;
  shortId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  status: (typeof ATTENDEE_STATUSES)[number];
  productId: string;
  productTitle: string;
  priceLabel: string | null;
  orderId: string;
  orderShortId: string;
  orderPublicId: string;
  orderStatus: (typeof orders.$inferSelect)['status'];
  /** The attendee's product is one the list covers. */
  isOnList: boolean;
  liveCheckInShortId: string | null;
  liveCheckInCreatedAt: Date | null;
};

type DoorList = { id: string; eventId: string };

const fullName = sql`coalesce(${attendees.firstName}, '') || ' ' || coalesce(${attendees.lastName}, '')`;

/** How many trailing characters of the ticket code the door shows and searches (the ticket prints the whole code). */
export const TICKET_REFERENCE_LENGTH = 6;
const ticketReference = sql`right(${attendees.publicId}, ${sql.raw(String(TICKET_REFERENCE_LENGTH))})`;

export const doorAttendeesListResource = defineListResource({
  fields: {
    status: field.enum(attendees.status, ATTENDEE_STATUSES, { filterable: true }),
    product_id: field.uuid(attendees.productId, { filterable: true }),
    first_name: field.string(attendees.firstName, { sortable: true }),
    last_name: field.string(attendees.lastName, { sortable: true }),
    created_at: field.datetime(attendees.createdAt, { sortable: true }),
  },
  // Names, the printed reference and the order's reference as substrings; an email or a ticket code only whole, so
  // that typing a few characters never reveals them (decision 137). Link keys (short ids) are not searchable.
  searchable: [fullName, ticketReference, orders.publicId],
  exactSearchable: [attendees.email, attendees.publicId],
  defaultSort: { field: 'last_name', direction: 'asc' },
  tieBreaker: attendees.id,
});

const onList = (listId: string) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${checkInListProducts} WHERE ${checkInListProducts.checkInListId} = ${listId} AND ${checkInListProducts.productId} = ${attendees.productId})`;

const doorSelection = (listId: string) => ({
  id: attendees.id,
  publicId: attendees.publicId,
  shortId: attendees.shortId,
  firstName: attendees.firstName,
  lastName: attendees.lastName,
  email: attendees.email,
  status: attendees.status,
  productId: attendees.productId,
  productTitle: products.title,
  priceLabel: productPrices.label,
  orderId: orders.id,
  orderShortId: orders.shortId,
  orderPublicId: orders.publicId,
  orderStatus: orders.status,
  isOnList: onList(listId),
  liveCheckInShortId: checkIns.shortId,
  liveCheckInCreatedAt: checkIns.createdAt,
});

/** The attendees joined to what the door shows; the live check-in join finds at most one row. */
function selectDoorAttendees(executor: DbExecutor, listId: string) {
  return executor
    .select(doorSelection(listId))
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .innerJoin(products, eq(products.id, attendees.productId))
    .leftJoin(productPrices, eq(productPrices.id, attendees.productPriceId))
    .leftJoin(
      checkIns,
      and(eq(checkIns.attendeeId, attendees.id), eq(checkIns.checkInListId, listId), isNull(checkIns.checkedOutAt)),
    );
}

/**
 * The door's list: attendees of the list's products it counts, and the cancelled ones of paid or offline orders
 * (shown disabled, so staff can tell a holder why), as the core's `isShownAtDoor`.
 */
function shownAtDoor(list: DoorList, allowAwaitingOfflinePayment: boolean): SQL {
  return and(
    eq(attendees.eventId, list.eventId),
    onList(list.id),
    or(
      countedAttendees(allowAwaitingOfflinePayment),
      and(eq(attendees.status, 'CANCELLED'), inArray(orders.status, [...CHECK_IN_ORDER_STATUSES])),
    ),
  )!;
}

export async function listDoorAttendeesPage(
  executor: DbExecutor,
  input: { list: DoorList; allowAwaitingOfflinePayment: boolean; query: ParsedListQuery },
) {
  return runListQuery<DoorAttendeeRow>({
    resource: doorAttendeesListResource,
    query: input.query,
    scope: shownAtDoor(input.list, input.allowAwaitingOfflinePayment),
    fetchPage: (clauses) =>
      selectDoorAttendees(executor, input.list.id)
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
          .where(where)
      )[0]?.total ?? 0,
  });
}

/** Attendees of the list's event by public id or id, whatever their order or product: the caller sorts them out. */
export async function findDoorAttendees(
  executor: DbExecutor,
  input: { list: DoorList; publicIds: string[]; ids?: string[] },
): Promise<DoorAttendeeRow[]> {
  const ids = input.ids ?? [];
  if (input.publicIds.length === 0 && ids.length === 0) return [];
  const byCode = input.publicIds.length > 0 ? inArray(attendees.publicId, input.publicIds) : undefined;
  const byId = ids.length > 0 ? inArray(attendees.id, ids) : undefined;
  return selectDoorAttendees(executor, input.list.id).where(
    and(eq(attendees.eventId, input.list.eventId), or(byCode, byId)),
  );
}

/** The attendee's and its order's status now, the order locked (marking it paid at the door). */
export async function lockDoorAttendee(executor: DbExecutor, input: { attendeeId: string; orderId: string }) {
  await executor.select({ id: orders.id }).from(orders).where(eq(orders.id, input.orderId)).for('update');
  const [row] = await executor
    .select({ status: attendees.status, orderStatus: orders.status })
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .where(eq(attendees.id, input.attendeeId));
  return row ?? null;
}

type CheckInInsert = typeof checkIns.$inferInsert;
type PlainCheckIn = typeof checkIns.$inferSelect;

/**
 * A live check-in, unless the attendee already has one on this list: the partial unique index decides, so two
 * scanners racing on one ticket make one row (the other insert does nothing and returns null).
 */
export async function insertLiveCheckIn(executor: DbExecutor, values: CheckInInsert): Promise<PlainCheckIn | null> {
  const [row] = await executor
    .insert(checkIns)
    .values(values)
    .onConflictDoNothing({
      target: [checkIns.attendeeId, checkIns.checkInListId],
      where: sql`checked_out_at IS NULL`,
    })
    .returning();
  return row ?? null;
}

export async function findLiveCheckIn(
  executor: DbExecutor,
  input: { attendeeId: string; checkInListId: string },
): Promise<PlainCheckIn | null> {
  const [row] = await executor
    .select()
    .from(checkIns)
    .where(
      and(
        eq(checkIns.attendeeId, input.attendeeId),
        eq(checkIns.checkInListId, input.checkInListId),
        isNull(checkIns.checkedOutAt),
      ),
    );
  return row ?? null;
}

/** A check-in of this list by its `ci_` id, with what its answer names. */
export async function findListCheckIn(
  executor: DbExecutor,
  input: { checkInListId: string; shortId: string },
): Promise<Omit<CheckInRow, 'listName'> | null> {
  const [row] = await executor
    .select({ ...getTableColumns(checkIns), attendeePublicId: attendees.publicId })
    .from(checkIns)
    .innerJoin(attendees, eq(attendees.id, checkIns.attendeeId))
    .where(and(eq(checkIns.shortId, input.shortId), eq(checkIns.checkInListId, input.checkInListId)));
  return row ?? null;
}

/** Checks out a live check-in; null when it was checked out already (by a racing call too). */
export async function checkOut(
  executor: DbExecutor,
  input: { id: string; ipAddress: string | null },
): Promise<PlainCheckIn | null> {
  const [row] = await executor
    .update(checkIns)
    .set({ checkedOutAt: new Date(), checkedOutIpAddress: input.ipAddress })
    .where(and(eq(checkIns.id, input.id), isNull(checkIns.checkedOutAt)))
    .returning();
  return row ?? null;
}
