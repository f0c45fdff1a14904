import type { TCheckInList, TCheckInStats, TList, ZCreateCheckInList, ZUpdateCheckInList } from '@marquee/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { FieldErrors } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { shortId } from '../../lib/secrets';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { toEventSettings } from '../events/events.mapper';
import type { EventRow } from '../events/events.repository';
import { requireCatalogueEvent } from '../products/catalogue.service';
import { throwIfAny } from '../products/product-prices.service';
import { checkInListErrors, formatDoorTime } from './check-in-lists.errors';
import { toCheckInList } from './check-in-lists.mapper';
import {
  checkInListsListResource,
  countListAttendees,
  deleteCheckInList,
  findCheckInList,
  findEventProducts,
  insertCheckInLists,
  insertListProducts,
  listCheckInListsOfEvent,
  listCheckInListsPage,
  listListProducts,
  replaceListProducts,
  updateCheckInList,
  type CheckInListRow,
} from './check-in-lists.repository';

/**
 * The organizer's check-in lists of one event (server-behaviour §9, docs/decisions/099-check-in-lists.md). Every
 * call first finds the event in the caller's account, so another account's ids answer 404.
 */

type Deps = IdentityDeps;
type CreateInput = z.output<typeof ZCreateCheckInList>;
type UpdateInput = z.output<typeof ZUpdateCheckInList>;

export const CHECK_IN_LIST_SHORT_ID_PREFIX = 'cil';

export const allowsOfflineCheckIn = (event: EventRow): boolean =>
  toEventSettings(event).allow_orders_awaiting_offline_payment_to_check_in;

/** Lists with their products and counts: two queries for any number of lists. */
export async function loadCheckInLists(
  executor: DbExecutor,
  event: EventRow,
  rows: CheckInListRow[],
): Promise<TCheckInList[]> {
  const ids = rows.map((row) => row.id);
  const [products, counts] = await Promise.all([
    listListProducts(executor, ids),
    countListAttendees(executor, { checkInListIds: ids, allowAwaitingOfflinePayment: allowsOfflineCheckIn(event) }),
  ]);
  const now = new Date();
  return rows.map((row) =>
    toCheckInList(
      row,
      products.filter((product) => product.checkInListId === row.id),
      counts.get(row.id),
      now,
    ),
  );
}

async function requireList(executor: DbExecutor, eventId: string, checkInListId: string) {
  const row = await findCheckInList(executor, { eventId, checkInListId });
  if (!row) throw checkInListErrors.listNotFound();
  return row;
}

async function loadOne(executor: DbExecutor, event: EventRow, checkInListId: string): Promise<TCheckInList> {
  return (await loadCheckInLists(executor, event, [await requireList(executor, event.id, checkInListId)]))[0]!;
}

/** The products must be tickets of this event: other products have no attendees to check in. */
async function checkListProducts(executor: DbExecutor, eventId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await findEventProducts(executor, { eventId, ids: unique });
  const errors: FieldErrors = {};
  if (found.length < unique.length) errors.product_ids = ['Choose products of this event.'];
  else if (found.some((product) => product.productType !== 'TICKET'))
    errors.product_ids = ['Choose tickets: other products have no attendees to check in.'];
  throwIfAny(errors);
  return unique;
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function listEventCheckInLists(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TCheckInList>> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const query = parseListQuery(checkInListsListResource, input.rawQuery);
  const { rows, meta } = await listCheckInListsPage(db, { eventId: event.id, query });
  return { data: await loadCheckInLists(db, event, rows), meta };
}

export async function getCheckInList(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; checkInListId: string },
): Promise<TCheckInList> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  return loadOne(db, event, input.checkInListId);
}

export async function createCheckInList(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: CreateInput },
): Promise<TCheckInList> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId);
    const productIds = await checkListProducts(tx, event.id, body.product_ids);
    const [row] = await insertCheckInLists(tx, [
      {
        shortId: shortId(CHECK_IN_LIST_SHORT_ID_PREFIX),
        eventId: event.id,
        name: body.name,
        description: body.description || null,
        activatesAt: dateOrNull(body.activates_at),
        expiresAt: dateOrNull(body.expires_at),
      },
    ]);
    await insertListProducts(
      tx,
      productIds.map((productId) => ({ checkInListId: row!.id, productId })),
    );
    return loadOne(tx, event, row!.id);
  });
}

/**
 * The contract checks the window when both ends are sent; when one is, it must still fit the stored other end.
 * The error names the field that was sent.
 */
function checkWindow(current: CheckInListRow, body: UpdateInput, timezone: string): void {
  const activatesAt = body.activates_at !== undefined ? dateOrNull(body.activates_at) : current.activatesAt;
  const expiresAt = body.expires_at !== undefined ? dateOrNull(body.expires_at) : current.expiresAt;
  if (!activatesAt || !expiresAt || expiresAt > activatesAt) return;
  if (body.expires_at !== undefined)
    throw checkInListErrors.windowOrder('expires_at', formatDoorTime(activatesAt, timezone));
  throw checkInListErrors.windowOrder('activates_at', formatDoorTime(expiresAt, timezone));
}

export async function editCheckInList(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; checkInListId: string; body: UpdateInput },
): Promise<TCheckInList> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId);
    const current = await requireList(tx, event.id, input.checkInListId);
    const productIds = body.product_ids ? await checkListProducts(tx, event.id, body.product_ids) : null;
    checkWindow(current, body, event.timezone);
    await updateCheckInList(tx, current.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description || null } : {}),
      ...(body.activates_at !== undefined ? { activatesAt: dateOrNull(body.activates_at) } : {}),
      ...(body.expires_at !== undefined ? { expiresAt: dateOrNull(body.expires_at) } : {}),
    });
    if (productIds) await replaceListProducts(tx, current.id, productIds);
    return loadOne(tx, event, current.id);
  });
}

/** The short id stops opening the door page; its check-ins stay in the attendees' history (decision 099). */
export async function removeCheckInList(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; checkInListId: string },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId);
    const current = await requireList(tx, event.id, input.checkInListId);
    await deleteCheckInList(tx, current.id);
  });
}

/** `check_in_stats` per list: counted attendees and how many are checked in on it now, oldest list first. */
export async function checkInListFigures(executor: DbExecutor, event: EventRow): Promise<TCheckInStats['lists']> {
  const rows = await listCheckInListsOfEvent(executor, event.id);
  const counts = await countListAttendees(executor, {
    checkInListIds: rows.map((row) => row.id),
    allowAwaitingOfflinePayment: allowsOfflineCheckIn(event),
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    total: counts.get(row.id)?.total ?? 0,
    checked_in: counts.get(row.id)?.checkedIn ?? 0,
  }));
}

/**
 * Copies an event's check-in lists into a duplicated event (new short ids, no check-ins), covering the copies of
 * their products; a list none of whose products were copied is left out. The windows move with the event: the
 * copy opens and closes as long before or after the new start as the original did (a copied window of last year's
 * edition would be expired from the start).
 */
export async function copyCheckInLists(
  executor: DbExecutor,
  input: { sourceEventId: string; targetEventId: string; productIds: Map<string, string>; shiftMs: number },
): Promise<void> {
  const sources = await listCheckInListsOfEvent(executor, input.sourceEventId);
  const covered = await listListProducts(
    executor,
    sources.map((row) => row.id),
  );
  const shift = (date: Date | null) => (date ? new Date(date.getTime() + input.shiftMs) : null);
  const copies: { id: string; source: CheckInListRow; productIds: string[] }[] = [];
  for (const source of sources) {
    const productIds = covered
      .filter((link) => link.checkInListId === source.id)
      .map((link) => input.productIds.get(link.productId))
      .filter((id): id is string => id !== undefined);
    if (productIds.length > 0) copies.push({ id: randomUUID(), source, productIds });
  }
  await insertCheckInLists(
    executor,
    copies.map(({ id, source }) => ({
      id,
      shortId: shortId(CHECK_IN_LIST_SHORT_ID_PREFIX),
      eventId: input.targetEventId,
      name: source.name,
      description: source.description,
      activatesAt: shift(source.activatesAt),
      expiresAt: shift(source.expiresAt),
    })),
  );
  await insertListProducts(
    executor,
    copies.flatMap(({ id, productIds }) => productIds.map((productId) => ({ checkInListId: id, productId }))),
  );
}
