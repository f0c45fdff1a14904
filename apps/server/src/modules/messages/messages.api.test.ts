import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Messages through the API (server-behaviour §10, docs/decisions/101-messages.md): audiences, gates, tier limits,
 * scheduling and cancelling, lists, and every other account's ids answering 404. The in-process worker delivers.
 */

type ApiBody = Record<string, any>;

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let adminEmail: string;
let organizerRole: HttpClient;
let outsider: HttpClient;
let organizerId: string;

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.services.database.query(text, values)).rows as T[];

/** The accounts of the user with this email (a registered user has one: the account they administer). */
const ofUser = `SELECT account_id FROM account_users JOIN users ON users.id = account_users.user_id WHERE users.email = $1`;
const verify = async (email: string) => sql(`UPDATE accounts SET verified_at = now() WHERE id IN (${ofUser})`, [email]);
const setTier = async (email: string, tier: string) =>
  sql(`UPDATE accounts SET messaging_tier = $2 WHERE id IN (${ofUser})`, [email, tier]);

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  adminEmail = registered.email;
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  const stranger = await registerAccount(server.baseUrl);
  outsider = stranger.http;
  organizerId = (await createOrganizer(admin, { name: 'Harbour Jazz' })).id;
  await verify(adminEmail);
  await verify(stranger.email);
  // The audience tests send more than a trusted account's 10 a day; the limits have their own tests below.
  await setTier(adminEmail, 'PREMIUM');
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const messagesOf = (eventId: string) => `/api/events/${eventId}/messages`;
const body = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Doors open at 19:00',
  message: '<p>See you <strong>tonight</strong>.</p>',
  message_type: 'ALL_ATTENDEES',
  acknowledgement: true,
  ...overrides,
});

async function send(eventId: string, overrides: Record<string, unknown> = {}, client = admin): Promise<ApiBody> {
  const response = await client.post(messagesOf(eventId), body(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** Polls the message until it is no longer on its way. */
async function settled(eventId: string, messageId: string): Promise<ApiBody> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await admin.get(`${messagesOf(eventId)}/${messageId}`);
    expect(response.status).toBe(200);
    if (['SENT', 'FAILED', 'CANCELLED'].includes(response.body.data.status)) return response.body.data;
    if (Date.now() > deadline) throw new Error(`message still ${response.body.data.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function recipientsOf(eventId: string, messageId: string): Promise<ApiBody[]> {
  const response = await admin.get(`${messagesOf(eventId)}/${messageId}/recipients?per_page=100`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

/** Sends, waits for the deliveries, and answers the recipients' emails (sorted). */
async function reached(eventId: string, overrides: Record<string, unknown>): Promise<string[]> {
  const message = await send(eventId, overrides);
  const done = await settled(eventId, message.id);
  expect(done.status).toBe('SENT');
  const emails = (await recipientsOf(eventId, message.id)).map((recipient) => recipient.email as string);
  expect(done.recipient_count).toBe(emails.length);
  return emails.sort();
}

type Buyer = { firstName: string; lastName: string; email: string | null };

/**
 * An event selling "Standing" and "Seated" tickets and a "Shirt", with orders:
 * A (ann, completed): two Standing tickets, one held by "  Carl@Example.com " and one without an email;
 * B (bob, completed): one Seated ticket held by carl@example.com (the same person as A's first ticket);
 * C (cat, awaiting offline payment): one Standing; D (dan, completed): a Shirt; E (eve, cancelled): one Standing.
 */
async function festival(client = admin, organizer = organizerId) {
  const event = await createEvent(client, { organizerId: organizer });
  const standing = await createProduct(client, event.id, { title: 'Standing' });
  const seated = await createProduct(client, event.id, { title: 'Seated' });
  const shirt = await createProduct(client, event.id, { title: 'Shirt', product_type: 'GENERAL' });
  const seed = async (
    buyer: Buyer,
    product: ApiBody,
    status: 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT' | 'CANCELLED' = 'COMPLETED',
    quantity = 1,
  ) => {
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      status,
      lines: [{ productPriceId: product.prices[0].id, quantity }],
      buyer,
      paymentProvider: 'OFFLINE',
    });
    const attendees = await sql<{ id: string }>(
      `SELECT id FROM attendees WHERE order_id = $1 ORDER BY created_at, id`,
      [order.id],
    );
    return { order, attendees: attendees.map((row) => row.id) };
  };
  const a = await seed({ firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' }, standing, 'COMPLETED', 2);
  await sql(`UPDATE attendees SET email = '  Carl@Example.com ', first_name = 'Carl' WHERE id = $1`, [a.attendees[0]]);
  await sql(`UPDATE attendees SET email = NULL, first_name = 'Nils' WHERE id = $1`, [a.attendees[1]]);
  const b = await seed({ firstName: 'Bob', lastName: 'Buyer', email: 'bob@example.com' }, seated);
  await sql(`UPDATE attendees SET email = 'carl@example.com' WHERE id = $1`, [b.attendees[0]]);
  const c = await seed(
    { firstName: 'Cat', lastName: 'Buyer', email: 'cat@example.com' },
    standing,
    'AWAITING_OFFLINE_PAYMENT',
  );
  const d = await seed({ firstName: 'Dan', lastName: 'Buyer', email: 'dan@example.com' }, shirt);
  const e = await seed({ firstName: 'Eve', lastName: 'Buyer', email: 'eve@example.com' }, standing, 'CANCELLED');
  return { event, standing, seated, shirt, a, b, c, d, e, seed };
}

describe('audiences', () => {
  let f: Awaited<ReturnType<typeof festival>>;
  beforeAll(async () => {
    f = await festival();
  });

  it('ALL_ATTENDEES reaches every active attendee once, an attendee without an email through the buyer', async () => {
    expect(await reached(f.event.id, { message_type: 'ALL_ATTENDEES' })).toEqual([
      'ann@example.com',
      'carl@example.com',
    ]);
  });

  it('TICKET_HOLDERS reaches the active holders of the chosen tickets', async () => {
    expect(await reached(f.event.id, { message_type: 'TICKET_HOLDERS', product_ids: [f.standing.id] })).toEqual([
      'ann@example.com',
      'carl@example.com',
    ]);
    expect(await reached(f.event.id, { message_type: 'TICKET_HOLDERS', product_ids: [f.seated.id] })).toEqual([
      'carl@example.com',
    ]);
  });

  it('ORDER_OWNERS_WITH_PRODUCT reaches the buyers of orders in the chosen statuses holding a chosen product', async () => {
    const owners = (overrides: Record<string, unknown>) =>
      reached(f.event.id, { message_type: 'ORDER_OWNERS_WITH_PRODUCT', ...overrides });
    expect(await owners({ product_ids: [f.standing.id] })).toEqual(['ann@example.com']);
    expect(
      await owners({ product_ids: [f.standing.id], order_statuses: ['COMPLETED', 'AWAITING_OFFLINE_PAYMENT'] }),
    ).toEqual(['ann@example.com', 'cat@example.com']);
    expect(await owners({ product_ids: [f.shirt.id, f.seated.id] })).toEqual(['bob@example.com', 'dan@example.com']);
  });

  it('INDIVIDUAL_ATTENDEES reaches the chosen attendees whatever their status; ORDER_OWNER the buyer', async () => {
    expect(
      await reached(f.event.id, {
        message_type: 'INDIVIDUAL_ATTENDEES',
        attendee_ids: [f.a.attendees[1], f.e.attendees[0], f.a.attendees[1]],
      }),
    ).toEqual(['ann@example.com', 'eve@example.com']);
    expect(await reached(f.event.id, { message_type: 'ORDER_OWNER', order_id: f.b.order.id })).toEqual([
      'bob@example.com',
    ]);
  });

  it('keeps the first source of a duplicate email, with its name, attendee and order', async () => {
    const message = await send(f.event.id, { message_type: 'ALL_ATTENDEES' });
    await settled(f.event.id, message.id);
    const carl = (await recipientsOf(f.event.id, message.id)).find((row) => row.email === 'carl@example.com')!;
    expect(carl).toMatchObject({ name: 'Carl Buyer', attendee_id: f.a.attendees[0], order_id: f.a.order.id });
    const ann = (await recipientsOf(f.event.id, message.id)).find((row) => row.email === 'ann@example.com')!;
    expect(ann).toMatchObject({ name: 'Ann Buyer', attendee_id: f.a.attendees[1], order_id: f.a.order.id });
  });

  it('adds the sender for a copy; a test goes to the sender alone and says so', async () => {
    expect(await reached(f.event.id, { send_copy_to_current_user: true })).toEqual(
      ['ann@example.com', 'carl@example.com', adminEmail].sort(),
    );
    const test = await send(f.event.id, { is_test: true, send_copy_to_current_user: true });
    expect(test).toMatchObject({ is_test: true, status: 'PROCESSING', scheduled_at: null });
    const done = await settled(f.event.id, test.id);
    expect(done).toMatchObject({ status: 'SENT', recipient_count: 1, sent_count: 1, failed_count: 0 });
    expect((await recipientsOf(f.event.id, test.id)).map((row) => row.email)).toEqual([adminEmail]);
    const email = await sink.waitForMessage((received) => received.subject === '[Test] Doors open at 19:00', 15_000);
    expect(email.to).toEqual([adminEmail]);
  });

  it('answers the created message in full: audience as stored, sender, counts, sanitised HTML', async () => {
    const message = await send(f.event.id, {
      message: '<p onclick="x()">Hello <script>alert(1)</script><em>all</em></p>',
      message_type: 'ORDER_OWNER',
      order_id: f.a.order.id,
      attendee_ids: [f.b.attendees[0]],
      product_ids: [f.shirt.id],
    });
    expect(message).toMatchObject({
      event_id: f.event.id,
      subject: 'Doors open at 19:00',
      message: '<p>Hello <em>all</em></p>',
      message_type: 'ORDER_OWNER',
      order_id: f.a.order.id,
      order_short_id: f.a.order.shortId,
      attendee_ids: [],
      product_ids: [],
      order_statuses: [],
      is_test: false,
      send_copy_to_current_user: false,
      status: 'PROCESSING',
      scheduled_at: null,
      recipient_count: 0,
      sent_count: 0,
      failed_count: 0,
      failure_reason: null,
      sent_by: { email: adminEmail, first_name: 'Ada', last_name: 'Admin' },
    });
    const done = await settled(f.event.id, message.id);
    expect(done).toMatchObject({ status: 'SENT', recipient_count: 1, sent_count: 1 });
    expect(done.sent_at).toEqual(expect.any(String));
  });

  it('lets the organizer role send, and sends to no one as SENT with 0', async () => {
    const empty = await festival();
    await sql(`UPDATE attendees SET status = 'CANCELLED' WHERE event_id = $1`, [empty.event.id]);
    const message = await send(empty.event.id, {}, organizerRole);
    const done = await settled(empty.event.id, message.id);
    expect(done).toMatchObject({ status: 'SENT', recipient_count: 0, sent_count: 0 });
  });
});

describe('refusals', () => {
  let f: Awaited<ReturnType<typeof festival>>;
  let other: Awaited<ReturnType<typeof festival>>;
  beforeAll(async () => {
    f = await festival();
    other = await festival();
  });

  const errorsOf = async (overrides: Record<string, unknown>, eventId = f.event.id) => {
    const response = await admin.post(messagesOf(eventId), body(overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    return response.body.errors as Record<string, string[]>;
  };

  it('refuses a body that is incomplete for its audience, naming the fields', async () => {
    expect(Object.keys(await errorsOf({ subject: ' ', message: '<p> </p>', acknowledgement: false })).sort()).toEqual([
      'acknowledgement',
      'message',
      'subject',
    ]);
    expect(Object.keys(await errorsOf({ message_type: 'ORDER_OWNER' }))).toEqual(['order_id']);
    expect(Object.keys(await errorsOf({ message_type: 'INDIVIDUAL_ATTENDEES' }))).toEqual(['attendee_ids']);
    expect(Object.keys(await errorsOf({ message_type: 'TICKET_HOLDERS', product_ids: [] }))).toEqual(['product_ids']);
    expect(
      Object.keys(
        await errorsOf({ message_type: 'ORDER_OWNERS_WITH_PRODUCT', product_ids: [f.shirt.id], order_statuses: [] }),
      ),
    ).toEqual(['order_statuses']);
    expect(Object.keys(await errorsOf({ message_type: 'NEWSLETTER' }))).toEqual(['message_type']);
    expect(Object.keys(await errorsOf({ scheduled_at: 'tomorrow' }))).toEqual(['scheduled_at']);
    expect(Object.keys(await errorsOf({ message: '<script>alert(1)</script>' }))).toEqual(['message']);
    const notJson = await admin.request('POST', messagesOf(f.event.id), {
      body: '{"subject":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('refuses ids of another event with 422 naming the field', async () => {
    expect(
      (await errorsOf({ message_type: 'INDIVIDUAL_ATTENDEES', attendee_ids: [f.a.attendees[0], other.a.attendees[0]] }))
        .attendee_ids,
    ).toEqual(['Choose attendees of this event.']);
    expect((await errorsOf({ message_type: 'TICKET_HOLDERS', product_ids: [other.standing.id] })).product_ids).toEqual([
      'Choose products of this event.',
    ]);
    expect((await errorsOf({ message_type: 'TICKET_HOLDERS', product_ids: [f.shirt.id] })).product_ids).toEqual([
      'Choose tickets: other products have no holders.',
    ]);
    expect((await errorsOf({ message_type: 'ORDER_OWNER', order_id: other.a.order.id })).order_id).toEqual([
      'Choose an order of this event.',
    ]);
    const orderMessage = await admin.post(`/api/events/${f.event.id}/orders/${other.a.order.id}/message`, body());
    expect(orderMessage.status).toBe(404);
  });

  it('refuses a scheduled time that has passed', async () => {
    const errors = await errorsOf({ scheduled_at: new Date(Date.now() - 60_000).toISOString() });
    expect(errors).toEqual({ scheduled_at: ['Choose a time in the future.'] });
  });

  it('refuses an unverified account with 403 and answers 401 without a session', async () => {
    const fresh = (await registerAccount(server.baseUrl)).http;
    const event = await createEvent(fresh);
    const response = await fresh.post(messagesOf(event.id), body());
    expect(response.status).toBe(403);
    expect(response.body.message).toContain('Confirm your email address');
    // The order screen's message is refused the same way.
    const order = await fresh.post(`/api/events/${event.id}/orders/${f.a.order.id}/message`, body());
    expect(order.status).toBe(403);
    expect((await createHttpClient(server.baseUrl).post(messagesOf(event.id), body())).status).toBe(401);
  });

  it('answers 404 for another account’s event, message and order', async () => {
    const message = await send(f.event.id, { scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    const url = `${messagesOf(f.event.id)}/${message.id}`;
    expect((await outsider.get(messagesOf(f.event.id))).status).toBe(404);
    expect((await outsider.post(messagesOf(f.event.id), body())).status).toBe(404);
    expect((await outsider.get(url)).status).toBe(404);
    expect((await outsider.get(`${url}/recipients`)).status).toBe(404);
    expect((await outsider.post(`${url}/cancel`)).status).toBe(404);
    expect((await outsider.post(`/api/events/${f.event.id}/orders/${f.a.order.id}/message`, body())).status).toBe(404);
    // A message of another event of the same account is not found under this one either.
    expect((await admin.get(`${messagesOf(other.event.id)}/${message.id}`)).status).toBe(404);
    expect((await admin.get(`${messagesOf(f.event.id)}/not-a-uuid`)).status).toBe(422);
    expect((await admin.get(`${messagesOf(f.event.id)}/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('tier limits', () => {
  it('answers 429 naming the limit once the 24 hours count is reached; tests and cancelled ones do not count', async () => {
    const { http, email } = await registerAccount(server.baseUrl);
    await verify(email);
    await setTier(email, 'UNTRUSTED');
    const f = await festival(http, (await createOrganizer(http)).id);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const cancelled = await send(f.event.id, { scheduled_at: later }, http);
    expect((await http.post(`${messagesOf(f.event.id)}/${cancelled.id}/cancel`)).status).toBe(200);
    for (let index = 0; index < 3; index++) await send(f.event.id, { scheduled_at: later }, http);
    await send(f.event.id, { is_test: true }, http);
    const refused = await http.post(messagesOf(f.event.id), body());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('3 messages in 24 hours');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
    // A test still goes.
    await send(f.event.id, { is_test: true }, http);
  });

  it('refuses links in an untrusted account’s message, and more recipients than its tier allows', async () => {
    const { http, email } = await registerAccount(server.baseUrl);
    await verify(email);
    await setTier(email, 'UNTRUSTED');
    const f = await festival(http, (await createOrganizer(http)).id);
    for (const message of [
      '<p>See <a href="https://example.com">the map</a></p>',
      '<p>See https://example.com</p>',
      '<p>See www.example.com</p>',
    ]) {
      const response = await http.post(messagesOf(f.event.id), body({ message }));
      expect(response.status, message).toBe(422);
      expect(Object.keys(response.body.errors)).toEqual(['message']);
    }
    const crowd = await createProduct(http, f.event.id, {
      title: 'Crowd',
      prices: [{ price: 1000, initial_quantity_available: 500 }],
    });
    const big = await f.seed(
      { firstName: 'Max', lastName: 'Buyer', email: 'max@example.com' },
      crowd,
      'COMPLETED',
      101,
    );
    await sql(`UPDATE attendees SET email = short_id || '@example.com' WHERE order_id = $1`, [big.order.id]);
    const response = await http.post(
      messagesOf(f.event.id),
      body({ message_type: 'TICKET_HOLDERS', product_ids: [crowd.id] }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.message_type[0]).toContain('101 people');
    // A trusted account may send both.
    await setTier(email, 'TRUSTED');
    await send(f.event.id, { message: '<p>See https://example.com</p>' }, http);
    await send(f.event.id, { message_type: 'TICKET_HOLDERS', product_ids: [crowd.id] }, http);
  });
});

describe('scheduling and cancelling', () => {
  it('keeps a scheduled message SCHEDULED, cancels it once, and refuses to cancel it again or a sent one', async () => {
    const f = await festival();
    const at = new Date(Date.now() + 2 * 3_600_000);
    at.setUTCMilliseconds(0);
    const message = await send(f.event.id, { scheduled_at: at.toISOString() });
    expect(message).toMatchObject({ status: 'SCHEDULED', scheduled_at: at.toISOString(), sent_at: null });
    const url = `${messagesOf(f.event.id)}/${message.id}`;
    const cancelled = await organizerRole.post(`${url}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id: message.id, status: 'CANCELLED' });
    const again = await admin.post(`${url}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('cancelled');
    const sent = await send(f.event.id);
    await settled(f.event.id, sent.id);
    expect((await admin.post(`${messagesOf(f.event.id)}/${sent.id}/cancel`)).status).toBe(409);
  });

  it('sends a test at once even when a time is given', async () => {
    const f = await festival();
    const test = await send(f.event.id, {
      is_test: true,
      scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(test).toMatchObject({ status: 'PROCESSING', scheduled_at: null });
    expect((await settled(f.event.id, test.id)).status).toBe('SENT');
  });
});

describe('lists', () => {
  let f: Awaited<ReturnType<typeof festival>>;
  let ids: Record<string, string>;
  beforeAll(async () => {
    f = await festival();
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const first = await send(f.event.id, { subject: 'Parking tips' });
    const second = await send(f.event.id, { subject: 'Set times', scheduled_at: later });
    const third = await send(f.event.id, { subject: 'Parking changes', is_test: true });
    await settled(f.event.id, first.id);
    await settled(f.event.id, third.id);
    ids = { first: first.id, second: second.id, third: third.id };
  });

  const list = async (query: string) => {
    const response = await admin.get(`${messagesOf(f.event.id)}?${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };

  it('lists the newest first, searches subjects, filters and sorts by whitelisted fields', async () => {
    const all = await list('');
    expect(all.data.map((message: ApiBody) => message.id)).toEqual([ids.third, ids.second, ids.first]);
    expect(all.meta).toMatchObject({
      total: 3,
      default_sort: 'created_at',
      default_sort_direction: 'desc',
      allowed_sorts: ['created_at', 'scheduled_at', 'sent_at', 'subject', 'status'],
      allowed_filter_fields: ['status', 'message_type', 'is_test'],
    });
    expect(all.data[2]).toMatchObject({ status: 'SENT', recipient_count: 2, sent_count: 2 });
    expect((await list('query=parking')).data.map((message: ApiBody) => message.id)).toEqual([ids.third, ids.first]);
    expect((await list('filter_fields[status][eq]=SCHEDULED')).data.map((message: ApiBody) => message.id)).toEqual([
      ids.second,
    ]);
    expect((await list('filter_fields[is_test][eq]=true')).data.map((message: ApiBody) => message.id)).toEqual([
      ids.third,
    ]);
    expect((await list('sort_by=subject&sort_direction=asc')).data.map((message: ApiBody) => message.subject)).toEqual([
      'Parking changes',
      'Parking tips',
      'Set times',
    ]);
    expect((await list('per_page=1&page=3')).data.map((message: ApiBody) => message.id)).toEqual([ids.first]);
  });

  it('answers 422 naming a sort or filter outside the whitelist', async () => {
    const bad = await admin.get(`${messagesOf(f.event.id)}?sort_by=message&filter_fields[subject][eq]=x`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['filter_fields.subject', 'sort_by']);
    const badValue = await admin.get(`${messagesOf(f.event.id)}?filter_fields[status][eq]=LOST`);
    expect(badValue.status).toBe(422);
    expect(Object.keys(badValue.body.errors)).toEqual(['filter_fields.status.eq']);
    expect((await admin.get(`${messagesOf(f.event.id)}?per_page=0`)).status).toBe(422);
  });

  it('pages, searches and filters a message’s recipients', async () => {
    const url = `${messagesOf(f.event.id)}/${ids.first}/recipients`;
    const page = await admin.get(`${url}?per_page=1&page=2`);
    expect(page.status).toBe(200);
    expect(page.body.data.map((row: ApiBody) => row.email)).toEqual(['carl@example.com']);
    expect(page.body.meta).toMatchObject({
      total: 2,
      last_page: 2,
      default_sort: 'email',
      allowed_filter_fields: ['status'],
    });
    expect(page.body.data[0]).toMatchObject({ message_id: ids.first, status: 'SENT', error: null });
    expect(page.body.data[0].sent_at).toEqual(expect.any(String));
    const byName = await admin.get(`${url}?query=carl%20buyer`);
    expect(byName.body.data.map((row: ApiBody) => row.email)).toEqual(['carl@example.com']);
    const failed = await admin.get(`${url}?filter_fields[status][eq]=FAILED`);
    expect(failed.body.data).toEqual([]);
    const bad = await admin.get(`${url}?sort_by=name`);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['sort_by']);
    expect((await admin.get(`${messagesOf(f.event.id)}/${ids.second}/recipients`)).body.data).toEqual([]);
  });

  it('documents the routes in OpenAPI', async () => {
    const paths = (await admin.get('/api/openapi.json')).body.paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/events/{eventId}/messages',
        '/api/events/{eventId}/messages/{messageId}',
        '/api/events/{eventId}/messages/{messageId}/cancel',
        '/api/events/{eventId}/messages/{messageId}/recipients',
        '/api/events/{eventId}/orders/{orderId}/message',
      ]),
    );
  });
});

describe('the order screen’s message', () => {
  it('sends an ORDER_OWNER message to the order’s buyer now', async () => {
    const f = await festival();
    const response = await organizerRole.post(`/api/events/${f.event.id}/orders/${f.c.order.id}/message`, {
      subject: 'Your payment',
      message: '<p>Please pay at the door.</p>',
      acknowledgement: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.data).toMatchObject({
      message_type: 'ORDER_OWNER',
      order_id: f.c.order.id,
      order_short_id: f.c.order.shortId,
      status: 'PROCESSING',
    });
    await settled(f.event.id, response.body.data.id);
    expect((await recipientsOf(f.event.id, response.body.data.id)).map((row) => row.email)).toEqual([
      'cat@example.com',
    ]);
    const email = await sink.waitForMessage(
      (received) => received.to.includes('cat@example.com') && received.subject === 'Your payment',
      15_000,
    );
    expect(email.text).toContain('Please pay at the door.');
    await sql(`UPDATE orders SET email = NULL WHERE id = $1`, [f.d.order.id]);
    const noEmail = await admin.post(`/api/events/${f.event.id}/orders/${f.d.order.id}/message`, {
      subject: 'x',
      message: '<p>x</p>',
      acknowledgement: true,
    });
    expect(noEmail.status).toBe(422);
    expect(Object.keys(noEmail.body.errors)).toEqual(['order_id']);
  });

  it('is gone with its event', async () => {
    const event = await createEvent(admin, { organizerId });
    const message = await send(event.id, { scheduled_at: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await admin.delete(`/api/events/${event.id}`)).status).toBe(204);
    expect(await sql(`SELECT id FROM messages WHERE id = $1`, [message.id])).toEqual([]);
  });
});
