import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { JobQueue } from './jobs/job-queue';
import type { Mailer } from './lib/mailer/mailer';
import type { FileStorage } from './lib/storage/file-storage';

/** What a job handler receives besides its payload; the queue lets a job queue more work (a message's deliveries). */
export type JobContext = {
  config: AppConfig;
  database: Database;
  mailer: Mailer;
  queue: JobQueue<JobContext>;
  /** Where images live: resources a job sends out (a webhook's event) carry their URLs. */
  storage: FileStorage;
};

/** The process-wide services, built once at start-up and handed to routes and jobs. */
export type AppServices = JobContext & {
  logger: Logger;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}
