import { randomBytes } from 'node:crypto';
import {
  areEventSalesOpen,
  capacityRemaining,
  isEventVisibleToBuyers,
  calculateLine,
  effectiveMaxPerOrder,
  effectiveMinPerOrder,
  isProductVisibleToPublic,
  isPriceVisibleToPublic,
  normaliseAffiliateCode,
  normalisePromoCode,
  priceSalesStatus,
  productSalesStatus,
  promoCodeDiscountFor,
  promoCodeUnavailability,
  promoCodeUnlocks,
  toEventSettingsPublic,
  type TCreatePublicOrder,
  type TPriceAddition,
  type TProduct,
  type TPromoCodeCheckReason,
  type TPublicEvent,
  type TPublicOrder,
  type TPublicTicket,
  type TOrderAddress,
  normaliseAnswer,
  taxFitsCurrency,
  validateAnswers,
} from '@marquee/core';
import type { z } from 'zod';
import type { ZCreatePublicOrder, ZPublicOrderDetails } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { isForeignKeyViolation, isRetryableTransactionError } from '../../db/errors';
import { retryTransaction } from '../../db/lock-order';
import { AppError } from '../../lib/app-error';
import { groupBy } from '../../lib/group-by';
import { SingleFlight } from '../../lib/single-flight';
import type { AuthContext } from '../auth/sessions.service';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import { findAffiliateByCode } from '../affiliates/affiliates.repository';
import { eventLifecycle, toEventSettings } from '../events/events.mapper';
import { loadProducts, productsFromRows } from '../products/catalogue.service';
import { toCatalogueProduct } from '../products/products.mapper';
import { listCategories } from '../products/product-categories.repository';
import {
  listPrices,
  listProductsOfEvent,
  type ProductPriceRow,
  type ProductRow,
} from '../products/products.repository';
import { findPromoCodeByCode, listPromoCodeProducts, type PromoCodeRow } from '../promo-codes/promo-codes.repository';
import { promoCodeErrors } from '../promo-codes/promo-codes.errors';
import { promoValidityOf } from '../promo-codes/promo-codes.mapper';
import { insertAttendees, listOrderItems, type OrderItemRow, type OrderRow } from '../orders/orders.repository';
import { isCountedStatus, planAttendees, planOrder, type OrderPlan } from '../orders/orders.service';
import { moveOrder, placeOrder } from '../orders/order-lifecycle';
import { imagesByEntity } from '../images/images.service';
import { toQuestion } from '../questions/questions.mapper';
import { listQuestionProducts, listQuestionsOfEvent, type QuestionRow } from '../questions/questions.repository';
import { expireEventReservationsJob, reservationExpiryOf } from '../../jobs/reservation-expiry.job';
import { findInvoiceOfOrder } from '../orders/invoices';
import { calendarFile, locationLine } from './checkout.emails';
import { isOrganizerPublic } from '../public-pages/public-organizers.service';
import { salesConfigOf } from './sales-config';
import type { PriceStock, StockLimit } from './reservation.repository';
import { placeReservationSoon } from './reservation-batches';
import {
  findEventWithOrganizer,
  findOrderByShortId,
  findSessionReservation,
  findTicket,
  insertAnswers,
  lockOrder,
  updateOrderBuyer,
  listAdditionsOfProducts,
  listAttendeesOfOrder,
} from './checkout.repository';

/**
 * The buyer's side (issue 6, decisions 040–042): the public event, reservations that never oversell, and
 * the order a session holds. Reservations lock only the price rows (then capacity assignment rows) they
 * consume, in id order, inside one short transaction.
 */

type Deps = IdentityDeps;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const newSessionIdentifier = (): string => randomBytes(24).toString('base64url');

/** The event buyers may see: LIVE or PAUSED, or any status for a signed-in member of its account (preview). */
async function requirePublicEvent(executor: DbExecutor, eventId: string, auth: AuthContext | null) {
  const found = UUID.test(eventId) ? await findEventWithOrganizer(executor, eventId.toLowerCase()) : null;
  if (!found) throw AppError.notFound('event');
  const isOwn = auth?.account.id === found.event.accountId;
  if (!isEventVisibleToBuyers(found.event.status) && !isOwn) throw AppError.notFound('event');
  return { ...found, isOwn };
}

type ValidPromo = { row: PromoCodeRow; productIds: string[] };

/**
 * The event's promo code if it exists and is valid now; otherwise `reason` says why not: unknown, expired, or used up
 * by live orders (decision 120). With `usedUpToo`, a used-up code comes back too (with its reason), for a reservation
 * statement to decide under its locks.
 */
async function findPromo(
  executor: DbExecutor,
  eventId: string,
  code: string | null | undefined,
  now: Date,
  options: { usedUpToo?: boolean } = {},
): Promise<{ promo: ValidPromo | null; reason: TPromoCodeCheckReason | null; row: PromoCodeRow | null }> {
  if (!code) return { promo: null, reason: null, row: null };
  const row = await findPromoCodeByCode(executor, { eventId, code: normalisePromoCode(code) });
  if (!row) return { promo: null, reason: 'UNKNOWN', row: null };
  const reason = promoCodeUnavailability(promoValidityOf(row), now);
  if (reason && !(reason === 'USED_UP' && options.usedUpToo)) return { promo: null, reason, row };
  const links = await listPromoCodeProducts(executor, [row.id]);
  return { promo: { row, productIds: links.map((link) => link.productId) }, reason, row };
}

const promoScope = (promo: ValidPromo) => ({
  ...promoValidityOf(promo.row),
  applies_to_all_products: promo.row.appliesToAllProducts,
  applicable_product_ids: promo.productIds,
  discount_type: promo.row.discountType,
  discount: promo.row.discountType === 'PERCENTAGE' ? promo.row.discount / 1000 : promo.row.discount,
});

function visibilityOf(row: ProductRow, promo: ValidPromo | null, now: Date) {
  return { now, hasValidPromoUnlock: promo !== null && promoCodeUnlocks(promoScope(promo), row.id, now) };
}

// ---------------------------------------------------------------------------------------------------------
// GET /public/events/:id

/** The visible questions of an event as checkout asks them. */
async function publicQuestionsOf(db: DbExecutor, eventId: string): Promise<TPublicEvent['questions']> {
  const rows = (await listQuestionsOfEvent(db, eventId)).filter((row) => !row.isHidden);
  const links = await listQuestionProducts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const question = toQuestion(
      row,
      links.filter((link) => link.questionId === row.id).map((link) => link.productId),
    );
    return {
      id: question.id,
      title: question.title,
      description: question.description,
      type: question.type,
      belongs_to: question.belongs_to,
      product_ids: question.product_ids,
      options: question.options,
      required: question.required,
      is_hidden: question.is_hidden,
    };
  });
}

const publicEventFlights = new WeakMap<object, SingleFlight<TPublicEvent>>();

/**
 * The public event. The anonymous view without a promo code (what a rush of buyers loads) goes through a
 * per-process single-flight: identical requests share one read, reused for at most
 * `publicEventMaxAgeMs` (≤ 1 s). Staff previews and promo-code views always read fresh; reservations
 * never use this (decision 059).
 */
export async function getPublicEvent(
  deps: Deps,
  input: { eventId: string; promoCode?: string; auth: AuthContext | null },
): Promise<TPublicEvent> {
  if (input.auth || input.promoCode) return loadPublicEvent(deps, input);
  let flight = publicEventFlights.get(deps.database);
  if (!flight) {
    flight = new SingleFlight<TPublicEvent>({ maxAgeMs: deps.config.publicEventMaxAgeMs });
    publicEventFlights.set(deps.database, flight);
  }
  return flight.run(input.eventId.toLowerCase(), () => loadPublicEvent(deps, input));
}

/**
 * The event as an iCalendar file, for the event page's "add to calendar" (the confirmation email attaches the
 * same): visible to whoever may see the event page. The same UID every time, so a calendar updates its entry.
 */
export async function getPublicEventCalendar(
  deps: Deps,
  input: { eventId: string; auth: AuthContext | null },
): Promise<{ filename: string; contentType: string; content: string }> {
  const { event } = await requirePublicEvent(deps.database.db, input.eventId, input.auth);
  // An online event's file says "Online" (calendarFile).
  const file = calendarFile(
    deps,
    event,
    locationLine(event),
    `event-${event.id}`,
    appUrl(deps, `/event/${event.id}/${event.slug}`),
  );
  return { ...file, filename: `${event.slug || 'event'}.ics` };
}

async function loadPublicEvent(
  deps: Deps,
  input: { eventId: string; promoCode?: string; auth: AuthContext | null },
): Promise<TPublicEvent> {
  const { db } = deps.database;
  const now = new Date();
  const { event, organizer } = await requirePublicEvent(db, input.eventId, input.auth);
  const { promo, reason: promoReason } = await findPromo(db, event.id, input.promoCode, now);
  const categories = (await listCategories(db, event.id)).filter((category) => !category.isHidden);
  const rows = await listProductsOfEvent(db, event.id);
  const loaded = await loadProducts(db, rows, now);
  const prices = await listPrices(
    db,
    rows.map((row) => row.id),
  );
  const additions = await listAdditionsOfProducts(
    db,
    rows.map((row) => row.id),
  );
  const settings = toEventSettings(event);
  const reservedPlaceholder = new Map<string, number>();
  const productsOf = new Map<string, TPublicEvent['product_categories'][number]['products']>();
  rows.forEach((row, index) => {
    const product: TProduct = loaded[index]!;
    const rowPrices = prices.filter((price) => price.productId === row.id);
    const catalogue = toCatalogueProduct(row, rowPrices, [], reservedPlaceholder);
    const context = visibilityOf(row, promo, now);
    if (!isProductVisibleToPublic(catalogue, context)) return;
    // Sold out counting live holds and capacity assignments (the catalogue above has no holds).
    if (row.hideWhenSoldOut && product.is_sold_out) return;
    const productAdditions = additionsFor(additions, row.id, event.currency);
    const discount = promo
      ? promoCodeDiscountFor(promoScope(promo), { id: row.id, type: row.type })
      : { type: 'NONE' as const };
    const showRemaining = row.showQuantityRemaining;
    const publicPrices = product.prices
      .filter((price, priceIndex) => isPriceVisibleToPublic(catalogue, catalogue.prices[priceIndex]!, context))
      .map((price) => {
        const totals = calculateLine({ unitPrice: price.price, quantity: 1, discount, additions: productAdditions });
        const original =
          totals.totalDiscount > 0
            ? calculateLine({ unitPrice: price.price, quantity: 1, additions: productAdditions })
            : totals;
        return {
          id: price.id,
          label: price.label,
          price: totals.unitPrice,
          price_before_discount: totals.unitPriceBeforeDiscount,
          discount: totals.totalDiscount,
          tax_total: totals.totalTax,
          fee_total: totals.totalFee,
          price_including_taxes_and_fees: totals.totalGross,
          price_before_discount_including_taxes_and_fees: original.totalGross,
          quantity_remaining: showRemaining ? price.quantity_available : null,
          is_sold_out: price.is_sold_out,
          sales_status: price.sales_status,
        };
      });
    const list = productsOf.get(row.categoryId) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      product_type: row.productType,
      min_per_order: effectiveMinPerOrder({
        minPerOrder: row.minPerOrder,
        maxPerOrder: row.maxPerOrder,
        available: product.quantity_available,
      }),
      max_per_order: effectiveMaxPerOrder({ maxPerOrder: row.maxPerOrder, available: product.quantity_available }),
      show_quantity_remaining: showRemaining,
      quantity_remaining: showRemaining ? product.quantity_available : null,
      is_sold_out: product.is_sold_out,
      sales_status: product.sales_status,
      sale_start_date: product.sale_start_date,
      sale_end_date: product.sale_end_date,
      is_highlighted: row.isHighlighted,
      highlight_message: row.highlightMessage,
      start_collapsed: row.startCollapsed,
      prices: publicPrices,
    });
    productsOf.set(row.categoryId, list);
  });
  return {
    id: event.id,
    title: event.title,
    slug: event.slug,
    description: event.description,
    status: event.status,
    start_date: event.startDate.toISOString(),
    end_date: event.endDate?.toISOString() ?? null,
    timezone: event.timezone,
    currency: event.currency,
    lifecycle: eventLifecycle(event, now),
    is_online_event: event.isOnlineEvent,
    location_details: event.locationDetails ?? null,
    maps_url: event.mapsUrl,
    organizer: {
      id: organizer.id,
      name: organizer.name,
      description: organizer.description ?? null,
      slug: organizer.slug,
      has_public_page: isOrganizerPublic(organizer),
    },
    settings: toEventSettingsPublic(settings),
    promo_code: input.promoCode
      ? { code: normalisePromoCode(input.promoCode), valid: promo !== null, reason: promoReason }
      : null,
    images: (await imagesByEntity(deps, db, 'EVENT', [event.id]))(event.id).sort(
      (a, b) => Number(b.type === 'EVENT_COVER') - Number(a.type === 'EVENT_COVER'),
    ),
    questions: await publicQuestionsOf(db, event.id),
    product_categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      description: category.description,
      no_products_message: category.noProductsMessage,
      products: productsOf.get(category.id) ?? [],
    })),
  };
}

function additionsFor(
  rows: Awaited<ReturnType<typeof listAdditionsOfProducts>>,
  productId: string,
  currency: string,
): TPriceAddition[] {
  // The currency filter is defensive only: attaching a fixed amount of another currency is refused (decision 118).
  return rows
    .filter((row) => row.productId === productId)
    .filter((row) => taxFitsCurrency(row.tax, currency))
    .map(({ tax }) => ({
      id: tax.id,
      name: tax.name,
      type: tax.type,
      calculation: tax.calculation,
      rateMilliPercent: tax.rateMilliPercent,
      amount: tax.amount,
    }));
}

// ---------------------------------------------------------------------------------------------------------
// POST /public/events/:id/order

type CreateBody = z.output<typeof ZCreatePublicOrder>;

export async function createPublicOrder(
  deps: Deps,
  input: { eventId: string; body: CreateBody; sessionIdentifier: string | null; auth: AuthContext | null },
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

  // Run again once on lock contention (a lock timeout, decision 119), or when a price or product the order referenced
  // was deleted meanwhile (the order is written before the locks, decision 097): the next run reads the sales
  // configuration fresh, no longer finds it and says so.
  const { order, items } = await retryTransaction(
    (attempt) => reserve(deps, { ...input, lines, sessionId, knownSessionId, freshConfig: attempt > 1 }),
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
  // A paused event keeps its page but takes no new reservations (decision 016); staff may still test.
  if (!areEventSalesOpen(event.status) && !isOwn) {
    throw new AppError('CONFLICT', 'Ticket sales for this event are paused. Please try again later.');
  }
  // Nothing is sold for an event that is over, whatever its sale windows say (decision 108); staff may still test.
  if (eventLifecycle(event, now) === 'ENDED' && !isOwn) {
    throw new AppError('CONFLICT', 'This event has ended: tickets are no longer on sale.');
  }
  const settings = toEventSettings(event);
  // A code used up as read here may have a use held by the very reservation this one replaces: the statement,
  // which counts that use back, decides for a buyer with a session.
  const { promo, reason: promoReason } = await findPromo(db, event.id, input.body.promo_code, now, {
    usedUpToo: input.knownSessionId !== null,
  });
  if (promoReason === 'UNKNOWN') throw AppError.validation({ promo_code: ['This promo code is not valid.'] });
  // An expired code is dropped (spec §5); a used-up one is refused unless the buyer chose to pay full price.
  const paysFullPriceIfUsedUp = input.body.if_promo_code_used_up === 'PAY_FULL_PRICE';
  if (promoReason === 'USED_UP' && !promo && !paysFullPriceIfUsedUp)
    throw promoCodeErrors.usedUp(normalisePromoCode(input.body.promo_code!));
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

  const planWith = (withPromo: ValidPromo | null) =>
    planOrder(db, {
      eventId: event.id,
      status: 'RESERVED',
      lines: lines.map((line) => ({ productPriceId: line.priceId, quantity: line.quantity, price: line.price })),
      promoCodeId: withPromo?.row.id ?? null,
      affiliateId: activeAffiliate?.id ?? null,
      sessionId,
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
  });
  if ('placed' in outcome) return outcome.placed;
  if ('promoCodeUsedUp' in outcome) throw promoCodeErrors.usedUp(outcome.promoCodeUsedUp);
  // Worded from the stock the statement saw when it refused.
  const { stock, reserved, limits } = outcome.refused;
  const seen = productsById(
    productsFromRows(rows, { prices: withStock(configPrices, stock), taxLinks, limits, reserved, now }),
  );
  const shortages = shortagesOf(lines, byId, seen, limits);
  throw new AppError(
    'CONFLICT',
    shortages.length > 0 ? shortages.join(' ') : 'Not enough tickets are left for this selection.',
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
): string[] {
  const shortages: string[] = [];
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
        shortages.push(
          price.quantity_available === 0 ? `${name} is sold out.` : `Only ${price.quantity_available} left of ${name}.`,
        );
      units += line.quantity;
    }
    const available = product.quantity_available;
    if (available !== null && units > available && shortages.length === 0)
      shortages.push(available === 0 ? `${title} is sold out.` : `Only ${available} left of ${title}.`);
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
    shortages.push(remaining === 0 ? `${titles}: sold out.` : `Only ${remaining} left of ${titles} together.`);
  }
  return shortages;
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
  const errors: Record<string, string[]> = {};
  for (const productId of [...new Set(lines.map((line) => line.productId))].sort()) {
    const row = input.rows.get(productId);
    const product = input.products.get(productId);
    const productLines = lines.filter((line) => line.productId === productId);
    const path = productLines[0]!.path.replace(/\.quantities\.\d+$/, '');
    if (!row || !product) {
      (errors[`${path}.product_id`] ??= []).push('This product is not part of the event.');
      continue;
    }
    const rowPrices = input.prices.filter((price) => price.productId === row.id);
    const catalogue = toCatalogueProduct(row, rowPrices);
    if (!isProductVisibleToPublic(catalogue, visibilityOf(row, promo, now))) {
      (errors[`${path}.product_id`] ??= []).push('This product is not available.');
      continue;
    }
    const productStatus = productSalesStatus(catalogue, now);
    if (productStatus === 'NOT_YET_ON_SALE' || productStatus === 'SALE_ENDED') {
      (errors[`${path}.product_id`] ??= []).push('This product is not on sale.');
      continue;
    }
    let units = 0;
    for (const line of productLines) {
      const priceIndex = rowPrices.findIndex((candidate) => candidate.id === line.priceId);
      const price = product.prices.find((candidate) => candidate.id === line.priceId);
      if (!price || priceIndex < 0) {
        (errors[`${line.path}.price_id`] ??= []).push('This price is not part of the product.');
        continue;
      }
      const rules = catalogue.prices[priceIndex]!;
      const priceStatus = priceSalesStatus(catalogue, rules, now);
      if (
        !isPriceVisibleToPublic(catalogue, rules, visibilityOf(row, promo, now)) ||
        (priceStatus !== 'ON_SALE' && priceStatus !== 'SOLD_OUT')
      ) {
        (errors[`${line.path}.price_id`] ??= []).push('This price is not on sale.');
        continue;
      }
      if (row.type === 'DONATION' && line.price !== undefined && line.price < price.price)
        (errors[`${line.path}.price`] ??= []).push(`The amount must be at least ${price.price}.`);
      units += line.quantity;
    }
    const available = product.quantity_available;
    const max = row.maxPerOrder ?? 100;
    const min = effectiveMinPerOrder({ minPerOrder: row.minPerOrder, maxPerOrder: row.maxPerOrder, available });
    if (units > max) (errors[`${path}.quantities`] ??= []).push(`At most ${max} per order.`);
    if (units < min && units > 0) (errors[`${path}.quantities`] ??= []).push(`At least ${min} per order.`);
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
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

// ---------------------------------------------------------------------------------------------------------
// The order a session holds

/**
 * A reservation whose time ran out: still RESERVED past its hold, or ABANDONED by the expiry job (which keeps
 * `reserved_until`; a buyer's abandon or a replaced basket clears it).
 */
const hasLapsed = (order: OrderRow, now: Date) =>
  (order.status === 'RESERVED' || order.status === 'ABANDONED') &&
  order.reservedUntil !== null &&
  order.reservedUntil.getTime() <= now.getTime();

export async function loadPublicOrder(
  executor: DbExecutor,
  order: OrderRow,
  knownItems?: OrderItemRow[],
): Promise<TPublicOrder> {
  const items = knownItems ?? (await listOrderItems(executor, order.id));
  const hasDetails = order.email !== null;
  const attendeeRows = hasDetails ? await listAttendeesOfOrder(executor, order.id) : [];
  // The event's settings matter only once the order counts: its thank-you message and self-service.
  const settings = isCountedStatus(order.status) ? await eventSettingsOf(executor, order.eventId) : null;
  return {
    short_id: order.shortId,
    event_id: order.eventId,
    status: order.status,
    payment_status: order.paymentStatus,
    reserved_until: order.reservedUntil?.toISOString() ?? null,
    is_expired: hasLapsed(order, new Date()),
    session_identifier: order.status === 'RESERVED' ? order.sessionId : null,
    currency: order.currency,
    first_name: order.firstName,
    last_name: order.lastName,
    email: order.email,
    promo_code: order.promoCode,
    affiliate_code: order.affiliateCode,
    total_before_additions: Number(order.totalBeforeAdditions),
    total_discount: Number(order.totalDiscount),
    total_tax: Number(order.totalTax),
    total_fee: Number(order.totalFee),
    total_gross: Number(order.totalGross),
    order_items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_price_id: item.productPriceId,
      item_name: item.itemName,
      price_label: item.priceLabel,
      quantity: item.quantity,
      price_per_unit: Number(item.pricePerUnit),
      price_before_discount: Number(item.priceBeforeDiscount),
      total_before_additions: Number(item.totalBeforeAdditions),
      total_discount: Number(item.totalDiscount),
      total_tax: Number(item.totalTax),
      total_fee: Number(item.totalFee),
      total_gross: Number(item.totalGross),
      taxes_and_fees: item.taxesAndFees ?? [],
    })),
    attendees: attendeeRows.map((attendee) => ({
      short_id: attendee.shortId,
      public_id: attendee.publicId,
      product_id: attendee.productId,
      product_price_id: attendee.productPriceId,
      first_name: attendee.firstName,
      last_name: attendee.lastName,
      email: attendee.email,
      status: attendee.status,
    })),
    created_at: order.createdAt.toISOString(),
    post_checkout_message: order.status === 'COMPLETED' ? (settings?.post_checkout_message ?? null) : null,
    invoice: await publicInvoiceOf(executor, order),
    can_self_edit: settings?.allow_attendee_self_edit ?? false,
  };
}

async function publicInvoiceOf(executor: DbExecutor, order: OrderRow): Promise<TPublicOrder['invoice']> {
  if (order.status === 'RESERVED' || order.status === 'ABANDONED') return null;
  const invoice = await findInvoiceOfOrder(executor, order.id);
  return invoice ? { number: invoice.invoiceNumber, status: invoice.status } : null;
}

async function eventSettingsOf(executor: DbExecutor, eventId: string) {
  const found = await findEventWithOrganizer(executor, eventId);
  return found ? toEventSettings(found.event) : null;
}

/**
 * The order of this event with this short id. While RESERVED it belongs to the session that made it
 * (query or cookie); anyone else gets the same 404 as an unknown id.
 */
export async function requireSessionOrder(
  executor: DbExecutor,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<OrderRow> {
  if (!UUID.test(input.eventId)) throw AppError.notFound('order');
  const order = await findOrderByShortId(executor, { eventId: input.eventId.toLowerCase(), shortId: input.shortId });
  if (!order) throw AppError.notFound('order');
  if ((order.status === 'RESERVED' || order.status === 'ABANDONED') && order.sessionId !== input.sessionIdentifier)
    throw AppError.notFound('order');
  return order;
}

export async function getPublicOrder(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  const { db } = deps.database;
  return loadPublicOrder(db, await requireSessionOrder(db, input));
}

/**
 * The reservation this browser's session holds for the event, still within its hold (decision 062): lets
 * the event page offer "continue" or "start again". No session, none live, or a malformed id: 404.
 */
export async function getCurrentSessionOrder(
  deps: Deps,
  input: { eventId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  const { db } = deps.database;
  if (!UUID.test(input.eventId) || !input.sessionIdentifier) throw AppError.notFound('order');
  const order = await findSessionReservation(db, {
    eventId: input.eventId.toLowerCase(),
    sessionId: input.sessionIdentifier,
    now: new Date(),
  });
  if (!order) throw AppError.notFound('order');
  return loadPublicOrder(db, order);
}

/** The buyer leaves: the reservation ends now and its units return. */
export async function abandonPublicOrder(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  return deps.database.db.transaction(async (tx) => {
    const order = await requireSessionOrder(tx, input);
    const moved = await moveOrder(tx, { orderId: order.id, move: 'abandon', values: { reservedUntil: null } });
    return loadPublicOrder(tx, moved);
  });
}

export type { TCreatePublicOrder };

// ---------------------------------------------------------------------------------------------------------
// Details, offline payment, the public ticket

type DetailsBody = z.output<typeof ZPublicOrderDetails>;

const isExpired = (order: OrderRow, now: Date) =>
  order.status === 'RESERVED' && (order.reservedUntil?.getTime() ?? 0) <= now.getTime();

/** The session's RESERVED order, locked, still within its hold; otherwise a 409 saying why. */
async function requireLiveReservation(
  tx: DbExecutor,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<OrderRow> {
  const found = await requireSessionOrder(tx, input);
  const order = (await lockOrder(tx, found.id))!;
  if (order.status !== 'RESERVED') throw new AppError('CONFLICT', 'This order is no longer in progress.');
  if (isExpired(order, new Date())) throw new AppError('CONFLICT', 'Your reservation has expired. Please start again.');
  return order;
}

const toAnswerQuestion = (row: QuestionRow) => ({
  id: row.id,
  type: row.type,
  required: row.isRequired,
  is_hidden: row.isHidden,
  options: row.options,
});

export async function savePublicOrderDetails(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null; body: DetailsBody },
): Promise<TPublicOrder> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const order = await requireLiveReservation(tx, input);
    if (order.email !== null) throw new AppError('CONFLICT', 'The details of this order are already in.');
    const found = await findEventWithOrganizer(tx, order.eventId);
    const settings = toEventSettings(found!.event);
    const errors: Record<string, string[]> = {};
    const add = (key: string, message: string) => (errors[key] ??= []).push(message);
    if (body.order.email.toLowerCase() !== body.order.email_confirmation.toLowerCase())
      add('order.email_confirmation', 'The email addresses do not match.');

    const questionRows = (await listQuestionsOfEvent(tx, order.eventId)).filter((row) => !row.isHidden);
    const orderQuestions = questionRows.filter((row) => row.belongsTo === 'ORDER').map(toAnswerQuestion);
    const productQuestionRows = questionRows.filter((row) => row.belongsTo === 'PRODUCT');
    const links = await listQuestionProducts(
      tx,
      productQuestionRows.map((row) => row.id),
    );
    for (const [key, messages] of Object.entries(validateAnswers(orderQuestions, body.order.questions ?? [])))
      for (const message of messages) add(`order.questions.${key}`, message);

    const buyer = {
      firstName: body.order.first_name,
      lastName: body.order.last_name,
      email: body.order.email.toLowerCase(),
    };
    // The reservation's tickets are written now, one per ticket unit of its lines (decision 112).
    const now = new Date();
    const tickets = planAttendees({ ...order, ...buyer }, await listOrderItems(tx, order.id), now);
    const perTicket = settings.attendee_details_collection_method === 'PER_TICKET';
    if (settings.require_billing_address) {
      const address = body.order.address;
      if (!address?.address_line_1) add('order.address.address_line_1', 'Enter the address.');
      if (!address?.city) add('order.address.city', 'Enter the city.');
      if (!address?.country) add('order.address.country', 'Choose the country.');
    }
    // One entry per ticket unit, each a ticket of the order (spec §5: otherwise 409). PER_ORDER events may
    // leave them out (the buyer is copied onto every ticket).
    if ((perTicket || body.products.length > 0) && body.products.length !== tickets.length)
      throw new AppError('CONFLICT', `Enter the details of each of the ${tickets.length} tickets.`);
    const remaining = [...tickets];
    const assignments: { ticket: (typeof tickets)[number]; entry: DetailsBody['products'][number] | null }[] = [];
    body.products.forEach((entry, index) => {
      const at = remaining.findIndex(
        (ticket) => ticket.productId === entry.product_id && ticket.productPriceId === entry.product_price_id,
      );
      if (at < 0) throw new AppError('CONFLICT', 'A ticket entry does not match the tickets of this order.');
      const [ticket] = remaining.splice(at, 1);
      if (perTicket) {
        if (!entry.first_name) add(`products.${index}.first_name`, 'Enter the first name.');
        if (!entry.last_name) add(`products.${index}.last_name`, 'Enter the last name.');
        if (!entry.email) add(`products.${index}.email`, 'Enter the email address.');
        else if (entry.email.toLowerCase() !== (entry.email_confirmation ?? '').toLowerCase())
          add(`products.${index}.email_confirmation`, 'The email addresses do not match.');
      }
      const asked = productQuestionRows
        .filter((row) => links.some((link) => link.questionId === row.id && link.productId === ticket!.productId))
        .map(toAnswerQuestion);
      for (const [key, messages] of Object.entries(validateAnswers(asked, entry.questions ?? [])))
        for (const message of messages) add(`products.${index}.questions.${key}`, message);
      assignments.push({ ticket: ticket!, entry: perTicket ? entry : { ...entry, first_name: null } });
    });
    for (const ticket of remaining) assignments.push({ ticket, entry: null });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    // An order's tickets are listed by creation time, then id: ascending ids keep them in the buyer's order.
    const ids = assignments.map(({ ticket }) => ticket.id).sort();
    assignments.forEach((assignment, index) => (assignment.ticket = { ...assignment.ticket, id: ids[index]! }));

    const isFree = Number(order.totalGross) === 0;
    await updateOrderBuyer(tx, order.id, {
      ...buyer,
      address: (body.order.address ?? null) as TOrderAddress | null,
      optedIntoMarketingAt: body.order.opted_into_marketing ? now : null,
      paymentStatus: isFree ? order.paymentStatus : 'AWAITING_PAYMENT',
    });
    await insertAttendees(
      tx,
      assignments.map(({ ticket, entry }) =>
        entry?.first_name && entry.last_name && entry.email
          ? { ...ticket, firstName: entry.first_name, lastName: entry.last_name, email: entry.email.toLowerCase() }
          : ticket,
      ),
    );
    await insertAnswers(
      tx,
      [
        ...(body.order.questions ?? []).map((answer) => ({
          questionId: answer.question_id,
          orderId: order.id,
          answer: normaliseAnswer(
            orderQuestions.find((q) => q.id === answer.question_id)!,
            answer.response,
          ),
        })),
        ...assignments.flatMap((assignment) =>
          (assignment.entry?.questions ?? []).map((answer) => ({
            questionId: answer.question_id,
            orderId: order.id,
            attendeeId: assignment.ticket.id,
            productId: assignment.ticket.productId,
            answer: normaliseAnswer(
              toAnswerQuestion(productQuestionRows.find((q) => q.id === answer.question_id)!),
              answer.response,
            ),
          })),
        ),
      ].filter((row) => row.answer !== null),
    );
    const final = isFree
      ? await placeOrder(deps, tx, { orderId: order.id, event: found!.event, placement: 'FREE' })
      : (await lockOrder(tx, order.id))!;
    return loadPublicOrder(tx, final);
  });
}

/** The buyer chose to pay offline: AWAITING_OFFLINE_PAYMENT, counted (sold counts rise) now. */
export async function awaitOfflinePayment(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  return deps.database.db.transaction(async (tx) => {
    const order = await requireLiveReservation(tx, input);
    const found = await findEventWithOrganizer(tx, order.eventId);
    if (!toEventSettings(found!.event).payment_providers.includes('OFFLINE'))
      throw new AppError('CONFLICT', 'This event does not offer offline payment.');
    if (order.email === null) throw new AppError('CONFLICT', 'Enter the order details first.');
    await updateOrderBuyer(tx, order.id, { paymentProvider: 'OFFLINE' });
    const done = await placeOrder(deps, tx, { orderId: order.id, event: found!.event, placement: 'OFFLINE' });
    return loadPublicOrder(tx, done);
  });
}

/** One ticket, public once its order counts (COMPLETED or AWAITING_OFFLINE_PAYMENT). */
export async function getPublicTicket(
  deps: Deps,
  input: { eventId: string; attendeeShortId: string },
): Promise<TPublicTicket> {
  if (!UUID.test(input.eventId)) throw AppError.notFound('ticket');
  const row = await findTicket(deps.database.db, {
    eventId: input.eventId.toLowerCase(),
    shortId: input.attendeeShortId,
  });
  if (!row || !isCountedStatus(row.order.status)) throw AppError.notFound('ticket');
  return {
    short_id: row.attendee.shortId,
    public_id: row.attendee.publicId,
    status: row.attendee.status,
    first_name: row.attendee.firstName,
    last_name: row.attendee.lastName,
    product_title: row.product.title,
    price_label: row.price?.label ?? null,
    order_short_id: row.order.shortId,
    order_status: row.order.status,
    event: {
      id: row.event.id,
      title: row.event.title,
      start_date: row.event.startDate.toISOString(),
      end_date: row.event.endDate?.toISOString() ?? null,
      timezone: row.event.timezone,
      location_details: row.event.locationDetails ?? null,
    },
  };
}
