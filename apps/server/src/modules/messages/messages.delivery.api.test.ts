import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../lib/mailer/mailer';
import type { JobContext } from '../../services';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import {
  ABANDONED_DELIVERY_AFTER_MS,
  ABANDONED_DELIVERY_REASON,
  deliverToRecipient,
  dispatchMessage,
  queueDueMessages,
  settleAbandonedDeliveries,
} from './messages.jobs';

/**
 * A message's way out (docs/decisions/101-messages.md): the dispatch job (at once, or at its scheduled time), the
 * minute sweep for a lost job, one delivery per recipient over real SMTP, permanent refusals and last attempts
 * settling a recipient FAILED, and the message settling SENT or FAILED.
 */

type ApiBody = Record<string, any>;

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let adminEmail: string;
let organizerId: string;

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.services.database.query(text, values)).rows as T[];
const ofUser = `SELECT account_id FROM account_users JOIN users ON users.id = account_users.user_id WHERE users.email = $1`;

beforeAll(async () => {
  sink = await startSmtpSink({ refuses: (address) => address.startsWith('bounce') });
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  ({ http: admin, email: adminEmail } = await registerAccount(server.baseUrl));
  await sql(`UPDATE accounts SET verified_at = now(), messaging_tier = 'PREMIUM' WHERE id IN (${ofUser})`, [
    adminEmail,
  ]);
  organizerId = (await createOrganizer(admin, { name: 'Harbour Jazz' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const messagesOf = (eventId: string) => `/api/events/${eventId}/messages`;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function send(eventId: string, overrides: Record<string, unknown> = {}, client = admin): Promise<ApiBody> {
  const response = await client.post(messagesOf(eventId), {
    subject: 'Set times',
    message: '<p>Doors at <strong>19:00</strong>, see <a href="https://example.com/map">the map</a>.</p>',
    message_type: 'ALL_ATTENDEES',
    acknowledgement: true,
    ...overrides,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

async function messageOf(eventId: string, messageId: string): Promise<ApiBody> {
  const response = await admin.get(`${messagesOf(eventId)}/${messageId}`);
  expect(response.status).toBe(200);
  return response.body.data;
}

async function settled(eventId: string, messageId: string, timeoutMs = 30_000): Promise<ApiBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const message = await messageOf(eventId, messageId);
    if (['SENT', 'FAILED', 'CANCELLED'].includes(message.status)) return message;
    if (Date.now() > deadline) throw new Error(`message still ${message.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function recipientsOf(eventId: string, messageId: string): Promise<ApiBody[]> {
  const response = await admin.get(`${messagesOf(eventId)}/${messageId}/recipients?per_page=100`);
  expect(response.status).toBe(200);
  return response.body.data;
}

/** A live event with one ticket; `sell` writes a completed order of `quantity` tickets for a buyer. */
async function venue(client = admin, organizer = organizerId) {
  const event = await createEvent(client, { organizerId: organizer });
  const ticket = await createProduct(client, event.id, {
    title: 'Standing',
    prices: [{ price: 2500, initial_quantity_available: 1000 }],
  });
  const sell = async (email: string, quantity = 1) =>
    (
      await seedOrder(server.services.database, {
        eventId: event.id,
        status: 'COMPLETED',
        lines: [{ productPriceId: ticket.prices[0].id, quantity }],
        buyer: { firstName: 'Ann', lastName: 'Buyer', email },
        paymentProvider: 'OFFLINE',
      })
    ).order;
  return { event, ticket, sell };
}

/** Brings a scheduled message and its waiting dispatch job forward to now. */
async function makeDue(messageId: string) {
  await sql(`UPDATE messages SET scheduled_at = now() - interval '1 second' WHERE id = $1`, [messageId]);
  await sql(`UPDATE pgboss.job SET start_after = now() WHERE name = 'message.dispatch' AND singleton_key = $1`, [
    messageId,
  ]);
}

const jobContext = (overrides: Partial<JobContext> & { isLastAttempt?: boolean } = {}) => ({
  config: server.services.config,
  database: server.services.database,
  mailer: server.services.mailer,
  queue: server.services.queue,
  storage: server.services.storage,
  logger: pino({ level: 'silent' }),
  jobId: 'test',
  ...overrides,
});

describe('delivery', () => {
  it('sends each recipient the event_message email over SMTP, then settles the message SENT', async () => {
    const { event, sell } = await venue();
    const settings = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
      json: { email_footer_message: '<p>Harbour Jazz e.V., Hafenstraße 1</p>', support_email: 'help@harbour.example' },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    const first = await sell('one@example.com');
    await sell('two@example.com');
    const message = await send(event.id);
    const done = await settled(event.id, message.id);
    expect(done).toMatchObject({ status: 'SENT', recipient_count: 2, sent_count: 2, failed_count: 0 });
    for (const address of ['one@example.com', 'two@example.com']) {
      const email = await sink.waitForMessage(
        (received) => received.to.includes(address) && received.subject === 'Set times',
        15_000,
      );
      expect(email.html).toContain('<strong>19:00</strong>');
      expect(email.html).toContain('Summer Jazz Night');
      expect(email.html).toContain('Hafenstraße 1');
      expect(email.text).toContain('Doors at 19:00, see the map (https://example.com/map).');
      expect(email.raw).toMatch(/^Reply-To: help@harbour\.example/m);
    }
    const recipients = await recipientsOf(event.id, message.id);
    expect(recipients.map((row) => [row.email, row.status, row.error])).toEqual([
      ['one@example.com', 'SENT', null],
      ['two@example.com', 'SENT', null],
    ]);
    expect(recipients.every((row) => typeof row.sent_at === 'string')).toBe(true);
    // On the order's timeline as sent; a test message never is.
    expect((await send(event.id, { subject: 'Only a test', is_test: true })).is_test).toBe(true);
    const detail = await admin.get(`/api/events/${event.id}/orders/${first.id}`);
    expect(detail.body.data.timeline.filter((entry: ApiBody) => entry.kind === 'MESSAGE')).toEqual([
      {
        kind: 'MESSAGE',
        at: expect.any(String),
        details: { subject: 'Set times', to: 'one@example.com', status: 'SENT', message_id: message.id },
      },
    ]);
    const jobs = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'message.deliver' AND data->>'recipient_id' = ANY($1::text[])`,
      [recipients.map((row) => row.id)],
    );
    expect(jobs[0]!.n).toBe(2);
  });

  it('delivers a large audience in batches: every recipient once', async () => {
    const { event, sell } = await venue();
    const order = await sell('crowd@example.com', 120);
    await sql(`UPDATE attendees SET email = 'crowd-' || short_id || '@example.com' WHERE order_id = $1`, [order.id]);
    const message = await send(event.id, { subject: 'Crowd news' });
    const done = await settled(event.id, message.id, 60_000);
    expect(done).toMatchObject({ status: 'SENT', recipient_count: 120, sent_count: 120, failed_count: 0 });
    const delivered = sink.messages.filter((email) => email.subject === 'Crowd news');
    expect(new Set(delivered.flatMap((email) => email.to)).size).toBe(120);
    expect(delivered).toHaveLength(120);
  });

  it('marks a permanently refused recipient FAILED with the answer; the message FAILED when all were', async () => {
    const { event, sell } = await venue();
    const bounced = await sell('bounce-1@example.com');
    const message = await send(event.id, { message_type: 'ORDER_OWNER', order_id: bounced.id });
    const done = await settled(event.id, message.id);
    expect(done).toMatchObject({
      status: 'FAILED',
      recipient_count: 1,
      sent_count: 0,
      failed_count: 1,
      failure_reason: 'Every delivery failed.',
    });
    const [recipient] = await recipientsOf(event.id, message.id);
    expect(recipient).toMatchObject({ email: 'bounce-1@example.com', status: 'FAILED', sent_at: null });
    expect(recipient!.error).toContain('550');
    // The order's timeline shows the message and that it did not arrive.
    const detail = await admin.get(`/api/events/${event.id}/orders/${bounced.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data.timeline.filter((entry: ApiBody) => entry.kind === 'MESSAGE')).toEqual([
      {
        kind: 'MESSAGE',
        at: expect.any(String),
        details: { subject: 'Set times', to: 'bounce-1@example.com', status: 'FAILED', message_id: message.id },
      },
    ]);

    await sell('fine@example.com');
    const mixed = await send(event.id);
    expect(await settled(event.id, mixed.id)).toMatchObject({
      status: 'SENT',
      recipient_count: 2,
      sent_count: 1,
      failed_count: 1,
      failure_reason: null,
    });
  });

  it('retries a passing failure, and records it FAILED on the last attempt', async () => {
    const { event, sell } = await venue();
    await sell('later@example.com');
    const message = await send(event.id, { scheduled_at: inAnHour() });
    // Dispatched by hand with a queue that keeps the deliveries, so this test runs the one delivery itself.
    const holdingQueue = { sendMany: async () => undefined } as unknown as JobContext['queue'];
    await dispatchMessage(jobContext({ queue: holdingQueue }), message.id, new Date(Date.now() + 2 * 3_600_000));
    const [recipient] = await recipientsOf(event.id, message.id);
    expect(recipient).toMatchObject({ status: 'PENDING' });
    const busy: Mailer = {
      send: async () => {
        throw Object.assign(new Error('451 4.7.1 Try again later'), { responseCode: 451, permanent: false });
      },
      verify: async () => undefined,
      close: () => undefined,
    };
    await expect(deliverToRecipient(jobContext({ mailer: busy }), recipient!.id)).rejects.toThrow('451');
    expect((await recipientsOf(event.id, message.id))[0]).toMatchObject({ status: 'PENDING', error: null });
    await deliverToRecipient(jobContext({ mailer: busy, isLastAttempt: true }), recipient!.id);
    expect((await recipientsOf(event.id, message.id))[0]).toMatchObject({
      status: 'FAILED',
      error: '451 4.7.1 Try again later',
    });
    expect(await messageOf(event.id, message.id)).toMatchObject({ status: 'FAILED', failed_count: 1 });
    // A retry of a settled delivery sends nothing and counts nothing.
    await deliverToRecipient(jobContext(), recipient!.id);
    expect(await messageOf(event.id, message.id)).toMatchObject({ failed_count: 1, sent_count: 0 });
  });

  it('settles a delivery its job abandoned (timed out on its last attempt) as FAILED, so the message ends', async () => {
    const { event, sell } = await venue();
    await sell('lost-1@example.com');
    await sell('lost-2@example.com');
    const message = await send(event.id, { scheduled_at: inAnHour() });
    const holdingQueue = { sendMany: async () => undefined } as unknown as JobContext['queue'];
    await dispatchMessage(jobContext({ queue: holdingQueue }), message.id, new Date(Date.now() + 2 * 3_600_000));
    const [first] = await recipientsOf(event.id, message.id);
    await deliverToRecipient(jobContext(), first!.id);
    // Not yet: the other delivery may still be retrying.
    expect(await settleAbandonedDeliveries(jobContext())).toBe(0);
    const later = new Date(Date.now() + 2 * 3_600_000 + ABANDONED_DELIVERY_AFTER_MS + 60_000);
    expect(await settleAbandonedDeliveries(jobContext(), later)).toBe(1);
    expect(await messageOf(event.id, message.id)).toMatchObject({ status: 'SENT', sent_count: 1, failed_count: 1 });
    const failed = (await recipientsOf(event.id, message.id)).find((row) => row.status === 'FAILED');
    expect(failed).toMatchObject({ email: 'lost-2@example.com', error: ABANDONED_DELIVERY_REASON });
    expect(await settleAbandonedDeliveries(jobContext(), later)).toBe(0);
  });
});

describe('scheduled messages', () => {
  it('queue one dispatch job starting at scheduled_at, which sends them when it comes', async () => {
    const { event, sell } = await venue();
    await sell('scheduled@example.com');
    const at = inAnHour();
    const message = await send(event.id, { scheduled_at: at, subject: 'Tonight' });
    const jobs = await sql<{ start_after: Date; state: string }>(
      `SELECT start_after, state FROM pgboss.job WHERE name = 'message.dispatch' AND singleton_key = $1`,
      [message.id],
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.start_after.toISOString()).toBe(at);
    expect(jobs[0]!.state).toBe('created');
    await makeDue(message.id);
    const done = await settled(event.id, message.id);
    expect(done).toMatchObject({ status: 'SENT', recipient_count: 1, sent_count: 1 });
    expect(Date.parse(done.sent_at)).toBeGreaterThan(Date.parse(done.created_at));
    await sink.waitForMessage((email) => email.to.includes('scheduled@example.com') && email.subject === 'Tonight');
  });

  it('are picked up by the minute sweep when their job was lost', async () => {
    const { event, sell } = await venue();
    await sell('swept@example.com');
    const message = await send(event.id, { scheduled_at: inAnHour() });
    await sql(`DELETE FROM pgboss.job WHERE name = 'message.dispatch' AND singleton_key = $1`, [message.id]);
    await sql(`UPDATE messages SET scheduled_at = now() - interval '5 minutes' WHERE id = $1`, [message.id]);
    expect(await queueDueMessages(jobContext())).toBeGreaterThanOrEqual(1);
    expect(await settled(event.id, message.id)).toMatchObject({ status: 'SENT', sent_count: 1 });
    // Nothing is due any more.
    expect(await queueDueMessages(jobContext())).toBe(0);
  });

  it('stay cancelled when their job comes', async () => {
    const { event, sell } = await venue();
    await sell('never@example.com');
    const message = await send(event.id, { scheduled_at: inAnHour() });
    expect((await admin.post(`${messagesOf(event.id)}/${message.id}/cancel`)).status).toBe(200);
    await makeDue(message.id);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const [job] = await sql<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'message.dispatch' AND singleton_key = $1`,
        [message.id],
      );
      if (job?.state === 'completed') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await messageOf(event.id, message.id)).toMatchObject({ status: 'CANCELLED', recipient_count: 0 });
    expect(await recipientsOf(event.id, message.id)).toEqual([]);
    expect(sink.messages.some((email) => email.to.includes('never@example.com'))).toBe(false);
  });

  it('fail with the reason when the audience grew past the tier’s limit before they went', async () => {
    const { http, email } = await registerAccount(server.baseUrl);
    await sql(`UPDATE accounts SET verified_at = now(), messaging_tier = 'UNTRUSTED' WHERE id IN (${ofUser})`, [email]);
    const { event, sell } = await venue(http, (await createOrganizer(http)).id);
    const order = await sell('group@example.com', 101);
    const message = await send(event.id, { scheduled_at: inAnHour(), message: '<p>No links here.</p>' }, http);
    await sql(`UPDATE attendees SET email = 'member-' || short_id || '@example.com' WHERE order_id = $1`, [order.id]);
    await makeDue(message.id);
    const deadline = Date.now() + 30_000;
    let current: ApiBody;
    do {
      current = (await http.get(`${messagesOf(event.id)}/${message.id}`)).body.data;
      if (current.status === 'FAILED') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    } while (Date.now() < deadline);
    expect(current).toMatchObject({ status: 'FAILED', recipient_count: 0 });
    expect(current.failure_reason).toContain('101 people');
    expect(current.failure_reason).toContain('at most 100');
  });
});

describe('a test message', () => {
  it('reaches the sender only, worded as a test, and does not count against the tier', async () => {
    const event = await createEvent(admin, { organizerId });
    const test = await send(event.id, { is_test: true, subject: 'Draft' });
    expect(await settled(event.id, test.id)).toMatchObject({ status: 'SENT', recipient_count: 1 });
    const email = await sink.waitForMessage((received) => received.subject === '[Test] Draft', 15_000);
    expect(email.to).toEqual([adminEmail]);
    expect(email.text).toContain('It was sent to you only.');
  });
});
