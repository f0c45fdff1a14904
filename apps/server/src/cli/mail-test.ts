import { z } from 'zod';
import { loadConfigOrExit } from '../config';
import { emailJobPayload, sendEmailJob } from '../jobs/email.job';
import { createLogger } from '../lib/logger';
import { closeServices, createServices } from '../server';

/**
 * `npm run mail:test -- you@example.com`: renders the SMTP test email and sends it directly (not through
 * the queue), so an operator sees the SMTP answer or error at once.
 */
async function main() {
  const recipient = z.email().safeParse(process.argv[2]);
  if (!recipient.success) {
    console.error('Usage: npm run mail:test -- you@example.com');
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const logger = createLogger({ level: 'warn' });
  const services = await createServices({ config, logger });
  try {
    // verify() names the problem (DNS, TLS, credentials) more clearly than a failed send would.
    if (config.smtp) await services.mailer.verify();
    await sendEmailJob.handle(
      emailJobPayload({
        template: 'smtp_test',
        locale: process.env.MAIL_TEST_LOCALE ?? 'en',
        to: recipient.data,
        data: {
          sentAt: new Date().toISOString(),
          ...(config.smtp ? { mailServer: `${config.smtp.host}:${config.smtp.port}` } : {}),
        },
      }),
      { ...services, logger, jobId: 'cli' },
    );
    console.log(
      config.smtp
        ? `Sent a test email to ${recipient.data} through ${config.smtp.host}:${config.smtp.port}.`
        : `No SMTP_HOST is configured: the test email was written to ${config.outboxDir}.`,
    );
  } catch (error) {
    console.error(`Sending failed: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await closeServices(services);
  }
}

void main();
