import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/database-template';
import type { JobContext } from '../services';
import { cleanupJob } from './cleanup.job';

let testDatabase: TestDatabase;
const count = async (table: string) =>
  (await testDatabase.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('databaseTemplate'));
  const { exec } = testDatabase.database;
  await exec(`
    INSERT INTO accounts (id, short_id, name, email) VALUES ('00000000-0000-4000-8000-000000000001', 'acc_1', 'A', 'a@example.com');
    INSERT INTO users (id, email, first_name) VALUES ('00000000-0000-4000-8000-000000000002', 'a@example.com', 'A');
    INSERT INTO sessions (id, user_id, account_id, expires_at) VALUES
      ('live', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', now() + interval '1 day'),
      ('dead', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', now() - interval '1 minute');
    INSERT INTO auth_tokens (token_hash, purpose, user_id, expires_at, used_at) VALUES
      ('fresh', 'PASSWORD_RESET', '00000000-0000-4000-8000-000000000002', now() + interval '1 hour', NULL),
      ('just-used', 'PASSWORD_RESET', '00000000-0000-4000-8000-000000000002', now() + interval '1 hour', now()),
      ('long-expired', 'PASSWORD_RESET', '00000000-0000-4000-8000-000000000002', now() - interval '2 days', NULL),
      ('long-used', 'INVITATION', '00000000-0000-4000-8000-000000000002', now() + interval '3 days', now() - interval '2 days');
    INSERT INTO rate_limit_buckets (key, window_start, hits) VALUES
      ('login-email:a', now(), 3),
      ('login-email:a', now() - interval '3 days', 9);
  `);
});

afterAll(async () => {
  await testDatabase?.drop();
});

describe('maintenance.cleanup', () => {
  it('deletes expired sessions, long-spent tokens and old rate-limit windows, and keeps the rest', async () => {
    await cleanupJob.handle({}, {
      database: testDatabase.database,
      logger: pino({ level: 'silent' }),
      jobId: 'test',
    } as unknown as JobContext & { logger: pino.Logger; jobId: string });
    expect(
      (await testDatabase.database.query<{ id: string }>('SELECT id FROM sessions')).rows.map((row) => row.id),
    ).toEqual(['live']);
    const tokens = (
      await testDatabase.database.query<{ token_hash: string }>(
        'SELECT token_hash FROM auth_tokens ORDER BY token_hash',
      )
    ).rows;
    expect(tokens.map((row) => row.token_hash)).toEqual(['fresh', 'just-used']);
    expect(await count('rate_limit_buckets')).toBe(1);
  });
});
