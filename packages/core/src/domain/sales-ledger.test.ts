import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLine } from './pricing';
import {
  cancellationRefundAdjustment,
  cashAmounts,
  negateAmounts,
  refundAmounts,
  saleAmounts,
  splitProportionally,
  type TLedgerAmounts,
  type TLedgerLineSource,
} from './sales-ledger';

/**
 * The ledger's reconciliation (issue 27 point 6): for any order history, what its rows add up to equals what the
 * order keeps by the dashboards' rule (decision 121): placed orders keep gross − refunded, with taxes and fees less
 * round(x × refunded / gross) each; cancelled orders keep no revenue. Cash is what was paid less what was refunded.
 */

const VAT = {
  id: 'vat',
  name: 'VAT',
  type: 'TAX' as const,
  calculation: 'PERCENTAGE' as const,
  rateMilliPercent: 21_000,
};
const LOW = {
  id: 'low',
  name: 'VAT',
  type: 'TAX' as const,
  calculation: 'PERCENTAGE' as const,
  rateMilliPercent: 9_000,
};
const FEE = { id: 'fee', name: 'Service', type: 'FEE' as const, calculation: 'FIXED' as const, amount: 100 };
const PCT_FEE = {
  id: 'pfee',
  name: 'Booking',
  type: 'FEE' as const,
  calculation: 'PERCENTAGE' as const,
  rateMilliPercent: 2_500,
};

const arbitraryLine = fc.record({
  price: fc.integer({ min: 0, max: 500_000 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  discount: fc.integer({ min: 0, max: 100 }),
  additions: fc.subarray([VAT, LOW, FEE, PCT_FEE]),
});

type TArbitraryValue<A> = A extends fc.Arbitrary<infer T> ? T : never;

function toLine(input: TArbitraryValue<typeof arbitraryLine>, index: number): TLedgerLineSource {
  const totals = calculateLine({
    unitPrice: input.price,
    quantity: input.quantity,
    discount: { type: 'PERCENTAGE', rateMilliPercent: input.discount * 1000 },
    additions: input.additions,
  });
  return {
    id: `line-${index}`,
    quantity: totals.quantity,
    price_per_unit: totals.unitPrice,
    price_before_discount: totals.unitPriceBeforeDiscount,
    taxes_and_fees: totals.additions.map((addition) => ({
      tax_or_fee_id: addition.id,
      name: addition.name,
      type: addition.type,
      calculation: addition.calculation,
      rate: addition.rateMilliPercent,
      amount: addition.total,
    })),
  };
}

const add = (rows: readonly TLedgerAmounts[], pick: (row: TLedgerAmounts) => number) =>
  rows.reduce((sum, row) => sum + pick(row), 0);
const share = (part: number, refunded: number, gross: number) =>
  gross === 0 ? 0 : Math.round((part * refunded) / gross);

describe('sales ledger arithmetic', () => {
  it('splits an amount in proportion, exactly', () => {
    expect(splitProportionally(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(splitProportionally(7, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(100_000), { minLength: 1 }),
        (total, weights) => {
          const parts = splitProportionally(total, weights);
          const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
          expect(parts.reduce((sum, part) => sum + part, 0)).toBe(weightSum === 0 ? 0 : total);
        },
      ),
    );
  });

  it('a sale row adds up: subtotal − discount = net, net + fee + tax = gross, and its entries are its tax and fee', () => {
    fc.assert(
      fc.property(arbitraryLine, (input) => {
        const row = saleAmounts(toLine(input, 0));
        expect(row.subtotal - row.discount).toBe(row.net);
        expect(row.net + row.fee + row.tax).toBe(row.gross);
        const entries = (type: 'TAX' | 'FEE') =>
          row.taxes_and_fees.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.amount, 0);
        expect(entries('TAX')).toBe(row.tax);
        expect(entries('FEE')).toBe(row.fee);
      }),
    );
  });

  it('reconciles with the order for any history of payment, refunds and cancellation', () => {
    const history = fc.record({
      lines: fc.array(arbitraryLine, { minLength: 1, maxLength: 4 }),
      paid: fc.boolean(),
      refundParts: fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 4 }),
      /** Where the cancellation falls among the refunds (-1: never cancelled). */
      cancelAt: fc.integer({ min: -1, max: 4 }),
    });
    fc.assert(
      fc.property(history, ({ lines: inputs, paid, refundParts, cancelAt }) => {
        const lines = inputs.map(toLine);
        const sales = lines.map(saleAmounts);
        const gross = add(sales, (row) => row.gross);
        const tax = add(sales, (row) => row.tax);
        const fee = add(sales, (row) => row.fee);
        const rows: TLedgerAmounts[] = [...sales];
        if (paid) rows.push(cashAmounts(gross));
        // Refunds only of what was paid, each a share of what is left (in thousandths).
        let refunded = 0;
        let cancelled = false;
        const cancel = () => {
          rows.push(...sales.map(negateAmounts), cancellationRefundAdjustment(lines, refunded));
          cancelled = true;
        };
        refundParts.forEach((part, index) => {
          if (index === cancelAt) cancel();
          const amount = paid ? Math.floor(((gross - refunded) * part) / 1000) : 0;
          if (amount <= 0) return;
          rows.push(refundAmounts({ lines, refundedBefore: refunded, amount, orderCancelled: cancelled }));
          refunded += amount;
        });
        if (cancelAt >= refundParts.length && !cancelled) cancel();

        const revenue = add(rows, (row) => row.gross);
        expect(add(rows, (row) => row.net + row.fee + row.tax)).toBe(revenue);
        expect(add(rows, (row) => row.cash)).toBe((paid ? gross : 0) - refunded);
        if (cancelled) {
          expect([revenue, add(rows, (row) => row.tax), add(rows, (row) => row.fee)]).toEqual([0, 0, 0]);
          expect(add(rows, (row) => row.quantity)).toBe(0);
        } else {
          expect(revenue).toBe(gross - refunded);
          expect(add(rows, (row) => row.tax)).toBe(tax - share(tax, refunded, gross));
          expect(add(rows, (row) => row.fee)).toBe(fee - share(fee, refunded, gross));
        }
        for (const row of rows) {
          const entries = row.taxes_and_fees.reduce((sum, entry) => sum + entry.amount, 0);
          expect(entries).toBe(row.tax + row.fee);
        }
      }),
      { numRuns: 500 },
    );
  });
});
