import {
  FILTER_OPERATORS,
  MAX_IN_VALUES,
  ZListQuery,
  type TFilterOperator,
  type TListMeta,
  type TListQuery,
  type TSortDirection,
} from '@marquee/core';
import {
  Column,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notIlike,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError, type FieldErrors } from './app-error';

/**
 * The list query of spec §3, shared by every list endpoint: paging, free-text search, a whitelisted
 * sort and whitelisted filters. Everything the caller sends becomes either a whitelisted column
 * reference or a bound parameter; nothing from the query string is ever spliced into SQL text.
 */

export type ListFieldType =
  | { kind: 'string' }
  | { kind: 'integer' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'datetime' }
  | { kind: 'uuid' }
  | { kind: 'enum'; values: readonly string[] };

export type ListField = {
  /** A column, or an SQL expression built only from columns. */
  column: AnyPgColumn | SQL;
  type: ListFieldType;
  sortable?: boolean;
  filterable?: boolean;
};

export type ListResource<TField extends string = string> = {
  fields: Record<TField, ListField>;
  /** Columns the `query` parameter searches, case-insensitively, as substrings. */
  searchable: (AnyPgColumn | SQL)[];
  /**
   * Columns the `query` parameter matches only as a whole (case-insensitively): values a caller may find by knowing
   * them but must not discover by typing a few characters, such as emails and ticket codes on the door's list.
   */
  exactSearchable?: (AnyPgColumn | SQL)[];
  defaultSort: { field: TField; direction: TSortDirection };
  /** A unique column appended to every ORDER BY so pages never overlap or skip rows. */
  tieBreaker: AnyPgColumn;
};

export function defineListResource<TField extends string>(resource: {
  fields: Record<TField, ListField>;
  searchable: (AnyPgColumn | SQL)[];
  exactSearchable?: (AnyPgColumn | SQL)[];
  defaultSort: { field: NoInfer<TField>; direction: TSortDirection };
  tieBreaker: AnyPgColumn;
}): ListResource<TField> {
  const { field } = resource.defaultSort;
  if (!resource.fields[field]?.sortable) throw new Error(`Default sort field ${field} must be sortable`);
  return resource;
}

export type ParsedFilter = { field: string; operator: TFilterOperator; value: string };

export type ParsedListQuery = {
  page: number;
  perPage: number;
  search: string | null;
  sortBy: string;
  sortDirection: TSortDirection;
  filters: ParsedFilter[];
};

export const field = {
  string: (column: ListField['column'], options: Omit<ListField, 'column' | 'type'> = {}): ListField => ({
    column,
    type: { kind: 'string' },
    ...options,
  }),
  integer: (column: ListField['column'], options: Omit<ListField, 'column' | 'type'> = {}): ListField => ({
    column,
    type: { kind: 'integer' },
    ...options,
  }),
  number: (column: ListField['column'], options: Omit<ListField, 'column' | 'type'> = {}): ListField => ({
    column,
    type: { kind: 'number' },
    ...options,
  }),
  boolean: (column: ListField['column'], options: Omit<ListField, 'column' | 'type'> = {}): ListField => ({
    column,
    type: { kind: 'boolean' },
    ...options,
  }),
  datetime: (column: ListField['column'], options: Omit<ListField, 'column' | 'type'> = {}): ListField => ({
    column,
    type: { kind: 'datetime' },
    ...options,
  }),
  uuid: (column: ListField['column'], options: Omit<ListField, 'column' | 'type'> = {}): ListField => ({
    column,
    type: { kind: 'uuid' },
    ...options,
  }),
  enum: (
    column: ListField['column'],
    values: readonly string[],
    options: Omit<ListField, 'column' | 'type'> = {},
  ): ListField => ({ column, type: { kind: 'enum', values }, ...options }),
};

const sortableFields = (resource: ListResource) =>
  Object.entries(resource.fields)
    .filter(([, definition]) => definition.sortable)
    .map(([name]) => name);

const filterableFields = (resource: ListResource) =>
  Object.entries(resource.fields)
    .filter(([, definition]) => definition.filterable)
    .map(([name]) => name);

const STRING_ONLY_OPERATORS: readonly TFilterOperator[] = ['like', 'not_like'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^-?\d{1,15}$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;
// ISO 8601 date or date-time, with an optional offset; anything else is refused before Date parsing.
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Parses and validates one raw value for a field; returns the typed value or an error message. */
function coerceValue(type: ListFieldType, raw: string): { value: unknown } | { error: string } {
  switch (type.kind) {
    case 'string':
      return { value: raw };
    case 'integer':
      return INTEGER.test(raw) ? { value: Number(raw) } : { error: 'must be a whole number' };
    case 'number':
      return NUMBER.test(raw) ? { value: Number(raw) } : { error: 'must be a number' };
    case 'boolean':
      if (['true', '1'].includes(raw)) return { value: true };
      if (['false', '0'].includes(raw)) return { value: false };
      return { error: 'must be true or false' };
    case 'datetime': {
      const date = ISO_DATETIME.test(raw) ? new Date(raw) : null;
      return date && !Number.isNaN(date.getTime())
        ? { value: date }
        : { error: 'must be an ISO 8601 date or date-time' };
    }
    case 'uuid':
      return UUID.test(raw) ? { value: raw.toLowerCase() } : { error: 'must be a UUID' };
    case 'enum':
      return type.values.includes(raw) ? { value: raw } : { error: `must be one of ${type.values.join(', ')}` };
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A parameter sent empty (`page=`, `sort_by=`, `query=`, `filter_fields[status][eq]=`) is a parameter not sent: forms
 * and clients commonly send every field of their query, filled or not, and the list should answer as if the empty ones
 * were absent rather than refuse them. Top-level parameters count as empty when blank; a filter only when its value
 * is the empty string (a `like` on a space is a real filter), and a filter field left with no operator goes too.
 * Anything that is not a string (arrays, nested objects) is left for the schema to judge.
 */
export function withoutEmptyListParams(raw: unknown): unknown {
  if (!isPlainObject(raw)) return raw;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value.trim() === '') continue;
    if (key === 'filter_fields' && isPlainObject(value)) {
      const filters: Record<string, unknown> = {};
      for (const [fieldName, operators] of Object.entries(value)) {
        if (typeof operators === 'string' && operators === '') continue;
        if (!isPlainObject(operators)) {
          filters[fieldName] = operators;
          continue;
        }
        const given = Object.entries(operators).filter(([, operand]) => operand !== '');
        if (given.length > 0) filters[fieldName] = Object.fromEntries(given);
      }
      if (Object.keys(filters).length > 0) kept[key] = filters;
      continue;
    }
    kept[key] = value;
  }
  return kept;
}

/**
 * The same rule for routes whose query string has a schema of its own (`eventsStatus`, `format`, a public list's
 * paging): run before validation, so an empty parameter meets the schema as an absent one and takes its default.
 */
export function emptyListParamsAsUnset(request: { query: unknown }, _reply: unknown, done: () => void): void {
  request.query = withoutEmptyListParams(request.query);
  done();
}

function formatZodPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Validates a parsed query string against one resource. Every problem is reported at once, keyed by
 * the parameter that caused it (`sort_by`, `filter_fields.status.eq`), as a 422.
 */
export function parseListQuery(resource: ListResource, raw: unknown): ParsedListQuery {
  const parsed = ZListQuery.safeParse(withoutEmptyListParams(raw ?? {}));
  const errors: FieldErrors = {};
  const addError = (key: string, message: string) => {
    (errors[key] ??= []).push(message);
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) addError(formatZodPath(issue.path), issue.message);
    throw AppError.validation(errors);
  }
  const query: TListQuery = parsed.data;

  const sortBy = query.sort_by ?? resource.defaultSort.field;
  const sortable = sortableFields(resource);
  if (!sortable.includes(sortBy)) {
    addError('sort_by', `"${sortBy}" is not a sortable field. Allowed: ${sortable.join(', ')}.`);
  }

  const filters: ParsedFilter[] = [];
  const filterable = filterableFields(resource);
  for (const [fieldName, operators] of Object.entries(query.filter_fields ?? {})) {
    const definition = resource.fields[fieldName];
    if (!definition?.filterable) {
      addError(
        `filter_fields.${fieldName}`,
        `"${fieldName}" cannot be filtered. Allowed: ${filterable.join(', ') || 'none'}.`,
      );
      continue;
    }
    for (const [operator, value] of Object.entries(operators)) {
      const key = `filter_fields.${fieldName}.${operator}`;
      if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
        addError(key, `"${operator}" is not a filter operator. Allowed: ${FILTER_OPERATORS.join(', ')}.`);
        continue;
      }
      const op = operator as TFilterOperator;
      if (STRING_ONLY_OPERATORS.includes(op) && definition.type.kind !== 'string') {
        addError(key, `"${operator}" only applies to text fields.`);
        continue;
      }
      const problem = validateFilterValue(definition.type, op, value);
      if (problem) addError(key, problem);
      else filters.push({ field: fieldName, operator: op, value });
    }
  }

  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return {
    page: query.page,
    perPage: query.per_page,
    search: query.query ? query.query : null,
    sortBy,
    sortDirection:
      query.sort_direction ?? (sortBy === resource.defaultSort.field ? resource.defaultSort.direction : 'asc'),
    filters,
  };
}

function splitInValues(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

function validateFilterValue(type: ListFieldType, operator: TFilterOperator, value: string): string | null {
  if (value === 'null' && (operator === 'eq' || operator === 'ne')) return null;
  if (operator === 'in') {
    const values = splitInValues(value);
    if (values.length === 0) return 'must list at least one value, separated by commas';
    if (values.length > MAX_IN_VALUES) return `may list at most ${MAX_IN_VALUES} values`;
    for (const item of values) {
      const result = coerceValue(type, item);
      if ('error' in result) return `"${item}" ${result.error}`;
    }
    return null;
  }
  if (STRING_ONLY_OPERATORS.includes(operator)) return value.length === 0 ? 'must not be empty' : null;
  const result = coerceValue(type, value);
  return 'error' in result ? result.error : null;
}

/** Escapes LIKE wildcards so `%` and `_` typed by a user match themselves (backslash is PostgreSQL's default escape). */
export function escapeLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function coerceOrThrow(type: ListFieldType, raw: string): unknown {
  const result = coerceValue(type, raw);
  if ('error' in result) throw new Error(`Unvalidated list filter value: ${result.error}`);
  return result.value;
}

function filterCondition(definition: ListField, filter: ParsedFilter): SQL {
  // Drizzle's operators accept a column or an SQL expression at runtime; the cast only picks an overload.
  const column = definition.column as AnyPgColumn;
  const { operator, value } = filter;
  if (value === 'null' && operator === 'eq') return isNull(column);
  if (value === 'null' && operator === 'ne') return isNotNull(column);
  switch (operator) {
    case 'eq':
      return eq(column, coerceOrThrow(definition.type, value));
    case 'ne':
      // "not equal" includes rows where the column is empty, as a person reading the filter expects.
      return or(ne(column, coerceOrThrow(definition.type, value)), isNull(column))!;
    case 'gt':
      return gt(column, coerceOrThrow(definition.type, value));
    case 'gte':
      return gte(column, coerceOrThrow(definition.type, value));
    case 'lt':
      return lt(column, coerceOrThrow(definition.type, value));
    case 'lte':
      return lte(column, coerceOrThrow(definition.type, value));
    case 'like':
      return ilike(column, `%${escapeLikePattern(value)}%`);
    case 'not_like':
      return or(notIlike(column, `%${escapeLikePattern(value)}%`), isNull(column))!;
    case 'in':
      return inArray(
        column,
        splitInValues(value).map((item) => coerceOrThrow(definition.type, item)),
      );
  }
}

export type ListClauses = {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
};

/** Turns a validated query into Drizzle clauses. `scope` is the caller's mandatory condition (their account). */
export function buildListClauses(resource: ListResource, query: ParsedListQuery, scope?: SQL): ListClauses {
  const conditions: SQL[] = [];
  if (scope) conditions.push(scope);
  for (const filter of query.filters) {
    const definition = resource.fields[filter.field];
    if (definition) conditions.push(filterCondition(definition, filter));
  }
  const exact = resource.exactSearchable ?? [];
  if (query.search && resource.searchable.length + exact.length > 0) {
    const pattern = `%${escapeLikePattern(query.search)}%`;
    const whole = query.search.toLowerCase();
    conditions.push(
      or(
        ...resource.searchable.map((column) => ilike(column as AnyPgColumn, pattern)),
        ...exact.map((column) => sql`lower(${column}) = ${whole}`),
      )!,
    );
  }
  const sortColumn = resource.fields[query.sortBy]!.column;
  const direction = query.sortDirection === 'asc' ? asc : desc;
  // NULLs go last in both directions, so empty values never crowd the first page. A NOT NULL column
  // needs no NULLS clause, and without one a plain (scope, column, id) index serves both directions.
  const isNotNull = is(sortColumn, Column) && sortColumn.notNull;
  return {
    where: conditions.length > 0 ? and(...conditions) : undefined,
    orderBy: [
      isNotNull ? direction(sortColumn) : sql`${direction(sortColumn)} NULLS LAST`,
      direction(resource.tieBreaker),
    ],
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  };
}

export function buildListMeta(resource: ListResource, query: ParsedListQuery, total: number): TListMeta {
  const lastPage = Math.max(1, Math.ceil(total / query.perPage));
  const firstIndex = (query.page - 1) * query.perPage + 1;
  const isPastEnd = firstIndex > total;
  return {
    current_page: query.page,
    per_page: query.perPage,
    total,
    last_page: lastPage,
    from: isPastEnd ? null : firstIndex,
    to: isPastEnd ? null : Math.min(total, query.page * query.perPage),
    allowed_sorts: sortableFields(resource),
    default_sort: resource.defaultSort.field,
    default_sort_direction: resource.defaultSort.direction,
    allowed_filter_fields: filterableFields(resource),
  };
}

/**
 * Runs a list: the caller supplies how to fetch a page and how to count, given the clauses, so each
 * repository keeps its own joins and select list while sharing the parsing and the SQL building.
 */
export async function runListQuery<TRow>(input: {
  resource: ListResource;
  query: ParsedListQuery;
  scope?: SQL;
  fetchPage: (clauses: ListClauses) => Promise<TRow[]>;
  count: (where: SQL | undefined) => Promise<number>;
}): Promise<{ rows: TRow[]; meta: TListMeta }> {
  const clauses = buildListClauses(input.resource, input.query, input.scope);
  const [rows, total] = await Promise.all([input.fetchPage(clauses), input.count(clauses.where)]);
  return { rows, meta: buildListMeta(input.resource, input.query, total) };
}
