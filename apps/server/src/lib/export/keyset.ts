import { and, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { buildListClauses, type ListFieldType, type ListResource, type ParsedListQuery } from '../list-query';

/**
 * Walks a whole list (its filters, search and sort, without the page) in batches by keyset: each batch
 * resumes after the last row's (sort value, id), so every query is a short index range and batch N costs
 * what batch 1 did, unlike OFFSET. No transaction or cursor stays open between batches, so on the embedded
 * database other requests run between them.
 */

const CAST: Record<ListFieldType['kind'], string> = {
  string: 'text',
  enum: 'text',
  uuid: 'uuid',
  integer: 'bigint',
  number: 'numeric',
  boolean: 'boolean',
  datetime: 'timestamptz',
};

/** The row's sort value as text: exact for every type (timestamps keep their microseconds). */
export function sortKeySelect(resource: ListResource, query: ParsedListQuery): SQL<string | null> {
  return sql<string | null>`(${resource.fields[query.sortBy]!.column})::text`;
}

type Cursor = { sortKey: string | null; id: string };

/** Rows strictly after the cursor in `ORDER BY sort <dir> NULLS LAST, id <dir>`. */
function after(resource: ListResource, query: ParsedListQuery, cursor: Cursor): SQL {
  const definition = resource.fields[query.sortBy]!;
  const column = definition.column as AnyPgColumn;
  const id = resource.tieBreaker;
  const isAsc = query.sortDirection === 'asc';
  const idAfter = isAsc ? sql`${id} > ${cursor.id}` : sql`${id} < ${cursor.id}`;
  // NULLs come last: after a NULL only NULLs with a further id remain.
  if (cursor.sortKey === null) return and(isNull(column), idAfter)!;
  const value = sql`cast(${cursor.sortKey} as ${sql.raw(CAST[definition.type.kind])})`;
  return or(
    isAsc ? sql`${column} > ${value}` : sql`${column} < ${value}`,
    and(sql`${column} = ${value}`, idAfter),
    isNull(column),
  )!;
}

export type KeysetRow = { sortKey: string | null; id: string };

export async function* keysetBatches<TRow extends KeysetRow>(input: {
  resource: ListResource;
  query: ParsedListQuery;
  /** The caller's mandatory condition (the event). */
  scope: SQL;
  batchSize: number;
  fetch: (clauses: { where: SQL | undefined; orderBy: SQL[]; limit: number }) => Promise<TRow[]>;
}): AsyncGenerator<TRow[]> {
  const base = buildListClauses(input.resource, input.query, input.scope);
  let cursor: Cursor | null = null;
  for (;;) {
    const where: SQL | undefined = cursor ? and(base.where, after(input.resource, input.query, cursor)) : base.where;
    const rows = await input.fetch({ where, orderBy: base.orderBy, limit: input.batchSize });
    if (rows.length > 0) yield rows;
    if (rows.length < input.batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { sortKey: last.sortKey, id: last.id };
  }
}
