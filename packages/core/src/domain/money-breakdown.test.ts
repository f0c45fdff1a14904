import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  additionLabel,
  formatRatePercent,
  orderBreakdown,
  publicPriceDisplay,
  selectionBreakdown,
  selectionToOrderLines,
  storedTotalsBreakdown,
  type TMoneyBreakdown,
  type TSelectionLine,
} from './money-breakdown';
import { calculateLine, calculateOrder, type TDiscount, type TPriceAddition } from './pricing';
import { promoCodeDiscountFor } from './promo-codes';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Everything a surface shows must add up: line by line, and for the order. */
function expectAddsUp(breakdown: TMoneyBreakdown) {
  for (const line of breakdown.lines) {
    expect(line.subtotal - line.discount).toBe(line.net);
    expect(line.net + sum(line.fees.map((fee) => fee.amount)) + sum(line.taxes.map((tax) => tax.amount))).toBe(
      line.total,
    );
    expect(line.discount).toBeGreaterThanOrEqual(0);
  }
  expect(breakdown.subtotal - breakdown.discount).toBe(breakdown.net);
  expect(sum(breakdown.taxes.map((tax) => tax.amount))).toBe(breakdown.total_tax);
  expect(sum(breakdown.fees.map((fee) => fee.amount))).toBe(breakdown.total_fee);
  expect(breakdown.net + breakdown.total_fee + breakdown.total_tax).toBe(breakdown.total);
  expect(sum(breakdown.lines.map((line) => line.total))).toBe(breakdown.total);
}

const arbAddition: fc.Arbitrary<TPriceAddition> = fc.oneof(
  fc.record({
    id: fc.uuid(),
    name: fc.constantFrom('VAT', 'City tax', 'Service fee', 'Booking fee'),
    type: fc.constantFrom('TAX' as const, 'FEE' as const),
    calculation: fc.constant('PERCENTAGE' as const),
    rateMilliPercent: fc.integer({ min: 0, max: 50_000 }),
  }),
  fc.record({
    id: fc.uuid(),
    name: fc.constantFrom('Handling', 'Booking fee', 'Eco levy'),
    type: fc.constantFrom('TAX' as const, 'FEE' as const),
    calculation: fc.constant('FIXED' as const),
    amount: fc.integer({ min: 0, max: 5_000 }),
  }),
);

const arbDiscount: fc.Arbitrary<TDiscount> = fc.oneof(
  fc.constant({ type: 'NONE' as const }),
  fc.record({ type: fc.constant('PERCENTAGE' as const), rateMilliPercent: fc.integer({ min: 0, max: 100_000 }) }),
  fc.record({ type: fc.constant('FIXED' as const), amount: fc.integer({ min: 0, max: 20_000 }) }),
);

/** A product of a random catalogue: paid, a tier, a donation (the buyer's amount) or free. */
const arbLine: fc.Arbitrary<TSelectionLine> = fc.record({
  key: fc.uuid(),
  name: fc.constantFrom('General admission', 'VIP - Early bird', 'Donation', 'Free entry', 'T-shirt'),
  unitPrice: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000 })),
  quantity: fc.integer({ min: 1, max: 25 }),
  discount: arbDiscount,
  // The catalogue's taxes and fees are shared: the same id appears on several lines.
  additions: fc.array(arbAddition, { maxLength: 4 }),
});

describe('orderBreakdown', () => {
  it('adds up exactly, line by line and for the order, over random catalogues', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const breakdown = selectionBreakdown(lines);
        expectAddsUp(breakdown);
      }),
      { numRuns: 500 },
    );
  });

  it('totals what the order stores (calculateOrder, the server’s figures)', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { minLength: 1, maxLength: 8 }), (lines) => {
        const stored = calculateOrder(lines.map((line) => calculateLine(line)));
        const breakdown = orderBreakdown(selectionToOrderLines(lines));
        expect(breakdown.total).toBe(stored.totalGross);
        expect(breakdown.net).toBe(stored.totalBeforeAdditions);
        expect(breakdown.discount).toBe(stored.totalDiscount);
        expect(breakdown.subtotal).toBe(stored.totalBeforeDiscount);
        expect(breakdown.total_tax).toBe(stored.totalTax);
        expect(breakdown.total_fee).toBe(stored.totalFee);
        // The surfaces that read order rows only get the same parts.
        expect(
          storedTotalsBreakdown({
            total_before_additions: stored.totalBeforeAdditions,
            total_discount: stored.totalDiscount,
            total_fee: stored.totalFee,
            total_tax: stored.totalTax,
            total_gross: stored.totalGross,
          }),
        ).toEqual({
          subtotal: breakdown.subtotal,
          discount: breakdown.discount,
          net: breakdown.net,
          total_fee: breakdown.total_fee,
          total_tax: breakdown.total_tax,
          total: breakdown.total,
        });
      }),
      { numRuns: 500 },
    );
  });

  it('shares taxes across lines, with the same catalogue of taxes and fees on every product', () => {
    fc.assert(
      fc.property(
        fc.array(arbAddition, { maxLength: 4 }),
        fc.array(arbLine, { minLength: 1, maxLength: 6 }),
        (additions, lines) => {
          const breakdown = selectionBreakdown(lines.map((line) => ({ ...line, additions })));
          expectAddsUp(breakdown);
          const names = breakdown.taxes.map((tax) => `${tax.name}|${tax.rate_percent}|${tax.calculation}`);
          expect(new Set(names).size).toBe(names.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('breaks down the order of issue 23: a 20 % promo code, 6 % VAT and a fixed fee', () => {
    const vat: TPriceAddition = {
      id: 'vat',
      name: 'VAT',
      type: 'TAX',
      calculation: 'PERCENTAGE',
      rateMilliPercent: 6_000,
    };
    const fee: TPriceAddition = { id: 'fee', name: 'Booking fee', type: 'FEE', calculation: 'FIXED', amount: 100 };
    const promo = {
      applies_to_all_products: true,
      applicable_product_ids: [],
      discount_type: 'PERCENTAGE' as const,
      discount: 20,
    };
    const breakdown = selectionBreakdown([
      {
        key: 'tier',
        name: 'Concert - Early bird',
        unitPrice: 2_500,
        quantity: 2,
        discount: promoCodeDiscountFor(promo, { id: 'p1', type: 'TIERED' }),
        additions: [vat, fee],
      },
      {
        key: 'free',
        name: 'Workshop',
        unitPrice: 0,
        quantity: 1,
        discount: promoCodeDiscountFor(promo, { id: 'p2', type: 'FREE' }),
        additions: [vat, fee],
      },
      {
        key: 'addon',
        name: 'Poster',
        unitPrice: 1_000,
        quantity: 1,
        discount: promoCodeDiscountFor(promo, { id: 'p3', type: 'PAID' }),
        additions: [vat, fee],
      },
    ]);
    expectAddsUp(breakdown);
    expect(breakdown.subtotal).toBe(6_000);
    expect(breakdown.discount).toBe(1_200);
    expect(breakdown.net).toBe(4_800);
    // Fees on the discounted price, taxes on price + fee; the free line gets neither.
    expect(breakdown.fees).toEqual([expect.objectContaining({ name: 'Booking fee', rate_percent: null, amount: 300 })]);
    expect(breakdown.taxes).toEqual([expect.objectContaining({ name: 'VAT', rate_percent: 6, amount: 306 })]);
    expect(breakdown.total).toBe(5_406);
    expect(breakdown.lines[1]).toMatchObject({ total: 0, taxes: [], fees: [] });
  });

  it('groups one tax at two rates apart, and keeps a line without a discount at its price', () => {
    const breakdown = orderBreakdown([
      {
        item_name: 'A',
        quantity: 1,
        price_per_unit: 1_000,
        price_before_discount: null,
        taxes_and_fees: [
          { tax_or_fee_id: 'a', name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 6_000, amount: 60 },
        ],
      },
      {
        item_name: 'B',
        quantity: 2,
        price_per_unit: 1_000,
        taxes_and_fees: [
          { tax_or_fee_id: 'b', name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 21_000, amount: 420 },
        ],
      },
    ]);
    expectAddsUp(breakdown);
    expect(breakdown.discount).toBe(0);
    expect(breakdown.taxes.map((tax) => [tax.rate_percent, tax.amount])).toEqual([
      [6, 60],
      [21, 420],
    ]);
  });
});

describe('rate labels', () => {
  it('reads a stored rate as a percentage in the viewer’s locale', () => {
    expect(formatRatePercent(6, 'en')).toBe('6%');
    expect(formatRatePercent(7.5, 'en')).toBe('7.5%');
    expect(formatRatePercent(7.5, 'de')).toMatch(/^7,5\s%$/);
    expect(additionLabel({ name: 'VAT', rate_percent: 6 }, 'en')).toBe('VAT (6%)');
    expect(additionLabel({ name: 'Booking fee', rate_percent: null }, 'en')).toBe('Booking fee');
  });
});

describe('publicPriceDisplay', () => {
  const price = {
    price: 2_000,
    price_before_discount: 2_500,
    price_including_taxes_and_fees: 2_120,
    price_before_discount_including_taxes_and_fees: 2_650,
    discount: 500,
  };

  it('strikes through the original on the same basis as the price shown', () => {
    expect(publicPriceDisplay(price, 'INCLUSIVE')).toEqual({ amount: 2_120, original: 2_650 });
    expect(publicPriceDisplay(price, 'EXCLUSIVE')).toEqual({ amount: 2_000, original: 2_500 });
  });

  it('shows no original without a discount', () => {
    const plain = { ...price, price: 2_500, price_including_taxes_and_fees: 2_650, discount: 0 };
    expect(publicPriceDisplay(plain, 'INCLUSIVE')).toEqual({ amount: 2_650, original: null });
  });
});
