import {
  ORDER_PAYMENT_STATUSES,
  ORDER_REFUND_STATUSES,
  ORDER_STATUSES,
  parseMajorAmount,
  type TListFilter,
} from '@marquee/core';
import type { TListUrlState } from '../../../lib/list-url-state';
import { parseAmountInput, type TAmountContext, type TAmountProblem } from '../../../lib/money-text';
import { zonedDayEndIso, zonedDayStartIso } from '../../../lib/zoned-time';

/** The filters of the orders lists, as named in the page URL. */
export const ORDER_FILTER_KEYS = [
  'status',
  'payment_status',
  'refund_status',
  'created_from',
  'created_to',
  'total_min',
  'total_max',
  'event_id',
  'promo_code',
  'affiliate_code',
] as const;
export type TOrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
export type TOrderListState = TListUrlState<TOrderFilterKey>;

/** The statuses an organizer sees in the orders list (reservations in progress are not orders yet). */
export const LISTED_ORDER_STATUSES = ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED'] as const;
/** Checkouts, listed only when the status filter asks for them (decision 098). */
export const CHECKOUT_ORDER_STATUSES = ['RESERVED', 'ABANDONED'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Midnight at the start of a calendar day in the viewer's timezone, as an ISO instant. */
export const startOfLocalDay = (day: string): string | null => zonedDayStartIso(day);

/** Midnight after a calendar day in the viewer's timezone: the exclusive end of a range ending that day. */
export const endOfLocalDay = (day: string): string | null => zonedDayEndIso(day);

const pick = (allowed: readonly string[], value: string | undefined) =>
  value && allowed.includes(value) ? value : null;

/**
 * The URL's filters as the list query's `filter_fields`: statuses as `eq`, the created date range as
 * `gte` / `lt` over whole local days, the total range as `gte` / `lte` minor units. The URL keeps totals in the
 * canonical, locale-free form ("1234.50", whatever the viewer's language) so a shared link means the same amount;
 * the filter inputs show and read them in the viewer's format. Values that do not parse are left out.
 */
export function orderFiltersToListFilters(
  filters: TOrderListState['filters'],
  currency: string,
  options: { byEvent?: boolean } = {},
): TListFilter[] {
  const out: TListFilter[] = [];
  // Only the organizer-wide list spans events; the event list would refuse the field (422).
  if (options.byEvent && filters.event_id && UUID.test(filters.event_id))
    out.push({ field: 'event_id', operator: 'eq', value: filters.event_id });
  // Promo codes and affiliates belong to one event: only its list filters on them.
  if (!options.byEvent) {
    const promoCode = filters.promo_code?.trim();
    if (promoCode) out.push({ field: 'promo_code', operator: 'eq', value: promoCode });
    const affiliateCode = filters.affiliate_code?.trim();
    if (affiliateCode) out.push({ field: 'affiliate_code', operator: 'eq', value: affiliateCode });
  }
  const status = pick(ORDER_STATUSES, filters.status);
  if (status) out.push({ field: 'status', operator: 'eq', value: status });
  const payment = pick(ORDER_PAYMENT_STATUSES, filters.payment_status);
  if (payment) out.push({ field: 'payment_status', operator: 'eq', value: payment });
  const refund = pick(ORDER_REFUND_STATUSES, filters.refund_status);
  if (refund) out.push({ field: 'refund_status', operator: 'eq', value: refund });
  const from = filters.created_from ? startOfLocalDay(filters.created_from) : null;
  if (from) out.push({ field: 'created_at', operator: 'gte', value: from });
  const to = filters.created_to ? endOfLocalDay(filters.created_to) : null;
  if (to) out.push({ field: 'created_at', operator: 'lt', value: to });
  const min = filters.total_min ? parseMajorAmount(filters.total_min, currency) : null;
  if (min !== null) out.push({ field: 'total_gross', operator: 'gte', value: String(min) });
  const max = filters.total_max ? parseMajorAmount(filters.total_max, currency) : null;
  if (max !== null) out.push({ field: 'total_gross', operator: 'lte', value: String(max) });
  return out;
}

export type TRefundAmountCheck =
  { ok: true; amount: number } | { ok: false; reason: TAmountProblem | 'zero' | 'over_remaining' };

/**
 * A refund typed in the viewer's format ("12,50" in de, decision 159) as the integer minor units the API takes,
 * checked against what can still be refunded; the server checks again, this only spares a round trip.
 */
export function parseRefundAmount(
  input: string,
  { remaining, ...context }: TAmountContext & { remaining: number },
): TRefundAmountCheck {
  const parsed = parseAmountInput(input, context);
  if (!parsed.ok) return parsed;
  if (parsed.minor <= 0) return { ok: false, reason: 'zero' };
  if (parsed.minor > remaining) return { ok: false, reason: 'over_remaining' };
  return { ok: true, amount: parsed.minor };
}
