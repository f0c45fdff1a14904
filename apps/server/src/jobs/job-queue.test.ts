import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../test-support/database-template';
import type { Database } from '../db/client';
import { createQueueDb, JobQueue, type JobDefinition } from './job-queue';

const logger = pino({ level: 'silent' });
let testDatabase: TestDatabase;

type Ctx = { calls: string[] };

const until = async (predicate: () => boolean | Promise<boolean>, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('condition not met in time');
};

const recordJob: JobDefinition<{ label: string }, Ctx> = {
  name: 'test.record',
  schema: z.object({ label: z.string() }),
  async handle(data, { calls }) {
    calls.push(data.label);
  },
};

const attemptsByLabel = new Map<string, number>();
const flakyJob: JobDefinition<{ label: string; failures: number }, Ctx> = {
  name: 'test.flaky',
  schema: z.object({ label: z.string(), failures: z.number().int() }),
  retryLimit: 3,
  retryDelaySeconds: 1,
  async handle(data, { calls }) {
    const attempt = (attemptsByLabel.get(data.label) ?? 0) + 1;
    attemptsByLabel.set(data.label, attempt);
    if (attempt <= data.failures) throw new Error(`attempt ${attempt} fails`);
    calls.push(`${data.label}@${attempt}`);
  },
};

/** Fetched in batches; the label "fail" throws until its last attempt, which it reports instead. */
const batchJob: JobDefinition<{ label: string }, Ctx> = {
  name: 'test.batch',
  schema: z.object({ label: z.string() }),
  batchSize: 10,
  retryLimit: 1,
  retryDelaySeconds: 1,
  async handle(data, { calls, isLastAttempt }) {
    if (data.label === 'fail' && !isLastAttempt) throw new Error('not yet');
    calls.push(data.label === 'fail' ? 'fail@last' : data.label);
  },
};

/** Waits on "the network" (50 ms) like an email: fetched 5 at a time, 5 at once. */
let running = 0;
let mostAtOnce = 0;
const slowJob: JobDefinition<{ label: string }, Ctx> = {
  name: 'test.slow',
  schema: z.object({ label: z.string() }),
  batchSize: 5,
  concurrency: 5,
  async handle(data, { calls }) {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise((resolve) => setTimeout(resolve, 50));
    running--;
    calls.push(data.label);
  },
};

/** Like an email: one person's jobs (same key) one after another, in order; others side by side. */
let orderedRunning = 0;
const orderedJob: JobDefinition<{ label: string; key: string; ms: number }, Ctx> = {
  name: 'test.ordered',
  schema: z.object({ label: z.string(), key: z.string(), ms: z.number().int() }),
  batchSize: 10,
  concurrency: 10,
  orderKey: (data) => data.key,
  async handle(data, { calls }) {
    if (data.key === 'same') orderedRunning++;
    calls.push(`start ${data.label} ${orderedRunning}`);
    await new Promise((resolve) => setTimeout(resolve, data.ms));
    if (data.key === 'same') orderedRunning--;
    calls.push(`end ${data.label}`);
  },
};

const newQueue = (pollingIntervalSeconds = 0.5) =>
  new JobQueue<Ctx>(testDatabase.database, [recordJob, flakyJob, batchJob, slowJob, orderedJob], logger, {
    pollingIntervalSeconds,
    maintenance: false,
  });

beforeAll(async () => {
  testDatabase = await createTestDatabase(inject('databaseTemplate'));
});

afterAll(async () => {
  await testDatabase?.drop();
});

describe(`job queue on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('runs a queued job in the worker', async () => {
    const queue = newQueue();
    const context = { calls: [] as string[] };
    await queue.startWorkers(context);
    try {
      await queue.send(recordJob, { label: 'hello' });
      await until(() => context.calls.includes('hello'));
    } finally {
      await queue.stop();
    }
  });

  it('runs a batch at once, fetches the next full batch without waiting, and takes higher priorities first', async () => {
    // A 10 s polling interval: draining 40 jobs within it is only possible by fetching again at once.
    const queue = newQueue(10);
    await queue.start();
    const context = { calls: [] as string[] };
    try {
      for (let index = 0; index < 35; index++) await queue.send(slowJob, { label: `low-${index}` });
      for (let index = 0; index < 5; index++) await queue.send(slowJob, { label: `high-${index}` }, { priority: 10 });
      const started = Date.now();
      await queue.startWorkers(context);
      await until(() => context.calls.length === 40, 9_000);
      expect(Date.now() - started).toBeLessThan(9_000);
      expect(mostAtOnce).toBe(5);
      expect(context.calls.slice(0, 5).sort()).toEqual(['high-0', 'high-1', 'high-2', 'high-3', 'high-4']);
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('runs the jobs of one key in the order queued, one at a time, beside the others', async () => {
    const queue = newQueue(10);
    await queue.start();
    const context = { calls: [] as string[] };
    try {
      // The first of the key takes longest: a lane running the next one at once would finish it first.
      // Queue order is creation time; the embedded database's clock may give two quick sends the same one.
      for (const [index, ms] of [80, 10, 10].entries()) {
        await queue.send(orderedJob, { label: `same-${index}`, key: 'same', ms });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (let index = 0; index < 3; index++)
        await queue.send(orderedJob, { label: `other-${index}`, key: `o${index}`, ms: 10 });
      await queue.startWorkers(context);
      await until(() => context.calls.filter((call) => call.startsWith('end')).length === 6, 9_000);
      const ends = context.calls.filter((call) => call.startsWith('end same'));
      expect(ends).toEqual(['end same-0', 'end same-1', 'end same-2']);
      expect(context.calls.filter((call) => call.startsWith('start same')).every((call) => call.endsWith(' 1'))).toBe(
        true,
      );
      // The others did not wait for the slow one.
      expect(context.calls.indexOf('end other-0')).toBeLessThan(context.calls.indexOf('end same-0'));
    } finally {
      await queue.stop();
    }
  }, 30_000);

  it('refuses a payload that does not match the job schema', async () => {
    const queue = newQueue();
    await queue.start();
    try {
      await expect(queue.send(recordJob, { label: 42 } as unknown as { label: string })).rejects.toThrow();
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = newQueue();
    const context = { calls: [] as string[] };
    await queue.startWorkers(context);
    try {
      const id = await queue.send(flakyJob, { label: 'flaky', failures: 2 });
      await until(() => context.calls.includes('flaky@3'), 30_000);
      await until(async () => (await queue.getJob('test.flaky', id))?.state === 'completed');
      const job = await queue.getJob('test.flaky', id);
      expect(job).toMatchObject({ state: 'completed', retryCount: 2, retryLimit: 3, retryBackoff: true });
    } finally {
      await queue.stop();
    }
  }, 45_000);

  it('enqueues inside a transaction: a rollback leaves no job, a commit leaves one', async () => {
    const queue = newQueue();
    await queue.start();
    try {
      await expect(
        testDatabase.database.db.transaction(async (tx) => {
          await queue.send(recordJob, { label: 'rolled-back' }, { executor: tx });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const committedId = await testDatabase.database.db.transaction((tx) =>
        queue.send(recordJob, { label: 'committed' }, { executor: tx }),
      );
      const { rows } = await testDatabase.database.query<{ label: string }>(
        `SELECT data->>'label' AS label FROM pgboss.job WHERE name = 'test.record' AND data->>'label' IN ('rolled-back', 'committed')`,
      );
      expect(rows.map((row) => row.label)).toEqual(['committed']);
      expect(await queue.getJob('test.record', committedId)).toMatchObject({ state: 'created' });
    } finally {
      await queue.stop();
    }
  });

  it('sends many jobs in a transaction, and fails only the failing job of a batch', async () => {
    const queue = newQueue();
    const context = { calls: [] as string[] };
    await queue.start();
    try {
      const labels = Array.from({ length: 25 }, (_, index) => `many-${index}`);
      await testDatabase.database.db.transaction((tx) =>
        queue.sendMany(
          batchJob,
          [...labels, 'fail'].map((label) => ({ label })),
          { executor: tx },
        ),
      );
      await expect(queue.sendMany(batchJob, [{ label: 7 } as unknown as { label: string }])).rejects.toThrow();
      await queue.startWorkers(context);
      await until(
        () => labels.every((label) => context.calls.includes(label)) && context.calls.includes('fail@last'),
        30_000,
      );
      // Each ran once: the failure retried alone, never its batch.
      expect(context.calls.filter((call) => call.startsWith('many-')).sort()).toEqual([...labels].sort());
    } finally {
      await queue.stop();
    }
  }, 45_000);

  it('sends jobs queued with sendSoon together, and flushes them when the queue stops', async () => {
    const queue = newQueue();
    await queue.start();
    const startAfter = new Date(Date.now() + 60 * 60_000);
    const labels = ['soon-1', 'soon-2', 'soon-3'];
    const stored = async () =>
      (
        await testDatabase.database.query<{ label: string; start_after: Date }>(
          `SELECT data->>'label' AS label, start_after FROM pgboss.job WHERE name = 'test.record' AND data->>'label' LIKE 'soon-%' ORDER BY 1`,
        )
      ).rows;
    try {
      for (const label of labels) queue.sendSoon(recordJob, { label }, { startAfter });
      // A job whose name and singleton key are already waiting to be sent is dropped (this queue's policy would
      // store both).
      queue.sendSoon(recordJob, { label: 'soon-4' }, { startAfter, singletonKey: 'one' });
      queue.sendSoon(recordJob, { label: 'soon-5' }, { startAfter, singletonKey: 'one' });
      expect(() => queue.sendSoon(recordJob, { label: 7 } as unknown as { label: string })).toThrow();
      // Nothing is sent yet: the three wait to share one insert.
      expect(await stored()).toEqual([]);
    } finally {
      await queue.stop();
    }
    const rows = await stored();
    expect(rows.map((row) => row.label)).toEqual([...labels, 'soon-4']);
    for (const row of rows)
      expect(Math.abs(new Date(row.start_after).getTime() - startAfter.getTime())).toBeLessThan(1000);
  });

  it('keeps queued jobs across a restart: a job sent before shutdown runs in the next process', async () => {
    const before = newQueue();
    await before.start();
    await before.send(recordJob, { label: 'survivor' });
    await before.stop();

    const after = newQueue();
    const context = { calls: [] as string[] };
    await after.startWorkers(context);
    try {
      await until(() => context.calls.includes('survivor'));
    } finally {
      await after.stop();
    }
  });
});

describe('the queue database adapter', () => {
  it('tracks running statements, and drops the ones pg-boss fires after the queue stopped instead of failing on a closed pool', async () => {
    let isStopped = false;
    const query = vi.fn(() => Promise.resolve({ rows: [{ one: 1 }] }));
    const inFlight = new Set<Promise<unknown>>();
    const adapter = createQueueDb({ driver: 'postgres', query } as unknown as Database, {
      inFlight,
      isStopped: () => isStopped,
    });

    const running = adapter.executeSql('SELECT $1::int AS one', [1]);
    expect(inFlight.size).toBe(1);
    await expect(running).resolves.toEqual({ rows: [{ one: 1 }] });
    expect(inFlight.size).toBe(0);

    isStopped = true;
    query.mockImplementation(() => Promise.reject(new Error('Cannot use a pool after calling end on the pool')));
    const late = adapter.executeSql('SELECT 1', []);
    const outcome = await Promise.race([
      late.then(
        () => 'settled',
        () => 'rejected',
      ),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
    ]);
    expect(outcome).toBe('pending');
    expect(query).toHaveBeenCalledTimes(1);
  });
});
