import { z } from 'zod';

/** Operators of the list query (spec §3): `filter_fields[field][operator]=value`. */
export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'like', 'not_like', 'in'] as const;
export type TFilterOperator = (typeof FILTER_OPERATORS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type TSortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_PAGE = 1;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** Most values an `in` filter may list; bounds the size of the generated SQL. */
export const MAX_IN_VALUES = 100;
export const MAX_FILTER_VALUE_LENGTH = 255;

const filterValue = z.string().max(MAX_FILTER_VALUE_LENGTH);

/**
 * The generic shape of a list query once the query string is parsed into nested objects.
 * Which sort and filter fields are allowed is decided per resource on the server.
 */
export const ZListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_PAGE),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  query: z.string().trim().max(255).optional(),
  sort_by: z.string().max(64).optional(),
  sort_direction: z.enum(SORT_DIRECTIONS).optional(),
  filter_fields: z.record(z.string().max(64), z.record(z.string().max(16), filterValue)).optional(),
});
export type TListQueryInput = z.input<typeof ZListQuery>;
export type TListQuery = z.output<typeof ZListQuery>;

export type TListFilter = { field: string; operator: TFilterOperator; value: string };

/** Builds the query-string pairs of a list query, as the SPA and API clients send them. */
export function listQueryToSearchParams(query: Partial<TListQuery> & { filters?: TListFilter[] }): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page) params.set('page', String(query.page));
  if (query.per_page) params.set('per_page', String(query.per_page));
  if (query.query) params.set('query', query.query);
  if (query.sort_by) params.set('sort_by', query.sort_by);
  if (query.sort_direction) params.set('sort_direction', query.sort_direction);
  for (const filter of query.filters ?? []) {
    params.set(`filter_fields[${filter.field}][${filter.operator}]`, filter.value);
  }
  return params;
}
