import { recordDomainEvent } from '../domain-events/record-domain-event';
import {
  CHECK_IN_ATTENDEES_PER_PAGE_MAX,
  checkInListWindowProblem,
  checkInRefusal,
  isKnownAtDoor,
  shouldMarkOrderPaid,
  type TCheckIn,
  type TCheckInAction,
  type TCheckInAttendee,
  type TCreateCheckInsResult,
  type TDoorCheckIn,
  type TList,
  type TPublicCheckInList,
  type ZCreateCheckIns,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { FieldErrors } from '../../lib/app-error';
import { parseListQuery, withoutEmptyListParams } from '../../lib/list-query';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { shortId } from '../../lib/secrets';
import { toCheckIn } from '../attendees/attendee-check-ins';
import { limitedIp, type IdentityDeps, type RequestMeta } from '../auth/identity-context';
import { completeOfflinePayment } from '../orders/orders.mark-paid';
import { CHECK_IN_REFUSAL_MESSAGES, checkInListErrors, formatDoorTime, windowMessage } from './check-in-lists.errors';
import { toCheckInAttendee, toDoorCheckIn, toPublicCheckInList } from './check-in-lists.mapper';
import {
  countListAttendees,
  findCheckInListByShortId,
  listListProducts,
  type CheckInListRow,
  type EventRow,
} from './check-in-lists.repository';
import { allowsOfflineCheckIn } from './check-in-lists.service';
import {
  checkOut,
  doorAttendeesListResource,
  findDoorAttendees,
  findListCheckIn,
  findLiveCheckIn,
  insertLiveCheckIn,
  listDoorAttendeesPage,
  lockDoorAttendee,
  type DoorAttendeeRow,
} from './check-ins.repository';

/**
 * The door (server-behaviour §9, docs/decisions/099-check-in-lists.md): no sign-in, the list's unguessable short id
 * is the key. Every call is counted per IP first (exempt IPs aside). Attendee reads answer 403 outside the list's
 * window and check-ins 409; reading the list and checking out work at any time.
 */

type Deps = IdentityDeps;
type CheckInsInput = z.output<typeof ZCreateCheckIns>;
type DoorList = { list: CheckInListRow; event: EventRow };

/** Reads: a door page searching and refreshing its list. Generous, yet it stops a scripted crawl. */
export const DOOR_READ_LIMIT: RateLimitRule = { name: 'check-in-read-ip', limit: 1200, windowSeconds: 60 };
/** Check-ins and check-outs: ten a second from one address covers several scanners behind one venue router. */
export const DOOR_WRITE_LIMIT: RateLimitRule = { name: 'check-in-write-ip', limit: 600, windowSeconds: 60 };

const CHECK_IN_SHORT_ID_PREFIX = 'ci';

async function openDoorList(deps: Deps, input: { shortId: string; meta: RequestMeta; rule: RateLimitRule }) {
  const { db } = deps.database;
  const ip = limitedIp(deps, input.meta);
  if (ip) await hitRateLimit(db, input.rule, ip);
  const found = await findCheckInListByShortId(db, input.shortId);
  if (!found) throw checkInListErrors.listNotFound();
  return found;
}

function windowProblem({ list, event }: DoorList) {
  const problem = checkInListWindowProblem({
    activates_at: list.activatesAt?.toISOString() ?? null,
    expires_at: list.expiresAt?.toISOString() ?? null,
  });
  return problem ? windowMessage(problem, list, event.timezone) : null;
}

function requireOpenForReads(door: DoorList): void {
  const problem = windowProblem(door);
  if (problem) throw checkInListErrors.closedForReads(problem);
}

export async function getPublicCheckInList(
  deps: Deps,
  input: { shortId: string; meta: RequestMeta },
): Promise<TPublicCheckInList> {
  const { db } = deps.database;
  const { list, event } = await openDoorList(deps, { ...input, rule: DOOR_READ_LIMIT });
  const [products, counts] = await Promise.all([
    listListProducts(db, [list.id]),
    countListAttendees(db, { checkInListIds: [list.id], allowAwaitingOfflinePayment: allowsOfflineCheckIn(event) }),
  ]);
  return toPublicCheckInList(list, event, products, counts.get(list.id));
}

/** The list's attendees, 100 a page unless asked for fewer (search name, email, ticket and order ids). */
export async function listDoorAttendees(
  deps: Deps,
  input: { shortId: string; rawQuery: unknown; meta: RequestMeta },
): Promise<TList<TCheckInAttendee>> {
  const door = await openDoorList(deps, { ...input, rule: DOOR_READ_LIMIT });
  requireOpenForReads(door);
  // An empty per_page is an absent one (withoutEmptyListParams), so the door's own default applies to it too.
  const raw = (withoutEmptyListParams(input.rawQuery ?? {}) ?? {}) as Record<string, unknown>;
  const query = parseListQuery(doorAttendeesListResource, {
    ...raw,
    per_page: raw.per_page ?? String(CHECK_IN_ATTENDEES_PER_PAGE_MAX),
  });
  const { rows, meta } = await listDoorAttendeesPage(deps.database.db, {
    list: door.list,
    allowAwaitingOfflinePayment: allowsOfflineCheckIn(door.event),
    query,
  });
  return { data: rows.map(toCheckInAttendee), meta };
}

/**
 * A ticket the door knows: of a paid or offline order, its product on the list. Scanning one that is cancelled or
 * awaiting payment shows it, with why it cannot come in.
 */
function isKnown(row: DoorAttendeeRow | undefined): row is DoorAttendeeRow {
  return row !== undefined && isKnownAtDoor({ status: row.status, order_status: row.orderStatus });
}

export async function getDoorAttendee(
  deps: Deps,
  input: { shortId: string; publicId: string; meta: RequestMeta },
): Promise<TCheckInAttendee> {
  const door = await openDoorList(deps, { ...input, rule: DOOR_READ_LIMIT });
  requireOpenForReads(door);
  const [row] = await findDoorAttendees(deps.database.db, { list: door.list, publicIds: [input.publicId] });
  if (!isKnown(row) || !row.isOnList) throw checkInListErrors.attendeeNotFound();
  return toCheckInAttendee(row);
}

/** What one requested item names: a scanned ticket code, or a row of the door's list by its id. */
type RequestedAttendee = CheckInsInput['attendees'][number];
const requestKey = (item: RequestedAttendee) => (item.public_id ?? item.attendee_id)!;

/** The item's attendee among the rows found, by the identifier the item sent. */
function attendeeFinder(rows: DoorAttendeeRow[]) {
  const byPublicId = new Map(rows.map((row) => [row.publicId, row]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return (item: RequestedAttendee) =>
    item.public_id !== undefined ? byPublicId.get(item.public_id) : byId.get(item.attendee_id!.toLowerCase());
}

/** The whole request fails when any ticket is unknown or not valid for this list: nothing is checked in. */
function requireAllOnList(requested: RequestedAttendee[], find: ReturnType<typeof attendeeFinder>): void {
  const unknown: FieldErrors = {};
  const offList: FieldErrors = {};
  requested.forEach((attendee, index) => {
    const row = find(attendee);
    const key = `attendees.${index}.${attendee.public_id !== undefined ? 'public_id' : 'attendee_id'}`;
    if (!isKnown(row)) unknown[key] = [CHECK_IN_REFUSAL_MESSAGES.UNKNOWN];
    else if (!row.isOnList) offList[key] = [`This ticket (${row.productTitle}) is not valid for this list.`];
  });
  if (Object.keys(unknown).length > 0)
    throw checkInListErrors.requestRefused('Unknown ticket: nothing was checked in.', { ...unknown, ...offList });
  if (Object.keys(offList).length > 0)
    throw checkInListErrors.requestRefused('A ticket is not valid for this list: nothing was checked in.', offList);
}

type Outcome = { checkIn: TCheckIn | null; error: string | null };
type AttendeeInput = {
  door: DoorList;
  attendee: DoorAttendeeRow;
  action: TCheckInAction;
  allowAwaitingOfflinePayment: boolean;
  ipAddress: string | null;
};

/**
 * One live check-in for the attendee on the list: a new one, or the one a racing scanner (or an earlier scan)
 * made. If that one is checked out between our insert and our read, the insert is simply tried again.
 */
async function checkInOnce(
  executor: DbExecutor,
  input: { door: DoorList; attendee: DoorAttendeeRow; ipAddress: string | null },
): Promise<{ checkIn: TCheckIn; isNew: boolean }> {
  const { door, attendee } = input;
  const named = { listName: door.list.name, attendeePublicId: attendee.publicId };
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await insertLiveCheckIn(executor, {
      shortId: shortId(CHECK_IN_SHORT_ID_PREFIX),
      checkInListId: door.list.id,
      checkInListName: door.list.name,
      attendeeId: attendee.id,
      productId: attendee.productId,
      orderId: attendee.orderId,
      eventId: door.event.id,
      ipAddress: input.ipAddress,
    });
    if (inserted) return { checkIn: toCheckIn({ ...inserted, ...named }), isNew: true };
    const live = await findLiveCheckIn(executor, { attendeeId: attendee.id, checkInListId: door.list.id });
    if (live) return { checkIn: toCheckIn({ ...live, ...named }), isNew: false };
  }
  throw checkInListErrors.busy();
}

function alreadyCheckedIn(checkIn: TCheckIn, timezone: string): string {
  return `Already checked in on this list at ${formatDoorTime(new Date(checkIn.created_at), timezone)}.`;
}

/**
 * Checks the attendee in, marking the order paid first when asked (the orders module's own path: confirmation,
 * invoice, attendees ACTIVE), in one transaction under the order's lock, the lock staff's cancel and mark-paid
 * take too. The states are read again under it, so a ticket cancelled a moment ago is refused, and a second
 * attendee of the same order, or staff marking it paid meanwhile, finds it paid and is simply checked in. The
 * lock also serialises two scanners marking the same ticket: the second finds it checked in.
 */
async function checkInUnderOrderLock(deps: Deps, input: AttendeeInput): Promise<Outcome> {
  return deps.database.db.transaction(async (tx) => {
    const state = await lockDoorAttendee(tx, { attendeeId: input.attendee.id, orderId: input.attendee.orderId });
    if (!state) return { checkIn: null, error: CHECK_IN_REFUSAL_MESSAGES.UNKNOWN };
    const now = { status: state.status, order_status: state.orderStatus };
    const refusal = checkInRefusal(now, input);
    if (refusal) return { checkIn: null, error: CHECK_IN_REFUSAL_MESSAGES[refusal] };
    // A second scan of a ticket already in changes nothing: its answer is an error, so it marks nothing paid.
    const live = await findLiveCheckIn(tx, { attendeeId: input.attendee.id, checkInListId: input.door.list.id });
    if (live) {
      const checkIn = toCheckIn({ ...live, listName: input.door.list.name, attendeePublicId: input.attendee.publicId });
      return { checkIn, error: alreadyCheckedIn(checkIn, input.door.event.timezone) };
    }
    if (shouldMarkOrderPaid(now, input.action))
      await completeOfflinePayment(deps, tx, { orderId: input.attendee.orderId, event: input.door.event });
    const { checkIn, isNew } = await checkInOnce(tx, input);
    if (isNew)
      await recordCheckInChange(deps, tx, {
        type: 'checkin.created',
        door: input.door,
        checkIn: {
          id: checkIn.id,
          attendeeId: input.attendee.id,
          orderId: input.attendee.orderId,
          at: checkIn.created_at,
        },
      });
    return { checkIn, error: isNew ? null : alreadyCheckedIn(checkIn, input.door.event.timezone) };
  });
}

/** `checkin.created` or `checkin.deleted`, in the transaction of the change (docs/domain-events.md). */
async function recordCheckInChange(
  deps: Deps,
  tx: DbExecutor,
  input: {
    type: 'checkin.created' | 'checkin.deleted';
    door: DoorList;
    checkIn: { id: string; attendeeId: string; orderId: string; at: string };
  },
): Promise<void> {
  const { event, list } = input.door;
  await recordDomainEvent(deps, tx, {
    type: input.type,
    accountId: event.accountId,
    organizerId: event.organizerId,
    eventId: event.id,
    orderId: input.checkIn.orderId,
    payload: {
      check_in: {
        id: input.checkIn.id,
        attendee_id: input.checkIn.attendeeId,
        check_in_list_id: list.id,
        order_id: input.checkIn.orderId,
        created_at: input.checkIn.at,
      },
    },
  });
}

async function checkInAttendee(deps: Deps, input: AttendeeInput): Promise<Outcome> {
  const { attendee } = input;
  const state = { status: attendee.status, order_status: attendee.orderStatus };
  const refusal = checkInRefusal(state, input);
  // Refused on what was read: no lock needed to say no.
  if (refusal) return { checkIn: null, error: CHECK_IN_REFUSAL_MESSAGES[refusal] };
  return checkInUnderOrderLock(deps, input);
}

/**
 * `POST …/check-ins`: refused as a whole (409) outside the window or when any ticket is unknown or off the list;
 * otherwise each attendee on its own, in the order sent (an attendee sent twice counts once). A scan sends the ticket
 * code, which the server looks up; a row checked in by hand sends the attendee's id from the door's list.
 */
export async function createCheckIns(
  deps: Deps,
  input: { shortId: string; body: CheckInsInput; meta: RequestMeta },
): Promise<TCreateCheckInsResult> {
  const door = await openDoorList(deps, { ...input, rule: DOOR_WRITE_LIMIT });
  const closed = windowProblem(door);
  if (closed) throw checkInListErrors.requestRefused(closed);
  const requested = input.body.attendees;
  const rows = await findDoorAttendees(deps.database.db, {
    list: door.list,
    publicIds: [...new Set(requested.flatMap((item) => item.public_id ?? []))],
    ids: [...new Set(requested.flatMap((item) => item.attendee_id?.toLowerCase() ?? []))],
  });
  const find = attendeeFinder(rows);
  requireAllOnList(requested, find);
  const allowAwaitingOfflinePayment = allowsOfflineCheckIn(door.event);
  const result: TCreateCheckInsResult = { data: [], errors: {} };
  const done = new Set<string>();
  for (const item of requested) {
    const attendee = find(item)!;
    if (done.has(attendee.id)) continue;
    done.add(attendee.id);
    const outcome = await checkInAttendee(deps, {
      door,
      attendee,
      action: item.action,
      allowAwaitingOfflinePayment,
      ipAddress: input.meta.ip,
    });
    if (outcome.checkIn) result.data.push(toDoorCheckIn(outcome.checkIn, item.public_id ?? null));
    if (outcome.error) result.errors[requestKey(item)] = outcome.error;
  }
  return result;
}

/** `DELETE …/check-ins/{ci_…}`: a check-out, which keeps the row (decision 099); 409 when not checked in. */
export async function checkOutAttendee(
  deps: Deps,
  input: { shortId: string; checkInShortId: string; meta: RequestMeta },
): Promise<TDoorCheckIn> {
  const { db } = deps.database;
  const door = await openDoorList(deps, { ...input, rule: DOOR_WRITE_LIMIT });
  const { list } = door;
  const found = await findListCheckIn(db, { checkInListId: list.id, shortId: input.checkInShortId });
  if (!found) throw checkInListErrors.checkInNotFound();
  if (found.checkedOutAt) throw checkInListErrors.notCheckedIn();
  return db.transaction(async (tx) => {
    const done = await checkOut(tx, { id: found.id, ipAddress: input.meta.ip });
    if (!done) throw checkInListErrors.notCheckedIn();
    const checkIn = toCheckIn({ ...done, listName: list.name, attendeePublicId: found.attendeePublicId });
    await recordCheckInChange(deps, tx, {
      type: 'checkin.deleted',
      door,
      checkIn: { id: checkIn.id, attendeeId: done.attendeeId, orderId: done.orderId, at: checkIn.created_at },
    });
    return toDoorCheckIn(checkIn, null);
  });
}
