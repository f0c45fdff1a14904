import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { emailJobPayload, sendEmailJob } from './email.job';

const until = async (predicate: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('emails sent by the queued job', () => {
  let sink: SmtpSink;
  let server: TestServer;

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      env: {
        SMTP_HOST: sink.host,
        SMTP_PORT: String(sink.port),
        MAIL_FROM: 'Box Office <tickets@example.com>',
        APP_NAME: 'Marquee Test',
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it('arrive over real SMTP, rendered in the recipient locale', async () => {
    await server.services.queue.send(
      sendEmailJob,
      emailJobPayload({
        template: 'smtp_test',
        locale: 'de-AT',
        to: 'ops@example.com',
        data: { sentAt: new Date().toISOString() },
      }),
    );
    const message = await sink.waitForMessage((received) => received.to.includes('ops@example.com'));
    expect(message.subject).toBe('Marquee Test: Ihre E-Mail-Einstellungen funktionieren');
    expect(message.from).toBe('tickets@example.com');
    expect(message.html).toContain('<html');
    expect(message.text).not.toContain('<');
  });

  it('never write message bodies to the logs', async () => {
    await server.services.queue.send(
      sendEmailJob,
      emailJobPayload({
        template: 'smtp_test',
        locale: 'en',
        to: 'quiet@example.com',
        data: { sentAt: new Date().toISOString() },
      }),
    );
    const message = await sink.waitForMessage((received) => received.to.includes('quiet@example.com'));
    const bodyLine = message.text.split('\n').find((line) => line.trim().length > 20)!;
    expect(server.rawLogs()).not.toContain(bodyLine.trim());
  });
});

describe('emails without SMTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('are kept as .eml files in the outbox folder for a newcomer to read', async () => {
    await server.services.queue.send(
      sendEmailJob,
      emailJobPayload({
        template: 'smtp_test',
        locale: 'en',
        to: 'newcomer@example.com',
        data: { sentAt: new Date().toISOString() },
      }),
    );
    const outbox = server.services.config.outboxDir;
    await until(() => fs.existsSync(outbox) && fs.readdirSync(outbox).some((file) => file.endsWith('.eml')));
    const file = fs.readdirSync(outbox).find((name) => name.endsWith('.eml'))!;
    const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
    expect(raw).toContain('To: newcomer@example.com');
    expect(raw).toContain('Subject: Marquee: your email settings work');
    // The file is written before the delivery is logged: wait for the log line too.
    await until(() => server.logs.some((line) => typeof line.outboxFile === 'string'));
    const logged = server.logs.find((line) => typeof line.outboxFile === 'string');
    // Logged by file and recipient count; the address stays out of the log (decision 128).
    expect(logged).toMatchObject({ delivery: 'outbox', recipients: 1 });
    expect(JSON.stringify(logged)).not.toContain('newcomer@example.com');
  });
});
