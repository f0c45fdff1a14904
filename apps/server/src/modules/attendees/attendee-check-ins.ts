import type { TCheckIn } from '@marquee/core';
import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { attendees, checkInLists, checkIns } from '../../db/schema';

/**
 * Check-ins as the back office reads them (docs/decisions/099-check-in-lists.md): an attendee's live ones for
 * the list, every one for the attendee's history and the order's timeline, newest first.
 */

/** Checked in now on at least one list (a live check-in): the `checked_in` filter of attendee lists and exports. */
export const checkedInNow = sql<boolean>`EXISTS (SELECT 1 FROM ${checkIns} WHERE ${checkIns.attendeeId} = ${attendees.id} AND ${checkIns.checkedOutAt} IS NULL)`;

/** On how many lists the attendee is checked in now. */
export const liveCheckInCount = sql<number>`(SELECT count(*) FROM ${checkIns} WHERE ${checkIns.attendeeId} = ${attendees.id} AND ${checkIns.checkedOutAt} IS NULL)::int`;

/** When the attendee last came in, on any list (null if never). */
export const lastCheckInAt =
  sql<Date | null>`(SELECT max(${checkIns.createdAt}) FROM ${checkIns} WHERE ${checkIns.attendeeId} = ${attendees.id})`.mapWith(
    checkIns.createdAt,
  );

export type CheckInRow = typeof checkIns.$inferSelect & { listName: string; attendeePublicId: string };

export async function listCheckIns(
  executor: DbExecutor,
  scope: { attendeeIds: string[]; liveOnly?: boolean } | { orderId: string },
): Promise<CheckInRow[]> {
  let where: SQL | undefined;
  if ('orderId' in scope) where = eq(checkIns.orderId, scope.orderId);
  else {
    if (scope.attendeeIds.length === 0) return [];
    where = and(
      inArray(checkIns.attendeeId, scope.attendeeIds),
      scope.liveOnly ? isNull(checkIns.checkedOutAt) : undefined,
    );
  }
  return executor
    .select({
      ...getTableColumns(checkIns),
      // The list's current name; the name it had at check-in once the list is deleted.
      listName: sql<string>`coalesce(${checkInLists.name}, ${checkIns.checkInListName})`,
      attendeePublicId: attendees.publicId,
    })
    .from(checkIns)
    .leftJoin(checkInLists, eq(checkInLists.id, checkIns.checkInListId))
    .innerJoin(attendees, eq(attendees.id, checkIns.attendeeId))
    .where(where)
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id));
}

export function toCheckIn(row: CheckInRow): TCheckIn {
  return {
    id: row.id,
    short_id: row.shortId,
    check_in_list_id: row.checkInListId,
    check_in_list_name: row.listName,
    attendee_id: row.attendeeId,
    attendee_public_id: row.attendeePublicId,
    product_id: row.productId,
    order_id: row.orderId,
    event_id: row.eventId,
    created_at: row.createdAt.toISOString(),
    checked_out_at: row.checkedOutAt?.toISOString() ?? null,
  };
}
