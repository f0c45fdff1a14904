import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES, type TListFilter } from '@marquee/core';
import type { TListUrlState } from '../../../lib/list-url-state';
import { zonedDayEndIso, zonedDayStartIso } from '../../../lib/zoned-time';

/** The delivery log's filters, as named in the page URL. */
export const DELIVERY_FILTER_KEYS = ['status', 'event_type', 'created_from', 'created_to'] as const;
export type TDeliveryFilterKey = (typeof DELIVERY_FILTER_KEYS)[number];
export type TDeliveryFilters = TListUrlState<TDeliveryFilterKey>['filters'];

const pick = <T extends string>(allowed: readonly T[], value: string | undefined): T | null =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/**
 * The URL's filters as the list query's `filter_fields`, as the other lists send them: status and event type
 * as `eq`, the created range as `gte` / `lt` over whole days in the screen's time zone. Values that do not
 * parse are left out.
 */
export function deliveryFiltersToListFilters(filters: TDeliveryFilters, timeZone?: string): TListFilter[] {
  const out: TListFilter[] = [];
  const status = pick(WEBHOOK_DELIVERY_STATUSES, filters.status);
  if (status) out.push({ field: 'status', operator: 'eq', value: status });
  const eventType = pick(WEBHOOK_EVENT_TYPES, filters.event_type);
  if (eventType) out.push({ field: 'event_type', operator: 'eq', value: eventType });
  const from = filters.created_from ? zonedDayStartIso(filters.created_from, timeZone) : null;
  if (from) out.push({ field: 'created_at', operator: 'gte', value: from });
  const to = filters.created_to ? zonedDayEndIso(filters.created_to, timeZone) : null;
  if (to) out.push({ field: 'created_at', operator: 'lt', value: to });
  return out;
}
