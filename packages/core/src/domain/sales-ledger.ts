/**
 * The sales ledger's arithmetic (docs/decisions/151-sales-ledger.md): what each money movement of an order adds to
 * the ledger, as signed integer minor units. Pure, so the server's consumer, its backfill and the property tests
 * share one definition.
 *
 * Revenue and cash are kept apart. A sale adds revenue (net, fees, taxes: gross); a cancellation takes the order's
 * remaining revenue back out; a refund returns cash, and also takes revenue out unless the order is already
 * cancelled (the cancellation took it). Payments and refunds are the cash side.
 */

export const LEDGER_MOVEMENTS = ['SALE', 'CANCELLATION', 'PAYMENT', 'REFUND'] as const;
export type TLedgerMovement = (typeof LEDGER_MOVEMENTS)[number];

/** A tax or fee of an order line, as stored on the line (`order_items.taxes_and_fees`). */
export type TLedgerAdditionSource = {
  tax_or_fee_id: string;
  name: string;
  type: 'TAX' | 'FEE';
  calculation: 'PERCENTAGE' | 'FIXED';
  rate: number | null;
  amount: number;
};

/** A tax or fee a ledger row moved: `amount` signed, `base` what it was charged on (signed alike). */
export type TLedgerAddition = TLedgerAdditionSource & { base: number };

export type TLedgerLineSource = {
  id: string;
  quantity: number;
  /** Per unit, after the discount. */
  price_per_unit: number;
  /** Per unit, before the discount. */
  price_before_discount: number;
  taxes_and_fees: readonly TLedgerAdditionSource[];
};

/** The money columns of a ledger row: revenue (subtotal − discount = net; net + fee + tax = gross) and cash. */
export type TLedgerAmounts = {
  quantity: number;
  subtotal: number;
  discount: number;
  net: number;
  fee: number;
  tax: number;
  gross: number;
  cash: number;
  taxes_and_fees: TLedgerAddition[];
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const ZERO: TLedgerAmounts = {
  quantity: 0,
  subtotal: 0,
  discount: 0,
  net: 0,
  fee: 0,
  tax: 0,
  gross: 0,
  cash: 0,
  taxes_and_fees: [],
};

/** A movement of cash alone (a payment). */
export const cashAmounts = (cash: number): TLedgerAmounts => ({ ...ZERO, cash });

/** What a line's sale adds: its units, and its revenue as charged. */
export function saleAmounts(line: TLedgerLineSource): TLedgerAmounts {
  const unitBefore = Math.max(line.price_per_unit, line.price_before_discount);
  const subtotal = unitBefore * line.quantity;
  const net = line.price_per_unit * line.quantity;
  const charged = line.taxes_and_fees.filter((entry) => entry.amount !== 0);
  const fee = sum(charged.filter((entry) => entry.type === 'FEE').map((entry) => entry.amount));
  const tax = sum(charged.filter((entry) => entry.type === 'TAX').map((entry) => entry.amount));
  // What each was computed on: fees on the price, taxes on the price and the fees (the pricing rule).
  const additions = charged.map((entry) => ({ ...entry, base: entry.type === 'TAX' ? net + fee : net }));
  return {
    ...ZERO,
    quantity: line.quantity,
    subtotal,
    discount: subtotal - net,
    net,
    fee,
    tax,
    gross: net + fee + tax,
    taxes_and_fees: additions,
  };
}

/** Minus, without a negative zero. */
const minus = (value: number) => (value === 0 ? 0 : -value);

/** Every field negated: what reverses a row. */
export function negateAmounts(amounts: TLedgerAmounts): TLedgerAmounts {
  return {
    quantity: minus(amounts.quantity),
    subtotal: minus(amounts.subtotal),
    discount: minus(amounts.discount),
    net: minus(amounts.net),
    fee: minus(amounts.fee),
    tax: minus(amounts.tax),
    gross: minus(amounts.gross),
    cash: minus(amounts.cash),
    taxes_and_fees: amounts.taxes_and_fees.map((entry) => ({
      ...entry,
      amount: minus(entry.amount),
      base: minus(entry.base),
    })),
  };
}

/** Half-up rounding of a non-negative ratio, as PostgreSQL's `round(numeric)` does (decision 121's per-order share). */
/** round(a × b / denominator), half up, for non-negative integers. */
function roundHalfUp(a: number, b: number, denominator: number): number {
  if (denominator === 0) return 0;
  // BigInt: a tax of millions of minor units times a refund of as many passes 2^53.
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** Splits `total` over `weights` in proportion, largest remainder first (ties: first come), so the parts sum exactly. */
export function splitProportionally(total: number, weights: readonly number[]): number[] {
  const weightSum = sum(weights);
  if (weightSum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / weightSum);
  const parts = exact.map((value) => Math.floor(value));
  let left = total - sum(parts);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

const additionKey = (entry: TLedgerAdditionSource) =>
  `${entry.type}|${entry.tax_or_fee_id}|${entry.name}|${entry.calculation}|${entry.rate ?? ''}`;

/** The order's taxes and fees merged across its lines (same tax or fee at the same rate), with the net they apply to. */
export function orderAdditions(lines: readonly TLedgerLineSource[]): TLedgerAddition[] {
  const merged = new Map<string, TLedgerAddition>();
  for (const line of lines)
    for (const entry of saleAmounts(line).taxes_and_fees) {
      const key = additionKey(entry);
      const existing = merged.get(key);
      if (existing) {
        existing.amount += entry.amount;
        existing.base += entry.base;
      } else merged.set(key, { ...entry });
    }
  return [...merged.values()];
}

/**
 * The part of the order's revenue that `refunded` (cumulative) has taken: the taxes' and the fees' shares are
 * round(total × refunded / gross) each, per order, as the dashboards compute them (decision 121), split over the
 * order's taxes (fees) in proportion; the net is the rest.
 */
function refundedShare(lines: readonly TLedgerLineSource[], refunded: number): TLedgerAmounts {
  const additions = orderAdditions(lines);
  const gross = sum(lines.map((line) => saleAmounts(line).gross));
  const share = (type: 'TAX' | 'FEE') => {
    const entries = additions.filter((entry) => entry.type === type);
    const total = roundHalfUp(sum(entries.map((entry) => entry.amount)), refunded, gross);
    const parts = splitProportionally(
      total,
      entries.map((entry) => entry.amount),
    );
    return entries.map((entry, index) => ({
      ...entry,
      amount: parts[index] ?? 0,
      base: roundHalfUp(entry.base, refunded, gross),
    }));
  };
  const fees = share('FEE');
  const taxes = share('TAX');
  const fee = sum(fees.map((entry) => entry.amount));
  const tax = sum(taxes.map((entry) => entry.amount));
  return {
    ...ZERO,
    net: refunded - fee - tax,
    subtotal: refunded - fee - tax,
    fee,
    tax,
    gross: refunded,
    taxes_and_fees: [...fees, ...taxes],
  };
}

/** The difference `after − before` of two shares, entry by entry. */
function shareDelta(after: TLedgerAmounts, before: TLedgerAmounts): TLedgerAmounts {
  const beforeByKey = new Map(before.taxes_and_fees.map((entry) => [additionKey(entry), entry]));
  return {
    ...ZERO,
    subtotal: after.subtotal - before.subtotal,
    net: after.net - before.net,
    fee: after.fee - before.fee,
    tax: after.tax - before.tax,
    gross: after.gross - before.gross,
    taxes_and_fees: after.taxes_and_fees
      .map((entry) => {
        const previous = beforeByKey.get(additionKey(entry));
        return {
          ...entry,
          amount: entry.amount - (previous?.amount ?? 0),
          base: entry.base - (previous?.base ?? 0),
        };
      })
      .filter((entry) => entry.amount !== 0 || entry.base !== 0),
  };
}

/**
 * A refund of `amount` after `refundedBefore` had been refunded: cash out, and, unless the order is already
 * cancelled, the same amount of revenue out, split into net, fees and taxes.
 */
export function refundAmounts(input: {
  lines: readonly TLedgerLineSource[];
  refundedBefore: number;
  amount: number;
  orderCancelled: boolean;
}): TLedgerAmounts {
  const cash = minus(input.amount);
  if (input.orderCancelled) return { ...ZERO, cash };
  const delta = shareDelta(
    refundedShare(input.lines, input.refundedBefore + input.amount),
    refundedShare(input.lines, input.refundedBefore),
  );
  return { ...negateAmounts(delta), cash };
}

/**
 * What a cancellation adds besides reversing every sale line: the revenue earlier refunds already took out comes
 * back, so that sale − cancellation − refunds leaves the order at exactly zero revenue.
 */
export function cancellationRefundAdjustment(lines: readonly TLedgerLineSource[], refunded: number): TLedgerAmounts {
  return refunded === 0 ? ZERO : refundedShare(lines, refunded);
}

/** Whether a row moves nothing (skipped, so that the ledger holds movements only). */
export const isEmptyMovement = (amounts: TLedgerAmounts) =>
  amounts.quantity === 0 &&
  amounts.gross === 0 &&
  amounts.cash === 0 &&
  amounts.net === 0 &&
  amounts.subtotal === 0 &&
  amounts.taxes_and_fees.length === 0;
