import { WAITLIST_ENTRY_STATUSES, type TWaitlistEntryStatus } from '@marquee/core';
import { and, asc, count, eq, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orders, productPrices, products, waitlistDraws, waitlistEntries } from '../../db/schema';
import { buildListClauses, defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

/** The waiting list's tables (issue 31), written by this module only. */

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistDrawRow = typeof waitlistDraws.$inferSelect;

/** An entry with what the organizer's list shows beside it. */
export type WaitlistEntryView = WaitlistEntryRow & {
  productTitle: string;
  priceLabel: string | null;
  orderShortId: string | null;
};

const viewColumns = {
  entry: waitlistEntries,
  productTitle: products.title,
  priceLabel: productPrices.label,
  orderShortId: orders.shortId,
};

type ViewRow = {
  entry: WaitlistEntryRow;
  productTitle: string;
  priceLabel: string | null;
  orderShortId: string | null;
};
const toView = (row: ViewRow): WaitlistEntryView => ({
  ...row.entry,
  productTitle: row.productTitle,
  priceLabel: row.priceLabel,
  orderShortId: row.orderShortId,
});

function selectViews(executor: DbExecutor) {
  return executor
    .select(viewColumns)
    .from(waitlistEntries)
    .innerJoin(products, eq(products.id, waitlistEntries.productId))
    .innerJoin(productPrices, eq(productPrices.id, waitlistEntries.productPriceId))
    .leftJoin(orders, eq(orders.id, waitlistEntries.orderId));
}

/** The line order of offers: the lottery's draw first, then joining order. */
export const LINE_ORDER: SQL[] = [
  sql`${waitlistEntries.lotteryRank} asc nulls last`,
  asc(waitlistEntries.position),
  asc(waitlistEntries.id),
];

export const waitlistListResource = defineListResource({
  fields: {
    position: field.integer(waitlistEntries.position, { sortable: true, filterable: true }),
    created_at: field.datetime(waitlistEntries.createdAt, { sortable: true, filterable: true }),
    status: field.enum(waitlistEntries.status, WAITLIST_ENTRY_STATUSES, { sortable: true, filterable: true }),
    quantity: field.integer(waitlistEntries.quantity, { sortable: true, filterable: true }),
    offered_at: field.datetime(waitlistEntries.offeredAt, { sortable: true, filterable: true }),
    product_price_id: field.uuid(waitlistEntries.productPriceId, { filterable: true }),
    product_id: field.uuid(waitlistEntries.productId, { filterable: true }),
    email: field.string(waitlistEntries.email, { filterable: true }),
  },
  searchable: [waitlistEntries.email, waitlistEntries.firstName, waitlistEntries.lastName],
  defaultSort: { field: 'position', direction: 'asc' },
  tieBreaker: waitlistEntries.id,
});

export async function listWaitlistPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runListQuery<WaitlistEntryView>({
    resource: waitlistListResource,
    query: input.query,
    scope: eq(waitlistEntries.eventId, input.eventId),
    fetchPage: async (clauses) =>
      (
        await selectViews(executor)
          .where(clauses.where)
          .orderBy(...clauses.orderBy)
          .limit(clauses.limit)
          .offset(clauses.offset)
      ).map(toView),
    count: async (where) =>
      (await executor.select({ total: count() }).from(waitlistEntries).where(where))[0]?.total ?? 0,
  });
}

/** Every entry of the event matching the list query (search, filters, sort), all pages: the export. */
export async function listWaitlistForExport(
  executor: DbExecutor,
  input: { eventId: string; query: ParsedListQuery },
): Promise<WaitlistEntryView[]> {
  const clauses = buildListClauses(waitlistListResource, input.query, eq(waitlistEntries.eventId, input.eventId));
  return (
    await selectViews(executor)
      .where(clauses.where)
      .orderBy(...clauses.orderBy)
  ).map(toView);
}

export async function findWaitlistView(
  executor: DbExecutor,
  where: { eventId: string; id: string } | { tokenHash: string } | { id: string },
): Promise<WaitlistEntryView | null> {
  const condition =
    'tokenHash' in where
      ? or(eq(waitlistEntries.tokenHash, where.tokenHash), eq(waitlistEntries.offerTokenHash, where.tokenHash))
      : 'eventId' in where
        ? and(eq(waitlistEntries.eventId, where.eventId), eq(waitlistEntries.id, where.id))
        : eq(waitlistEntries.id, where.id);
  const [row] = await selectViews(executor).where(condition).limit(1);
  return row ? toView(row) : null;
}

/** The entry row locked for a change of status (offers and cancellations of one entry queue up here). */
export async function lockWaitlistEntry(executor: DbExecutor, id: string): Promise<WaitlistEntryRow | null> {
  const [row] = await executor.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)).for('update');
  return row ?? null;
}

/**
 * Inserts an entry at the end of its price's line (max + 1, §14). Joins of one price are serialised by a transaction
 * advisory lock on the price, not by a row lock, so they never wait for (or make wait) the reservations that lock
 * the price row.
 */
export async function insertWaitlistEntry(
  executor: DbExecutor,
  values: Omit<typeof waitlistEntries.$inferInsert, 'position'>,
): Promise<WaitlistEntryRow> {
  await executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist:${values.productPriceId}`}))`);
  const [row] = await executor
    .insert(waitlistEntries)
    .values({
      ...values,
      position: sql`(select coalesce(max(${waitlistEntries.position}), 0) + 1 from ${waitlistEntries} where ${waitlistEntries.productPriceId} = ${values.productPriceId})`,
    })
    .returning();
  return row!;
}

/** Compare-and-set of an entry's status: null when it is no longer in one of `from`. */
export async function moveWaitlistEntry(
  executor: DbExecutor,
  input: { id: string; from: readonly TWaitlistEntryStatus[]; values: Partial<typeof waitlistEntries.$inferInsert> },
): Promise<WaitlistEntryRow | null> {
  const [row] = await executor
    .update(waitlistEntries)
    .set({ ...input.values, updatedAt: new Date() })
    .where(and(eq(waitlistEntries.id, input.id), inArray(waitlistEntries.status, [...input.from])))
    .returning();
  return row ?? null;
}

/** WAITING entries ahead of `entry` in its price's line (its place is this + 1). */
export async function countAhead(executor: DbExecutor, entry: WaitlistEntryRow): Promise<number> {
  const rank = entry.lotteryRank;
  const ahead =
    rank === null
      ? sql`(${waitlistEntries.lotteryRank} is not null or ${waitlistEntries.position} < ${entry.position})`
      : sql`(${waitlistEntries.lotteryRank} < ${rank})`;
  const [row] = await executor
    .select({ total: count() })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.productPriceId, entry.productPriceId), eq(waitlistEntries.status, 'WAITING'), ahead));
  return row?.total ?? 0;
}

/** WAITING entries of the event in line order, per price; at most `limit`. */
export async function listWaitingEntries(
  executor: DbExecutor,
  input: { eventId: string; productPriceId?: string; limit: number },
): Promise<WaitlistEntryRow[]> {
  return executor
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.eventId, input.eventId),
        eq(waitlistEntries.status, 'WAITING'),
        input.productPriceId ? eq(waitlistEntries.productPriceId, input.productPriceId) : undefined,
      ),
    )
    .orderBy(asc(waitlistEntries.productPriceId), ...LINE_ORDER)
    .limit(input.limit);
}

/** Events that have anyone WAITING (the minute job looks at these). */
export async function listEventsWithWaitingEntries(executor: DbExecutor, limit: number): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ eventId: waitlistEntries.eventId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'WAITING'))
    .limit(limit);
  return rows.map((row) => row.eventId);
}

export async function hasWaitingEntries(executor: DbExecutor, eventId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'WAITING')))
    .limit(1);
  return rows.length > 0;
}

/** People and tickets WAITING per price of the event. */
export async function waitingPerPrice(
  executor: DbExecutor,
  eventId: string,
): Promise<Map<string, { people: number; tickets: number }>> {
  const rows = await executor
    .select({
      priceId: waitlistEntries.productPriceId,
      people: count(),
      tickets: sql<string>`coalesce(sum(${waitlistEntries.quantity}), 0)`,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.eventId, eventId), eq(waitlistEntries.status, 'WAITING')))
    .groupBy(waitlistEntries.productPriceId);
  return new Map(rows.map((row) => [row.priceId, { people: Number(row.people), tickets: Number(row.tickets) }]));
}

/** People waiting per product of `productIds`. */
export async function waitingPerProduct(executor: DbExecutor, productIds: string[]): Promise<Map<string, number>> {
  const rows = await executor
    .select({ productId: waitlistEntries.productId, people: count() })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.productId, productIds), eq(waitlistEntries.status, 'WAITING')))
    .groupBy(waitlistEntries.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.people)]));
}

/** Entries and tickets per price and status (the organizer's figures). */
export async function countsPerPriceAndStatus(executor: DbExecutor, eventId: string) {
  const rows = await executor
    .select({
      priceId: waitlistEntries.productPriceId,
      status: waitlistEntries.status,
      offered: sql<string>`count(*) filter (where ${waitlistEntries.offerCount} > 0)`,
      people: count(),
      tickets: sql<string>`coalesce(sum(${waitlistEntries.quantity}), 0)`,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.eventId, eventId))
    .groupBy(waitlistEntries.productPriceId, waitlistEntries.status);
  return rows.map((row) => ({
    priceId: row.priceId,
    status: row.status,
    people: Number(row.people),
    tickets: Number(row.tickets),
    /** Of these, the ones that had an offer (a cancellation after an offer counts as declined). */
    offered: Number(row.offered),
  }));
}

/** Quantities of the WAITING entries of a price, in line order (for the "N more seats" estimate). */
export async function waitingQuantities(executor: DbExecutor, priceId: string): Promise<number[]> {
  const rows = await executor
    .select({ quantity: waitlistEntries.quantity })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.productPriceId, priceId), eq(waitlistEntries.status, 'WAITING')))
    .orderBy(...LINE_ORDER);
  return rows.map((row) => row.quantity);
}

/**
 * OFFERED entries whose hold ended by `now` and whose order was not bought: OFFER_EXPIRED, in one compare-and-set
 * (each row is taken by one sweep only, so each entrant gets one email). An entry whose order was bought meanwhile
 * is left to `markPurchasedByOrders`.
 */
export async function expireLapsedOffers(
  executor: DbExecutor,
  input: { now: Date; eventId?: string; limit: number },
): Promise<WaitlistEntryRow[]> {
  const lapsed = executor
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .leftJoin(orders, eq(orders.id, waitlistEntries.orderId))
    .where(
      and(
        eq(waitlistEntries.status, 'OFFERED'),
        lte(waitlistEntries.offerExpiresAt, input.now),
        input.eventId ? eq(waitlistEntries.eventId, input.eventId) : undefined,
        sql`(${orders.status} is null or ${orders.status} not in ('COMPLETED', 'AWAITING_OFFLINE_PAYMENT'))`,
      ),
    )
    .orderBy(asc(waitlistEntries.offerExpiresAt))
    .limit(input.limit)
    .for('update', { of: waitlistEntries, skipLocked: true });
  return executor
    .update(waitlistEntries)
    .set({ status: 'OFFER_EXPIRED', updatedAt: input.now })
    .where(and(inArray(waitlistEntries.id, lapsed), eq(waitlistEntries.status, 'OFFERED')))
    .returning();
}

/** OFFERED entries whose held order became an order: PURCHASED. */
export async function markPurchasedByOrders(
  executor: DbExecutor,
  input: { orderIds?: string[]; eventId?: string; now: Date },
): Promise<WaitlistEntryRow[]> {
  if (input.orderIds && input.orderIds.length === 0) return [];
  const bought = executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        input.orderIds ? inArray(orders.id, input.orderIds) : undefined,
        input.eventId ? eq(orders.eventId, input.eventId) : undefined,
        inArray(orders.status, ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT']),
      ),
    );
  return executor
    .update(waitlistEntries)
    .set({ status: 'PURCHASED', purchasedAt: input.now, updatedAt: input.now })
    .where(
      and(
        eq(waitlistEntries.status, 'OFFERED'),
        isNotNull(waitlistEntries.orderId),
        inArray(waitlistEntries.orderId, bought),
      ),
    )
    .returning();
}

/** The entry a held order was offered to (for the checkout's pre-filled details). */
export async function findEntryOfOrder(executor: DbExecutor, orderId: string): Promise<WaitlistEntryRow | null> {
  const [row] = await executor.select().from(waitlistEntries).where(eq(waitlistEntries.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Entries of a price that joined before `until` and were not drawn yet, WAITING (the lottery's pool). */
export async function listLotteryPool(
  executor: DbExecutor,
  input: { productPriceId: string; until: Date },
): Promise<WaitlistEntryRow[]> {
  return executor
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.productPriceId, input.productPriceId),
        eq(waitlistEntries.status, 'WAITING'),
        sql`${waitlistEntries.lotteryRank} is null`,
        sql`${waitlistEntries.createdAt} < ${input.until}`,
      ),
    )
    .for('update');
}

export async function setLotteryRanks(executor: DbExecutor, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  await executor.execute(sql`update ${waitlistEntries} set lottery_rank = ranked.rank, updated_at = now()
    from unnest(${`{${orderedIds.join(',')}}`}::uuid[]) with ordinality as ranked(id, rank)
    where ${waitlistEntries.id} = ranked.id`);
}

export async function findDraw(
  executor: DbExecutor,
  input: { productPriceId: string; until: Date },
): Promise<WaitlistDrawRow | null> {
  const [row] = await executor
    .select()
    .from(waitlistDraws)
    .where(and(eq(waitlistDraws.productPriceId, input.productPriceId), eq(waitlistDraws.lotteryUntil, input.until)))
    .limit(1);
  return row ?? null;
}

export async function listDrawsOfEvent(executor: DbExecutor, eventId: string): Promise<WaitlistDrawRow[]> {
  return executor.select().from(waitlistDraws).where(eq(waitlistDraws.eventId, eventId));
}

export async function insertDraw(
  executor: DbExecutor,
  values: typeof waitlistDraws.$inferInsert,
): Promise<WaitlistDrawRow | null> {
  const [row] = await executor.insert(waitlistDraws).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
