import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test-support/smtp-sink';
import type { SmtpSink } from '../../test-support/smtp-sink';
import { createMailer, isPermanentMailError, outboxFileName } from './mailer';
import type { Mailer, OutgoingEmail } from './mailer';

const FROM = 'Marquee <tickets@marquee.test>';
// Stands in for a password-reset link: the kind of secret a body carries and a log must not.
const SECRET = 'reset-token-5f1c0ffee';

function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

function email(overrides: Partial<OutgoingEmail> = {}): OutgoingEmail {
  return {
    to: 'ada@example.com',
    subject: 'Reset your password',
    html: `<p>Hello Ada, <a href="https://tickets.example.com/reset?token=${SECRET}">reset</a></p>`,
    text: `Hello Ada, reset here: https://tickets.example.com/reset?token=${SECRET}`,
    ...overrides,
  };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let workDir: string;
let mailer: Mailer | undefined;

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'marquee-mailer-'));
});

afterEach(async () => {
  mailer?.close();
  mailer = undefined;
  await rm(workDir, { recursive: true, force: true });
});

describe('createMailer with SMTP', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });
  beforeEach(() => sink.clear());

  it('delivers subject, recipients, both bodies, headers and attachments, and returns the message id', async () => {
    const { logger, lines } = captureLogs();
    mailer = createMailer({
      smtp: { host: sink.host, port: sink.port, secure: false, user: 'mailer', password: 'hunter2-smtp-password' },
      from: FROM,
      outboxDir: join(workDir, 'outbox'),
      logger,
    });

    const result = await mailer.send(
      email({
        to: ['ada@example.com', 'grace@example.com'],
        replyTo: 'support@marquee.test',
        headers: { 'X-Marquee-Template': 'password_reset' },
        attachments: [{ filename: 'ticket.txt', content: 'Row 4, seat 12', contentType: 'text/plain' }],
      }),
    );

    expect(result.delivery).toBe('smtp');
    expect(result.outboxFile).toBeUndefined();
    expect(result.messageId).toMatch(/^<.+@.+>$/);
    const received = await sink.waitForMessage((message) => message.subject === 'Reset your password');
    expect(received.from).toBe('tickets@marquee.test');
    expect(received.to).toEqual(['ada@example.com', 'grace@example.com']);
    expect(received.html).toContain(`token=${SECRET}`);
    expect(received.text).toContain(`token=${SECRET}`);
    expect(received.raw).toContain(`Message-ID: ${result.messageId}`);
    expect(received.raw).toContain('Reply-To: support@marquee.test');
    expect(received.raw).toContain('X-Marquee-Template: password_reset');
    expect(received.raw).toContain('filename=ticket.txt');

    const log = lines.join('');
    expect(log).toContain(result.messageId);
    // Addresses and subjects stay out of the logs (decision 128).
    expect(log).not.toContain('ada@example.com');
    expect(log).not.toContain('Reset your password');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain('hunter2-smtp-password');
  });

  it('verifies a reachable server', async () => {
    mailer = createMailer({
      smtp: { host: sink.host, port: sink.port, secure: false },
      from: FROM,
      outboxDir: join(workDir, 'outbox'),
      logger: captureLogs().logger,
    });
    await expect(mailer.verify()).resolves.toBeUndefined();
  });

  it('rejects when the server refuses the connection, so the job can retry', async () => {
    const port = await closedPort();
    mailer = createMailer({
      smtp: { host: '127.0.0.1', port, secure: false },
      from: FROM,
      outboxDir: join(workDir, 'outbox'),
      logger: captureLogs().logger,
    });
    await expect(mailer.send(email())).rejects.toMatchObject({ code: expect.stringMatching(/^E/) });
    await expect(mailer.verify()).rejects.toThrow();
  });
});

describe('createMailer without SMTP', () => {
  it('writes a readable .eml into a newly created outbox folder and logs where, without the body', async () => {
    const { logger, lines } = captureLogs();
    const outboxDir = join(workDir, 'data', 'outbox');
    mailer = createMailer({ smtp: null, from: FROM, outboxDir, logger });

    const result = await mailer.send(
      email({ attachments: [{ filename: 'ticket.txt', content: Buffer.from('Row 4, seat 12') }] }),
    );

    expect(result.delivery).toBe('outbox');
    expect(result.messageId).toMatch(/^<.+@.+>$/);
    const outboxFile = result.outboxFile ?? '';
    expect(dirname(outboxFile)).toBe(outboxDir);
    expect(basename(outboxFile)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    expect(await readdir(outboxDir)).toEqual([basename(outboxFile)]);

    const parsed = await simpleParser(await readFile(outboxFile));
    expect(parsed.subject).toBe('Reset your password');
    expect(parsed.from?.value).toEqual([{ name: 'Marquee', address: 'tickets@marquee.test' }]);
    expect(parsed.text).toContain(`token=${SECRET}`);
    expect(parsed.html).toContain(`token=${SECRET}`);
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(['ticket.txt']);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}') as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 30,
      delivery: 'outbox',
      recipients: 1,
      outboxFile,
    });
    // Addresses and subjects stay out of the logs (decision 128).
    expect(lines[0]).not.toContain('ada@example.com');
    expect(lines[0]).not.toContain(SECRET);
    expect(lines[0]).not.toContain('Hello Ada');
  });

  it('gives every message its own file', async () => {
    const outboxDir = join(workDir, 'outbox');
    mailer = createMailer({ smtp: null, from: FROM, outboxDir, logger: captureLogs().logger });
    const results = await Promise.all([mailer.send(email()), mailer.send(email()), mailer.send(email())]);
    expect(new Set(results.map((result) => result.outboxFile)).size).toBe(3);
    expect(await readdir(outboxDir)).toHaveLength(3);
  });

  it('verify creates the outbox folder', async () => {
    const outboxDir = join(workDir, 'fresh', 'outbox');
    mailer = createMailer({ smtp: null, from: FROM, outboxDir, logger: captureLogs().logger });
    await mailer.verify();
    expect((await stat(outboxDir)).isDirectory()).toBe(true);
  });
});

describe('outboxFileName', () => {
  it('is the ISO timestamp without colons plus a random suffix', () => {
    const name = outboxFileName(new Date('2026-03-01T10:15:02.123Z'));
    expect(name).toMatch(/^2026-03-01T101502\.123Z-[0-9a-f]{8}\.eml$/);
  });
});

describe('isPermanentMailError', () => {
  it('is true only for errors nodemailer marks permanent (5xx replies)', () => {
    expect(isPermanentMailError(Object.assign(new Error('550 no such user'), { permanent: true }))).toBe(true);
    expect(isPermanentMailError(Object.assign(new Error('451 try later'), { permanent: false }))).toBe(false);
    expect(isPermanentMailError(new Error('connection refused'))).toBe(false);
    expect(isPermanentMailError(null)).toBe(false);
  });
});
