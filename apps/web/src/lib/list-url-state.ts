import { DEFAULT_PER_PAGE, MAX_PER_PAGE, SORT_DIRECTIONS, type TSortDirection } from '@marquee/core';
import { useSearchParams } from 'react-router';

/**
 * A list's page, search, sort and named filters as they live in the URL (reference: "search, sort, page
 * and filters live in the URL"), so a reload or a shared link shows the same rows. Generic: each list
 * names its own filter keys and turns their values into its list query.
 */
export type TListUrlState<TFilterKey extends string> = {
  page: number;
  perPage: number;
  query: string;
  sortBy: string | null;
  sortDirection: TSortDirection | null;
  filters: Partial<Record<TFilterKey, string>>;
};

export type TListUrlChange<TFilterKey extends string> = Partial<
  Omit<TListUrlState<TFilterKey>, 'filters'> & { filters: Partial<Record<TFilterKey, string | null>> }
>;

const positiveInt = (raw: string | null, fallback: number, max = 1_000_000) => {
  const value = Math.trunc(Number(raw));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, max) : fallback;
};

export function readListUrlState<TFilterKey extends string>(
  params: URLSearchParams,
  filterKeys: readonly TFilterKey[],
): TListUrlState<TFilterKey> {
  const direction = params.get('sort_direction');
  const filters: Partial<Record<TFilterKey, string>> = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: positiveInt(params.get('per_page'), DEFAULT_PER_PAGE, MAX_PER_PAGE),
    query: params.get('query') ?? '',
    sortBy: params.get('sort_by') || null,
    sortDirection: SORT_DIRECTIONS.includes(direction as TSortDirection) ? (direction as TSortDirection) : null,
    filters,
  };
}

/**
 * Applies a change to the URL's parameters, keeping the ones the list does not own (an open drawer, say).
 * Any change other than the page itself returns to page 1; defaults are left out to keep links short.
 */
export function applyListUrlChange<TFilterKey extends string>(
  previous: URLSearchParams,
  change: TListUrlChange<TFilterKey>,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  const put = (key: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  };
  if ('query' in change) put('query', change.query);
  if ('sortBy' in change) put('sort_by', change.sortBy);
  if ('sortDirection' in change) put('sort_direction', change.sortDirection);
  if ('perPage' in change) put('per_page', change.perPage === DEFAULT_PER_PAGE ? null : change.perPage);
  for (const [key, value] of Object.entries(change.filters ?? {})) put(key, value as string | null);
  if ('page' in change) put('page', change.page === 1 ? null : change.page);
  else next.delete('page');
  return next;
}

/** The next sort when a column header is clicked: a new column starts with its default direction, then flips. */
export function nextSort(
  current: { sortBy: string | null; sortDirection: TSortDirection | null },
  sortBy: string,
  defaultDirection: TSortDirection = 'asc',
): { sortBy: string; sortDirection: TSortDirection } {
  if (current.sortBy !== sortBy) return { sortBy, sortDirection: defaultDirection };
  return { sortBy, sortDirection: (current.sortDirection ?? defaultDirection) === 'asc' ? 'desc' : 'asc' };
}

export function useListUrlState<TFilterKey extends string>(filterKeys: readonly TFilterKey[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListUrlState(searchParams, filterKeys);
  const update = (change: TListUrlChange<TFilterKey>, options: { replace?: boolean } = {}) =>
    setSearchParams((previous) => applyListUrlChange(previous, change), { replace: options.replace ?? false });
  const clearFilters = () =>
    update({ query: '', filters: Object.fromEntries(filterKeys.map((key) => [key, null])) as never });
  const isFiltered = Boolean(state.query.trim()) || Object.keys(state.filters).length > 0;
  return { state, update, clearFilters, isFiltered, searchParams, setSearchParams };
}
