/**
 * Line arithmetic of orders, in integer minor units (docs/decisions/005-money.md, 018-taxes-and-fees.md).
 * One pure function used by the server (to charge and store) and the SPA (to show): the price a buyer
 * sees is the price they pay.
 *
 * Per unit, for the discounted unit price P:
 *   fee F = Σ fees  (FIXED → amount; PERCENTAGE → P × rate, rounded half-up)
 *   tax T = Σ taxes on P + F  (taxes apply on top of fees)
 * A unit priced 0 gets no tax or fee. Each component is rounded per unit, then multiplied by the
 * quantity, so the rollup, the line and the order always add up exactly.
 */

/** Percentages are integer thousandths of a percent: 100 % = 100 000. */
export const PERCENT_SCALE = 100_000;

export type TPriceAddition = {
  id: string;
  name: string;
  type: 'TAX' | 'FEE';
  calculation: 'PERCENTAGE' | 'FIXED';
  /** PERCENTAGE: thousandths of a percent. */
  rateMilliPercent?: number | null;
  /** FIXED: minor units, in the line's currency. */
  amount?: number | null;
};

export type TDiscount =
  { type: 'NONE' } | { type: 'PERCENTAGE'; rateMilliPercent: number } | { type: 'FIXED'; amount: number };

export type TLineInput = {
  unitPrice: number;
  quantity: number;
  discount?: TDiscount;
  additions?: readonly TPriceAddition[];
};

export type TAdditionTotal = {
  id: string;
  name: string;
  type: 'TAX' | 'FEE';
  calculation: 'PERCENTAGE' | 'FIXED';
  rateMilliPercent: number | null;
  amount: number | null;
  /** What this tax or fee adds per unit and for the whole line. */
  unitValue: number;
  total: number;
};

export type TLineTotals = {
  quantity: number;
  unitPriceBeforeDiscount: number;
  unitPrice: number;
  unitDiscount: number;
  unitFee: number;
  unitTax: number;
  unitGross: number;
  totalBeforeDiscount: number;
  totalDiscount: number;
  totalBeforeAdditions: number;
  totalFee: number;
  totalTax: number;
  totalGross: number;
  additions: TAdditionTotal[];
};

export type TOrderTotals = {
  totalBeforeDiscount: number;
  totalDiscount: number;
  totalBeforeAdditions: number;
  totalFee: number;
  totalTax: number;
  totalGross: number;
  /** Taxes and fees merged across lines, by id. */
  additions: TAdditionTotal[];
};

function assertAmount(value: number, label: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${label} must be a non-negative integer, got ${value}`);
}

/** value × rate / 100 000, rounded half-up, for non-negative integers. */
export function applyPercentage(value: number, rateMilliPercent: number): number {
  assertAmount(value, 'value');
  assertAmount(rateMilliPercent, 'rate');
  const numerator = value * rateMilliPercent;
  if (!Number.isSafeInteger(numerator * 2)) {
    // Beyond 2^53 the float product is inexact; BigInt keeps half-up rounding exact.
    const big = BigInt(value) * BigInt(rateMilliPercent);
    return Number((big * 2n + BigInt(PERCENT_SCALE)) / (2n * BigInt(PERCENT_SCALE)));
  }
  return Math.floor((numerator * 2 + PERCENT_SCALE) / (2 * PERCENT_SCALE));
}

/** The unit price after a promo discount: never below zero, never above the price. */
export function discountedUnitPrice(unitPrice: number, discount: TDiscount | undefined): number {
  assertAmount(unitPrice, 'unitPrice');
  if (!discount || discount.type === 'NONE') return unitPrice;
  if (discount.type === 'FIXED') {
    assertAmount(discount.amount, 'discount amount');
    return Math.max(0, unitPrice - discount.amount);
  }
  const rate = Math.min(discount.rateMilliPercent, PERCENT_SCALE);
  return Math.max(0, unitPrice - applyPercentage(unitPrice, rate));
}

function additionValue(addition: TPriceAddition, base: number): number {
  if (addition.calculation === 'FIXED') {
    const amount = addition.amount ?? 0;
    assertAmount(amount, `${addition.name} amount`);
    return amount;
  }
  return applyPercentage(base, addition.rateMilliPercent ?? 0);
}

export function calculateLine(input: TLineInput): TLineTotals {
  assertAmount(input.quantity, 'quantity');
  const unitPrice = discountedUnitPrice(input.unitPrice, input.discount);
  const additions = input.additions ?? [];
  const isFree = unitPrice === 0;
  const fees = additions.filter((addition) => addition.type === 'FEE');
  const taxes = additions.filter((addition) => addition.type === 'TAX');
  const totals: TAdditionTotal[] = [];
  const record = (addition: TPriceAddition, unitValue: number) =>
    totals.push({
      id: addition.id,
      name: addition.name,
      type: addition.type,
      calculation: addition.calculation,
      rateMilliPercent: addition.calculation === 'PERCENTAGE' ? (addition.rateMilliPercent ?? 0) : null,
      amount: addition.calculation === 'FIXED' ? (addition.amount ?? 0) : null,
      unitValue,
      total: unitValue * input.quantity,
    });
  let unitFee = 0;
  for (const fee of fees) {
    const value = isFree ? 0 : additionValue(fee, unitPrice);
    unitFee += value;
    record(fee, value);
  }
  let unitTax = 0;
  for (const tax of taxes) {
    const value = isFree ? 0 : additionValue(tax, unitPrice + unitFee);
    unitTax += value;
    record(tax, value);
  }
  const q = input.quantity;
  return {
    quantity: q,
    unitPriceBeforeDiscount: input.unitPrice,
    unitPrice,
    unitDiscount: input.unitPrice - unitPrice,
    unitFee,
    unitTax,
    unitGross: unitPrice + unitFee + unitTax,
    totalBeforeDiscount: input.unitPrice * q,
    totalDiscount: (input.unitPrice - unitPrice) * q,
    totalBeforeAdditions: unitPrice * q,
    totalFee: unitFee * q,
    totalTax: unitTax * q,
    totalGross: (unitPrice + unitFee + unitTax) * q,
    additions: totals,
  };
}

export function calculateOrder(lines: readonly TLineTotals[]): TOrderTotals {
  const merged = new Map<string, TAdditionTotal>();
  const sum = (pick: (line: TLineTotals) => number) => lines.reduce((total, line) => total + pick(line), 0);
  for (const line of lines) {
    for (const addition of line.additions) {
      const existing = merged.get(addition.id);
      if (existing) existing.total += addition.total;
      else merged.set(addition.id, { ...addition });
    }
  }
  return {
    totalBeforeDiscount: sum((line) => line.totalBeforeDiscount),
    totalDiscount: sum((line) => line.totalDiscount),
    totalBeforeAdditions: sum((line) => line.totalBeforeAdditions),
    totalFee: sum((line) => line.totalFee),
    totalTax: sum((line) => line.totalTax),
    totalGross: sum((line) => line.totalGross),
    additions: [...merged.values()],
  };
}
