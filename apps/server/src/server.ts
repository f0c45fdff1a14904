import { warmPasswordPolicy } from './lib/password-policy';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from './app';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { migrateDatabase } from './db/migrate';
import { runPendingLedgerBackfill } from './modules/reports/ledger-backfill';
import { openDatabase, type DatabaseTarget } from './db/open-database';
import { JobQueue } from './jobs/job-queue';
import { JOB_DEFINITIONS } from './jobs/registry';
import { createMailer } from './lib/mailer/mailer';
import type { FileStorage } from './lib/storage/file-storage';
import { createLocalStorage } from './lib/storage/local-storage';
import { createS3Storage } from './lib/storage/s3-storage';
import { seedDemoData } from './seed/demo-seed';
import type { AppServices, JobContext } from './services';

/** Connections waiting to be accepted (decision 104); Linux lowers it to net.core.somaxconn (4096 by default). */
const LISTEN_BACKLOG = 8192;

export function databaseTargetFor(config: AppConfig): DatabaseTarget {
  return config.database.url
    ? { kind: 'postgres', url: config.database.url, poolMax: config.database.poolMax }
    : { kind: 'pglite', dataDir: config.dataDir };
}

export function createFileStorage(config: AppConfig): FileStorage {
  const { storage } = config;
  return storage.driver === 's3' ? createS3Storage(storage) : createLocalStorage(storage);
}

export type ServicesOptions = {
  config: AppConfig;
  logger: Logger;
  /** Use this database instead of opening the configured one (tests pass a clone of a migrated template). */
  database?: Database;
  queuePollingIntervalSeconds?: number;
};

/** Opens the database, applies migrations and prepares the queue and mailer: everything a process needs. */
export async function createServices(options: ServicesOptions): Promise<AppServices> {
  const { config, logger } = options;
  const database = options.database ?? (await openDatabase(databaseTargetFor(config), logger));
  try {
    await migrateDatabase(database);
    await runPendingLedgerBackfill(database, logger);
    const mailer = createMailer({
      smtp: config.smtp ? { ...config.smtp } : null,
      from: config.mailFrom,
      outboxDir: config.outboxDir,
      logger: logger.child({ component: 'mailer' }),
    });
    const queue = new JobQueue<JobContext>(database, JOB_DEFINITIONS, logger.child({ component: 'jobs' }), {
      pollingIntervalSeconds: options.queuePollingIntervalSeconds,
    });
    await queue.start();
    return { config, logger, database, mailer, queue, storage: createFileStorage(config) };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}

export async function closeServices(services: AppServices): Promise<void> {
  await services.queue.stop().catch((error) => services.logger.error({ err: error }, 'Stopping the job queue failed'));
  services.mailer.close();
  await services.database.close();
}

export type RunningServer = {
  app: FastifyInstance;
  services: AppServices;
  url: string;
  demoLines: string[];
  close(): Promise<void>;
};

/** The whole web process: API + SPA, with the job worker in-process unless RUN_WORKER=false. */
export async function startServer(
  options: ServicesOptions & { extraApiPlugins?: FastifyPluginAsync[] },
): Promise<RunningServer> {
  const services = await createServices(options);
  warmPasswordPolicy();
  const { config } = services;
  let app: FastifyInstance | undefined;
  try {
    const demo = config.seedDemo ? await seedDemoData(services) : { seeded: false, lines: [] };
    if (config.runWorker)
      await services.queue.startWorkers({
        config,
        database: services.database,
        mailer: services.mailer,
        queue: services.queue,
        storage: services.storage,
      });
    app = await buildApp({ services, extraApiPlugins: options.extraApiPlugins });
    // A ticket rush opens thousands of connections at once: Node's default accept queue (511) overflows, and each
    // dropped connection waits a second or more for its SYN to be sent again. The kernel caps this at somaxconn.
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${port}`;
    let closing: Promise<void> | undefined;
    return {
      app,
      services,
      url,
      demoLines: demo.lines,
      // In-flight requests finish first (Fastify close), then jobs stop, then the pool closes.
      close: () => {
        closing ??= (async () => {
          await app!.close();
          await closeServices(services);
        })();
        return closing;
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await closeServices(services);
    throw error;
  }
}
