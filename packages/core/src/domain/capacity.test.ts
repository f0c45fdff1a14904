import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capAvailability,
  capacityAvailability,
  capacityPercentageUsed,
  capacityRemaining,
  isPriceSoldOut,
  isProductSoldOut,
  isProductVisibleToPublic,
  priceQuantityAvailable,
  priceSalesStatus,
  productQuantityAvailable,
  productSalesStatus,
  type TCapacityLimit,
  type TCataloguePrice,
  type TCatalogueProduct,
} from './catalogue';

const NOW = new Date('2026-06-15T12:00:00Z');

const price = (overrides: Partial<TCataloguePrice> = {}): TCataloguePrice => ({
  price: 2500,
  initial_quantity_available: null,
  quantity_sold: 0,
  quantity_reserved: 0,
  is_hidden: false,
  ...overrides,
});

const product = (overrides: Partial<TCatalogueProduct> = {}): TCatalogueProduct => ({
  type: 'PAID',
  is_hidden: false,
  hide_before_sale_start_date: false,
  hide_after_sale_end_date: false,
  hide_when_sold_out: false,
  is_hidden_without_promo_code: false,
  prices: [price()],
  ...overrides,
});

const limit = (overrides: Partial<TCapacityLimit> = {}): TCapacityLimit => ({
  status: 'ACTIVE',
  capacity: 100,
  used: 0,
  reserved: 0,
  ...overrides,
});

describe('capacityRemaining', () => {
  it('is capacity − used − reserved for an ACTIVE limit, never negative', () => {
    expect(capacityRemaining(limit({ capacity: 500, used: 120, reserved: 30 }))).toBe(350);
    expect(capacityRemaining(limit({ capacity: 500, used: 120 }))).toBe(380);
    expect(capacityRemaining(limit({ capacity: 10, used: 12 }))).toBe(0);
  });

  it('limits nothing when INACTIVE or unlimited', () => {
    expect(capacityRemaining(limit({ status: 'INACTIVE', capacity: 10, used: 10 }))).toBeNull();
    expect(capacityRemaining(limit({ capacity: null, used: 9000 }))).toBeNull();
  });

  it('refuses negative or fractional counts', () => {
    expect(() => capacityRemaining(limit({ used: -1 }))).toThrow(RangeError);
    expect(() => capacityRemaining(limit({ reserved: 0.5 }))).toThrow(RangeError);
    expect(() => capacityRemaining(limit({ capacity: -3 }))).toThrow(RangeError);
  });
});

describe('capacityAvailability and capAvailability', () => {
  it('takes the tightest ACTIVE limit and the minimum with the own availability', () => {
    const limits = [limit({ capacity: 500, used: 100 }), limit({ capacity: 50, used: 45 }), limit({ capacity: null })];
    expect(capacityAvailability(limits)).toBe(5);
    expect(capacityAvailability([])).toBeNull();
    expect(capacityAvailability([limit({ status: 'INACTIVE', capacity: 1, used: 1 })])).toBeNull();
    expect(capAvailability(3, limits)).toBe(3);
    expect(capAvailability(80, limits)).toBe(5);
    expect(capAvailability(null, limits)).toBe(5);
    expect(capAvailability(null, [])).toBeNull();
    expect(capAvailability(7)).toBe(7);
  });

  it('properties: the result is the minimum of the own availability and every ACTIVE remainder', () => {
    const count = fc.integer({ min: 0, max: 100_000 });
    const arbitraryLimit = fc.record({
      status: fc.constantFrom('ACTIVE' as const, 'INACTIVE' as const),
      capacity: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
      used: count,
      reserved: count,
    });
    fc.assert(
      fc.property(fc.option(count, { nil: null }), fc.array(arbitraryLimit, { maxLength: 6 }), (own, limits) => {
        const result = capAvailability(own, limits);
        const remainders = limits.map(capacityRemaining).filter((value): value is number => value !== null);
        const bounds = own === null ? remainders : [own, ...remainders];
        if (bounds.length === 0) expect(result).toBeNull();
        else expect(result).toBe(Math.min(...bounds));
        if (result !== null) {
          expect(result).toBeGreaterThanOrEqual(0);
          if (own !== null) expect(result).toBeLessThanOrEqual(own);
          for (const remaining of remainders) expect(result).toBeLessThanOrEqual(remaining);
        }
        // INACTIVE limits never change anything.
        const active = limits.filter((entry) => entry.status === 'ACTIVE');
        expect(capAvailability(own, active)).toBe(result);
      }),
    );
  });

  it('property: more sales under a limit never raise availability', () => {
    const count = fc.integer({ min: 0, max: 10_000 });
    fc.assert(
      fc.property(count, fc.integer({ min: 1, max: 10_000 }), count, count, (own, capacity, used, more) => {
        const before = capAvailability(own, [limit({ capacity, used })])!;
        const after = capAvailability(own, [limit({ capacity, used: used + more })])!;
        expect(after).toBeLessThanOrEqual(before);
      }),
    );
  });
});

describe('products under capacity assignments', () => {
  it('caps each price and the product, which tiers share', () => {
    const tiered = product({
      type: 'TIERED',
      prices: [
        price({ initial_quantity_available: 100, quantity_sold: 40 }),
        price({ initial_quantity_available: 200, quantity_sold: 10 }),
      ],
      capacity_limits: [limit({ capacity: 100, used: 50 })],
    });
    expect(priceQuantityAvailable(tiered.prices[0]!, tiered)).toBe(50);
    expect(priceQuantityAvailable(tiered.prices[1]!, tiered)).toBe(50);
    // Without the product, a price reports its own stock only.
    expect(priceQuantityAvailable(tiered.prices[1]!)).toBe(190);
    // 60 + 190 of its own, but only 50 seats are left in the shared capacity.
    expect(productQuantityAvailable(tiered)).toBe(50);
    expect(isProductSoldOut(tiered)).toBe(false);
  });

  it('makes an unlimited product limited', () => {
    const open = product({ capacity_limits: [limit({ capacity: 300, used: 120 })] });
    expect(productQuantityAvailable(open)).toBe(180);
    expect(productQuantityAvailable({ prices: open.prices })).toBeNull();
  });

  it('sells a product out when a shared capacity is full, whatever its own stock', () => {
    const full = product({
      prices: [price({ initial_quantity_available: 100, quantity_sold: 10 })],
      capacity_limits: [limit({ capacity: 50, used: 40, reserved: 10 }), limit({ capacity: null })],
    });
    expect(productQuantityAvailable(full)).toBe(0);
    expect(isPriceSoldOut(full.prices[0]!, full)).toBe(true);
    expect(isProductSoldOut(full)).toBe(true);
    expect(priceSalesStatus(full, full.prices[0]!, NOW)).toBe('SOLD_OUT');
    expect(productSalesStatus(full, NOW)).toBe('SOLD_OUT');
    expect(
      isProductVisibleToPublic({ ...full, hide_when_sold_out: true }, { now: NOW, hasValidPromoUnlock: false }),
    ).toBe(false);
    // Deactivating the assignment puts it back on sale.
    const inactive = { ...full, capacity_limits: [limit({ status: 'INACTIVE', capacity: 50, used: 50 })] };
    expect(productQuantityAvailable(inactive)).toBe(90);
    expect(productSalesStatus(inactive, NOW)).toBe('ON_SALE');
  });

  it('property: a product never offers more than its own stock or any ACTIVE assignment allows', () => {
    const count = fc.integer({ min: 0, max: 5000 });
    const arbitraryPrice = fc.record({
      price: fc.constant(1000),
      initial_quantity_available: fc.option(count, { nil: null }),
      quantity_sold: count,
      quantity_reserved: count,
      is_hidden: fc.constant(false),
    });
    const arbitraryLimit = fc.record({
      status: fc.constantFrom('ACTIVE' as const, 'INACTIVE' as const),
      capacity: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
      used: count,
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryPrice, { minLength: 1, maxLength: 4 }),
        fc.array(arbitraryLimit, { maxLength: 4 }),
        (prices, limits) => {
          const subject = product({ type: 'TIERED', prices, capacity_limits: limits });
          const available = productQuantityAvailable(subject);
          const own = productQuantityAvailable({ prices });
          for (const entry of limits) {
            const remaining = capacityRemaining(entry);
            if (remaining !== null) expect(available).not.toBeNull();
            if (remaining !== null) expect(available!).toBeLessThanOrEqual(remaining);
          }
          if (own !== null) expect(available!).toBeLessThanOrEqual(own);
          for (const entry of prices) {
            const perPrice = priceQuantityAvailable(entry, subject);
            const ownPerPrice = priceQuantityAvailable(entry);
            if (perPrice !== null && ownPerPrice !== null) expect(perPrice).toBeLessThanOrEqual(ownPerPrice);
          }
          expect(isProductSoldOut(subject)).toBe(prices.every((entry) => isPriceSoldOut(entry, subject)));
          if (available === 0) expect(isProductSoldOut(subject)).toBe(true);
        },
      ),
    );
  });
});

describe('capacityPercentageUsed', () => {
  it('rounds half-up to 2 decimals, null when unlimited', () => {
    expect(capacityPercentageUsed({ capacity: 500, used: 0 })).toBe(0);
    expect(capacityPercentageUsed({ capacity: 500, used: 125 })).toBe(25);
    expect(capacityPercentageUsed({ capacity: 3, used: 1 })).toBe(33.33);
    expect(capacityPercentageUsed({ capacity: 3, used: 2 })).toBe(66.67);
    expect(capacityPercentageUsed({ capacity: 8, used: 1 })).toBe(12.5);
    // 1 / 20 000 = 0.005 % → 0.01 (half-up); 1 / 40 000 = 0.0025 % → 0.
    expect(capacityPercentageUsed({ capacity: 20_000, used: 1 })).toBe(0.01);
    expect(capacityPercentageUsed({ capacity: 40_000, used: 1 })).toBe(0);
    expect(capacityPercentageUsed({ capacity: 10, used: 12 })).toBe(120);
    expect(capacityPercentageUsed({ capacity: null, used: 40 })).toBeNull();
    expect(() => capacityPercentageUsed({ capacity: 0, used: 0 })).toThrow(RangeError);
  });

  it('property: equals used ÷ capacity × 100 within half a hundredth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 2_000_000 }), (capacity, used) => {
        const percentage = capacityPercentageUsed({ capacity, used })!;
        expect(Math.abs(percentage - (used / capacity) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Number.isInteger(Math.round(percentage * 100))).toBe(true);
        expect(Math.abs(percentage * 100 - Math.round(percentage * 100))).toBeLessThan(1e-6);
      }),
    );
  });
});
