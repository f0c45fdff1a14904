import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PRICE_TYPES } from '../contracts/products';
import { normalisePromoCode, ZCreatePromoCode, promoCodeShapeProblems } from '../contracts/promo-codes';
import { calculateLine } from './pricing';
import {
  isPromoCodeApplicable,
  isPromoCodeUsedUp,
  isPromoCodeValid,
  percentToMilliPercent,
  promoCodeDiscountFor,
  promoCodeUnavailability,
  promoCodeUnlocks,
  type TPromoDiscountInput,
} from './promo-codes';

const NOW = new Date('2026-06-15T12:00:00Z');
const PRODUCT = '7a1c1e5e-0000-4000-8000-000000000001';
const OTHER = '7a1c1e5e-0000-4000-8000-000000000002';

const promo = (overrides: Partial<TPromoDiscountInput> = {}): TPromoDiscountInput => ({
  discount_type: 'PERCENTAGE',
  discount: 10,
  applicable_product_ids: [],
  applies_to_all_products: true,
  ...overrides,
});

describe('isPromoCodeValid', () => {
  const usage = { expiry_date: null, max_allowed_usages: null, live_usage_count: 0 };

  it('is valid until the expiry instant', () => {
    expect(isPromoCodeValid(usage, NOW)).toBe(true);
    expect(isPromoCodeValid({ ...usage, expiry_date: '2026-06-15T12:00:01Z' }, NOW)).toBe(true);
    expect(isPromoCodeValid({ ...usage, expiry_date: '2026-06-15T12:00:00Z' }, NOW)).toBe(false);
    expect(isPromoCodeValid({ ...usage, expiry_date: new Date('2026-06-15T13:00:00+02:00') }, NOW)).toBe(false);
  });

  it('is valid while fewer live orders than allowed hold a use of it', () => {
    expect(isPromoCodeValid({ ...usage, max_allowed_usages: 3, live_usage_count: 2 }, NOW)).toBe(true);
    expect(isPromoCodeValid({ ...usage, max_allowed_usages: 3, live_usage_count: 3 }, NOW)).toBe(false);
    expect(isPromoCodeValid({ ...usage, max_allowed_usages: null, live_usage_count: 10_000 }, NOW)).toBe(true);
  });

  it('is used up at the limit, also when the limit was lowered below the live uses', () => {
    expect(isPromoCodeUsedUp({ max_allowed_usages: 1, live_usage_count: 0 })).toBe(false);
    expect(isPromoCodeUsedUp({ max_allowed_usages: 1, live_usage_count: 1 })).toBe(true);
    expect(isPromoCodeUsedUp({ max_allowed_usages: 2, live_usage_count: 5 })).toBe(true);
    expect(isPromoCodeUsedUp({ max_allowed_usages: null, live_usage_count: 5 })).toBe(false);
  });

  it('says why a code is unusable, expiry first', () => {
    expect(promoCodeUnavailability(usage, NOW)).toBeNull();
    expect(promoCodeUnavailability({ ...usage, max_allowed_usages: 2, live_usage_count: 2 }, NOW)).toBe('USED_UP');
    expect(
      promoCodeUnavailability({ expiry_date: '2026-06-15T11:00:00Z', max_allowed_usages: 2, live_usage_count: 2 }, NOW),
    ).toBe('EXPIRED');
  });
});

describe('applicability and unlocking', () => {
  it('covers every product when saved without a list, else the listed ones', () => {
    expect(isPromoCodeApplicable(promo(), PRODUCT)).toBe(true);
    const scoped = promo({ applies_to_all_products: false, applicable_product_ids: [PRODUCT] });
    expect(isPromoCodeApplicable(scoped, PRODUCT)).toBe(true);
    expect(isPromoCodeApplicable(scoped, OTHER)).toBe(false);
    // Limited to products that were all deleted: covers nothing, rather than silently everything.
    expect(isPromoCodeApplicable(promo({ applies_to_all_products: false }), PRODUCT)).toBe(false);
  });

  it('unlocks only when valid and applicable', () => {
    const base = { ...promo(), expiry_date: null, max_allowed_usages: 1, live_usage_count: 0 };
    expect(promoCodeUnlocks(base, PRODUCT, NOW)).toBe(true);
    expect(promoCodeUnlocks({ ...base, live_usage_count: 1 }, PRODUCT, NOW)).toBe(false);
    expect(
      promoCodeUnlocks({ ...base, applies_to_all_products: false, applicable_product_ids: [OTHER] }, PRODUCT, NOW),
    ).toBe(false);
  });
});

describe('promoCodeDiscountFor', () => {
  it('gives PAID and TIERED products the discount, in the units pricing uses', () => {
    expect(promoCodeDiscountFor(promo({ discount: 12.5 }), { id: PRODUCT, type: 'PAID' })).toEqual({
      type: 'PERCENTAGE',
      rateMilliPercent: 12_500,
    });
    expect(
      promoCodeDiscountFor(promo({ discount_type: 'FIXED', discount: 500 }), { id: PRODUCT, type: 'TIERED' }),
    ).toEqual({ type: 'FIXED', amount: 500 });
  });

  it('gives nothing to FREE and DONATION products, to products it does not cover, and for NONE codes', () => {
    expect(promoCodeDiscountFor(promo(), { id: PRODUCT, type: 'FREE' })).toEqual({ type: 'NONE' });
    expect(promoCodeDiscountFor(promo(), { id: PRODUCT, type: 'DONATION' })).toEqual({ type: 'NONE' });
    expect(promoCodeDiscountFor(promo({ discount_type: 'NONE', discount: 0 }), { id: PRODUCT, type: 'PAID' })).toEqual({
      type: 'NONE',
    });
    const scoped = promo({ applies_to_all_products: false, applicable_product_ids: [OTHER] });
    expect(promoCodeDiscountFor(scoped, { id: PRODUCT, type: 'PAID' })).toEqual({ type: 'NONE' });
  });

  it('hand-computed lines: 12.5 % off 25.00 takes 3.13 (half-up), leaving 21.87; 5.00 off 3.00 is 0', () => {
    const percent = promoCodeDiscountFor(promo({ discount: 12.5 }), { id: PRODUCT, type: 'PAID' });
    expect(calculateLine({ unitPrice: 2500, quantity: 2, discount: percent })).toMatchObject({
      unitPrice: 2187,
      totalBeforeAdditions: 4374,
    });
    const fixed = promoCodeDiscountFor(promo({ discount_type: 'FIXED', discount: 500 }), { id: PRODUCT, type: 'PAID' });
    expect(calculateLine({ unitPrice: 300, quantity: 1, discount: fixed })).toMatchObject({ unitPrice: 0 });
  });

  it('property: the discounted unit price stays within [0, price] for every type and valid discount', () => {
    const discountInput = fc.oneof(
      fc.record({
        discount_type: fc.constant('PERCENTAGE' as const),
        discount: fc.integer({ min: 1, max: 10_000 }).map((hundredths) => hundredths / 100),
      }),
      fc.record({ discount_type: fc.constant('FIXED' as const), discount: fc.integer({ min: 1, max: 1_000_000 }) }),
      fc.record({ discount_type: fc.constant('NONE' as const), discount: fc.constant(0) }),
    );
    fc.assert(
      fc.property(
        discountInput,
        fc.constantFrom(...PRODUCT_PRICE_TYPES),
        fc.integer({ min: 0, max: 10_000_000 }),
        (input, type, unitPrice) => {
          expect(promoCodeShapeProblems(input)).toEqual([]);
          const discount = promoCodeDiscountFor(promo(input), { id: PRODUCT, type });
          const line = calculateLine({ unitPrice, quantity: 1, discount });
          expect(line.unitPrice).toBeGreaterThanOrEqual(0);
          expect(line.unitPrice).toBeLessThanOrEqual(unitPrice);
          if (type === 'FREE' || type === 'DONATION' || input.discount_type === 'NONE') {
            expect(line.unitPrice).toBe(unitPrice);
          }
        },
      ),
    );
  });

  it('converts 2-decimal percentages exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        expect(percentToMilliPercent(hundredths / 100)).toBe(hundredths * 10);
      }),
    );
  });
});

describe('promo code bodies', () => {
  const parse = (body: Record<string, unknown>) => ZCreatePromoCode.safeParse(body);
  const problemPaths = (body: Record<string, unknown>) => {
    const result = parse(body);
    return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort();
  };

  it('keeps codes as typed, trimmed; they are compared in their folded form', () => {
    const result = parse({ code: '  Summer-25 ', discount_type: 'NONE' });
    expect(result.success && result.data.code).toBe('Summer-25');
    expect(parse({ code: 'ÉTÉ_2026', discount_type: 'NONE' }).data?.code).toBe('ÉTÉ_2026');
    expect(normalisePromoCode(' ÉTÉ_2026 ')).toBe('été_2026');
    expect(normalisePromoCode('QUAY20')).toBe(normalisePromoCode('quay20'));
  });

  it('refuses short, long, spaced or URL-unsafe codes', () => {
    for (const code of ['a', 'x'.repeat(51), 'two words', 'a/b', 'save%', 'ab?c']) {
      expect(problemPaths({ code, discount_type: 'NONE' }), code).toEqual(['code']);
    }
  });

  it('checks the discount against its type', () => {
    expect(problemPaths({ code: 'ok', discount_type: 'PERCENTAGE', discount: 12.5 })).toEqual([]);
    expect(problemPaths({ code: 'ok', discount_type: 'PERCENTAGE', discount: 100 })).toEqual([]);
    expect(problemPaths({ code: 'ok', discount_type: 'PERCENTAGE', discount: 100.01 })).toEqual(['discount']);
    expect(problemPaths({ code: 'ok', discount_type: 'PERCENTAGE', discount: 12.345 })).toEqual(['discount']);
    expect(problemPaths({ code: 'ok', discount_type: 'PERCENTAGE' })).toEqual(['discount']);
    expect(problemPaths({ code: 'ok', discount_type: 'FIXED', discount: 500 })).toEqual([]);
    expect(problemPaths({ code: 'ok', discount_type: 'FIXED', discount: 5.5 })).toEqual(['discount']);
    expect(problemPaths({ code: 'ok', discount_type: 'FIXED', discount: 0 })).toEqual(['discount']);
    expect(problemPaths({ code: 'ok', discount_type: 'NONE', discount: 0 })).toEqual([]);
    expect(problemPaths({ code: 'ok', discount_type: 'NONE', discount: 5 })).toEqual(['discount']);
    expect(problemPaths({ code: 'ok', discount_type: 'FIXED', discount: -1 })).toEqual(['discount']);
  });

  it('bounds usages and needs an offset on the expiry', () => {
    expect(problemPaths({ code: 'ok', discount_type: 'NONE', max_allowed_usages: 0 })).toEqual(['max_allowed_usages']);
    expect(problemPaths({ code: 'ok', discount_type: 'NONE', max_allowed_usages: 10_000_000 })).toEqual([
      'max_allowed_usages',
    ]);
    expect(problemPaths({ code: 'ok', discount_type: 'NONE', expiry_date: '2026-07-01T00:00:00' })).toEqual([
      'expiry_date',
    ]);
    expect(problemPaths({ code: 'ok', discount_type: 'NONE', expiry_date: '2026-07-01T00:00:00+02:00' })).toEqual([]);
  });
});
