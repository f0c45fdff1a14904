import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { constants as fsConstants } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMailOptions } from 'nodemailer';
import type { Logger } from 'pino';

export type SmtpOptions = {
  host: string;
  port: number;
  /** true = implicit TLS (usually port 465); false = plain connection upgraded with STARTTLS when offered. */
  secure: boolean;
  user?: string;
  password?: string;
  /** Refuse to send unless the server upgrades to TLS, so credentials never cross the wire in clear. */
  requireTls?: boolean;
};

export type MailerOptions = {
  /** null: no SMTP configured, every message is written to `outboxDir` instead. */
  smtp: SmtpOptions | null;
  /** Default From header, e.g. `Marquee <tickets@example.com>`. */
  from: string;
  outboxDir: string;
  logger: Logger;
};

export type EmailAttachment = { filename: string; content: Buffer | string; contentType?: string };

export type OutgoingEmail = {
  /** Overrides the default From header, e.g. to send in an organizer's name from the platform's address. */
  from?: { name: string; address: string };
  to: string | string[];
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
};

export type SendResult = { messageId: string; delivery: 'smtp' | 'outbox'; outboxFile?: string };

export type Mailer = {
  send(email: OutgoingEmail): Promise<SendResult>;
  /** SMTP: connects and authenticates. Outbox: checks that the folder can be created and written. */
  verify(): Promise<void>;
  close(): void;
};

// A queued job is retried anyway, so a dead server should fail the attempt in seconds,
// not hold a worker for nodemailer's two-minute default.
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  dnsTimeout: 10_000,
  // Inactivity, not total time: a large attachment on a slow link still gets through.
  socketTimeout: 60_000,
};

export function createMailer(options: MailerOptions): Mailer {
  return options.smtp ? createSmtpMailer({ ...options, smtp: options.smtp }) : createOutboxMailer(options);
}

function createSmtpMailer(options: MailerOptions & { smtp: SmtpOptions }): Mailer {
  const { smtp, logger } = options;
  const transporter = nodemailer.createTransport(
    {
      pool: true,
      // Ten email jobs run at a time (email.job.ts); five connections keep a rush moving without looking like one
      // to the provider.
      maxConnections: 5,
      maxMessages: 100,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: smtp.requireTls ?? false,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
      ...SMTP_TIMEOUTS,
      // nodemailer's own logger prints the SMTP transcript, which holds the message body and the
      // base64 AUTH exchange (the password); everything worth logging is logged below instead.
      logger: false,
      debug: false,
    },
    { from: options.from },
  );

  return {
    async send(email) {
      // Errors propagate untouched: the job queue retries, and nodemailer marks 5xx rejections
      // with `permanent: true` so a job can give up on those (see isPermanentMailError).
      const info = await transporter.sendMail(toMailOptions(email));
      const { rejected } = info;
      // Addresses and subjects (which name orders) stay out of the logs (decision 128): counts only.
      const meta = { delivery: 'smtp', messageId: info.messageId, recipients: recipients(email).length };
      if (rejected.length > 0)
        logger.warn({ ...meta, rejected: rejected.length }, 'SMTP server refused some recipients');
      else logger.info(meta, 'Email sent');
      return { messageId: info.messageId, delivery: 'smtp' };
    },
    async verify() {
      await transporter.verify();
    },
    close() {
      transporter.close();
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const outboxDir = resolve(options.outboxDir);
  // The stream transport builds exactly the MIME message SMTP would carry, so the .eml is what
  // a recipient would get; `buffer` hands it back as one Buffer instead of a stream.
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true }, { from: options.from });

  return {
    async send(email) {
      const info = await transporter.sendMail(toMailOptions(email));
      if (!Buffer.isBuffer(info.message)) throw new Error('Stream transport did not return a buffered message');
      await mkdir(outboxDir, { recursive: true });
      const outboxFile = join(outboxDir, outboxFileName(new Date()));
      // Written under a temporary name and renamed, so whoever watches the folder (a mail client, a test) never
      // opens a half-written message; 'wx': never overwrite an earlier one, however unlikely a name clash is.
      const partFile = `${outboxFile}.part`;
      await writeFile(partFile, info.message, { flag: 'wx' });
      await rename(partFile, outboxFile);
      logger.info(
        { delivery: 'outbox', messageId: info.messageId, recipients: recipients(email).length, outboxFile },
        'SMTP is not configured: email written to the outbox folder',
      );
      return { messageId: info.messageId, delivery: 'outbox', outboxFile };
    },
    async verify() {
      await mkdir(outboxDir, { recursive: true });
      await access(outboxDir, fsConstants.W_OK);
    },
    close() {
      transporter.close();
    },
  };
}

/**
 * The bare address of MAIL_FROM (`Marquee <tickets@example.com>` → `tickets@example.com`): an email sent in an
 * organizer's name keeps the platform's address, so SPF and DKIM still hold (decision 142).
 */
export function mailFromAddress(mailFrom: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(mailFrom);
  return (bracketed ? bracketed[1]! : mailFrom).trim();
}

/** The From header of an email sent in someone's name from the platform's own address. */
export function sendingAs(mailFrom: string, name: string): { name: string; address: string } {
  return { name, address: mailFromAddress(mailFrom) };
}

/** True when the server rejected the message for good (a 5xx reply), so retrying cannot help. */
export function isPermanentMailError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { permanent?: unknown }).permanent === true;
}

/** `2026-03-01T101502.123Z-9f2c4a1b.eml`: sorts by time, and has no colons, which Windows forbids. */
export function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/:/g, '')}-${randomBytes(4).toString('hex')}.eml`;
}

function toMailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    ...(email.from ? { from: email.from } : {}),
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    replyTo: email.replyTo,
    headers: email.headers,
    attachments: email.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
  };
}

function recipients(email: OutgoingEmail): string[] {
  return Array.isArray(email.to) ? email.to : [email.to];
}
