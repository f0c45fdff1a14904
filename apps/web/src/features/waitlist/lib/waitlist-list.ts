import {
  canCancelWaitlistEntry,
  canOfferWaitlistEntry,
  WAITLIST_ENTRY_STATUSES,
  WAITLIST_SKIP_REASONS,
  type TListFilter,
  type TWaitlistEntry,
  type TWaitlistEntryStatus,
  type TWaitlistOfferResult,
  type TWaitlistPriceStats,
  type TWaitlistStats,
} from '@marquee/core';
import type { TListUrlState } from '../../../lib/list-url-state';

/** The filters of the waiting list, as named in the page URL (`status` holds several, comma-separated). */
export const WAITLIST_FILTER_KEYS = ['status', 'product_price_id'] as const;
export type TWaitlistFilterKey = (typeof WAITLIST_FILTER_KEYS)[number];
export type TWaitlistListState = TListUrlState<TWaitlistFilterKey>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The statuses named in the URL, known ones only, in the catalogue's order. */
export function statusesFromUrl(value: string | undefined): TWaitlistEntryStatus[] {
  const named = new Set((value ?? '').split(',').map((part) => part.trim()));
  return WAITLIST_ENTRY_STATUSES.filter((status) => named.has(status));
}

/** Each status its own colour: blue waits, violet holds an offer, teal bought, orange lapsed, grey left. */
export const WAITLIST_STATUS_COLORS: Readonly<Record<TWaitlistEntryStatus, string>> = {
  WAITING: 'blue',
  OFFERED: 'violet',
  PURCHASED: 'teal',
  OFFER_EXPIRED: 'orange',
  CANCELLED: 'gray',
};

/** The URL's filters as the list query's filters; anything that is not a status or an id is left out. */
export function waitlistFiltersToListFilters(filters: TWaitlistListState['filters']): TListFilter[] {
  const out: TListFilter[] = [];
  const statuses = statusesFromUrl(filters.status);
  if (statuses.length > 0) out.push({ field: 'status', operator: 'in', value: statuses.join(',') });
  if (filters.product_price_id && UUID.test(filters.product_price_id))
    out.push({ field: 'product_price_id', operator: 'eq', value: filters.product_price_id });
  return out;
}

/** The server's rules (core): offers go to waiting or lapsed entries, cancellations to open ones. */
export const canOfferEntry = (entry: Pick<TWaitlistEntry, 'status'>): boolean => canOfferWaitlistEntry(entry);
export const canCancelEntry = (entry: Pick<TWaitlistEntry, 'status'>): boolean => canCancelWaitlistEntry(entry);

export type TSkipCounts = Record<(typeof WAITLIST_SKIP_REASONS)[number], number>;

/** How many entries of an offer were skipped, by reason. */
export function skipCounts(result: Pick<TWaitlistOfferResult, 'skipped'>): TSkipCounts {
  const counts = Object.fromEntries(WAITLIST_SKIP_REASONS.map((reason) => [reason, 0])) as TSkipCounts;
  for (const skip of result.skipped) counts[skip.reason] += 1;
  return counts;
}

/** Prices anyone has ever waited for: the ones worth a card (a sold-out price nobody joined says nothing). */
export function pricesWithActivity(prices: readonly TWaitlistPriceStats[]): TWaitlistPriceStats[] {
  return prices.filter(
    (price) => price.waiting_people + price.offers_outstanding + price.purchased + price.expired + price.cancelled > 0,
  );
}

/**
 * Whether a price's lottery can be drawn now: the event has a lottery time, it has passed, and this price's lottery
 * was not drawn yet (the server draws once and refuses anything else with 409).
 */
export function canDrawLottery(
  settings: Pick<TWaitlistStats['settings'], 'waitlist_lottery_until'>,
  price: Pick<TWaitlistPriceStats, 'lottery_drawn_at'>,
  now: Date = new Date(),
): boolean {
  const until = settings.waitlist_lottery_until;
  if (!until || price.lottery_drawn_at) return false;
  const at = new Date(until).getTime();
  return Number.isFinite(at) && at <= now.getTime();
}

/** Minutes as whole days, hours and minutes, for "12 hours" or "1 day 2 hours". */
export function splitMinutes(total: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}

/** A name for a person on the list: their name, else their email. */
export function entrantName(entry: Pick<TWaitlistEntry, 'first_name' | 'last_name' | 'email'>): string {
  return [entry.first_name, entry.last_name].filter(Boolean).join(' ') || entry.email;
}

/** "Standing · Early bird": the product, and the tier when it has one. */
export function priceTitle(price: { product_title: string; price_label: string | null }): string {
  return price.price_label ? `${price.product_title} · ${price.price_label}` : price.product_title;
}
