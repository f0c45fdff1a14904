import {
  isEventVisibleToBuyers,
  isWaitlistEnabled,
  WAITLIST_TOKEN_LENGTH,
  type TErrorCode,
  type TPublicWaitlistEntry,
  type TWaitlistCheckout,
  type TWaitlistJoined,
} from '@marquee/core';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZJoinWaitlist } from '@marquee/core';
import { isUniqueViolation } from '../../db/errors';
import { orders, productPrices, products } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { hashSecret, randomString } from '../../lib/secrets';
import type { AuthContext } from '../auth/sessions.service';
import { UUID } from '../checkout/checkout.shared';
import { eventWithOrganizer as findEventWithOrganizer } from '../checkout/checkout.shared';
import { toEventSettings } from '../events/events.mapper';
import { loadProducts } from '../products/catalogue.service';
import { assertPageOpen, eventGate, NO_PAGE_KEYS, type PageKeys } from '../public-pages/page-access.service';
import { cancelEntry } from './waitlist-offers';
import { queueWaitlistProcessing } from './waitlist.jobs';
import { noticeWaitlistChange, type WaitlistDeps } from './waitlist.notices';
import {
  countAhead,
  findWaitlistView,
  insertWaitlistEntry,
  lockWaitlistEntry,
  waitingQuantities,
} from './waitlist.repository';

/** The entrant's side of the waiting list (issue 31): joining, the entry's page, leaving, opening an offer. */

/** Public waiting-list joins and leaves per client address (§0: 10 a minute). */
export const WAITLIST_LIMIT_PER_IP: RateLimitRule = { name: 'waitlist-ip', limit: 10, windowSeconds: 60 };

const conflict = (code: TErrorCode, message: string) => new AppError('CONFLICT', message, {}, { detail: { code } });

export async function joinWaitlist(
  deps: WaitlistDeps,
  input: {
    eventId: string;
    body: z.output<typeof ZJoinWaitlist>;
    auth: AuthContext | null;
    clientIp: string | null;
    pageKeys?: PageKeys;
  },
): Promise<TWaitlistJoined> {
  const { db } = deps.database;
  const { body } = input;
  if (!UUID.test(input.eventId)) throw AppError.notFound('event');
  const found = await findEventWithOrganizer(db, input.eventId.toLowerCase());
  const isOwn = input.auth?.account.id === found?.event.accountId;
  if (!found || (!isEventVisibleToBuyers(found.event.status) && !isOwn)) throw AppError.notFound('event');
  const { event } = found;
  assertPageOpen(eventGate(event), { auth: input.auth, pageKeys: input.pageKeys ?? NO_PAGE_KEYS });
  if (input.clientIp && !deps.config.rateLimitExemptIps.includes(input.clientIp))
    await hitRateLimit(db, WAITLIST_LIMIT_PER_IP, input.clientIp);

  const [priceRow] = await db
    .select({ price: productPrices, product: products })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(eq(productPrices.id, body.product_price_id));
  if (!priceRow || priceRow.product.eventId !== event.id || priceRow.product.isHidden || priceRow.price.isHidden)
    throw AppError.field('product_price_id', { code: 'price_not_in_product' }, 'This ticket is not part of the event.');
  const { product } = priceRow;
  if (!isWaitlistEnabled({ waitlist_enabled: product.waitlistEnabled }))
    throw conflict('waitlist_closed', 'The organizer does not keep a waiting list for this ticket.');
  const max = product.maxPerOrder ?? 100;
  if (body.quantity > max)
    throw AppError.field(
      'quantity',
      { code: 'above_max_per_order', params: { max } },
      `At most ${max} tickets per order.`,
    );
  const siblings = await db.select().from(productPrices).where(eq(productPrices.productId, product.id));
  const alternatives = [...new Set(body.alternative_price_ids ?? [])].filter((id) => id !== body.product_price_id);
  if (alternatives.some((id) => !siblings.some((price) => price.id === id && !price.isHidden)))
    throw AppError.field(
      'alternative_price_ids',
      { code: 'price_not_in_product' },
      'Choose other tiers of the same ticket.',
    );

  // Joining is for what cannot be bought now: a tier with tickets free is bought, not waited for.
  const [loaded] = await loadProducts(db, [product]);
  const price = loaded?.prices.find((candidate) => candidate.id === body.product_price_id);
  const waitingHere = (await waitingQuantities(db, body.product_price_id)).length;
  if (price && !price.is_sold_out && waitingHere === 0)
    throw conflict('waitlist_not_needed', 'Tickets are available: you can buy them now.');

  const settings = toEventSettings(event);
  const lotteryUntil = settings.waitlist_lottery_until ? new Date(settings.waitlist_lottery_until) : null;
  const now = new Date();
  const token = randomString(WAITLIST_TOKEN_LENGTH);
  try {
    const entry = await db.transaction(async (tx) => {
      const inserted = await insertWaitlistEntry(tx, {
        accountId: event.accountId,
        eventId: event.id,
        productId: product.id,
        productPriceId: body.product_price_id,
        alternativePriceIds: alternatives,
        email: body.email,
        firstName: body.first_name,
        lastName: body.last_name,
        locale: body.locale ?? settings.default_locale,
        quantity: body.quantity,
        tokenHash: hashSecret(token),
        createdAt: now,
      });
      const inLottery = lotteryUntil !== null && lotteryUntil.getTime() > now.getTime();
      const position = inLottery ? null : (await countAhead(tx, inserted)) + 1;
      await noticeWaitlistChange(deps, tx, {
        entry: inserted,
        notice: { kind: 'joined', position, lotteryUntil: inLottery ? lotteryUntil : null, token },
        event,
      });
      // Stock may already be free for them (a hold lapsed just now): the automatic offers look.
      await queueWaitlistProcessing(deps, { eventId: event.id, executor: tx });
      return { inserted, position, inLottery };
    });
    return {
      id: entry.inserted.id,
      status: entry.inserted.status,
      position: entry.position,
      quantity: entry.inserted.quantity,
      lottery_until: entry.inLottery ? lotteryUntil!.toISOString() : null,
    };
  } catch (error) {
    if (isUniqueViolation(error, 'waitlist_entries_open_email_key'))
      throw conflict('waitlist_already_joined', 'This email address is already on the waiting list for this ticket.');
    throw error;
  }
}

/** The entry behind a link, or the same 404 for any unknown or malformed token. */
async function requireTokenEntry(deps: WaitlistDeps, token: string) {
  if (token.length !== WAITLIST_TOKEN_LENGTH || !/^[A-Za-z0-9]+$/.test(token))
    throw AppError.notFound('waitlist entry');
  const view = await findWaitlistView(deps.database.db, { tokenHash: hashSecret(token) });
  if (!view) throw AppError.notFound('waitlist entry');
  return view;
}

export async function getPublicWaitlistEntry(deps: WaitlistDeps, token: string): Promise<TPublicWaitlistEntry> {
  const view = await requireTokenEntry(deps, token);
  return toPublicEntry(deps, view);
}

async function toPublicEntry(
  deps: WaitlistDeps,
  view: NonNullable<Awaited<ReturnType<typeof findWaitlistView>>>,
): Promise<TPublicWaitlistEntry> {
  const { db } = deps.database;
  const found = await findEventWithOrganizer(db, view.eventId);
  if (!found) throw AppError.notFound('waitlist entry');
  const { event } = found;
  const settings = toEventSettings(event);
  const lotteryUntil = settings.waitlist_lottery_until ? new Date(settings.waitlist_lottery_until) : null;
  const inLottery =
    view.status === 'WAITING' &&
    view.lotteryRank === null &&
    lotteryUntil !== null &&
    view.createdAt.getTime() < lotteryUntil.getTime();
  const now = Date.now();
  // An offer past its deadline reads as lapsed at once, before the sweep writes it.
  const lapsed = view.status === 'OFFERED' && (view.offerExpiresAt?.getTime() ?? 0) <= now;
  const status = lapsed ? 'OFFER_EXPIRED' : view.status;
  const labels =
    view.alternativePriceIds.length === 0
      ? []
      : (await db.select().from(productPrices).where(eq(productPrices.productId, view.productId)))
          .filter((price) => view.alternativePriceIds.includes(price.id))
          .map((price) => price.label ?? '');
  return {
    id: view.id,
    status,
    position: status === 'WAITING' && !inLottery ? (await countAhead(db, view)) + 1 : null,
    quantity: view.quantity,
    lottery_until: inLottery ? lotteryUntil!.toISOString() : null,
    first_name: view.firstName,
    event: {
      id: event.id,
      title: event.title,
      start_date: event.startDate.toISOString(),
      end_date: event.endDate?.toISOString() ?? null,
      timezone: event.timezone,
      slug: event.slug,
    },
    product_title: view.productTitle,
    price_label: view.priceLabel,
    alternative_price_labels: labels,
    created_at: view.createdAt.toISOString(),
    offer_expires_at: status === 'OFFERED' ? (view.offerExpiresAt?.toISOString() ?? null) : null,
    order_short_id: status === 'OFFERED' ? view.orderShortId : null,
    can_leave: status === 'WAITING' || status === 'OFFERED',
  };
}

/** The entrant leaves the list: CANCELLED, an offer's tickets released and passed on. */
export async function leaveWaitlist(
  deps: WaitlistDeps,
  input: { token: string; clientIp: string | null },
): Promise<TPublicWaitlistEntry> {
  const view = await requireTokenEntry(deps, input.token);
  const { db } = deps.database;
  if (input.clientIp && !deps.config.rateLimitExemptIps.includes(input.clientIp))
    await hitRateLimit(db, WAITLIST_LIMIT_PER_IP, input.clientIp);
  await db.transaction(async (tx) => {
    const entry = await lockWaitlistEntry(tx, view.id);
    if (!entry || !(await cancelEntry(deps, tx, { entry, by: 'ENTRANT' })))
      throw conflict('waitlist_entry_closed', 'This waiting list entry is already closed.');
    if (entry.status === 'OFFERED') await queueWaitlistProcessing(deps, { eventId: entry.eventId, executor: tx });
  });
  return getPublicWaitlistEntry(deps, input.token);
}

/**
 * Opens an offer: the held order's checkout session for this browser. 409 once the offer is no longer open (bought,
 * lapsed, withdrawn).
 */
export async function claimWaitlistOffer(deps: WaitlistDeps, token: string): Promise<TWaitlistCheckout> {
  const view = await requireTokenEntry(deps, token);
  const { db } = deps.database;
  const open = view.status === 'OFFERED' && view.orderId !== null && (view.offerExpiresAt?.getTime() ?? 0) > Date.now();
  if (!open) throw conflict('waitlist_offer_closed', 'This offer is no longer open.');
  const [order] = await db.select().from(orders).where(eq(orders.id, view.orderId!));
  if (!order || order.status !== 'RESERVED' || !order.sessionId)
    throw conflict('waitlist_offer_closed', 'This offer is no longer open.');
  return { event_id: order.eventId, order_short_id: order.shortId, session_identifier: order.sessionId };
}
