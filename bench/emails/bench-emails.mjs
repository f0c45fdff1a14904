// How long buyers wait for their tickets after a rush (issue 24 point 4): 1,000 free orders completed at once, then
// the time until a real SMTP server, started here, has accepted every buyer's confirmation.
//
//   node bench/emails/bench-emails.mjs [--orders 1000] [--postgres [url]]
//
// The server runs from source in production mode with SMTP pointed at the local server (no TLS, no auth); the figures
// are printed, the target (every confirmation within 30 s of the rush on two cores) is read from them.
import os from 'node:os';
import { SMTPServer } from 'smtp-server';
import {
  closeConnections,
  fixed,
  percentile,
  prepareDatabase,
  staffClient,
  startServer,
} from '../support/bench-server.mjs';
import { buyFreeTicket, createFreeEvent, parseRushArgs } from '../support/free-rush.mjs';

/** A real SMTP server on a free port that accepts everything and notes when each message arrived, and for whom. */
async function startSmtp() {
  const received = [];
  const raw = new Map();
  const waiters = new Set();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const subject = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        received.push({ at: performance.now(), to, subject });
        // The staff member's own mail is kept whole: its confirmation link is needed to publish the event.
        for (const address of to) if (address.startsWith('bench-')) raw.set(address, text);
        for (const waiter of waiters) waiter();
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    received,
    raw,
    /** Resolves when `predicate(received)` holds, or rejects after `timeoutMs`. */
    until: (predicate, timeoutMs) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(received)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out with ${received.length} messages received`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A staff member confirmed through the link the SMTP server received, and a LIVE event with a free ticket. */
async function freeEvent(baseUrl, smtp) {
  const { call } = await staffClient(baseUrl, {
    confirmationTokenOf: async (email) => {
      await smtp.until((messages) => messages.some((message) => message.to.includes(email)), 60_000);
      return confirmationTokenOf(smtp, email);
    },
  });
  return createFreeEvent(call, 'Mail rush');
}

/** The token of the staff member's confirmation link (the text part; quoted-printable may wrap a long line). */
function confirmationTokenOf(smtp, email) {
  const raw = (smtp.raw.get(email) ?? '').replace(/=\r?\n/g, '');
  const match = /confirm-email-address\/([A-Za-z0-9_-]+)/.exec(raw);
  if (!match) throw new Error(`No confirmation link for ${email}`);
  return match[1];
}

async function main() {
  const options = parseRushArgs(process.argv.slice(2));
  const smtp = await startSmtp();
  const database = options.postgres ? await prepareDatabase(options.postgres, 'emails') : null;
  const server = await startServer({
    databaseUrl: database?.url ?? null,
    label: 'emails',
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Bench <tickets@example.com>',
    },
  });
  try {
    console.log(
      `Email benchmark: ${options.orders} orders, ${database ? 'PostgreSQL' : 'embedded PGlite'}, Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})`,
    );
    const event = await freeEvent(server.baseUrl, smtp);
    const before = smtp.received.length;

    const rushStarted = performance.now();
    const results = await Promise.all(
      Array.from({ length: options.orders }, (_, index) => buyFreeTicket(server.baseUrl, event, index)),
    );
    const rushEnded = performance.now();
    const failed = results.filter((result) => !result.ok);
    if (failed.length > 0) throw new Error(`${failed.length} orders failed, e.g. status ${failed[0].status}`);
    const buyers = new Set(results.map((result) => result.email));

    const confirmationsOf = (messages) =>
      messages.slice(before).filter((message) => message.to.some((address) => buyers.has(address)));
    await smtp.until(
      (messages) => new Set(confirmationsOf(messages).flatMap((message) => message.to)).size >= buyers.size,
      600_000,
    );
    const confirmations = confirmationsOf(smtp.received);
    const firstArrival = new Map();
    for (const message of confirmations)
      for (const address of message.to) if (!firstArrival.has(address)) firstArrival.set(address, message.at);
    // Each buyer's wait runs from their own order's completion; the last arrival is also given from the rush's end.
    const completedAt = new Map(results.map((result) => [result.email, result.completedAt]));
    const waits = [...firstArrival]
      .map(([address, at]) => (at - completedAt.get(address)) / 1000)
      .sort((a, b) => a - b);
    const lastAfterRush = (Math.max(...firstArrival.values()) - rushEnded) / 1000;
    // Give the rest (organizer notices) a moment to arrive, to report the whole outgoing volume.
    await new Promise((resolve) => setTimeout(resolve, 3000));

    console.log(`rush        ${options.orders} orders completed in ${fixed((rushEnded - rushStarted) / 1000, 2)} s`);
    console.log(
      `buyers      each buyer's first email accepted after their order: p50 ${fixed(percentile(waits, 50), 1)} s, p99 ${fixed(percentile(waits, 99), 1)} s, max ${fixed(waits.at(-1), 1)} s; the last one ${fixed(lastAfterRush, 1)} s after the rush ended`,
    );
    console.log(
      `messages    ${smtp.received.length - before} accepted in all (${confirmations.length} to buyers); subjects: ${[...new Set(confirmations.map((message) => message.subject))].slice(0, 3).join(' | ')}`,
    );
  } finally {
    await server.stop();
    await smtp.close();
    await database?.drop();
    closeConnections();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
