import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit } from './config';
import { createLogger } from './lib/logger';
import { closeServices, createServices } from './server';

/**
 * A process that only runs background jobs, for deployments that scale web and worker separately
 * (set RUN_WORKER=false on the web processes). It needs PostgreSQL: the embedded database serves one process.
 */
async function main() {
  const config = loadConfigOrExit();
  if (!config.database.url) {
    console.error(
      '\nA separate worker needs DATABASE_URL (PostgreSQL). With the embedded database, the web process runs the jobs itself.\n',
    );
    process.exit(1);
  }
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  const services = await createServices({ config, logger });
  await services.queue.startWorkers({
    config,
    database: services.database,
    mailer: services.mailer,
    queue: services.queue,
    storage: services.storage,
  });
  logger.info('Worker started');
  closeWithGrace({ delay: 15_000 }, async () => {
    await closeServices(services);
  });
}

void main();
