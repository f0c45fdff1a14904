import { ATTENDEE_STATUSES, type TListFilter, type TProduct, type TQuestion } from '@marquee/core';
import type { TListUrlState } from '../../../lib/list-url-state';

/** The filters of the attendees list, as named in the page URL. */
export const ATTENDEE_FILTER_KEYS = ['status', 'product_id', 'product_price_id', 'checked_in'] as const;
export type TAttendeeFilterKey = (typeof ATTENDEE_FILTER_KEYS)[number];
export type TAttendeeListState = TListUrlState<TAttendeeFilterKey>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The URL's filters as the list query's `filter_fields`; a value that is not a status or an id is left out. */
export function attendeeFiltersToListFilters(filters: TAttendeeListState['filters']): TListFilter[] {
  const out: TListFilter[] = [];
  if (filters.status && (ATTENDEE_STATUSES as readonly string[]).includes(filters.status))
    out.push({ field: 'status', operator: 'eq', value: filters.status });
  if (filters.product_id && UUID.test(filters.product_id))
    out.push({ field: 'product_id', operator: 'eq', value: filters.product_id });
  if (filters.product_price_id && UUID.test(filters.product_price_id))
    out.push({ field: 'product_price_id', operator: 'eq', value: filters.product_price_id });
  if (filters.checked_in === 'true' || filters.checked_in === 'false')
    out.push({ field: 'checked_in', operator: 'eq', value: filters.checked_in });
  return out;
}

type TTierSource = Pick<TProduct, 'id' | 'title' | 'type' | 'product_type' | 'prices'>;

/** A tier of a tiered ticket, as the tier filter offers it. */
export type TTierOption = { value: string; label: string; productId: string };

/**
 * The tier filter's choices: each tier of the event's tiered tickets, named "Ticket · Tier" as the waiting list's
 * ticket filter names them; only the chosen ticket's tiers once a ticket is chosen.
 */
export function tierFilterOptions(products: readonly TTierSource[], productId?: string | null): TTierOption[] {
  return products
    .filter((product) => product.product_type === 'TICKET' && product.type === 'TIERED')
    .filter((product) => !productId || product.id === productId)
    .flatMap((product) =>
      product.prices.map((price) => ({
        value: price.id,
        label: price.label ? `${product.title} · ${price.label}` : product.title,
        productId: product.id,
      })),
    );
}

/**
 * The URL change when the ticket filter changes: a chosen tier stays only while it belongs to the chosen ticket
 * (or to any ticket, when the ticket filter is cleared), so the two filters never ask for nothing by contradiction.
 */
export function ticketFilterChange(
  productId: string | null,
  current: { tierId: string | undefined; tiers: readonly TTierOption[] },
): { product_id: string | null; product_price_id?: null } {
  const tier = current.tiers.find((option) => option.value === current.tierId);
  const keepsTier = !current.tierId || !productId || tier?.productId === productId;
  return keepsTier ? { product_id: productId } : { product_id: productId, product_price_id: null };
}

/** The URL change when a tier is chosen: its ticket is chosen with it, so the ticket filter says what is shown. */
export function tierFilterChange(
  tierId: string | null,
  tiers: readonly TTierOption[],
): { product_price_id: string | null; product_id?: string } {
  const tier = tiers.find((option) => option.value === tierId);
  return tier ? { product_price_id: tier.value, product_id: tier.productId } : { product_price_id: tierId };
}

/** The questions asked of each ticket of this product, in the event's order (hidden ones too: staff answer them). */
export function questionsOfProduct<TItem extends Pick<TQuestion, 'belongs_to' | 'product_ids'>>(
  questions: readonly TItem[],
  productId: string,
): TItem[] {
  return questions.filter((question) => question.belongs_to === 'PRODUCT' && question.product_ids.includes(productId));
}

/** An attendee's name as one line, or null when none was given. */
export function attendeeName(attendee: { first_name: string | null; last_name: string | null }): string | null {
  return [attendee.first_name, attendee.last_name].filter(Boolean).join(' ') || null;
}
