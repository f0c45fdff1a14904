import { listQueryToSearchParams, type TListFilter, type TSortDirection } from '@marquee/core';

/** What a paged back-office list asks the server for: the page, search, sort and filters on screen. */
export type TListParams = {
  page: number;
  perPage: number;
  query: string;
  sortBy: string | null;
  sortDirection: TSortDirection | null;
  filters: TListFilter[];
};

/** The list query of the API (`page`, `per_page`, `query`, `sort_by`, `sort_direction`, `filter_fields`). */
export function listParamsToSearchParams(params: TListParams): URLSearchParams {
  return listQueryToSearchParams({
    page: params.page,
    per_page: params.perPage,
    query: params.query.trim() || undefined,
    sort_by: params.sortBy ?? undefined,
    sort_direction: params.sortDirection ?? undefined,
    filters: params.filters,
  });
}

/** An export of the list on screen: the same search, filters and sort, every page, in `format`. */
export function exportSearchParams(params: TListParams, format: string): URLSearchParams {
  const query = listParamsToSearchParams({ ...params, page: 1 });
  query.delete('page');
  query.delete('per_page');
  query.set('format', format);
  return query;
}
