import type { TJoinWaitlist, TLocale } from '@marquee/core';
import type { TPublicPrice, TPublicProduct } from './selection';

/** The join form's values (issue 31). */
export type TWaitlistJoinValues = {
  first_name: string;
  last_name: string;
  email: string;
  quantity: number;
  alternative_price_ids: string[];
};

/**
 * The quantities one may wait for: 1 to what one order of the product may hold as the organizer set it (the event's
 * `max_per_order` shrinks to what is left, nothing for a sold-out product; an offer is a held order of any size).
 */
export function waitlistQuantityRange(
  product: Pick<TPublicProduct, 'max_per_order'> & { waitlist_max_quantity?: number },
): {
  min: number;
  max: number;
} {
  return { min: 1, max: Math.max(1, product.waitlist_max_quantity ?? product.max_per_order) };
}

/** The product's other tiers, which the entrant may also accept: those with a name to tell them apart. */
export function alternativePrices(
  product: Pick<TPublicProduct, 'prices'>,
  price: Pick<TPublicPrice, 'id'>,
): { id: string; label: string }[] {
  return product.prices
    .filter((other) => other.id !== price.id && other.label)
    .map((other) => ({ id: other.id, label: other.label! }));
}

export function initialWaitlistJoinValues(product: Pick<TPublicProduct, 'min_per_order'>): TWaitlistJoinValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    quantity: Math.max(1, product.min_per_order),
    alternative_price_ids: [],
  };
}

/** `POST /public/events/{id}/waitlist`'s body; alternatives only when some were chosen. */
export function toJoinWaitlistBody(
  values: TWaitlistJoinValues,
  context: { priceId: string; locale: TLocale | undefined },
): TJoinWaitlist {
  return {
    product_price_id: context.priceId,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    quantity: values.quantity,
    ...(values.alternative_price_ids.length > 0 ? { alternative_price_ids: values.alternative_price_ids } : {}),
    ...(context.locale ? { locale: context.locale } : {}),
  };
}
