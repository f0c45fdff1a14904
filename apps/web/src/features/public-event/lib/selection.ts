import type { TCreatePublicOrder, TPublicEvent } from '@marquee/core';

export type TPublicProduct = TPublicEvent['product_categories'][number]['products'][number];
export type TPublicPrice = TPublicProduct['prices'][number];

/** What the buyer picked: quantity per price id, and the amount (minor units) of a donation. */
export type TSelection = Record<string, { quantity: number; amount?: number }>;

/** Whether a price can be picked now. */
export function isPriceOnSale(product: TPublicProduct, price: TPublicPrice): boolean {
  return product.sales_status === 'ON_SALE' && price.sales_status === 'ON_SALE' && !price.is_sold_out;
}

/** A sold-out price of a product that keeps a waiting list (issue 31), while sales are open: "Join the waiting list". */
export function canJoinWaitlist(
  product: Pick<TPublicProduct, 'waitlist_enabled' | 'is_sold_out'>,
  price: Pick<TPublicPrice, 'is_sold_out'>,
  isSalesPaused = false,
): boolean {
  return product.waitlist_enabled && !isSalesPaused && (price.is_sold_out || product.is_sold_out);
}

/**
 * Whether every ticket of the event is sold out (merchandise aside): the page then says so next to the title. An
 * event showing no tickets at all is not "sold out", it has nothing on sale yet.
 */
export function areTicketsSoldOut(event: Pick<TPublicEvent, 'product_categories'>): boolean {
  const tickets = event.product_categories
    .flatMap((category) => category.products)
    .filter((product) => product.product_type === 'TICKET');
  return tickets.length > 0 && tickets.every((product) => product.is_sold_out || product.sales_status === 'SOLD_OUT');
}

/** The most of one price this buyer may still add, given the others of the same product. */
export function maxSelectable(product: TPublicProduct, price: TPublicPrice, selection: TSelection): number {
  const others = product.prices
    .filter((other) => other.id !== price.id)
    .reduce((sum, other) => sum + (selection[other.id]?.quantity ?? 0), 0);
  const limits = [product.max_per_order - others];
  if (price.quantity_remaining !== null) limits.push(price.quantity_remaining);
  if (product.quantity_remaining !== null) limits.push(product.quantity_remaining - others);
  return Math.max(0, Math.min(...limits));
}

export function unitsOf(product: TPublicProduct, selection: TSelection): number {
  return product.prices.reduce((sum, price) => sum + (selection[price.id]?.quantity ?? 0), 0);
}

export type TSelectionProblem = { productId: string; kind: 'below-min' | 'donation-too-low' };

/** Problems the buyer can fix before anything is sent; empty when the selection can be reserved. */
export function selectionProblems(event: TPublicEvent, selection: TSelection): TSelectionProblem[] {
  const problems: TSelectionProblem[] = [];
  for (const product of event.product_categories.flatMap((category) => category.products)) {
    const units = unitsOf(product, selection);
    if (units > 0 && units < product.min_per_order) problems.push({ productId: product.id, kind: 'below-min' });
    if (product.type === 'DONATION')
      for (const price of product.prices) {
        const picked = selection[price.id];
        if (picked && picked.quantity > 0 && (picked.amount ?? price.price) < price.price)
          problems.push({ productId: product.id, kind: 'donation-too-low' });
      }
  }
  return problems;
}

/** The reservation body: products with at least one unit, promo and affiliate codes when given. */
export function toCreateOrderBody(
  event: TPublicEvent,
  selection: TSelection,
  codes: { promoCode: string | null; affiliateCode: string | null },
): TCreatePublicOrder {
  const products = event.product_categories
    .flatMap((category) => category.products)
    .map((product) => ({
      product_id: product.id,
      quantities: product.prices
        .filter((price) => (selection[price.id]?.quantity ?? 0) > 0)
        .map((price) => ({
          price_id: price.id,
          quantity: selection[price.id]!.quantity,
          ...(product.type === 'DONATION' ? { price: selection[price.id]!.amount ?? price.price } : {}),
        })),
    }))
    .filter((product) => product.quantities.length > 0);
  return {
    products,
    promo_code: codes.promoCode || undefined,
    affiliate_code: codes.affiliateCode || undefined,
  };
}

export function totalSelected(selection: TSelection): number {
  return Object.values(selection).reduce((sum, item) => sum + item.quantity, 0);
}

/** What the buyer's choice comes to before Continue: the amount the order will charge, with its taxes and fees. */
export type TSelectionTotal = {
  units: number;
  /** With taxes and fees: what the reservation's order will total. */
  total: number;
  taxesAndFees: number;
  /** A donation above its minimum carries taxes or fees the page cannot compute: checkout adds them. */
  excludesDonationAdditions: boolean;
};

/**
 * Each public price carries its taxes and fees per unit, rounded per unit as the server charges them (pricing.ts),
 * so quantity × unit amounts add up to the order's total exactly.
 */
export function selectionTotal(
  event: Pick<TPublicEvent, 'product_categories'>,
  selection: TSelection,
): TSelectionTotal {
  const result: TSelectionTotal = { units: 0, total: 0, taxesAndFees: 0, excludesDonationAdditions: false };
  for (const product of event.product_categories.flatMap((category) => category.products))
    for (const price of product.prices) {
      const picked = selection[price.id];
      if (!picked || picked.quantity <= 0) continue;
      const additions = price.price_including_taxes_and_fees - price.price;
      const amount = product.type === 'DONATION' ? (picked.amount ?? price.price) : price.price;
      result.units += picked.quantity;
      if (amount !== price.price && additions > 0) result.excludesDonationAdditions = true;
      const unitAdditions = amount === price.price ? additions : 0;
      result.total += (amount + unitAdditions) * picked.quantity;
      result.taxesAndFees += unitAdditions * picked.quantity;
    }
  return result;
}

/**
 * The event with only these products (the widget's product filter); categories left empty are dropped. A filter
 * none of whose products is shown any more (deleted, hidden) shows them all rather than an empty widget.
 */
export function withOnlyProducts<TEvent extends Pick<TPublicEvent, 'product_categories'>>(
  event: TEvent,
  productIds: readonly string[],
): TEvent {
  if (productIds.length === 0) return event;
  const wanted = new Set(productIds);
  const categories = event.product_categories
    .map((category) => ({ ...category, products: category.products.filter((product) => wanted.has(product.id)) }))
    .filter((category) => category.products.length > 0);
  return categories.length > 0 ? { ...event, product_categories: categories } : event;
}
