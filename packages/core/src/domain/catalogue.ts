import type { TCapacityAssignmentStatus } from '../contracts/capacity-assignments';
import { DEFAULT_MAX_PER_ORDER, type TProductPriceType, type TProductSalesStatus } from '../contracts/products';

/**
 * The catalogue rules of spec §4: availability, sale status, public visibility, per-order limits and
 * unit prices. Pure functions shared by the server (mapping, later checkout) and the SPA (previews).
 *
 * Inputs use the API's field names, so the SPA can pass a `TProduct` as it is; dates may be ISO strings
 * or `Date`s. Reservations arrive with orders (issue 6): until then callers pass `quantity_reserved` 0.
 *
 * Capacity assignments (spec §4) are shared limits over several products: a product's availability is
 * the minimum of its own and what remains of every ACTIVE assignment it belongs to. Passing a product's
 * `capacity_limits` makes every availability, sold-out and status rule below take them into account.
 */

type TDateLike = string | Date;

export type TCataloguePrice = {
  price: number;
  /** null = unlimited. */
  initial_quantity_available: number | null;
  quantity_sold: number;
  /** Units held by live reservations (`reserved_until` in the future). */
  quantity_reserved?: number;
  /** TIERED only: the tier's own window, inside the product's. */
  sale_start_date?: TDateLike | null;
  sale_end_date?: TDateLike | null;
  is_hidden: boolean;
};

/** One capacity assignment a product belongs to, as the availability rule reads it. */
export type TCapacityLimit = {
  status: TCapacityAssignmentStatus;
  /** null = unlimited. */
  capacity: number | null;
  /** Units sold over every product the assignment covers (all their prices). */
  used: number;
  /** Units held by live reservations of those products. */
  reserved?: number;
};

export type TCatalogueProduct = {
  type: TProductPriceType;
  sale_start_date?: TDateLike | null;
  sale_end_date?: TDateLike | null;
  is_hidden: boolean;
  hide_before_sale_start_date: boolean;
  hide_after_sale_end_date: boolean;
  hide_when_sold_out: boolean;
  is_hidden_without_promo_code: boolean;
  prices: readonly TCataloguePrice[];
  /** The capacity assignments the product belongs to (any status); none when left out. */
  capacity_limits?: readonly TCapacityLimit[];
};

type TCapacityScope = Pick<TCatalogueProduct, 'capacity_limits'>;

export type TPublicVisibilityContext = {
  now: Date;
  /** A valid promo code that applies to this product was given (it unlocks `is_hidden_without_promo_code`). */
  hasValidPromoUnlock: boolean;
};

function assertCount(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a non-negative integer, got ${value}`);
  }
}

const timeOf = (value: TDateLike | null | undefined): number | null =>
  value === null || value === undefined ? null : new Date(value).getTime();

/**
 * What is left to sell of one price: max(0, initial − sold − reserved). null means unlimited.
 * Capacity assignments cap this further (`capAvailability`).
 */
export function priceAvailability(input: { initial: number | null; sold: number; reserved?: number }): number | null {
  const reserved = input.reserved ?? 0;
  assertCount(input.sold, 'sold');
  assertCount(reserved, 'reserved');
  if (input.initial === null) return null;
  assertCount(input.initial, 'initial');
  return Math.max(0, input.initial - input.sold - reserved);
}

/**
 * What an assignment still lets through: max(0, capacity − used − reserved). null when it limits nothing,
 * because its capacity is unlimited or it is INACTIVE.
 */
export function capacityRemaining(limit: TCapacityLimit): number | null {
  const reserved = limit.reserved ?? 0;
  assertCount(limit.used, 'used');
  assertCount(reserved, 'reserved');
  if (limit.status !== 'ACTIVE' || limit.capacity === null) return null;
  assertCount(limit.capacity, 'capacity');
  return Math.max(0, limit.capacity - limit.used - reserved);
}

/** The tightest of the assignments: the least any ACTIVE one has left; null when none limits. */
export function capacityAvailability(limits: readonly TCapacityLimit[] = []): number | null {
  let tightest: number | null = null;
  for (const limit of limits) {
    const remaining = capacityRemaining(limit);
    if (remaining !== null && (tightest === null || remaining < tightest)) tightest = remaining;
  }
  return tightest;
}

/** An availability (null = unlimited) capped by the product's capacity assignments: the minimum of both. */
export function capAvailability(own: number | null, limits: readonly TCapacityLimit[] = []): number | null {
  const cap = capacityAvailability(limits);
  if (own === null) return cap;
  return cap === null ? own : Math.min(own, cap);
}

/** How full an assignment is, in percent with 2 decimals (half-up); null when its capacity is unlimited. */
export function capacityPercentageUsed(input: { capacity: number | null; used: number }): number | null {
  assertCount(input.used, 'used');
  if (input.capacity === null) return null;
  if (!Number.isSafeInteger(input.capacity) || input.capacity < 1) {
    throw new RangeError(`capacity must be a positive integer, got ${input.capacity}`);
  }
  // Hundredths of a percent, rounded half-up in integers: floor((used × 10 000 + capacity / 2) / capacity).
  return Math.floor((input.used * 20_000 + input.capacity) / (2 * input.capacity)) / 100;
}

/** One price's remaining units, capped by the product's capacity assignments when the product is given. */
export function priceQuantityAvailable(price: TCataloguePrice, product?: TCapacityScope): number | null {
  const own = priceAvailability({
    initial: price.initial_quantity_available,
    sold: price.quantity_sold,
    reserved: price.quantity_reserved,
  });
  return capAvailability(own, product?.capacity_limits);
}

export function isPriceSoldOut(price: TCataloguePrice, product?: TCapacityScope): boolean {
  const available = priceQuantityAvailable(price, product);
  return available !== null && available <= 0;
}

/** Sold out means every price is: one unlimited or remaining price keeps the product on sale. */
export function isProductSoldOut(product: Pick<TCatalogueProduct, 'prices' | 'capacity_limits'>): boolean {
  return product.prices.length > 0 && product.prices.every((price) => isPriceSoldOut(price, product));
}

/**
 * The product's remaining units: the sum over its prices (null when any is unlimited), capped by what
 * its capacity assignments have left, since tiers of one product draw on the same shared capacity.
 */
export function productQuantityAvailable(
  product: Pick<TCatalogueProduct, 'prices' | 'capacity_limits'>,
): number | null {
  let total: number | null = 0;
  for (const price of product.prices) {
    const available = priceQuantityAvailable(price);
    if (available === null) {
      total = null;
      break;
    }
    total += available;
  }
  return capAvailability(total, product.capacity_limits);
}

type TWindow = { start: number | null; end: number | null };

/** The window a price sells in: the product's, narrowed by the tier's own (tiers only). */
function saleWindowOf(product: TCatalogueProduct, price: TCataloguePrice | null): TWindow {
  const window: TWindow = { start: timeOf(product.sale_start_date), end: timeOf(product.sale_end_date) };
  if (price && product.type === 'TIERED') {
    const start = timeOf(price.sale_start_date);
    const end = timeOf(price.sale_end_date);
    if (start !== null) window.start = window.start === null ? start : Math.max(window.start, start);
    if (end !== null) window.end = window.end === null ? end : Math.min(window.end, end);
  }
  return window;
}

const isBeforeStart = (window: TWindow, now: Date) => window.start !== null && now.getTime() < window.start;
const isAfterEnd = (window: TWindow, now: Date) => window.end !== null && now.getTime() >= window.end;

/** One price's status: hidden, outside its window (the product's, narrowed by a tier's), sold out, or on sale. */
export function priceSalesStatus(product: TCatalogueProduct, price: TCataloguePrice, now: Date): TProductSalesStatus {
  if (product.is_hidden || price.is_hidden) return 'HIDDEN';
  const window = saleWindowOf(product, price);
  if (isBeforeStart(window, now)) return 'NOT_YET_ON_SALE';
  if (isAfterEnd(window, now)) return 'SALE_ENDED';
  if (isPriceSoldOut(price, product)) return 'SOLD_OUT';
  return 'ON_SALE';
}

/**
 * The product's status as an organizer reads it: HIDDEN when it (or every price) is hidden; otherwise
 * ON_SALE when any price can be bought, NOT_YET_ON_SALE when one will come on sale later, SOLD_OUT when
 * what remains is sold out, and SALE_ENDED when every window has passed.
 */
export function productSalesStatus(product: TCatalogueProduct, now: Date): TProductSalesStatus {
  if (product.is_hidden) return 'HIDDEN';
  const window = saleWindowOf(product, null);
  if (isBeforeStart(window, now)) return 'NOT_YET_ON_SALE';
  if (isAfterEnd(window, now)) return 'SALE_ENDED';
  const statuses = product.prices.map((price) => priceSalesStatus(product, price, now)).filter((s) => s !== 'HIDDEN');
  if (statuses.length === 0) return 'HIDDEN';
  for (const status of ['ON_SALE', 'NOT_YET_ON_SALE', 'SOLD_OUT'] as const) {
    if (statuses.includes(status)) return status;
  }
  return 'SALE_ENDED';
}

/** The product-level reasons of spec §4 "public filtering", without looking at single prices. */
function isHiddenAsProduct(product: TCatalogueProduct, context: TPublicVisibilityContext): boolean {
  if (product.is_hidden) return true;
  if (product.is_hidden_without_promo_code && !context.hasValidPromoUnlock) return true;
  if (product.hide_when_sold_out && isProductSoldOut(product)) return true;
  const window = saleWindowOf(product, null);
  if (product.hide_before_sale_start_date && isBeforeStart(window, context.now)) return true;
  if (product.hide_after_sale_end_date && isAfterEnd(window, context.now)) return true;
  return false;
}

/** The same rules applied to one price (a tier's own window and sold-out state), plus the price's own flag. */
function isHiddenAsPrice(product: TCatalogueProduct, price: TCataloguePrice, now: Date): boolean {
  if (price.is_hidden) return true;
  if (product.hide_when_sold_out && isPriceSoldOut(price, product)) return true;
  const window = saleWindowOf(product, price);
  if (product.hide_before_sale_start_date && isBeforeStart(window, now)) return true;
  if (product.hide_after_sale_end_date && isAfterEnd(window, now)) return true;
  return false;
}

export function isPriceVisibleToPublic(
  product: TCatalogueProduct,
  price: TCataloguePrice,
  context: TPublicVisibilityContext,
): boolean {
  return !isHiddenAsProduct(product, context) && !isHiddenAsPrice(product, price, context.now);
}

/** Whether the public event page shows the product: none of the hiding rules apply and one price remains. */
export function isProductVisibleToPublic(product: TCatalogueProduct, context: TPublicVisibilityContext): boolean {
  if (isHiddenAsProduct(product, context)) return false;
  return product.prices.some((price) => !isHiddenAsPrice(product, price, context.now));
}

/** The prices the public page lists for a product, in their order. */
export function publicPricesOf<TPrice extends TCataloguePrice>(
  product: TCatalogueProduct & { prices: readonly TPrice[] },
  context: TPublicVisibilityContext,
): TPrice[] {
  if (isHiddenAsProduct(product, context)) return [];
  return product.prices.filter((price: TPrice) => !isHiddenAsPrice(product, price, context.now));
}

/** The most units of one product a single order may hold: its maximum (100 when unset), capped by stock. */
export function effectiveMaxPerOrder(input: { maxPerOrder: number | null; available: number | null }): number {
  const max = input.maxPerOrder ?? DEFAULT_MAX_PER_ORDER;
  return input.available === null ? max : Math.max(0, Math.min(max, input.available));
}

/**
 * The fewest units an order must take: the product's minimum (1 when unset), relaxed to what is left so
 * the last few units can still be sold, and never above the effective maximum.
 */
export function effectiveMinPerOrder(input: {
  minPerOrder: number | null;
  maxPerOrder?: number | null;
  available: number | null;
}): number {
  const min = input.minPerOrder ?? 1;
  const relaxed = input.available === null ? min : Math.min(min, Math.max(0, input.available));
  return Math.min(
    relaxed,
    effectiveMaxPerOrder({ maxPerOrder: input.maxPerOrder ?? null, available: input.available }),
  );
}

/**
 * What one unit costs before discounts, taxes and fees. PAID and TIERED: the (chosen tier's) price; FREE: 0;
 * DONATION: the buyer's amount, but never less than the minimum.
 */
export function unitPriceFor(
  product: { type: TProductPriceType },
  price: { price: number },
  donationAmount?: number | null,
): number {
  assertCount(price.price, 'price');
  switch (product.type) {
    case 'FREE':
      return 0;
    case 'DONATION': {
      if (donationAmount === null || donationAmount === undefined) return price.price;
      assertCount(donationAmount, 'donation amount');
      return Math.max(price.price, donationAmount);
    }
    case 'PAID':
    case 'TIERED':
      return price.price;
  }
}
