import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/database-template';
import { rawQueryOf, type Database } from './client';
import { isUniqueViolation } from './errors';
import { DataDirLockedError, openDatabase } from './open-database';
import { migrateDatabase } from './migrate';

const driverName = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('databaseTemplate'));
  database = testDatabase.database;
  await database.exec(`
    CREATE TABLE stock (id int PRIMARY KEY, remaining int NOT NULL CHECK (remaining >= 0));
    CREATE TABLE sales (id serial PRIMARY KEY, buyer text NOT NULL);
    CREATE TABLE people (id serial PRIMARY KEY, email text NOT NULL CONSTRAINT people_email_key UNIQUE);
  `);
});

afterAll(async () => {
  await testDatabase?.drop();
});

const rows = async <T>(text: string) => (await database.query<T>(text)).rows;

describe(`database layer on ${driverName}`, () => {
  it('has applied the committed migrations', async () => {
    const tables = await rows<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name = 'app_meta'`,
    );
    expect(tables).toHaveLength(1);
    // Applying again is a no-op.
    await migrateDatabase(database);
  });

  it('commits a transaction as a whole', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO sales (buyer) VALUES ('commit-1')`);
      await tx.execute(sql`INSERT INTO sales (buyer) VALUES ('commit-2')`);
    });
    expect(await rows(`SELECT buyer FROM sales WHERE buyer LIKE 'commit-%' ORDER BY buyer`)).toEqual([
      { buyer: 'commit-1' },
      { buyer: 'commit-2' },
    ]);
  });

  it('rolls a transaction back as a whole when it throws', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO sales (buyer) VALUES ('rollback-1')`);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await rows(`SELECT buyer FROM sales WHERE buyer = 'rollback-1'`)).toEqual([]);
  });

  it('runs raw statements on the transaction connection, so they roll back with it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await rawQueryOf(tx)('INSERT INTO sales (buyer) VALUES ($1)', ['raw-in-tx']);
        const seen = await rawQueryOf(tx)<{ count: string }>(
          'SELECT count(*)::text AS count FROM sales WHERE buyer = $1',
          ['raw-in-tx'],
        );
        expect(seen.rows[0]?.count).toBe('1');
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await rows(`SELECT buyer FROM sales WHERE buyer = 'raw-in-tx'`)).toEqual([]);
  });

  it('never oversells: concurrent buyers taking a row lock with SELECT ... FOR UPDATE', async () => {
    await database.exec(`INSERT INTO stock (id, remaining) VALUES (1, 5)`);
    const buyers = Array.from({ length: 20 }, (_, index) => `buyer-${index}`);
    const outcomes = await Promise.all(
      buyers.map((buyer) =>
        database.db.transaction(async (tx) => {
          const query = rawQueryOf(tx);
          const locked = await query<{ remaining: number }>('SELECT remaining FROM stock WHERE id = 1 FOR UPDATE');
          const remaining = locked.rows[0]!.remaining;
          // A pause between read and write gives a race every chance to happen without the lock.
          await new Promise((resolve) => setTimeout(resolve, 5));
          if (remaining <= 0) return 'sold-out';
          await query('UPDATE stock SET remaining = $1 WHERE id = 1', [remaining - 1]);
          await query('INSERT INTO sales (buyer) VALUES ($1)', [buyer]);
          return 'bought';
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'bought')).toHaveLength(5);
    expect(await rows(`SELECT remaining FROM stock WHERE id = 1`)).toEqual([{ remaining: 0 }]);
    expect(await rows(`SELECT count(*)::int AS count FROM sales WHERE buyer LIKE 'buyer-%'`)).toEqual([{ count: 5 }]);
  });

  it('reports unique-constraint violations the same way, with the constraint name', async () => {
    await database.db.execute(sql`INSERT INTO people (email) VALUES ('ada@example.com')`);
    const failure = await database.db
      .execute(sql`INSERT INTO people (email) VALUES ('ada@example.com')`)
      .catch((error) => error);
    expect(isUniqueViolation(failure)).toBe(true);
    expect(isUniqueViolation(failure, 'people_email_key')).toBe(true);
    expect(isUniqueViolation(failure, 'other_key')).toBe(false);
    expect(isUniqueViolation(new Error('plain'))).toBe(false);
  });

  it('keeps a unique violation inside a transaction from leaking partial writes', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO people (email) VALUES ('grace@example.com')`);
        await tx.execute(sql`INSERT INTO people (email) VALUES ('ada@example.com')`);
      })
      .catch((error) => error);
    expect(isUniqueViolation(failure, 'people_email_key')).toBe(true);
    expect(await rows(`SELECT email FROM people WHERE email = 'grace@example.com'`)).toEqual([]);
  });
});

describe('embedded database directory lock', () => {
  it('refuses a second opener of the same DATA_DIR with a clear message, and frees the directory on close', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-lock-'));
    const logger = pino({ level: 'silent' });
    const first = await openDatabase({ kind: 'pglite', dataDir }, logger);
    try {
      const second = openDatabase({ kind: 'pglite', dataDir }, logger);
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/Another Marquee process is already using the embedded database/);
    } finally {
      await first.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir }, logger);
    await reopened.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});
