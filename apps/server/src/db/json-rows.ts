import { getTableColumns, type InferInsertModel, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows as JSON objects keyed by column name, for the database functions that write several tables in one
 * statement (`insert_json_rows`, decision 102), and back. Values go through each column's own driver mapping, so
 * a row read this way equals the one Drizzle would return; JSON columns stay JSON (not a string in JSON).
 */
export function toJsonRow<T extends PgTable>(table: T, values: InferInsertModel<T>): Record<string, unknown> {
  const columns = getTableColumns(table);
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    const column = columns[key];
    if (!column || value === undefined) continue;
    row[column.name] = value === null || isJsonColumn(column.columnType) ? value : column.mapToDriverValue(value);
  }
  return row;
}

export function fromJsonRow<T extends PgTable>(table: T, row: Record<string, unknown>): InferSelectModel<T> {
  const values: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = row[column.name];
    values[key] =
      value === null || value === undefined
        ? null
        : isJsonColumn(column.columnType)
          ? value
          : column.mapFromDriverValue(value);
  }
  return values as InferSelectModel<T>;
}

const isJsonColumn = (columnType: string) => columnType === 'PgJsonb' || columnType === 'PgJson';
