import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle database on either driver; repositories only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function runs on: the database, or the transaction its service opened. */
export type DbExecutor = Db | DbTransaction;

export type SqlRows<T> = { rows: T[] };
/** A parameterised raw query, for infrastructure that speaks SQL text (the job queue, health checks). */
export type RawQuery = <T = Record<string, unknown>>(text: string, values?: unknown[]) => Promise<SqlRows<T>>;

export type DatabaseDriver = 'pglite' | 'postgres';

export type Database = {
  driver: DatabaseDriver;
  db: Db;
  /** Runs one parameterised statement outside any transaction. */
  query: RawQuery;
  /** Runs a multi-statement script (no parameters). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
  /** Present on the embedded driver only; tests dump and clone it. */
  pglite?: PGlite;
  pool?: Pool;
  /** How long writes wait for a row lock (`db/lock-order.ts`); unset: `LOCK_TIMEOUT_MS`. Tests shorten it. */
  lockTimeoutMs?: number;
};

/**
 * The raw query function bound to an executor. Inside a transaction every statement must go through
 * the transaction's own connection: on PGlite a query on the outer handle waits for the transaction
 * forever, and on PostgreSQL it would escape the transaction's atomicity.
 */
export function rawQueryOf(executor: DbExecutor): RawQuery {
  const session = (executor as unknown as { session?: { client?: unknown } }).session;
  const client = session?.client as { query?: (text: string, values?: unknown[]) => Promise<unknown> } | undefined;
  if (!client || typeof client.query !== 'function') {
    throw new Error('This Drizzle executor exposes no SQL client; the Drizzle version may have changed its internals');
  }
  return async <T>(text: string, values?: unknown[]) => {
    const result = (await client.query!(text, values ?? [])) as { rows: T[] };
    return { rows: result.rows };
  };
}
