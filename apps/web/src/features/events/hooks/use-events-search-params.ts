import { EVENT_LIST_STATES, SORT_DIRECTIONS, type TSortDirection } from '@marquee/core';
import { useParams, useSearchParams } from 'react-router';
import type { TEventsListParams, TEventsListState } from '../api/events';

/** Cards come in rows of 1, 2 or 3: a page of 24 fills complete rows on every width. */
export const EVENTS_PER_PAGE = 24;

const isState = (value: string | undefined): value is TEventsListState =>
  (EVENT_LIST_STATES as readonly string[]).includes(value ?? '');

/**
 * The events list's tab is the `:eventsState?` segment of the path; search, sort and page live in the query
 * string, so reloads and shared links show the same list. Changing search or sort returns to page 1.
 */
export function useEventsSearchParams(organizerId?: string) {
  const { eventsState } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const state: TEventsListState = isState(eventsState) ? eventsState : 'upcoming';
  const page = Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1);
  const query = searchParams.get('query') ?? '';
  const sortBy = searchParams.get('sort_by') || undefined;
  const direction = searchParams.get('sort_direction');
  const sortDirection = (SORT_DIRECTIONS as readonly string[]).includes(direction ?? '')
    ? (direction as TSortDirection)
    : undefined;

  function update(changes: { query?: string; sortBy?: string; sortDirection?: TSortDirection; page?: number }) {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const set = (key: string, value: string | number | undefined) => {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        };
        if ('query' in changes) set('query', changes.query);
        if ('sortBy' in changes) set('sort_by', changes.sortBy);
        if ('sortDirection' in changes) set('sort_direction', changes.sortDirection);
        set('page', changes.page);
        return next;
      },
      { replace: 'query' in changes },
    );
  }

  const listParams: TEventsListParams = {
    organizerId,
    state,
    page,
    perPage: EVENTS_PER_PAGE,
    query: query.trim(),
    sortBy,
    sortDirection,
  };
  return { state, page, query, sortBy, sortDirection, update, listParams, isFiltered: Boolean(query.trim()) };
}
