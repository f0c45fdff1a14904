import {
  isWaitlistEnabled,
  revenueIfMoreSeats,
  waitlistConversionRate,
  waitlistOfferTimeoutMinutes,
  waitlistProcessingMode,
  type TErrorCode,
  type TList,
  type TOfferWaitlist,
  type TWaitlistDraw,
  type TWaitlistEntry,
  type TWaitlistOfferResult,
  type TWaitlistPriceStats,
  type TWaitlistStats,
} from '@marquee/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { productPrices, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import type { AuthContext } from '../auth/sessions.service';
import type { TExportTable } from '../affiliates/affiliates.export';
import { toEventSettings } from '../events/events.mapper';
import { loadProducts, requireCatalogueEvent } from '../products/catalogue.service';
import {
  cancelEntry,
  drawLottery,
  expireOffers,
  offerEntry,
  offerNextOfPrice,
  requireEventEntry,
} from './waitlist-offers';
import type { OfferOutcome } from './waitlist-offers';
import { queueWaitlistProcessing } from './waitlist.jobs';
import { toWaitlistDraw, toWaitlistEntry } from './waitlist.mapper';
import type { WaitlistDeps } from './waitlist.notices';
import {
  countsPerPriceAndStatus,
  findWaitlistView,
  listDrawsOfEvent,
  listWaitlistForExport,
  listWaitlistPage,
  waitingQuantities,
  waitlistListResource,
} from './waitlist.repository';

/** The organizer's side of the waiting list (issue 31): the list, offers, cancellations, figures, export. */

export async function listEventWaitlist(
  deps: WaitlistDeps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TWaitlistEntry>> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  // Reading the list settles lapsed offers first, as reading an order settles a lapsed hold.
  await expireOffers(deps, { eventId: event.id });
  const query = parseListQuery(waitlistListResource, input.rawQuery);
  const { rows, meta } = await listWaitlistPage(db, { eventId: event.id, query });
  return { data: rows.map(toWaitlistEntry), meta };
}

/** An entry as the admin API answers it (a webhook's `data`), or null when it is gone. */
export async function readWaitlistEntry(
  executor: DbExecutor,
  input: { eventId: string; entryId: string },
): Promise<TWaitlistEntry | null> {
  const view = await findWaitlistView(executor, { eventId: input.eventId, id: input.entryId });
  return view ? toWaitlistEntry(view) : null;
}

/** 422 on `product_price_id` unless the price is a ticket tier of this event. */
async function requireEventPrice(executor: DbExecutor, eventId: string, priceId: string): Promise<void> {
  const [owned] = await executor
    .select({ eventId: products.eventId })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eq(productPrices.id, priceId));
  if (owned?.eventId !== eventId)
    throw AppError.field('product_price_id', { code: 'price_not_in_product' }, 'Choose a ticket of this event.');
}

async function entryOut(deps: WaitlistDeps, eventId: string, id: string): Promise<TWaitlistEntry> {
  const view = await findWaitlistView(deps.database.db, { eventId, id });
  if (!view) throw AppError.notFound('waitlist entry');
  return toWaitlistEntry(view);
}

export async function offerWaitlist(
  deps: WaitlistDeps,
  auth: AuthContext,
  input: { eventId: string; body: TOfferWaitlist },
): Promise<TWaitlistOfferResult> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  await expireOffers(deps, { eventId: event.id });
  let outcomes: OfferOutcome[];
  if ('entry_ids' in input.body) {
    const ids = [...new Set(input.body.entry_ids)];
    outcomes = [];
    for (const id of ids) {
      const view = await findWaitlistView(db, { eventId: event.id, id });
      if (!view) throw AppError.notFound('waitlist entry');
    }
    for (const id of ids) outcomes.push(await offerEntry(deps, { entryId: id, reoffer: true }));
  } else {
    const { product_price_id: priceId, count } = input.body;
    await requireEventPrice(db, event.id, priceId);
    outcomes = await offerNextOfPrice(deps, { eventId: event.id, productPriceId: priceId, count });
  }
  const offered: TWaitlistEntry[] = [];
  const skipped: TWaitlistOfferResult['skipped'] = [];
  for (const outcome of outcomes) {
    if ('offered' in outcome) offered.push(await entryOut(deps, event.id, outcome.offered.id));
    else skipped.push(outcome.skipped);
  }
  return { offered, skipped };
}

export async function cancelWaitlistEntry(
  deps: WaitlistDeps,
  auth: AuthContext,
  input: { eventId: string; entryId: string },
): Promise<TWaitlistEntry> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  await db.transaction(async (tx) => {
    const entry = await requireEventEntry(tx, event.id, input.entryId);
    const cancelled = await cancelEntry(deps, tx, { entry, by: 'ORGANIZER' });
    if (!cancelled)
      throw new AppError(
        'CONFLICT',
        'Only waiting or offered entries can be cancelled.',
        {},
        { detail: { code: 'waitlist_entry_closed' } },
      );
    // The tickets of a withdrawn offer go to the next in line.
    if (entry.status === 'OFFERED') await queueWaitlistProcessing(deps, { eventId: event.id, executor: tx });
  });
  return entryOut(deps, event.id, input.entryId);
}

export async function drawWaitlistLottery(
  deps: WaitlistDeps,
  auth: AuthContext,
  input: { eventId: string; productPriceId: string; seed?: string },
): Promise<TWaitlistDraw> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const until = toEventSettings(event).waitlist_lottery_until;
  const conflict = (code: TErrorCode, message: string) => new AppError('CONFLICT', message, {}, { detail: { code } });
  if (!until) throw conflict('waitlist_no_lottery', 'This event has no lottery: set "Lottery until" first.');
  if (new Date(until).getTime() > Date.now())
    throw conflict('waitlist_lottery_open', 'The lottery is drawn once its entry time has passed.');
  await requireEventPrice(db, event.id, input.productPriceId);
  const draw = await drawLottery(deps, { event, productPriceId: input.productPriceId, seed: input.seed });
  if (!draw) throw conflict('waitlist_lottery_drawn', 'This lottery was already drawn.');
  return toWaitlistDraw(draw);
}

export async function waitlistStats(
  deps: WaitlistDeps,
  auth: AuthContext,
  input: { eventId: string },
): Promise<TWaitlistStats> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  await expireOffers(deps, { eventId: event.id });
  const settings = toEventSettings(event);
  const counts = await countsPerPriceAndStatus(db, event.id);
  const draws = await listDrawsOfEvent(db, event.id);
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.eventId, event.id))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const loaded = await loadProducts(db, rows);
  const withEntries = new Set(counts.map((row) => row.priceId));
  const prices: TWaitlistPriceStats[] = [];
  for (const [index, row] of rows.entries()) {
    const product = loaded[index]!;
    for (const price of product.prices) {
      // Every sold-out price, and any price with entries, even if its tickets came back.
      if (!withEntries.has(price.id) && !price.is_sold_out) continue;
      const of = (status: string) => counts.find((count) => count.priceId === price.id && count.status === status);
      const waiting = of('WAITING');
      const offered = of('OFFERED');
      const purchased = of('PURCHASED')?.people ?? 0;
      const expired = of('OFFER_EXPIRED')?.people ?? 0;
      const declined = of('CANCELLED')?.offered ?? 0;
      const quantities = waiting ? await waitingQuantities(db, price.id) : [];
      const waitingTickets = waiting?.tickets ?? 0;
      prices.push({
        product_id: row.id,
        product_price_id: price.id,
        product_title: row.title,
        price_label: price.label,
        price: price.price,
        waitlist_enabled: isWaitlistEnabled({ waitlist_enabled: row.waitlistEnabled }),
        processing_mode: waitlistProcessingMode({ waitlist_processing_mode: row.waitlistProcessingMode }, settings),
        offer_timeout_minutes: waitlistOfferTimeoutMinutes(
          { waitlist_offer_timeout_minutes: row.waitlistOfferTimeoutMinutes },
          settings,
        ),
        waiting_people: waiting?.people ?? 0,
        waiting_tickets: waitingTickets,
        offers_outstanding: offered?.people ?? 0,
        offered_tickets: offered?.tickets ?? 0,
        purchased,
        expired,
        cancelled: of('CANCELLED')?.people ?? 0,
        conversion_rate: waitlistConversionRate({ purchased, expired, declined }),
        available: price.quantity_available,
        revenue_if_all_seated: revenueIfMoreSeats({ quantities, seats: waitingTickets, pricePerTicket: price.price })
          .revenue,
        lottery_drawn_at: draws.find((draw) => draw.productPriceId === price.id)?.drawnAt.toISOString() ?? null,
      });
    }
  }
  const sum = (key: 'waiting_people' | 'waiting_tickets' | 'offers_outstanding' | 'purchased' | 'expired') =>
    prices.reduce((total, price) => total + price[key], 0);
  const declinedTotal = counts.filter((count) => count.status === 'CANCELLED').reduce((t, c) => t + c.offered, 0);
  return {
    currency: event.currency,
    totals: {
      waiting_people: sum('waiting_people'),
      waiting_tickets: sum('waiting_tickets'),
      offers_outstanding: sum('offers_outstanding'),
      purchased: sum('purchased'),
      conversion_rate: waitlistConversionRate({
        purchased: sum('purchased'),
        expired: sum('expired'),
        declined: declinedTotal,
      }),
    },
    prices,
    settings: {
      waitlist_auto_process: settings.waitlist_auto_process,
      waitlist_offer_timeout_minutes: settings.waitlist_offer_timeout_minutes,
      waitlist_show_count: settings.waitlist_show_count,
      waitlist_lottery_until: settings.waitlist_lottery_until,
    },
  };
}

/** Every entry as a spreadsheet, in line order per ticket. */
export async function exportEventWaitlist(
  deps: WaitlistDeps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<{ table: TExportTable; slug: string }> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const query = parseListQuery(waitlistListResource, input.rawQuery);
  const rows = await listWaitlistForExport(db, { eventId: event.id, query });
  const alternativeIds = [...new Set(rows.flatMap((row) => row.alternativePriceIds))];
  const labels = new Map(
    alternativeIds.length === 0
      ? []
      : (
          await db
            .select({ id: productPrices.id, label: productPrices.label })
            .from(productPrices)
            .where(inArray(productPrices.id, alternativeIds))
        ).map((row) => [row.id, row.label ?? '']),
  );
  const iso = (value: Date | null) => value?.toISOString() ?? '';
  return {
    slug: event.slug,
    table: {
      sheetName: 'Waiting list',
      headers: [
        'Position',
        'Lottery rank',
        'Status',
        'First name',
        'Last name',
        'Email',
        'Ticket',
        'Tier',
        'Also takes',
        'Quantity',
        'Language',
        'Joined at',
        'Offered at',
        'Offer expires at',
        'Offers made',
        'Order',
        'Purchased at',
        'Cancelled at',
      ],
      rows: rows.map((row) => [
        row.position,
        row.lotteryRank,
        row.status,
        row.firstName,
        row.lastName,
        row.email,
        row.productTitle,
        row.priceLabel ?? '',
        row.alternativePriceIds.map((id) => labels.get(id) ?? id).join(', '),
        row.quantity,
        row.locale,
        iso(row.createdAt),
        iso(row.offeredAt),
        iso(row.offerExpiresAt),
        row.offerCount,
        row.orderShortId ?? '',
        iso(row.purchasedAt),
        iso(row.cancelledAt),
      ]),
    },
  };
}
