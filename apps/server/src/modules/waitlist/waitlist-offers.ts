import {
  areEventSalesOpen,
  drawLotteryOrder,
  MAX_WAITLIST_OFFER_COUNT,
  OFFERABLE_WAITLIST_STATUSES,
  OPEN_WAITLIST_STATUSES,
  WAITLIST_TOKEN_LENGTH,
  waitlistOfferDeadline,
  waitlistOfferTimeoutMinutes,
  waitlistProcessingMode,
} from '@marquee/core';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { setLockTimeout, lockTimeoutOf, retryTransaction } from '../../db/lock-order';
import { products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashSecret, randomString } from '../../lib/secrets';
import { expireEventReservationsJob, reservationExpiryOf } from '../../jobs/reservation-expiry.job';
import type { WaitlistDeps } from './waitlist.notices';
import { newSessionIdentifier } from '../checkout/checkout.shared';
import { eventLifecycle, toEventSettings } from '../events/events.mapper';
import type { EventRow } from '../events/events.repository';
import { eventWithOrganizer as findEventWithOrganizer } from '../checkout/checkout.shared';
import { tryMoveOrder } from '../orders/order-lifecycle';
import { planOrder } from '../orders/orders.service';
import { placeReservationInTransaction as placeReservation } from '../orders/reservation-batches';
import { noticeWaitlistChange } from './waitlist.notices';
import { queueWaitlistProcessing } from './waitlist.jobs';
import {
  expireLapsedOffers,
  findDraw,
  insertDraw,
  listLotteryPool,
  listWaitingEntries,
  lockWaitlistEntry,
  markPurchasedByOrders,
  moveWaitlistEntry,
  setLotteryRanks,
  type WaitlistDrawRow,
  type WaitlistEntryRow,
} from './waitlist.repository';

/**
 * Offers (issue 31, decision 160). An offer is a RESERVED order for the entry's quantity, held until the offer's
 * deadline and placed by the same statement as every reservation (`reservation_place`), so it counts against stock
 * exactly like one and can never take more than is free. The entry row is locked for the whole offer: one entry is
 * offered by one process at a time, and an entry cancelled meanwhile is not offered.
 */

type Deps = WaitlistDeps;
export type OfferOutcome =
  | { offered: WaitlistEntryRow }
  | { skipped: { id: string; reason: 'NOT_ENOUGH_STOCK' | 'NOT_OFFERABLE' | 'NOT_ON_SALE' } };

type ProductRow = typeof products.$inferSelect;

/** Whether the event and product still sell: offers are made only then. */
function isSelling(event: EventRow, product: ProductRow | undefined, now: Date): boolean {
  if (!product || !areEventSalesOpen(event.status) || eventLifecycle(event, now) === 'ENDED') return false;
  if (product.saleEndDate && product.saleEndDate.getTime() <= now.getTime()) return false;
  return !(product.saleStartDate && product.saleStartDate.getTime() > now.getTime());
}

/** Offers one entry, in its own transaction. `reoffer` also takes an OFFER_EXPIRED entry (the organizer's choice). */
export async function offerEntry(
  deps: Deps,
  input: { entryId: string; reoffer: boolean; now?: Date },
): Promise<OfferOutcome> {
  const { database } = deps;
  const placed = await retryTransaction(() =>
    database.db.transaction(async (tx) => {
      await setLockTimeout(tx, lockTimeoutOf(database));
      const now = input.now ?? new Date();
      const entry = await lockWaitlistEntry(tx, input.entryId);
      const offerable = input.reoffer ? OFFERABLE_WAITLIST_STATUSES : (['WAITING'] as const);
      if (!entry || !(offerable as readonly string[]).includes(entry.status))
        return { skipped: { id: input.entryId, reason: 'NOT_OFFERABLE' as const } };
      const found = await findEventWithOrganizer(tx, entry.eventId);
      const [product] = await tx.select().from(products).where(eq(products.id, entry.productId));
      if (!found || !isSelling(found.event, product, now))
        return { skipped: { id: entry.id, reason: 'NOT_ON_SALE' as const } };
      const { event } = found;
      const settings = toEventSettings(event);
      const deadline = waitlistOfferDeadline({
        now,
        timeoutMinutes: waitlistOfferTimeoutMinutes(
          { waitlist_offer_timeout_minutes: product!.waitlistOfferTimeoutMinutes },
          settings,
        ),
        eventStart: event.startDate,
      });
      for (const priceId of [entry.productPriceId, ...entry.alternativePriceIds]) {
        const plan = await planOrder(tx, {
          eventId: event.id,
          status: 'RESERVED',
          lines: [{ productPriceId: priceId, quantity: entry.quantity }],
          sessionId: newSessionIdentifier(),
          clientKey: null,
          buyer: { locale: entry.locale, firstName: entry.firstName, lastName: entry.lastName },
          reservedUntil: deadline,
          createdAt: now,
        }).catch((error: unknown) => {
          // A tier deleted since the person joined: try the next one.
          if (error instanceof AppError) return null;
          throw error;
        });
        if (!plan || plan.items.length === 0) continue;
        const outcome = await placeReservation(
          tx,
          { plan, replaceSession: false, now, productIds: [entry.productId] },
          lockTimeoutOf(database),
        );
        if (!('placed' in outcome)) continue;
        const order = outcome.placed.order;
        // A new link per offer, in the offer's email only; the joining email's link keeps working too.
        const token = randomString(WAITLIST_TOKEN_LENGTH);
        const offered = await moveWaitlistEntry(tx, {
          id: entry.id,
          from: offerable,
          values: {
            status: 'OFFERED',
            orderId: order.id,
            offeredAt: now,
            offerExpiresAt: deadline,
            offerCount: entry.offerCount + 1,
            offerTokenHash: hashSecret(token),
          },
        });
        // The entry row is locked: the compare-and-set cannot miss.
        await noticeWaitlistChange(deps, tx, { entry: offered!, notice: { kind: 'offered', token }, event });
        return { offered: offered!, order };
      }
      return { skipped: { id: entry.id, reason: 'NOT_ENOUGH_STOCK' as const } };
    }),
  );
  if ('order' in placed && placed.order && placed.offered) {
    // The held order lapses like any reservation: its expiry job ends it at the deadline (the sweep is the net).
    const { order } = placed;
    if (order.reservedUntil)
      deps.queue.sendSoon(
        expireEventReservationsJob,
        { eventId: order.eventId },
        reservationExpiryOf(order.eventId, order.reservedUntil),
      );
    return { offered: placed.offered };
  }
  return placed as Extract<OfferOutcome, { skipped: unknown }>;
}

/**
 * Offers the next entries of the event in line order (of one price when given) until `count` were offered or the
 * line is through. An entry whose quantity does not fit what is free is passed over and keeps its place (decision
 * 160): the tickets go to the next entry that fits, and the passed-over entry is first for the next ones freed.
 */
export async function offerNext(
  deps: Deps,
  input: { eventId: string; productPriceId?: string; count: number; onlyAutomatic?: boolean },
): Promise<OfferOutcome[]> {
  const outcomes: OfferOutcome[] = [];
  const { db } = deps.database;
  const found = await findEventWithOrganizer(db, input.eventId);
  if (!found) return outcomes;
  const settings = toEventSettings(found.event);
  const modes = new Map<string, ReturnType<typeof waitlistProcessingMode>>();
  const productRows = await db.select().from(products).where(eq(products.eventId, input.eventId));
  for (const row of productRows)
    modes.set(
      row.id,
      waitlistProcessingMode({ waitlist_processing_mode: row.waitlistProcessingMode ?? null }, settings),
    );
  const inScope = (productId: string) => !input.onlyAutomatic || modes.get(productId) === 'AUTOMATIC';
  // A lottery due is drawn before its first offer; by the automatic run only for automatic products (the organizer
  // of a manual list draws it, with a seed of their choice if they like).
  await drawDueLotteries(deps, {
    event: found.event,
    productPriceId: input.productPriceId,
    productIds: productRows.map((row) => row.id).filter(inScope),
  });
  const waiting = await listWaitingEntries(db, {
    eventId: input.eventId,
    productPriceId: input.productPriceId,
    limit: 1000,
  });
  // Per price, the smallest quantity found not to fit in this run: larger ones are not tried again.
  const tooMany = new Map<string, number>();
  let offeredCount = 0;
  for (const entry of waiting) {
    if (offeredCount >= input.count) break;
    if (!inScope(entry.productId)) continue;
    if (entry.alternativePriceIds.length === 0 && entry.quantity >= (tooMany.get(entry.productPriceId) ?? Infinity)) {
      outcomes.push({ skipped: { id: entry.id, reason: 'NOT_ENOUGH_STOCK' } });
      continue;
    }
    const outcome = await offerEntry(deps, { entryId: entry.id, reoffer: false });
    outcomes.push(outcome);
    if ('offered' in outcome) offeredCount += 1;
    else if (outcome.skipped.reason === 'NOT_ENOUGH_STOCK' && entry.alternativePriceIds.length === 0)
      tooMany.set(entry.productPriceId, Math.min(entry.quantity, tooMany.get(entry.productPriceId) ?? Infinity));
  }
  return outcomes;
}

/** The organizer's "offer the next N" (§14: N ≤ 50) of one price. */
export const offerNextOfPrice = (deps: Deps, input: { eventId: string; productPriceId: string; count: number }) =>
  offerNext(deps, { ...input, count: Math.min(input.count, MAX_WAITLIST_OFFER_COUNT) });

/**
 * Automatic processing of an event's list: what stock freed goes to the entries of products in automatic mode.
 * Called by the queue after a cancellation, an expired hold, a refund or a change of stock; safe to repeat.
 */
export async function processEventWaitlist(deps: Deps, eventId: string): Promise<number> {
  await expireOffers(deps, { eventId, offersFollow: true });
  const outcomes = await offerNext(deps, { eventId, count: Number.MAX_SAFE_INTEGER, onlyAutomatic: true });
  return outcomes.filter((outcome) => 'offered' in outcome).length;
}

/**
 * Ends lapsed offers (of one event, or all): OFFER_EXPIRED, the entrant told, the held order already lapsed with
 * its hold. Entries whose order was bought become PURCHASED first. Answers the events whose lines moved.
 */
export async function expireOffers(
  deps: Deps,
  input: {
    eventId?: string;
    now?: Date;
    /** The caller makes the event's next offers itself right after (no job needed for it). */
    offersFollow?: boolean;
  } = {},
): Promise<Set<string>> {
  const now = input.now ?? new Date();
  const events = new Set<string>();
  await deps.database.db.transaction(async (tx) => {
    for (const entry of await markPurchasedByOrders(tx, { eventId: input.eventId, now }))
      await noticeWaitlistChange(deps, tx, { entry, notice: { kind: 'purchased' } });
    for (const entry of await expireLapsedOffers(tx, { now, eventId: input.eventId, limit: 500 })) {
      await endHeldOrder(tx, entry);
      await noticeWaitlistChange(deps, tx, { entry, notice: { kind: 'expired' } });
      events.add(entry.eventId);
    }
    // Their tickets pass on: whoever reads first (the organizer's list, the entrant's page) starts the next offers.
    for (const eventId of events)
      if (eventId !== input.eventId || !input.offersFollow)
        await queueWaitlistProcessing(deps, { eventId, executor: tx });
  });
  return events;
}

/** Releases an offer's held order now (a cancelled entry, a lapsed offer the sweep saw first). */
export async function endHeldOrder(tx: DbExecutor, entry: WaitlistEntryRow): Promise<void> {
  if (!entry.orderId) return;
  await tryMoveOrder(tx, { orderId: entry.orderId, move: 'abandon', values: { reservedUntil: null } });
}

/** Marks the entries whose held orders were just bought (the domain event consumer). */
export async function completeOffers(deps: Deps, tx: DbExecutor, orderIds: string[]): Promise<void> {
  for (const entry of await markPurchasedByOrders(tx, { orderIds, now: new Date() }))
    await noticeWaitlistChange(deps, tx, { entry, notice: { kind: 'purchased' } });
}

/**
 * Draws the lottery of each price with entries that joined before the event's `waitlist_lottery_until`, once that
 * time passed and no draw was made yet (§ issue 31: drawn once, the seed recorded).
 */
export async function drawDueLotteries(
  deps: Deps,
  input: { event: EventRow; productPriceId?: string; productIds?: string[]; seed?: string; now?: Date },
): Promise<WaitlistDrawRow[]> {
  const until = toEventSettings(input.event).waitlist_lottery_until;
  const now = input.now ?? new Date();
  if (!until || new Date(until).getTime() > now.getTime()) return [];
  const waiting = await listWaitingEntries(deps.database.db, {
    eventId: input.event.id,
    productPriceId: input.productPriceId,
    limit: 10_000,
  });
  const due = waiting.filter(
    (entry) => entry.lotteryRank === null && (!input.productIds || input.productIds.includes(entry.productId)),
  );
  const priceIds = [...new Set(due.map((entry) => entry.productPriceId))];
  const draws: WaitlistDrawRow[] = [];
  for (const priceId of priceIds) {
    const draw = await drawLottery(deps, { event: input.event, productPriceId: priceId, seed: input.seed });
    if (draw) draws.push(draw);
  }
  return draws;
}

/** One price's draw: null when it was drawn already (by this or another process). */
export async function drawLottery(
  deps: Deps,
  input: { event: EventRow; productPriceId: string; seed?: string },
): Promise<WaitlistDrawRow | null> {
  const untilIso = toEventSettings(input.event).waitlist_lottery_until;
  if (!untilIso) return null;
  const until = new Date(untilIso);
  return deps.database.db.transaction(async (tx) => {
    if (await findDraw(tx, { productPriceId: input.productPriceId, until })) return null;
    const pool = await listLotteryPool(tx, { productPriceId: input.productPriceId, until });
    const seed = input.seed ?? randomBytes(16).toString('hex');
    const order = drawLotteryOrder(
      pool.map((entry) => entry.id),
      seed,
    );
    const draw = await insertDraw(tx, {
      eventId: input.event.id,
      productPriceId: input.productPriceId,
      seed,
      lotteryUntil: until,
      entryIds: order,
    });
    // Another process drew it first: its order stands.
    if (!draw) return null;
    await setLotteryRanks(tx, order);
    return draw;
  });
}

/** An entry of the event by id for the organizer, or 404. */
export async function requireEventEntry(tx: DbExecutor, eventId: string, entryId: string) {
  const entry = await lockWaitlistEntry(tx, entryId);
  if (!entry || entry.eventId !== eventId) throw AppError.notFound('waitlist entry');
  return entry;
}

/** Cancels an entry from WAITING or OFFERED; an offer's held tickets return at once. Null if it was neither. */
export async function cancelEntry(
  deps: Deps,
  tx: DbExecutor,
  input: { entry: WaitlistEntryRow; by: 'ENTRANT' | 'ORGANIZER'; now?: Date },
): Promise<WaitlistEntryRow | null> {
  const now = input.now ?? new Date();
  const cancelled = await moveWaitlistEntry(tx, {
    id: input.entry.id,
    from: OPEN_WAITLIST_STATUSES,
    values: { status: 'CANCELLED', cancelledAt: now },
  });
  if (!cancelled) return null;
  if (input.entry.status === 'OFFERED') await endHeldOrder(tx, cancelled);
  await noticeWaitlistChange(deps, tx, { entry: cancelled, notice: { kind: 'cancelled', by: input.by } });
  return cancelled;
}
