import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { AppError } from '../lib/app-error';
import { holdRowLock } from '../test-support/row-lock';
import { createTestDatabase, type TestDatabase } from '../test-support/database-template';
import { rawQueryOf, type Database } from './client';
import { BUSY_MESSAGE, LOCK_TIMEOUT_MS, lockingTransaction, lockTimeoutSetting, retryTransaction } from './lock-order';

const pgError = (code: string) => Object.assign(new Error(`SQLSTATE ${code}`), { code });
/** How Drizzle hands a driver's error over: wrapped, with the SQLSTATE on its cause. */
const wrapped = (code: string) => new Error('Failed query', { cause: pgError(code) });

describe('retryTransaction', () => {
  it.each(['40P01', '40001', '55P03'])('runs the work again once after %s', async (code) => {
    const attempts: number[] = [];
    const result = await retryTransaction(async (attempt) => {
      attempts.push(attempt);
      if (attempt === 1) throw wrapped(code);
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toEqual([1, 2]);
  });

  it('answers 409 "busy" (SYSTEM_BUSY) when the contention outlasts the retry', async () => {
    let attempts = 0;
    const failure = await retryTransaction(async () => {
      attempts++;
      throw pgError('40P01');
    }).catch((error: unknown) => error);
    expect(attempts).toBe(2);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'SYSTEM_BUSY', status: 409, message: BUSY_MESSAGE });
  });

  it('passes any other error through at once', async () => {
    let attempts = 0;
    const unique = pgError('23505');
    await expect(
      retryTransaction(async () => {
        attempts++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(attempts).toBe(1);
  });

  it('retries what the caller adds, and rethrows it as it is when it lasts', async () => {
    let attempts = 0;
    const foreignKey = pgError('23503');
    await expect(
      retryTransaction(
        async () => {
          attempts++;
          throw foreignKey;
        },
        { isRetryable: (error) => (error as { code?: string }).code === '23503' },
      ),
    ).rejects.toBe(foreignKey);
    expect(attempts).toBe(2);
  });
});

describe(`locking transactions on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(inject('databaseTemplate'));
    database = testDatabase.database;
    await database.exec(`CREATE TABLE lock_probe (id int PRIMARY KEY); INSERT INTO lock_probe VALUES (1);`);
  });

  afterAll(async () => {
    await testDatabase?.drop();
  });

  const lockTimeout = async () => (await database.query<{ lock_timeout: string }>('SHOW lock_timeout')).rows[0]!;

  it('run under the lock timeout, which ends with the transaction', async () => {
    const inside = await lockingTransaction(database, async (tx) => {
      const { rows } = await rawQueryOf(tx)<{ lock_timeout: string }>('SHOW lock_timeout');
      return rows[0]!.lock_timeout;
    });
    expect(inside).toBe(`${LOCK_TIMEOUT_MS / 1000}s`);
    expect((await lockTimeout()).lock_timeout).toBe('0');
  });

  it('a statement of its own sets it for itself first, as the reservation statements do', async () => {
    const result = await database.db.execute(
      sql`select ${lockTimeoutSetting(250)} as setting, current_setting('lock_timeout') as in_force`,
    );
    expect((result as unknown as { rows: { in_force: string }[] }).rows[0]!.in_force).toBe('250ms');
    expect((await lockTimeout()).lock_timeout).toBe('0');
  });

  it('a row lock held past the timeout fails the transaction twice, then answers busy', async (context) => {
    // PGlite has one connection: a held transaction there blocks every other statement by construction.
    if (database.driver !== 'postgres') return context.skip();
    const lock = await holdRowLock(database, 'SELECT id FROM lock_probe WHERE id = 1 FOR UPDATE');
    database.lockTimeoutMs = 100;
    let attempts = 0;
    try {
      const failure = await lockingTransaction(database, async (tx) => {
        attempts++;
        await tx.execute(sql`update lock_probe set id = 1 where id = 1`);
      }).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'SYSTEM_BUSY', message: BUSY_MESSAGE });
      expect(attempts).toBe(2);
    } finally {
      database.lockTimeoutMs = undefined;
      await lock.release();
    }
  });
});
