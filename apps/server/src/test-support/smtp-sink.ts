import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = {
  /** Envelope sender (MAIL FROM), a bare address. */
  from: string;
  /** Envelope recipients (RCPT TO), so Bcc recipients show up too. */
  to: string[];
  subject: string;
  /** The From header as written (`"Blue Note" <no-reply@localhost>`). */
  fromHeader: string;
  /** The Reply-To header's address, or '' without one. */
  replyTo: string;
  text: string;
  html: string;
  /** Attached files, text content decoded as UTF-8. */
  attachments: { filename: string; contentType: string; content: string }[];
  /** The whole message as it arrived, headers included. */
  raw: string;
};

export type SmtpSink = {
  port: number;
  host: '127.0.0.1';
  /** Every message received since start or the last clear(), oldest first. */
  messages: ReceivedEmail[];
  /** Resolves with the first message, already received or arriving later, that matches. */
  waitForMessage(predicate: (message: ReceivedEmail) => boolean, timeoutMs?: number): Promise<ReceivedEmail>;
  clear(): void;
  close(): Promise<void>;
};

const HOST = '127.0.0.1';

/**
 * An SMTP server in the test process that accepts every message (any sender, any recipient unless `refuses`
 * names it, with or without AUTH) and keeps it parsed in memory. Plain text only: STARTTLS is not offered,
 * so clients must not set `requireTls`.
 */
export async function startSmtpSink(
  options: {
    /** Recipients the server refuses for good (550 at RCPT TO), as a mailbox that does not exist would be. */
    refuses?: (address: string) => boolean;
  } = {},
): Promise<SmtpSink> {
  const messages: ReceivedEmail[] = [];
  const listeners = new Set<(message: ReceivedEmail) => void>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // AUTH over a plain connection is fine on loopback, and lets tests exercise configured credentials.
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    // Pooled clients keep connections open; don't let close() wait 30 s for them.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (!options.refuses?.(address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 Mailbox does not exist'), { responseCode: 550 }));
    },
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const message: ReceivedEmail = {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: parsed.subject ?? '',
              fromHeader: parsed.from?.text ?? '',
              replyTo: parsed.replyTo?.value[0]?.address ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((file) => ({
                filename: file.filename ?? '',
                contentType: file.contentType,
                content: file.content.toString('utf8'),
              })),
              raw: raw.toString('utf8'),
            };
            messages.push(message);
            for (const listener of listeners) listener(message);
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });

  server.listen(0, HOST);
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    host: HOST,
    messages,
    waitForMessage(predicate, timeoutMs = 5_000) {
      const existing = messages.find(predicate);
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const listener = (message: ReceivedEmail) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          listeners.delete(listener);
          resolve(message);
        };
        const timer = setTimeout(() => {
          listeners.delete(listener);
          // Name what did arrive: "got 2 messages: …" explains a failure far better than a bare timeout.
          const received = messages.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ') || 'none';
          reject(new Error(`No matching email within ${timeoutMs} ms. Received: ${received}`));
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    clear() {
      // Emptied in place: callers may hold on to `messages`.
      messages.length = 0;
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
