import {
  areEventSalesOpen,
  capacityRemaining,
  isEventVisibleToBuyers,
  effectiveMinPerOrder,
  isProductVisibleToPublic,
  isPriceVisibleToPublic,
  maxReservedPerClient,
  normaliseAffiliateCode,
  priceSalesStatus,
  productSalesStatus,
  type TProduct,
  type TPublicOrder,
} from '@marquee/core';
import type { z } from 'zod';
import type { TErrorDetail, ZCreatePublicOrder } from '@marquee/core';
import { isForeignKeyViolation, isRetryableTransactionError } from '../../db/errors';
import { retryTransaction } from '../../db/lock-order';
import { AppError, FieldIssues } from '../../lib/app-error';
import { clientKeyOf } from '../../lib/client-keys';
import { groupBy } from '../../lib/group-by';
import type { AuthContext } from '../auth/sessions.service';
import { assertPageOpen, eventGate, NO_PAGE_KEYS, type PageKeys } from '../public-pages/page-access.service';
import { findAffiliateByCode } from '../affiliates/affiliates.repository';
import { eventLifecycle, toEventSettings } from '../events/events.mapper';
import { productsFromRows } from '../products/catalogue.service';
import { toCatalogueProduct } from '../products/products.mapper';
import { type ProductPriceRow, type ProductRow } from '../products/products.repository';
import { promoCodeErrors } from '../promo-codes/promo-codes.errors';
import { type OrderRow } from '../orders/orders.repository';
import { planOrder, type OrderPlan } from '../orders/orders.service';
import { expireEventReservationsJob, reservationExpiryOf } from '../../jobs/reservation-expiry.job';
import { salesConfigOf } from './sales-config';
import type { PriceStock, StockLimit } from '../orders/reservation.repository';
import { placeReservationSoon } from '../orders/reservation-batches';
import { evaluatePromoCodeGuess } from '../promo-codes/promo-code-guesses';
import { type Deps, UUID, type ValidPromo, findPromo, newSessionIdentifier, visibilityOf } from './checkout.shared';
import { loadPublicOrder } from './public-order.service';

/**
 * `POST /public/events/{id}/order`: a reservation, one statement that never oversells (decisions 040, 097, 102) and
 * counts the promo code's use (decision 120).
 */

type CreateBody = z.output<typeof ZCreatePublicOrder>;

export async function createPublicOrder(
  deps: Deps,
  input: {
    eventId: string;
    body: CreateBody;
    sessionIdentifier: string | null;
    auth: AuthContext | null;
    /** For the promo code guess budget (decision 131) and the cap per client (decision 134); null when unknown. */
    clientIp?: string | null;
    /** The browser's cookies: a password-protected event takes orders only with its page key (decision 133). */
    pageKeys?: PageKeys;
  },
): Promise<TPublicOrder> {
  const knownSessionId = input.body.session_identifier ?? input.sessionIdentifier;
  const sessionId = knownSessionId ?? newSessionIdentifier();
  // Shape checks that need no database.
  const lines: { productId: string; priceId: string; quantity: number; price?: number; path: string }[] = [];
  input.body.products.forEach((product, productIndex) =>
    product.quantities.forEach((quantity, quantityIndex) => {
      if (quantity.quantity > 0)
        lines.push({
          productId: product.product_id,
          priceId: quantity.price_id,
          quantity: quantity.quantity,
          price: quantity.price,
          path: `products.${productIndex}.quantities.${quantityIndex}`,
        });
    }),
  );
  if (lines.length === 0) throw AppError.validation({ products: ['Choose at least one ticket.'] });
  const priceIds = lines.map((line) => line.priceId);
  if (new Set(priceIds).size !== priceIds.length)
    throw AppError.validation({ products: ['Each price may appear only once.'] });
  if (!UUID.test(input.eventId)) throw AppError.notFound('event');
  // The client the cap counts (decision 134): none for an exempt address (a box office) or an unknown one.
  const clientKey =
    input.clientIp && !deps.config.rateLimitExemptIps.includes(input.clientIp)
      ? await clientKeyOf(deps.database, input.clientIp)
      : null;

  // Run again once on lock contention (a lock timeout, decision 119), or when a price or product the order referenced
  // was deleted meanwhile (the order is written before the locks, decision 097): the next run reads the sales
  // configuration fresh, no longer finds it and says so.
  const { order, items } = await retryTransaction(
    (attempt) => reserve(deps, { ...input, lines, sessionId, knownSessionId, clientKey, freshConfig: attempt > 1 }),
    { isRetryable: (error) => isRetryableTransactionError(error) || isForeignKeyViolation(error) },
  );
  queueReservationExpiry(deps, order);
  return loadPublicOrder(deps.database.db, order, items);
}

/**
 * One reservation attempt (decisions 097, 102): the sales configuration (shared for at most a second), the promo
 * code and affiliate, the checks of the selection and the priced order; then one statement, `reservation_place`,
 * replaces the session's earlier reservation, writes the order, locks the price rows and capacity assignments in
 * id order and checks the stock under those locks. Only that statement accepts; a refusal comes back with the
 * stock it saw, from which the 409 is worded.
 */
async function reserve(
  deps: Deps,
  input: {
    eventId: string;
    body: CreateBody;
    auth: AuthContext | null;
    lines: SelectionLine[];
    sessionId: string;
    knownSessionId: string | null;
    freshConfig: boolean;
    clientIp?: string | null;
    clientKey: string | null;
    pageKeys?: PageKeys;
  },
) {
  const { db } = deps.database;
  const { lines, sessionId } = input;
  const now = new Date();
  const config = await salesConfigOf(deps, input.eventId.toLowerCase(), { fresh: input.freshConfig });
  if (!config) throw AppError.notFound('event');
  const { event } = config;
  const isOwn = input.auth?.account.id === event.accountId;
  if (!isEventVisibleToBuyers(event.status) && !isOwn) throw AppError.notFound('event');
  assertPageOpen(eventGate(event), { auth: input.auth, pageKeys: input.pageKeys ?? NO_PAGE_KEYS });
  // A paused event keeps its page but takes no new reservations (decision 016); staff may still test.
  if (!areEventSalesOpen(event.status) && !isOwn) {
    throw new AppError(
      'CONFLICT',
      'Ticket sales for this event are paused. Please try again later.',
      {},
      {
        detail: { code: 'sales_paused' },
      },
    );
  }
  // Nothing is sold for an event that is over, whatever its sale windows say (decision 108); staff may still test.
  if (eventLifecycle(event, now) === 'ENDED' && !isOwn) {
    throw new AppError(
      'CONFLICT',
      'This event has ended: tickets are no longer on sale.',
      {},
      {
        detail: { code: 'event_ended' },
      },
    );
  }
  const settings = toEventSettings(event);
  // A code used up as read here may have a use held by the very reservation this one replaces: the statement,
  // which counts that use back, decides for a buyer with a session.
  const { promo, reason: promoReason } = await evaluatePromoCodeGuess(
    deps,
    { clientIp: input.clientIp ?? null, code: input.body.promo_code },
    () => findPromo(db, event.id, input.body.promo_code, now, { usedUpToo: input.knownSessionId !== null }),
  );
  if (promoReason === 'UNKNOWN')
    throw AppError.field('promo_code', { code: 'promo_code_invalid' }, 'This promo code is not valid.');
  // An expired code is dropped (spec §5); a used-up one is refused unless the buyer chose to pay full price.
  const paysFullPriceIfUsedUp = input.body.if_promo_code_used_up === 'PAY_FULL_PRICE';
  if (promoReason === 'USED_UP' && !promo && !paysFullPriceIfUsedUp)
    throw promoCodeErrors.usedUp(input.body.promo_code!.trim());
  const affiliate = input.body.affiliate_code
    ? await findAffiliateByCode(db, { eventId: event.id, code: normaliseAffiliateCode(input.body.affiliate_code) })
    : null;
  const activeAffiliate = affiliate?.status === 'ACTIVE' ? affiliate : null;

  const productIds = [...new Set(lines.map((line) => line.productId))].sort();
  const rows = productIds.flatMap((id) => config.products.get(id) ?? []);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const taxes = config.taxes.filter((tax) => byId.has(tax.productId));
  const taxLinks = taxes.map(({ productId, tax }) => ({ productId, taxAndFeeId: tax.id }));
  const additions = taxes.filter(({ tax }) => tax.isActive);

  // The selection is checked against the configuration's stock (at most as old as the event page the buyer sees):
  // it only relaxes a minimum per order when fewer units are left. Availability is decided by the statement below.
  const configPrices = config.prices.filter((price) => byId.has(price.productId));
  const snapshot = productsById(
    productsFromRows(rows, {
      prices: configPrices,
      taxLinks,
      limits: config.limits.filter((limit) => byId.has(limit.productId)),
      reserved: config.reserved,
      now,
    }),
  );
  const selection = { lines, rows: byId, prices: configPrices, products: snapshot, now };
  checkSelection({ ...selection, promo });
  // Tickets freed while people wait for them go to the waiting list first (issue 31, decision 160).
  const waitedFor = lines.find((line) => config.heldForWaitlist.has(line.priceId));
  if (waitedFor) {
    const row = byId.get(waitedFor.productId)!;
    const label = configPrices.find((price) => price.id === waitedFor.priceId)?.label;
    const shortage = shortageOf(`${row.title}${label ? ` (${label})` : ''}`, 0);
    throw new AppError('CONFLICT', shortage.message, {}, { detail: shortage.detail });
  }

  const planWith = (withPromo: ValidPromo | null) =>
    planOrder(db, {
      eventId: event.id,
      status: 'RESERVED',
      lines: lines.map((line) => ({ productPriceId: line.priceId, quantity: line.quantity, price: line.price })),
      promoCodeId: withPromo?.row.id ?? null,
      affiliateId: activeAffiliate?.id ?? null,
      sessionId,
      clientKey: input.clientKey,
      buyer: { locale: input.body.locale ?? settings.default_locale },
      reservedUntil: new Date(now.getTime() + settings.order_timeout_in_minutes * 60_000),
      createdAt: now,
      preloaded: {
        event,
        additions,
        prices: configPrices.flatMap((price) => {
          const product = byId.get(price.productId);
          return product ? [{ price, product }] : [];
        }),
        promo: withPromo,
        affiliate: activeAffiliate,
      },
    });
  const plan = await planWith(promo);
  // Paying full price is offered only for what the buyer could buy without the code: a product the code unlocks is
  // refused with it.
  const fullPrice =
    promo && paysFullPriceIfUsedUp && passesSelection({ ...selection, promo: null })
      ? sameOrderAs(plan, await planWith(null))
      : null;
  // Shares its statement with the other buyers of these products arriving meanwhile (decision 104).
  const outcome = await placeReservationSoon(deps.database, {
    plan,
    fullPrice,
    replaceSession: input.knownSessionId !== null,
    productIds,
    now,
    clientLimit: input.clientKey ? maxReservedPerClient(settings) : null,
  });
  if ('placed' in outcome) return outcome.placed;
  if ('clientLimit' in outcome) throw clientLimitReached(outcome.clientLimit);
  if ('promoCodeUsedUp' in outcome) throw promoCodeErrors.usedUp(outcome.promoCodeUsedUp);
  // Worded from the stock the statement saw when it refused.
  const { stock, reserved, limits } = outcome.refused;
  const seen = productsById(
    productsFromRows(rows, { prices: withStock(configPrices, stock), taxLinks, limits, reserved, now }),
  );
  const shortages = shortagesOf(lines, byId, seen, limits);
  const message = shortages.map((shortage) => shortage.message).join(' ');
  const details = shortages.map((shortage) => shortage.detail);
  // One shortage is the answer's own code; several are listed, each with its code, under `shortages`.
  throw new AppError(
    'CONFLICT',
    message || 'Not enough tickets are left for this selection.',
    {},
    {
      detail: details.length === 1 ? details[0] : { code: 'not_enough_tickets' },
      body: details.length > 1 ? { shortages: details } : undefined,
    },
  );
}

/**
 * 429 for a client at its cap (decision 134). Worded for the person on a shared connection too: what they can do is
 * finish or give up an order in progress, or wait for holds to end.
 */
function clientLimitReached({ held, limit }: { held: number; limit: number }): AppError {
  const room = Math.max(0, limit - held);
  return new AppError(
    'RATE_LIMITED',
    `Too many tickets are already held from your connection for this event (at most ${limit} at a time` +
      `${room > 0 ? `; ${room} more can be reserved now` : ''}). ` +
      'Complete or cancel an order in progress, or try again once a reservation ends.',
    {},
    { detail: { code: 'too_many_tickets_held', params: { limit, room } } },
  );
}

/** `other` (the same selection priced otherwise) under `plan`'s order identity, so either one may be placed. */
function sameOrderAs(plan: OrderPlan, other: OrderPlan): OrderPlan {
  const { id, shortId, publicId } = plan.order;
  return {
    order: { ...other.order, id, shortId, publicId },
    items: other.items.map((item, index) => ({ ...item, id: plan.items[index]!.id, orderId: id })),
  };
}

/** Whether `checkSelection` accepts the selection. */
function passesSelection(input: Parameters<typeof checkSelection>[0]): boolean {
  try {
    checkSelection(input);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

const productsById = (products: TProduct[]) => new Map(products.map((product) => [product.id, product]));

/** Price rows with their stock as just read; a price no longer there is left out. */
function withStock(prices: ProductPriceRow[], stock: Map<string, PriceStock>): ProductPriceRow[] {
  return prices.flatMap((price) => {
    const current = stock.get(price.id);
    return current ? [{ ...price, ...current }] : [];
  });
}

/**
 * "Sold out" / "Only N left" for each asked line (or product, counting all its lines) that wants more than is
 * available in `loaded`. Lines of unknown products or prices are left to the validation.
 */
function shortagesOf(
  lines: { productId: string; priceId: string; quantity: number }[],
  rows: Map<string, { title: string }>,
  loaded: Map<string, TProduct>,
  /** The capacity assignments limiting these products (one entry per assignment and product covered). */
  limits: StockLimit[],
): Shortage[] {
  const shortages: Shortage[] = [];
  // In product id order, as the locks are taken, so the message does not depend on the reading order.
  for (const productId of [...loaded.keys()].sort()) {
    const product = loaded.get(productId)!;
    const title = rows.get(productId)?.title ?? product.title;
    let units = 0;
    for (const line of lines) {
      if (line.productId !== productId) continue;
      const price = product.prices.find((candidate) => candidate.id === line.priceId);
      if (!price) continue;
      const name = `${title}${price.label ? ` (${price.label})` : ''}`;
      if (price.quantity_available !== null && line.quantity > price.quantity_available)
        shortages.push(shortageOf(name, price.quantity_available));
      units += line.quantity;
    }
    const available = product.quantity_available;
    if (available !== null && units > available && shortages.length === 0) shortages.push(shortageOf(title, available));
  }
  if (shortages.length > 0) return shortages;
  // Products sharing a capacity assignment draw on it together: their lines may fit one by one and not in sum.
  for (const [, covered] of groupBy(limits, (limit) => limit.id)) {
    const remaining = capacityRemaining(covered[0]!);
    const productIds = new Set(covered.map((limit) => limit.productId));
    const units = lines.filter((line) => productIds.has(line.productId)).reduce((sum, line) => sum + line.quantity, 0);
    if (remaining === null || units <= remaining) continue;
    const titles = [...productIds]
      .filter((id) => lines.some((line) => line.productId === id))
      .sort()
      .map((id) => rows.get(id)?.title ?? id)
      .join(' and ');
    shortages.push(
      remaining === 0
        ? { message: `${titles}: sold out.`, detail: { code: 'sold_out', params: { product: titles } } }
        : {
            message: `Only ${remaining} left of ${titles} together.`,
            detail: { code: 'only_n_left', params: { n: remaining, product: titles } },
          },
    );
  }
  return shortages;
}

type Shortage = { message: string; detail: TErrorDetail };

function shortageOf(product: string, available: number): Shortage {
  return available === 0
    ? { message: `${product} is sold out.`, detail: { code: 'sold_out', params: { product } } }
    : {
        message: `Only ${available} left of ${product}.`,
        detail: { code: 'only_n_left', params: { n: available, product } },
      };
}

type SelectionLine = { productId: string; priceId: string; quantity: number; price?: number; path: string };

/**
 * The checks of a selection that do not depend on stock, with the product and price rows and the availability
 * read before the locks: products of the event, visible to this buyer (promo code unlocks hidden ones), on
 * sale, prices of the product, donation amounts at least the price, and min / max per order. 422 naming each
 * offending field.
 */
function checkSelection(input: {
  lines: SelectionLine[];
  rows: Map<string, ProductRow>;
  prices: ProductPriceRow[];
  products: Map<string, TProduct>;
  promo: ValidPromo | null;
  now: Date;
}): void {
  const { lines, promo, now } = input;
  const issues = new FieldIssues();
  for (const productId of [...new Set(lines.map((line) => line.productId))].sort()) {
    const row = input.rows.get(productId);
    const product = input.products.get(productId);
    const productLines = lines.filter((line) => line.productId === productId);
    const path = productLines[0]!.path.replace(/\.quantities\.\d+$/, '');
    if (!row || !product) {
      issues.add(`${path}.product_id`, { code: 'product_not_in_event' }, 'This product is not part of the event.');
      continue;
    }
    const rowPrices = input.prices.filter((price) => price.productId === row.id);
    const catalogue = toCatalogueProduct(row, rowPrices);
    if (!isProductVisibleToPublic(catalogue, visibilityOf(row, promo, now))) {
      issues.add(`${path}.product_id`, { code: 'product_unavailable' }, 'This product is not available.');
      continue;
    }
    const productStatus = productSalesStatus(catalogue, now);
    if (productStatus === 'NOT_YET_ON_SALE' || productStatus === 'SALE_ENDED') {
      issues.add(`${path}.product_id`, { code: 'product_not_on_sale' }, 'This product is not on sale.');
      continue;
    }
    let units = 0;
    for (const line of productLines) {
      const priceIndex = rowPrices.findIndex((candidate) => candidate.id === line.priceId);
      const price = product.prices.find((candidate) => candidate.id === line.priceId);
      if (!price || priceIndex < 0) {
        issues.add(`${line.path}.price_id`, { code: 'price_not_in_product' }, 'This price is not part of the product.');
        continue;
      }
      const rules = catalogue.prices[priceIndex]!;
      const priceStatus = priceSalesStatus(catalogue, rules, now);
      if (
        !isPriceVisibleToPublic(catalogue, rules, visibilityOf(row, promo, now)) ||
        (priceStatus !== 'ON_SALE' && priceStatus !== 'SOLD_OUT')
      ) {
        issues.add(`${line.path}.price_id`, { code: 'price_not_on_sale' }, 'This price is not on sale.');
        continue;
      }
      if (row.type === 'DONATION' && line.price !== undefined && line.price < price.price)
        issues.add(
          `${line.path}.price`,
          { code: 'amount_below_minimum', params: { min: price.price } },
          `The amount must be at least ${price.price}.`,
        );
      units += line.quantity;
    }
    const available = product.quantity_available;
    const max = row.maxPerOrder ?? 100;
    const min = effectiveMinPerOrder({ minPerOrder: row.minPerOrder, maxPerOrder: row.maxPerOrder, available });
    if (units > max)
      issues.add(`${path}.quantities`, { code: 'above_max_per_order', params: { max } }, `At most ${max} per order.`);
    if (units < min && units > 0)
      issues.add(`${path}.quantities`, { code: 'below_min_per_order', params: { min } }, `At least ${min} per order.`);
  }
  if (!issues.isEmpty) throw issues.toError();
}

/**
 * Queues the expiry job of the event for the second the hold ends, unless one is already waiting for it, with the
 * other jobs of the same instant in one insert (`sendSoon`, decisions 102 and 114). If it is lost the reservation
 * still stands: availability ignores lapsed holds anyway, and the minute sweep marks the order (decision 058).
 */
function queueReservationExpiry(deps: Deps, order: OrderRow): void {
  if (!order.reservedUntil) return;
  deps.queue.sendSoon(
    expireEventReservationsJob,
    { eventId: order.eventId },
    reservationExpiryOf(order.eventId, order.reservedUntil),
  );
}
