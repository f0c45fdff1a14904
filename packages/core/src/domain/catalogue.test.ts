import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  effectiveMaxPerOrder,
  effectiveMinPerOrder,
  isPriceSoldOut,
  isPriceVisibleToPublic,
  isProductSoldOut,
  isProductVisibleToPublic,
  priceAvailability,
  priceSalesStatus,
  productQuantityAvailable,
  productSalesStatus,
  publicPricesOf,
  unitPriceFor,
  type TCataloguePrice,
  type TCatalogueProduct,
} from './catalogue';

const NOW = new Date('2026-06-15T12:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

const price = (overrides: Partial<TCataloguePrice> = {}): TCataloguePrice => ({
  price: 2500,
  initial_quantity_available: null,
  quantity_sold: 0,
  quantity_reserved: 0,
  sale_start_date: null,
  sale_end_date: null,
  is_hidden: false,
  ...overrides,
});

const product = (overrides: Partial<TCatalogueProduct> = {}): TCatalogueProduct => ({
  type: 'PAID',
  sale_start_date: null,
  sale_end_date: null,
  is_hidden: false,
  hide_before_sale_start_date: false,
  hide_after_sale_end_date: false,
  hide_when_sold_out: false,
  is_hidden_without_promo_code: false,
  prices: [price()],
  ...overrides,
});

const publicly = { now: NOW, hasValidPromoUnlock: false };

describe('priceAvailability', () => {
  it('is initial − sold − reserved, null when unlimited, never negative', () => {
    expect(priceAvailability({ initial: 100, sold: 30, reserved: 5 })).toBe(65);
    expect(priceAvailability({ initial: 100, sold: 30 })).toBe(70);
    expect(priceAvailability({ initial: null, sold: 5000, reserved: 10 })).toBeNull();
    expect(priceAvailability({ initial: 10, sold: 8, reserved: 5 })).toBe(0);
    expect(priceAvailability({ initial: 0, sold: 0, reserved: 0 })).toBe(0);
  });

  it('refuses negative or fractional counts', () => {
    expect(() => priceAvailability({ initial: 10, sold: -1 })).toThrow(RangeError);
    expect(() => priceAvailability({ initial: 10, sold: 1, reserved: 0.5 })).toThrow(RangeError);
    expect(() => priceAvailability({ initial: -5, sold: 0 })).toThrow(RangeError);
  });

  it('properties: within [0, initial], and never grows as sales or holds grow', () => {
    const count = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(count, count, count, count, (initial, sold, reserved, more) => {
        const available = priceAvailability({ initial, sold, reserved })!;
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(initial);
        expect(priceAvailability({ initial, sold: sold + more, reserved })!).toBeLessThanOrEqual(available);
        expect(priceAvailability({ initial, sold, reserved: reserved + more })!).toBeLessThanOrEqual(available);
        if (sold + reserved <= initial) expect(available).toBe(initial - sold - reserved);
      }),
    );
  });
});

describe('sold out and product availability', () => {
  it('sums the prices, unless one is unlimited', () => {
    const tiered = product({
      type: 'TIERED',
      prices: [
        price({ initial_quantity_available: 50, quantity_sold: 50 }),
        price({ initial_quantity_available: 100, quantity_sold: 20, quantity_reserved: 5 }),
      ],
    });
    expect(productQuantityAvailable(tiered)).toBe(75);
    expect(isProductSoldOut(tiered)).toBe(false);
    expect(isPriceSoldOut(tiered.prices[0]!)).toBe(true);
    expect(productQuantityAvailable(product())).toBeNull();
    expect(isProductSoldOut(product())).toBe(false);
  });

  it('is sold out when every price is, counting live holds', () => {
    const held = product({
      prices: [price({ initial_quantity_available: 10, quantity_sold: 6, quantity_reserved: 4 })],
    });
    expect(isProductSoldOut(held)).toBe(true);
    expect(productQuantityAvailable(held)).toBe(0);
  });
});

describe('sales status', () => {
  it('follows hidden, the sale window, then stock', () => {
    expect(productSalesStatus(product(), NOW)).toBe('ON_SALE');
    expect(productSalesStatus(product({ is_hidden: true }), NOW)).toBe('HIDDEN');
    expect(productSalesStatus(product({ sale_start_date: hoursFromNow(1) }), NOW)).toBe('NOT_YET_ON_SALE');
    expect(productSalesStatus(product({ sale_end_date: hoursFromNow(-1) }), NOW)).toBe('SALE_ENDED');
    const soldOut = product({ prices: [price({ initial_quantity_available: 5, quantity_sold: 5 })] });
    expect(productSalesStatus(soldOut, NOW)).toBe('SOLD_OUT');
    expect(productSalesStatus({ ...soldOut, sale_end_date: hoursFromNow(-1) }, NOW)).toBe('SALE_ENDED');
  });

  it('treats the start as inclusive and the end as exclusive', () => {
    expect(productSalesStatus(product({ sale_start_date: NOW.toISOString() }), NOW)).toBe('ON_SALE');
    expect(productSalesStatus(product({ sale_end_date: NOW.toISOString() }), NOW)).toBe('SALE_ENDED');
  });

  it('combines tiers: on sale if any tier is, then upcoming, then sold out, then ended', () => {
    const earlyBird = price({ sale_end_date: hoursFromNow(-24), initial_quantity_available: 50, quantity_sold: 12 });
    const regular = price({ sale_start_date: hoursFromNow(-24), sale_end_date: hoursFromNow(240) });
    const late = price({ sale_start_date: hoursFromNow(240) });
    const tiered = (...prices: TCataloguePrice[]) => product({ type: 'TIERED', prices });
    expect(productSalesStatus(tiered(earlyBird, regular, late), NOW)).toBe('ON_SALE');
    expect(priceSalesStatus(tiered(earlyBird), earlyBird, NOW)).toBe('SALE_ENDED');
    expect(priceSalesStatus(tiered(late), late, NOW)).toBe('NOT_YET_ON_SALE');
    expect(productSalesStatus(tiered(earlyBird, late), NOW)).toBe('NOT_YET_ON_SALE');
    const soldOut = price({ initial_quantity_available: 1, quantity_sold: 1 });
    expect(productSalesStatus(tiered(earlyBird, soldOut), NOW)).toBe('SOLD_OUT');
    expect(productSalesStatus(tiered(earlyBird), NOW)).toBe('SALE_ENDED');
    expect(productSalesStatus(tiered(price({ is_hidden: true })), NOW)).toBe('HIDDEN');
    expect(priceSalesStatus(tiered(regular), { ...regular, is_hidden: true }, NOW)).toBe('HIDDEN');
  });

  it('narrows a tier window by the product window and ignores windows on non-tiered prices', () => {
    const tier = price({ sale_start_date: hoursFromNow(-48) });
    const tiered = product({ type: 'TIERED', sale_start_date: hoursFromNow(2), prices: [tier] });
    expect(priceSalesStatus(tiered, tier, NOW)).toBe('NOT_YET_ON_SALE');
    const paid = product({ prices: [price({ sale_end_date: hoursFromNow(-1) })] });
    expect(productSalesStatus(paid, NOW)).toBe('ON_SALE');
  });
});

describe('public visibility (spec §4)', () => {
  it('shows an ordinary product', () => {
    expect(isProductVisibleToPublic(product(), publicly)).toBe(true);
  });

  it('hides hidden products and promo-locked products without an applicable valid promo', () => {
    expect(isProductVisibleToPublic(product({ is_hidden: true }), publicly)).toBe(false);
    const locked = product({ is_hidden_without_promo_code: true });
    expect(isProductVisibleToPublic(locked, publicly)).toBe(false);
    expect(isProductVisibleToPublic(locked, { now: NOW, hasValidPromoUnlock: true })).toBe(true);
    // A promo unlocks only the promo lock, never a plain hidden product.
    expect(isProductVisibleToPublic(product({ is_hidden: true }), { now: NOW, hasValidPromoUnlock: true })).toBe(false);
  });

  it('hides sold-out products only when asked to', () => {
    const soldOut = [price({ initial_quantity_available: 3, quantity_sold: 3 })];
    expect(isProductVisibleToPublic(product({ prices: soldOut }), publicly)).toBe(true);
    expect(isProductVisibleToPublic(product({ prices: soldOut, hide_when_sold_out: true }), publicly)).toBe(false);
  });

  it('hides before the start and after the end only when asked to', () => {
    const upcoming = product({ sale_start_date: hoursFromNow(3) });
    expect(isProductVisibleToPublic(upcoming, publicly)).toBe(true);
    expect(isProductVisibleToPublic({ ...upcoming, hide_before_sale_start_date: true }, publicly)).toBe(false);
    const ended = product({ sale_end_date: hoursFromNow(-3) });
    expect(isProductVisibleToPublic(ended, publicly)).toBe(true);
    expect(isProductVisibleToPublic({ ...ended, hide_after_sale_end_date: true }, publicly)).toBe(false);
  });

  it('applies the same rules to each tier, plus the tier’s own hidden flag', () => {
    const ended = price({ sale_end_date: hoursFromNow(-1) });
    const soldOut = price({ initial_quantity_available: 10, quantity_sold: 10 });
    const hidden = price({ is_hidden: true });
    const open = price();
    const tiered = product({
      type: 'TIERED',
      hide_after_sale_end_date: true,
      hide_when_sold_out: true,
      prices: [ended, soldOut, hidden, open],
    });
    expect(publicPricesOf(tiered, publicly)).toEqual([open]);
    expect(isPriceVisibleToPublic(tiered, ended, publicly)).toBe(false);
    expect(isPriceVisibleToPublic(tiered, open, publicly)).toBe(true);
    expect(isProductVisibleToPublic(tiered, publicly)).toBe(true);
    // Without the hide flags, ended and sold-out tiers stay listed (as unavailable).
    const plain = { ...tiered, hide_after_sale_end_date: false, hide_when_sold_out: false };
    expect(publicPricesOf(plain, publicly)).toEqual([ended, soldOut, open]);
  });

  it('hides a product when none of its tiers is left to show', () => {
    const tiered = product({ type: 'TIERED', prices: [price({ is_hidden: true }), price({ is_hidden: true })] });
    expect(isProductVisibleToPublic(tiered, publicly)).toBe(false);
    expect(publicPricesOf(tiered, publicly)).toEqual([]);
  });

  it('hides an upcoming tier with hide_before_sale_start_date', () => {
    const later = price({ sale_start_date: hoursFromNow(5) });
    const tiered = product({ type: 'TIERED', hide_before_sale_start_date: true, prices: [price(), later] });
    expect(isPriceVisibleToPublic(tiered, later, publicly)).toBe(false);
    expect(publicPricesOf(tiered, publicly)).toHaveLength(1);
  });
});

describe('per-order limits', () => {
  it('defaults the maximum to 100 and caps it by what is left', () => {
    expect(effectiveMaxPerOrder({ maxPerOrder: null, available: null })).toBe(100);
    expect(effectiveMaxPerOrder({ maxPerOrder: 8, available: null })).toBe(8);
    expect(effectiveMaxPerOrder({ maxPerOrder: null, available: 30 })).toBe(30);
    expect(effectiveMaxPerOrder({ maxPerOrder: 8, available: 0 })).toBe(0);
  });

  it('relaxes the minimum to the remaining stock', () => {
    expect(effectiveMinPerOrder({ minPerOrder: null, available: null })).toBe(1);
    expect(effectiveMinPerOrder({ minPerOrder: 4, available: 10 })).toBe(4);
    expect(effectiveMinPerOrder({ minPerOrder: 4, available: 3 })).toBe(3);
    expect(effectiveMinPerOrder({ minPerOrder: 4, available: 0 })).toBe(0);
    expect(effectiveMinPerOrder({ minPerOrder: 150, maxPerOrder: null, available: null })).toBe(100);
  });

  it('properties: 0 ≤ min ≤ max ≤ available, max ≤ the configured maximum', () => {
    const limit = fc.option(fc.integer({ min: 1, max: 500 }), { nil: null });
    const available = fc.option(fc.integer({ min: 0, max: 1000 }), { nil: null });
    fc.assert(
      fc.property(limit, limit, available, (minPerOrder, maxPerOrder, left) => {
        const max = effectiveMaxPerOrder({ maxPerOrder, available: left });
        const min = effectiveMinPerOrder({ minPerOrder, maxPerOrder, available: left });
        expect(min).toBeGreaterThanOrEqual(0);
        expect(min).toBeLessThanOrEqual(max);
        expect(max).toBeLessThanOrEqual(maxPerOrder ?? 100);
        if (left !== null) expect(max).toBeLessThanOrEqual(left);
        if (left !== null && left > 0) expect(min).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('unitPriceFor', () => {
  it('charges the price, 0 for free, the tier price, and at least the donation minimum', () => {
    expect(unitPriceFor({ type: 'PAID' }, { price: 2500 })).toBe(2500);
    expect(unitPriceFor({ type: 'FREE' }, { price: 0 })).toBe(0);
    expect(unitPriceFor({ type: 'TIERED' }, { price: 1800 })).toBe(1800);
    expect(unitPriceFor({ type: 'DONATION' }, { price: 500 }, 2000)).toBe(2000);
    expect(unitPriceFor({ type: 'DONATION' }, { price: 500 }, 100)).toBe(500);
    expect(unitPriceFor({ type: 'DONATION' }, { price: 500 })).toBe(500);
    expect(unitPriceFor({ type: 'DONATION' }, { price: 0 }, 0)).toBe(0);
  });

  it('ignores a donation amount on other price types and refuses bad amounts', () => {
    expect(unitPriceFor({ type: 'PAID' }, { price: 2500 }, 99_999)).toBe(2500);
    expect(() => unitPriceFor({ type: 'DONATION' }, { price: 500 }, 12.5)).toThrow(RangeError);
    expect(() => unitPriceFor({ type: 'DONATION' }, { price: 500 }, -1)).toThrow(RangeError);
    expect(() => unitPriceFor({ type: 'PAID' }, { price: -1 })).toThrow(RangeError);
  });

  it('property: a donation is the greater of the minimum and the amount', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000_000 });
    fc.assert(
      fc.property(amount, amount, (minimum, given) => {
        const unit = unitPriceFor({ type: 'DONATION' }, { price: minimum }, given);
        expect(unit).toBeGreaterThanOrEqual(minimum);
        expect(unit).toBeGreaterThanOrEqual(given);
        expect([minimum, given]).toContain(unit);
      }),
    );
  });
});
