import { getTableColumns, type Column, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows as JSON objects keyed by column name, for the database functions that write several tables in one
 * statement (`insert_json_rows`, decision 102), and back. Values go through each column's own driver mapping, so
 * a row read this way equals the one Drizzle would return; JSON columns stay JSON (not a string in JSON).
 */
export function toJsonRow<T extends PgTable>(table: T, values: InferInsertModel<T>): Record<string, unknown> {
  const { byKey } = columnsOf(table);
  const row: Record<string, unknown> = {};
  for (const key in values as Record<string, unknown>) {
    const value = (values as Record<string, unknown>)[key];
    const column = byKey.get(key);
    if (!column || value === undefined) continue;
    row[column.name] = value === null || column.isJson ? value : column.column.mapToDriverValue(value);
  }
  return row;
}

export function fromJsonRow<T extends PgTable>(table: T, row: Record<string, unknown>): InferSelectModel<T> {
  const values: Record<string, unknown> = {};
  for (const { key, name, isJson, column } of columnsOf(table).list) {
    const value = row[name];
    values[key] = value === null || value === undefined ? null : isJson ? value : column.mapFromDriverValue(value);
  }
  return values as InferSelectModel<T>;
}

type JsonColumn = { key: string; name: string; isJson: boolean; column: Column };

// A table's columns, listed once: a reservation converts several rows, and re-listing them each time showed in a
// ticket rush's profile.
const columnsByTable = new WeakMap<PgTable, { list: JsonColumn[]; byKey: Map<string, JsonColumn> }>();

function columnsOf(table: PgTable) {
  let columns = columnsByTable.get(table);
  if (!columns) {
    const list = Object.entries(getTableColumns(table)).map(([key, column]) => ({
      key,
      name: column.name,
      isJson: column.columnType === 'PgJsonb' || column.columnType === 'PgJson',
      column,
    }));
    columns = { list, byKey: new Map(list.map((entry) => [entry.key, entry])) };
    columnsByTable.set(table, columns);
  }
  return columns;
}
