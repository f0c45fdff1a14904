import { formatNumber } from './number-format';
import { calculateLine, PERCENT_SCALE, type TLineInput } from './pricing';

/**
 * The one money breakdown every surface renders (issue 23, docs/decisions/117-money-breakdown.md): the event
 * page, checkout, the order summary, the order drawer, the invoice, the emails, exports and dashboards all show
 * the parts this function returns, so the parts shown always add up to the total shown.
 *
 * Per line: subtotal (unit price before discount × quantity) − discount + each fee + each tax = line total.
 * Per order: the sums of the lines, with taxes and fees grouped by name and rate. Integer minor units throughout;
 * rates are given as a percentage (6, 7.5), never as the stored thousandths of a percent.
 */

/** A tax or fee as stored on an order line (the API's `taxes_and_fees` entries). */
export type TBreakdownSourceAddition = {
  tax_or_fee_id: string;
  name: string;
  type: 'TAX' | 'FEE';
  calculation: 'PERCENTAGE' | 'FIXED';
  /** PERCENTAGE: thousandths of a percent; FIXED: null. */
  rate: number | null;
  /** What it added to the whole line. */
  amount: number;
};

/** A placed order's line, as the order APIs return it (buyer and organizer shapes both fit). */
export type TBreakdownSourceLine = {
  id?: string;
  item_name: string;
  price_label?: string | null;
  quantity: number;
  /** Per unit, after the discount. */
  price_per_unit: number;
  /** Per unit, before the discount; null or missing when the line had none. */
  price_before_discount?: number | null;
  taxes_and_fees: readonly TBreakdownSourceAddition[];
};

export type TBreakdownAddition = {
  /** Stable key: the tax or fee id on a line; name, calculation and rate in an order's groups. */
  key: string;
  name: string;
  type: 'TAX' | 'FEE';
  calculation: 'PERCENTAGE' | 'FIXED';
  /** PERCENTAGE: the rate in percent (6 for 6 %); FIXED: null. */
  rate_percent: number | null;
  amount: number;
};

export type TBreakdownLine = {
  key: string;
  name: string;
  label: string | null;
  quantity: number;
  unit_price_before_discount: number;
  unit_price: number;
  /** unit_price_before_discount × quantity. */
  subtotal: number;
  discount: number;
  /** subtotal − discount: what taxes and fees are computed on. */
  net: number;
  fees: TBreakdownAddition[];
  taxes: TBreakdownAddition[];
  total_fee: number;
  total_tax: number;
  /** net + fees + taxes. */
  total: number;
};

export type TMoneyBreakdown = {
  lines: TBreakdownLine[];
  /** Before any discount. */
  subtotal: number;
  discount: number;
  /** subtotal − discount (the order's stored `total_before_additions`). */
  net: number;
  /** Grouped by name and rate, in the order they first appear. */
  fees: TBreakdownAddition[];
  taxes: TBreakdownAddition[];
  total_fee: number;
  total_tax: number;
  /** net + fees + taxes = Σ line totals. */
  total: number;
};

/** A stored rate (thousandths of a percent) in percent: 6000 → 6, 7500 → 7.5. */
export const ratePercentOf = (rateMilliPercent: number): number => rateMilliPercent / (PERCENT_SCALE / 100);

/** A percentage in the viewer's locale: formatRatePercent(7.5, 'de') → "7,5 %". */
export function formatRatePercent(ratePercent: number, locale: string): string {
  return formatNumber(ratePercent / 100, locale, { style: 'percent', maximumFractionDigits: 3 });
}

/** "VAT (6%)" for a percentage, "Booking fee" for a fixed amount: how every surface names a tax or fee. */
export function additionLabel(addition: Pick<TBreakdownAddition, 'name' | 'rate_percent'>, locale: string): string {
  return addition.rate_percent === null
    ? addition.name
    : `${addition.name} (${formatRatePercent(addition.rate_percent, locale)})`;
}

const sumOf = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((sum, item) => sum + pick(item), 0);

function toAddition(source: TBreakdownSourceAddition): TBreakdownAddition {
  const isPercentage = source.calculation === 'PERCENTAGE';
  return {
    key: source.tax_or_fee_id,
    name: source.name,
    type: source.type,
    calculation: source.calculation,
    rate_percent: isPercentage ? ratePercentOf(source.rate ?? 0) : null,
    amount: source.amount,
  };
}

function lineBreakdown(source: TBreakdownSourceLine, index: number): TBreakdownLine {
  const unitPrice = source.price_per_unit;
  const unitBefore = Math.max(unitPrice, source.price_before_discount ?? unitPrice);
  const subtotal = unitBefore * source.quantity;
  const net = unitPrice * source.quantity;
  // A free unit is charged no tax or fee: its zero entries would only clutter a receipt.
  const additions = source.taxes_and_fees.filter((entry) => entry.amount !== 0).map(toAddition);
  const fees = additions.filter((addition) => addition.type === 'FEE');
  const taxes = additions.filter((addition) => addition.type === 'TAX');
  const totalFee = sumOf(fees, (fee) => fee.amount);
  const totalTax = sumOf(taxes, (tax) => tax.amount);
  return {
    key: source.id ?? String(index),
    name: source.item_name,
    label: source.price_label ?? null,
    quantity: source.quantity,
    unit_price_before_discount: unitBefore,
    unit_price: unitPrice,
    subtotal,
    discount: subtotal - net,
    net,
    fees,
    taxes,
    total_fee: totalFee,
    total_tax: totalTax,
    total: net + totalFee + totalTax,
  };
}

/** Merges the lines' taxes or fees by name, calculation and rate, keeping first-seen order. */
function grouped(lines: readonly TBreakdownLine[], pick: (line: TBreakdownLine) => TBreakdownAddition[]) {
  const groups = new Map<string, TBreakdownAddition>();
  for (const line of lines)
    for (const addition of pick(line)) {
      const key = `${addition.type}|${addition.name}|${addition.calculation}|${addition.rate_percent ?? ''}`;
      const existing = groups.get(key);
      if (existing) existing.amount += addition.amount;
      else groups.set(key, { ...addition, key });
    }
  return [...groups.values()];
}

/** The breakdown of placed order lines (the buyer's `order_items`, the organizer's `lines`). */
export function orderBreakdown(lines: readonly TBreakdownSourceLine[]): TMoneyBreakdown {
  const breakdownLines = lines.map(lineBreakdown);
  return {
    lines: breakdownLines,
    subtotal: sumOf(breakdownLines, (line) => line.subtotal),
    discount: sumOf(breakdownLines, (line) => line.discount),
    net: sumOf(breakdownLines, (line) => line.net),
    fees: grouped(breakdownLines, (line) => line.fees),
    taxes: grouped(breakdownLines, (line) => line.taxes),
    total_fee: sumOf(breakdownLines, (line) => line.total_fee),
    total_tax: sumOf(breakdownLines, (line) => line.total_tax),
    total: sumOf(breakdownLines, (line) => line.total),
  };
}

/** A prospective line: what `calculateLine` prices, with the name the buyer reads. */
export type TSelectionLine = TLineInput & { key: string; name: string; label?: string | null };

/** The order lines a selection would be stored as: the same arithmetic the server charges. */
export function selectionToOrderLines(lines: readonly TSelectionLine[]): TBreakdownSourceLine[] {
  return lines.map((line) => {
    const totals = calculateLine(line);
    return {
      id: line.key,
      item_name: line.name,
      price_label: line.label ?? null,
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
  });
}

/** The breakdown of a selection that is not an order yet (the event page, the widget). */
export function selectionBreakdown(lines: readonly TSelectionLine[]): TMoneyBreakdown {
  return orderBreakdown(selectionToOrderLines(lines));
}

/** A public price as the event page receives it (the `prices` of a product of `GET /public/events/{id}`). */
export type TPublicPriceAmounts = {
  price: number;
  price_before_discount: number;
  price_including_taxes_and_fees: number;
  price_before_discount_including_taxes_and_fees: number;
  discount: number;
};

/**
 * The price a buyer reads and, when a promo code lowers it, the original it replaces, both on the same basis:
 * with taxes and fees when the event shows prices INCLUSIVE, before them when EXCLUSIVE.
 */
export function publicPriceDisplay(
  price: TPublicPriceAmounts,
  mode: 'INCLUSIVE' | 'EXCLUSIVE' | string,
): { amount: number; original: number | null } {
  const isInclusive = mode === 'INCLUSIVE';
  const amount = isInclusive ? price.price_including_taxes_and_fees : price.price;
  const original = isInclusive ? price.price_before_discount_including_taxes_and_fees : price.price_before_discount;
  return { amount, original: price.discount > 0 && original > amount ? original : null };
}

/** An order's stored totals (the `orders` row, or a sum of rows), in minor units. */
export type TStoredOrderTotals = {
  /** After the discount, before taxes and fees. */
  total_before_additions: number;
  total_discount: number;
  total_fee: number;
  total_tax: number;
  total_gross: number;
};

/**
 * The order-level parts of the breakdown from stored totals alone, for the surfaces that read order rows, not
 * lines (streamed exports, sums over many orders): the same subtotal, discount, net, fee, tax and total that
 * `orderBreakdown` gives for the order's lines.
 */
export function storedTotalsBreakdown(stored: TStoredOrderTotals) {
  return {
    subtotal: stored.total_before_additions + stored.total_discount,
    discount: stored.total_discount,
    net: stored.total_before_additions,
    total_fee: stored.total_fee,
    total_tax: stored.total_tax,
    total: stored.total_gross,
  };
}
