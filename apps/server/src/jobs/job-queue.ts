import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { rawQueryOf, type Database, type DbExecutor } from '../db/client';

/**
 * A background job: its payload schema, its retry policy and its handler. Handlers receive the
 * services they need through the context, so a job calls the same service code a route does.
 */
export type JobDefinition<TData, TContext> = {
  name: string;
  schema: z.ZodType<TData>;
  /** Attempts after the first failure; pg-boss doubles the delay each time (retryBackoff). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** Run on this cron schedule (UTC) as well; pg-boss keeps one schedule for all instances. */
  cron?: string;
  /**
   * pg-boss queue policy. `short` allows one queued (not yet started) job per singleton key, so
   * `sendUnique` with the same key is a no-op while one waits.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
  /**
   * Jobs fetched per poll (default 1). pg-boss waits out its polling interval after each fetch, so a queue that
   * fans out thousands of jobs (a message's deliveries) takes them in batches; each job still completes, fails
   * and retries on its own.
   */
  batchSize?: number;
  /**
   * Jobs of one fetched batch run at once (default 1, one after the other): for jobs that wait on the network (an
   * SMTP server) rather than on this process. A full batch is followed by the next fetch at once, not after the
   * polling interval, so a backlog drains at the speed of the work.
   */
  concurrency?: number;
  /**
   * With `concurrency`, jobs of one batch that share this key run one after another, in the order they were queued
   * (a person's emails: a resent link must not arrive before the one it replaces); other keys run side by side.
   */
  orderKey?: (data: TData) => string;
  /**
   * How often idle workers look for this queue's jobs (seconds, at least 0.5; default: the queue's setting). For jobs
   * someone waits for in a request (a PDF being drawn): the worker may be another process, so only polling finds it.
   */
  pollingIntervalSeconds?: number;
  handle(data: TData, context: TContext & JobRun): Promise<void>;
};

/** What the queue tells a handler about the run it is in. */
export type JobRun = {
  logger: Logger;
  jobId: string;
  /**
   * True on the last attempt the retry policy allows: a handler that records failures (a message's delivery)
   * records it now instead of throwing for a retry that will not come. Absent when a test calls a handler.
   */
  isLastAttempt?: boolean;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds definitions of any payload type
export type AnyJobDefinition<TContext> = JobDefinition<any, TContext>;

export type SendOptions = {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  executor?: DbExecutor;
  startAfter?: Date | number;
  singletonKey?: string;
  /** Higher first among the queue's waiting jobs (pg-boss priority; default 0). */
  priority?: number;
};

export const JOB_SCHEMA = 'pgboss';
const DEFAULT_RETRY_LIMIT = 5;
const DEFAULT_RETRY_DELAY_SECONDS = 10;
/** Jobs per insert statement in `sendMany`: one JSON parameter each, well inside any statement limit. */
export const SEND_MANY_BATCH = 1000;
/** `sendSoon`: how long a job may wait for others to share its insert, and how many one insert takes at most. */
const SEND_SOON_DELAY_MS = 20;
const SEND_SOON_MAX_BATCH = 200;

type SoonJob = { name: string; data: object; startAfter?: string; singletonKey?: string };

/** What the adapter needs to know of its queue: the statements it runs, and whether the queue has stopped. */
export type QueueStatements = { inFlight: Set<Promise<unknown>>; isStopped: () => boolean };

/**
 * The pg-boss database adapter over our own connection, so the queue needs no second pool or config.
 * Every statement is tracked in `inFlight` so `stop` can let the last ones finish before the pool closes.
 * pg-boss still fires the odd statement after `stop` (a completion or poll it does not await); once the
 * queue has stopped such a statement is dropped, never sent to a pool that may already be closed, where
 * it would fail as an unhandled rejection.
 */
export function createQueueDb(database: Database, statements: QueueStatements): PgBoss.Db {
  const run = async (text: string, values?: unknown[]) => {
    if (values && values.length > 0) return database.query(text, values);
    if (database.driver === 'pglite') {
      // PGlite prepares one statement per query; pg-boss sends parameterless multi-statement DDL.
      const results = await database.pglite!.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return database.query(text);
  };
  return {
    executeSql: (text, values) => {
      if (statements.isStopped()) return new Promise<never>(() => {});
      const statement = run(text, values);
      statements.inFlight.add(statement);
      statement.then(
        () => statements.inFlight.delete(statement),
        () => statements.inFlight.delete(statement),
      );
      return statement;
    },
  };
}

export class JobQueue<TContext> {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, AnyJobDefinition<TContext>>();
  private started = false;
  private stopped = false;
  private readonly inFlight = new Set<Promise<unknown>>();
  private soon: SoonJob[] = [];
  /** "name\nsingletonKey" of the jobs in `soon`. */
  private soonKeys = new Set<string>();
  private soonTimer: NodeJS.Timeout | null = null;
  private soonSending = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    definitions: AnyJobDefinition<TContext>[],
    private readonly logger: Logger,
    options: { pollingIntervalSeconds?: number; maintenance?: boolean } = {},
  ) {
    for (const definition of definitions) this.definitions.set(definition.name, definition);
    this.boss = new PgBoss({
      db: createQueueDb(database, { inFlight: this.inFlight, isStopped: () => this.stopped }),
      schema: JOB_SCHEMA,
      supervise: options.maintenance ?? true,
      schedule: options.maintenance ?? true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'Job queue error'));
  }

  /** Installs or upgrades the queue's tables and declares every queue with its retry policy. */
  async start(): Promise<void> {
    if (this.started) return;
    this.stopped = false;
    await this.boss.start();
    for (const definition of this.definitions.values()) {
      const policy = {
        retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
        ...(definition.policy ? { policy: definition.policy } : {}),
      };
      const existing = await this.boss.getQueue(definition.name);
      if (existing) await this.boss.updateQueue(definition.name, { name: definition.name, ...policy });
      else await this.boss.createQueue(definition.name, { name: definition.name, ...policy });
      if (definition.cron) await this.boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
    }
    this.started = true;
  }

  /** Starts processing every registered queue in this process. */
  async startWorkers(context: TContext): Promise<void> {
    await this.start();
    for (const definition of this.definitions.values()) {
      const batchSize = definition.batchSize ?? 1;
      const concurrency = Math.max(1, definition.concurrency ?? 1);
      const run = async (job: PgBoss.JobWithMetadata<unknown>) => {
        const logger = this.logger.child({ job: definition.name, job_id: job.id });
        const startedAt = Date.now();
        const isLastAttempt = job.retryCount >= job.retryLimit;
        try {
          const data = definition.schema.parse(job.data);
          await definition.handle(data, { ...context, logger, jobId: job.id, isLastAttempt });
          logger.info({ duration_ms: Date.now() - startedAt }, 'Job completed');
        } catch (error) {
          logger.warn({ err: error, duration_ms: Date.now() - startedAt }, 'Job failed; it will be retried');
          if (batchSize === 1) throw error;
          // In a batch only this job fails (and retries by its policy); pg-boss completes the others, still
          // active, when the batch returns.
          await this.boss.fail(definition.name, job.id, error instanceof Error ? error : { message: String(error) });
        }
      };
      let workerId: string | null = null;
      const polling = definition.pollingIntervalSeconds
        ? { pollingIntervalSeconds: definition.pollingIntervalSeconds }
        : {};
      const options = { batchSize, includeMetadata: true as const, ...polling };
      workerId = await this.boss.work<unknown>(definition.name, options, async (jobs) => {
        // More are probably waiting: fetch again as soon as this batch is done.
        if (workerId && batchSize > 1 && jobs.length === batchSize) this.boss.notifyWorker(workerId);
        const queues = new Map<string, PgBoss.JobWithMetadata<unknown>[]>();
        // pg-boss fetches in queue order but its answer's rows are not sorted: sort them back.
        const sorted = [...jobs].sort(
          (a, b) => b.priority - a.priority || a.createdOn.getTime() - b.createdOn.getTime(),
        );
        for (const job of sorted) {
          const key = orderKeyOf(definition, job);
          queues.set(key, [...(queues.get(key) ?? []), job]);
        }
        const inOrder = [...queues.values()];
        let next = 0;
        const lane = async () => {
          while (next < inOrder.length) for (const job of inOrder[next++]!) await run(job);
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, inOrder.length) }, lane));
      });
    }
  }

  async send<TData>(
    definition: JobDefinition<TData, TContext>,
    data: TData,
    options: SendOptions = {},
  ): Promise<string> {
    const id = await this.sendUnique(definition, data, options);
    if (!id) throw new Error(`Job ${definition.name} was not enqueued`);
    return id;
  }

  /**
   * Like `send`, but a job the queue policy refuses (one with the same singleton key already waiting, on a
   * `short` queue) is not an error: the answer is then null.
   */
  async sendUnique<TData>(
    definition: JobDefinition<TData, TContext>,
    data: TData,
    options: SendOptions = {},
  ): Promise<string | null> {
    if (!this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is not registered`);
    const payload = definition.schema.parse(data) as object;
    const db = options.executor ? { executeSql: rawQueryOf(options.executor) } : undefined;
    const id = await this.boss.send(definition.name, payload, {
      ...(db ? { db } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    });
    return id ?? null;
  }

  /**
   * Queues many jobs of one kind in a few statements (`SEND_MANY_BATCH` per insert) instead of one round trip
   * each, with the queue's retry policy. No singleton keys: for fan-out work, such as one delivery per recipient.
   */
  async sendMany<TData>(
    definition: JobDefinition<TData, TContext>,
    payloads: TData[],
    options: Pick<SendOptions, 'executor'> = {},
  ): Promise<void> {
    if (!this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is not registered`);
    const db = options.executor ? { executeSql: rawQueryOf(options.executor) } : undefined;
    for (let start = 0; start < payloads.length; start += SEND_MANY_BATCH) {
      const jobs = payloads
        .slice(start, start + SEND_MANY_BATCH)
        .map((data) => ({ name: definition.name, data: definition.schema.parse(data) as object }));
      await this.boss.insert(jobs, db ? { db } : {});
    }
  }

  /**
   * Queues a job within `SEND_SOON_DELAY_MS`, in one insert with the others sent meanwhile, instead of a round trip
   * of its own before the caller may answer (a rush of reservations, decision 102). A job the queue policy refuses
   * (same singleton key waiting) is dropped, as `sendUnique` would, and so is one whose name and singleton key are
   * already among those waiting to be sent. Only for jobs that something else backs up: a crash inside that window
   * loses them, and a failed insert is logged, not retried.
   */
  sendSoon<TData>(
    definition: JobDefinition<TData, TContext>,
    data: TData,
    options: Pick<SendOptions, 'startAfter' | 'singletonKey'> = {},
  ): void {
    if (!this.definitions.has(definition.name)) throw new Error(`Job ${definition.name} is not registered`);
    const startAfter = options.startAfter === undefined ? undefined : new Date(options.startAfter).toISOString();
    if (options.singletonKey) {
      const pendingKey = `${definition.name}\n${options.singletonKey}`;
      if (this.soonKeys.has(pendingKey)) return;
      this.soonKeys.add(pendingKey);
    }
    this.soon.push({
      name: definition.name,
      data: definition.schema.parse(data) as object,
      ...(startAfter ? { startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
    });
    if (this.soon.length >= SEND_SOON_MAX_BATCH) void this.flushSoon();
    else if (!this.soonTimer) {
      this.soonTimer = setTimeout(() => void this.flushSoon(), SEND_SOON_DELAY_MS);
      this.soonTimer.unref();
    }
  }

  /** Sends what `sendSoon` holds now, and waits for every such insert still running (shutdown, tests). */
  async flushSoon(): Promise<void> {
    if (this.soonTimer) clearTimeout(this.soonTimer);
    this.soonTimer = null;
    const batch = this.soon;
    this.soon = [];
    this.soonKeys.clear();
    if (batch.length > 0) {
      const sending = this.boss
        .insert(batch)
        .catch((error: unknown) => this.logger.warn({ err: error, jobs: batch.length }, 'Queued jobs were not sent'));
      this.soonSending.add(sending);
      void sending.finally(() => this.soonSending.delete(sending));
    }
    await Promise.all(this.soonSending);
  }

  async getJob(name: string, id: string) {
    return this.boss.getJobById(name, id, { includeArchive: true });
  }

  /** Stops fetching new jobs and waits (bounded) for running handlers to finish. */
  async stop(): Promise<void> {
    if (!this.started) return;
    await this.flushSoon();
    this.started = false;
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: 10_000 });
    // pg-boss marks a finished job complete without awaiting it, and does not wait for its internal cron
    // worker: let those last statements settle, or they would hit a closed pool as unhandled rejections.
    const deadline = Date.now() + 5_000;
    do await new Promise((resolve) => setTimeout(resolve, 25));
    while (this.inFlight.size > 0 && Date.now() < deadline);
    this.stopped = true;
  }

  get databaseDriver() {
    return this.database.driver;
  }
}

/** The job's ordering key (its id when the definition has none, or its data does not give one). */
function orderKeyOf<TContext>(definition: AnyJobDefinition<TContext>, job: { id: string; data: unknown }): string {
  if (!definition.orderKey) return job.id;
  try {
    return `key:${definition.orderKey(job.data)}`;
  } catch {
    return job.id;
  }
}
