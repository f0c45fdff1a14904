import { ATTENDEE_STATUSES, type TListFilter, type TQuestion } from '@marquee/core';
import type { TListUrlState } from '../../../lib/list-url-state';

/** The filters of the attendees list, as named in the page URL. */
export const ATTENDEE_FILTER_KEYS = ['status', 'product_id', 'checked_in'] as const;
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
  if (filters.checked_in === 'true' || filters.checked_in === 'false')
    out.push({ field: 'checked_in', operator: 'eq', value: filters.checked_in });
  return out;
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
