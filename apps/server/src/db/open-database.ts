import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import type { Logger } from 'pino';
import type { Database, Db } from './client';
import * as schema from './schema';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolMax: number }
  | { kind: 'pglite'; dataDir: string }
  /** An already-open PGlite instance (tests load a migrated template into memory). */
  | { kind: 'pglite-instance'; pglite: PGlite };

/** Extensions the migrations create (pg_trgm for the lists' search): every PGlite instance must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another Marquee process is already using the embedded database in ${dataDir}. ` +
        'The embedded database serves one process only: stop the other process, choose another DATA_DIR, ' +
        'or set DATABASE_URL to a PostgreSQL server to run several processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

export async function openDatabase(target: DatabaseTarget, logger: Logger): Promise<Database> {
  switch (target.kind) {
    case 'postgres':
      return openPostgres(target.url, target.poolMax, logger);
    case 'pglite':
      return openPgliteDirectory(target.dataDir, logger);
    case 'pglite-instance':
      return wrapPglite(target.pglite, async () => {
        await target.pglite.close();
      });
  }
}

function openPostgres(url: string, poolMax: number, logger: Logger): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL pool client error'));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    driver: 'postgres',
    db,
    pool,
    query: async <T>(text: string, values?: unknown[]) => {
      const result = await pool.query(text, values);
      return { rows: result.rows as T[] };
    },
    exec: async (script) => {
      await pool.query(script);
    },
    close: once(() => pool.end()),
  };
}

async function openPgliteDirectory(dataDir: string, logger: Logger): Promise<Database> {
  fs.mkdirSync(dataDir, { recursive: true });
  // PGlite has no directory lock: two processes on one data directory corrupt it silently.
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'marquee.lock'),
      stale: 15_000,
      update: 5_000,
      onCompromised: (error) => {
        logger.fatal({ err: error }, 'The data directory lock was lost; stopping to protect the embedded database');
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
  try {
    const pglite = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: PGLITE_EXTENSIONS });
    return wrapPglite(pglite, async () => {
      await pglite.close();
      await release();
    });
  } catch (error) {
    await release();
    throw error;
  }
}

function wrapPglite(pglite: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    driver: 'pglite',
    db,
    pglite,
    query: async <T>(text: string, values?: unknown[]) => {
      const result = await pglite.query<T>(text, values ?? []);
      return { rows: result.rows };
    },
    exec: async (script) => {
      await pglite.exec(script);
    },
    close: once(close),
  };
}

/** Closing twice (a test's teardown after the server's shutdown) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
