import type { TPublicEventSaleState } from '../contracts/public-events';
import { productSalesStatus, type TCatalogueProduct } from './catalogue';
import { areEventSalesOpen } from './event-status';

const SALE_STATE_PRIORITY = ['ON_SALE', 'NOT_YET_ON_SALE', 'SOLD_OUT'] as const;

/** Products a visitor sees without a promo code, with the prices of theirs that are not hidden. */
function listedProducts(products: readonly TCatalogueProduct[]): TCatalogueProduct[] {
  return products
    .filter((product) => !product.is_hidden && !product.is_hidden_without_promo_code)
    .map((product) => ({ ...product, prices: product.prices.filter((price) => !price.is_hidden) }))
    .filter((product) => product.prices.length > 0);
}

/**
 * An event's sale state for a public list (decision 138). The event's own state comes first (sales paused, event
 * over); then the best of its listed products' states, in the order a buyer cares about: something on sale, something
 * coming, sold out, over. Sold out counts confirmed sales against stock, as the products' statuses do when no live
 * reservations or capacity assignments are given: a list does not count holds, the event page does.
 */
export function eventSaleState(
  input: { status: string; end_date: string | Date | null; products: readonly TCatalogueProduct[] },
  now: Date,
): TPublicEventSaleState {
  if (!areEventSalesOpen(input.status)) return 'PAUSED';
  if (input.end_date !== null && new Date(input.end_date).getTime() <= now.getTime()) return 'ENDED';
  const statuses = listedProducts(input.products).map((product) => productSalesStatus(product, now));
  if (statuses.length === 0) return 'NO_TICKETS';
  return SALE_STATE_PRIORITY.find((state) => statuses.includes(state)) ?? 'SALE_ENDED';
}

/** The "from" price: the lowest price a visitor sees without a promo code, whatever its window; null if none. */
export function lowestListedPrice(products: readonly TCatalogueProduct[]): number | null {
  const prices = listedProducts(products).flatMap((product) => product.prices.map((price) => price.price));
  return prices.length === 0 ? null : Math.min(...prices);
}
