import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPercentage, calculateLine, calculateOrder, discountedUnitPrice, type TPriceAddition } from './pricing';

const vat21: TPriceAddition = {
  id: 'vat',
  name: 'VAT',
  type: 'TAX',
  calculation: 'PERCENTAGE',
  rateMilliPercent: 21_000,
};
const booking: TPriceAddition = { id: 'fee', name: 'Booking fee', type: 'FEE', calculation: 'FIXED', amount: 150 };
const service: TPriceAddition = {
  id: 'svc',
  name: 'Service',
  type: 'FEE',
  calculation: 'PERCENTAGE',
  rateMilliPercent: 2_500,
};

describe('applyPercentage', () => {
  it('rounds half up in minor units', () => {
    expect(applyPercentage(1000, 21_000)).toBe(210);
    expect(applyPercentage(1, 50_000)).toBe(1);
    expect(applyPercentage(999, 8_875)).toBe(89);
    expect(applyPercentage(0, 21_000)).toBe(0);
  });

  it('stays exact beyond 2^53', () => {
    expect(applyPercentage(900_000_000_000_000, 21_000)).toBe(189_000_000_000_000);
  });
});

describe('discountedUnitPrice', () => {
  it('applies fixed and percentage discounts, floored at zero', () => {
    expect(discountedUnitPrice(2000, { type: 'FIXED', amount: 500 })).toBe(1500);
    expect(discountedUnitPrice(2000, { type: 'FIXED', amount: 5000 })).toBe(0);
    expect(discountedUnitPrice(1999, { type: 'PERCENTAGE', rateMilliPercent: 10_000 })).toBe(1799);
    expect(discountedUnitPrice(2000, { type: 'PERCENTAGE', rateMilliPercent: 150_000 })).toBe(0);
    expect(discountedUnitPrice(2000, { type: 'NONE' })).toBe(2000);
  });
});

describe('calculateLine', () => {
  it('charges fees on the discounted price and taxes on price plus fees', () => {
    const line = calculateLine({
      unitPrice: 2000,
      quantity: 3,
      discount: { type: 'FIXED', amount: 500 },
      additions: [vat21, booking, service],
    });
    // P = 1500; fees = 150 + 37.5→38 = 188; tax = 21 % of 1688 = 354.48→354
    expect(line).toMatchObject({
      unitPrice: 1500,
      unitDiscount: 500,
      unitFee: 188,
      unitTax: 354,
      unitGross: 2042,
      totalBeforeDiscount: 6000,
      totalDiscount: 1500,
      totalBeforeAdditions: 4500,
      totalFee: 564,
      totalTax: 1062,
      totalGross: 6126,
    });
    expect(line.additions.map((addition) => [addition.id, addition.unitValue, addition.total])).toEqual([
      ['fee', 150, 450],
      ['svc', 38, 114],
      ['vat', 354, 1062],
    ]);
  });

  it('charges no tax or fee on a free unit', () => {
    const line = calculateLine({ unitPrice: 0, quantity: 2, additions: [vat21, booking] });
    expect(line).toMatchObject({ totalFee: 0, totalTax: 0, totalGross: 0 });
    const discountedToZero = calculateLine({
      unitPrice: 1000,
      quantity: 1,
      discount: { type: 'FIXED', amount: 1000 },
      additions: [booking],
    });
    expect(discountedToZero.totalGross).toBe(0);
  });

  it('refuses negative or fractional inputs', () => {
    expect(() => calculateLine({ unitPrice: -1, quantity: 1 })).toThrow(RangeError);
    expect(() => calculateLine({ unitPrice: 10.5, quantity: 1 })).toThrow(RangeError);
    expect(() => calculateLine({ unitPrice: 10, quantity: -2 })).toThrow(RangeError);
  });
});

const arbitraryAddition = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd'),
  name: fc.string(),
  type: fc.constantFrom('TAX' as const, 'FEE' as const),
  calculation: fc.constantFrom('PERCENTAGE' as const, 'FIXED' as const),
  rateMilliPercent: fc.integer({ min: 0, max: 100_000 }),
  amount: fc.integer({ min: 0, max: 100_000 }),
});
const arbitraryDiscount = fc.oneof(
  fc.constant({ type: 'NONE' as const }),
  fc.record({ type: fc.constant('FIXED' as const), amount: fc.integer({ min: 0, max: 2_000_000 }) }),
  fc.record({ type: fc.constant('PERCENTAGE' as const), rateMilliPercent: fc.integer({ min: 0, max: 100_000 }) }),
);
const arbitraryLine = fc.record({
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 0, max: 100 }),
  discount: arbitraryDiscount,
  additions: fc.uniqueArray(arbitraryAddition, { selector: (addition) => addition.id, maxLength: 4 }),
});

describe('pricing properties', () => {
  it('never produces a negative total and the discount never exceeds the price', () => {
    fc.assert(
      fc.property(arbitraryLine, (input) => {
        const line = calculateLine(input);
        for (const value of [
          line.totalGross,
          line.totalTax,
          line.totalFee,
          line.totalBeforeAdditions,
          line.unitPrice,
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(line.unitDiscount).toBeLessThanOrEqual(input.unitPrice);
        expect(line.totalDiscount).toBeLessThanOrEqual(line.totalBeforeDiscount);
      }),
    );
  });

  it('adds up: gross = before additions + fees + taxes, and the rollup equals the line', () => {
    fc.assert(
      fc.property(arbitraryLine, (input) => {
        const line = calculateLine(input);
        expect(line.totalGross).toBe(line.totalBeforeAdditions + line.totalFee + line.totalTax);
        const rollup = (type: 'TAX' | 'FEE') =>
          line.additions.filter((a) => a.type === type).reduce((sum, a) => sum + a.total, 0);
        expect(rollup('FEE')).toBe(line.totalFee);
        expect(rollup('TAX')).toBe(line.totalTax);
      }),
    );
  });

  it('makes the order total the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 6 }), (inputs) => {
        const lines = inputs.map(calculateLine);
        const order = calculateOrder(lines);
        expect(order.totalGross).toBe(lines.reduce((sum, line) => sum + line.totalGross, 0));
        expect(order.totalGross).toBe(order.totalBeforeAdditions + order.totalFee + order.totalTax);
        expect(order.additions.reduce((sum, addition) => sum + addition.total, 0)).toBe(
          order.totalFee + order.totalTax,
        );
      }),
    );
  });
});
