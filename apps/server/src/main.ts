import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit } from './config';
import { DataDirLockedError } from './db/open-database';
import { createLogger } from './lib/logger';
import { startServer } from './server';

async function main() {
  const config = loadConfigOrExit();
  const logger = createLogger({ level: config.logLevel, pretty: config.env === 'development' });
  try {
    const server = await startServer({ config, logger });
    const banner = [
      '',
      `  ${config.publicConfig.appName} is running at ${server.url}`,
      `  API documentation: ${server.url}/api/docs`,
      `  Database: ${config.database.url ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
      `  Emails: ${config.smtp ? `SMTP ${config.smtp.host}:${config.smtp.port}` : `written to ${config.outboxDir}`}`,
      ...server.demoLines.map((line) => `  ${line}`),
      '',
    ];
    process.stdout.write(`${banner.join('\n')}\n`);
    closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
      if (err) logger.error({ err }, 'Shutting down after an unexpected error');
      else logger.info({ signal }, 'Shutting down gracefully');
      await server.close();
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'Start-up failed');
    process.exit(1);
  }
}

void main();
