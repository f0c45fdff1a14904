import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  priceQuantityAvailable,
  productQuantityAvailable,
  type TCapacityLimit,
  type TCataloguePrice,
} from './catalogue';

/*
 * Availability as orders see it (docs/decisions/025-orders.md): initial − sold − live holds per price,
 * summed over tiers, capped by every ACTIVE capacity assignment (capacity − sold − held over its products).
 */

const price = (initial: number | null, sold: number, reserved: number): TCataloguePrice => ({
  price: 1000,
  initial_quantity_available: initial,
  quantity_sold: sold,
  quantity_reserved: reserved,
  is_hidden: false,
});

describe('availability with reservations, tiers and capacity assignments', () => {
  it('matches hand-computed cases', () => {
    // Own quantity: 100 − 30 sold − 5 held.
    expect(productQuantityAvailable({ prices: [price(100, 30, 5)] })).toBe(65);
    // Tiers add up: (50 − 10 − 2) + (20 − 20 − 0) + (10 − 0 − 3) = 38 + 0 + 7.
    expect(productQuantityAvailable({ prices: [price(50, 10, 2), price(20, 20, 0), price(10, 0, 3)] })).toBe(45);
    // An assignment of 40 with 25 sold and 6 held across its products leaves 9, below the product's own 65.
    const limits: TCapacityLimit[] = [{ status: 'ACTIVE', capacity: 40, used: 25, reserved: 6 }];
    expect(productQuantityAvailable({ prices: [price(100, 30, 5)], capacity_limits: limits })).toBe(9);
    expect(priceQuantityAvailable(price(100, 30, 5), { capacity_limits: limits })).toBe(9);
    // INACTIVE assignments limit nothing; an unlimited price is capped only by the assignment.
    expect(
      productQuantityAvailable({
        prices: [price(100, 30, 5)],
        capacity_limits: [{ status: 'INACTIVE', capacity: 1, used: 1, reserved: 0 }],
      }),
    ).toBe(65);
    expect(productQuantityAvailable({ prices: [price(null, 500, 9)], capacity_limits: limits })).toBe(9);
    // Holds beyond what is left never make availability negative.
    expect(productQuantityAvailable({ prices: [price(10, 8, 5)] })).toBe(0);
  });

  it('is the smallest of the tiers total and every active assignment, never negative, and falls as holds grow', () => {
    const count = fc.integer({ min: 0, max: 10_000 });
    const tier = fc.record({ initial: fc.option(count, { nil: null }), sold: count, reserved: count });
    const assignment = fc.record({
      status: fc.constantFrom('ACTIVE' as const, 'INACTIVE' as const),
      capacity: fc.option(count, { nil: null }),
      used: count,
      reserved: count,
    });
    fc.assert(
      fc.property(
        fc.array(tier, { minLength: 1, maxLength: 5 }),
        fc.array(assignment, { maxLength: 3 }),
        count,
        (tiers, limits, extra) => {
          const prices = tiers.map((entry) => price(entry.initial, entry.sold, entry.reserved));
          const available = productQuantityAvailable({ prices, capacity_limits: limits });
          const own = tiers.some((entry) => entry.initial === null)
            ? null
            : tiers.reduce((sum, entry) => sum + Math.max(0, entry.initial! - entry.sold - entry.reserved), 0);
          const caps = limits
            .filter((entry) => entry.status === 'ACTIVE' && entry.capacity !== null)
            .map((entry) => Math.max(0, entry.capacity! - entry.used - entry.reserved));
          const candidates = [...(own === null ? [] : [own]), ...caps];
          expect(available).toBe(candidates.length === 0 ? null : Math.min(...candidates));
          if (available !== null) expect(available).toBeGreaterThanOrEqual(0);
          // One more hold on the first tier never raises availability.
          const held = prices.map((entry, index) =>
            index === 0 ? { ...entry, quantity_reserved: entry.quantity_reserved! + extra } : entry,
          );
          const after = productQuantityAvailable({ prices: held, capacity_limits: limits });
          if (available !== null && after !== null) expect(after).toBeLessThanOrEqual(available);
        },
      ),
    );
  });
});
