import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct, inDays } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

type ApiBody = Record<string, any>;

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerRole: HttpClient;
let outsider: HttpClient;
let door: HttpClient;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  door = createHttpClient(server.baseUrl);
  organizerId = (await createOrganizer(admin, { name: 'Door Co' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.services.database.query(text, values)).rows as T[];

const listsOf = (eventId: string) => `/api/events/${eventId}/check-in-lists`;
const doorOf = (shortId: string) => `/api/public/check-in-lists/${shortId}`;
const hour = 3_600_000;
const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

type Buyer = { firstName: string; lastName: string; email: string };
type SeedInput = {
  status?: 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT' | 'CANCELLED' | 'RESERVED';
  product?: ApiBody;
  quantity?: number;
  buyer?: Buyer;
};

/**
 * A live event selling "Standing" and "Seated" tickets and a "Shirt" (not a ticket), taking offline payments,
 * with a helper that writes orders through the orders domain and returns their attendees.
 */
async function venue() {
  const event = await createEvent(admin, { organizerId });
  const standing = await createProduct(admin, event.id, { title: 'Standing' });
  const seated = await createProduct(admin, event.id, {
    title: 'Seated',
    type: 'TIERED',
    prices: [
      { label: 'Front', price: 5000, initial_quantity_available: 50 },
      { label: 'Back', price: 3000, initial_quantity_available: 50 },
    ],
  });
  const shirt = await createProduct(admin, event.id, { title: 'Shirt', product_type: 'GENERAL' });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['OFFLINE'], offline_payment_instructions: 'Pay at the door' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const seed = async (input: SeedInput = {}) => {
    const product = input.product ?? standing;
    const status = input.status ?? 'COMPLETED';
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      status,
      lines: [{ productPriceId: product.prices[0].id, quantity: input.quantity ?? 1 }],
      buyer: input.buyer ?? { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
      paymentProvider: 'OFFLINE',
      reservedUntil: status === 'RESERVED' ? new Date(Date.now() + hour) : null,
    });
    const attendees = await sql<{ id: string; public_id: string; short_id: string }>(
      `SELECT id, public_id, short_id FROM attendees WHERE order_id = $1 ORDER BY public_id`,
      [order.id],
    );
    return { order, attendees, publicIds: attendees.map((attendee) => attendee.public_id) };
  };
  const allowOffline = async (allow: boolean) => {
    const response = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
      json: { allow_orders_awaiting_offline_payment_to_check_in: allow },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  };
  return { event, standing, seated, shirt, seed, allowOffline };
}

async function createList(eventId: string, body: Record<string, unknown>, client = admin): Promise<ApiBody> {
  const response = await client.post(listsOf(eventId), { name: 'Main entrance', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const checkIn = (shortId: string, publicIds: string[], action?: string) =>
  door.post(`${doorOf(shortId)}/check-ins`, {
    attendees: publicIds.map((public_id) => (action ? { public_id, action } : { public_id })),
  });

const liveRows = async (attendeeId: string) =>
  (
    await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM check_ins WHERE attendee_id = $1 AND checked_out_at IS NULL`,
      [attendeeId],
    )
  )[0]!.n;

const confirmations = async (orderShortId: string) =>
  (
    await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'email.send' AND data->>'template' = 'order_confirmation' AND data->'data'->>'orderShortId' = $1`,
      [orderShortId],
    )
  )[0]!.n;

describe('managing check-in lists', () => {
  it('creates a list over tickets with a cil_ short id, reads, updates and deletes it', async () => {
    const { event, standing, seated } = await venue();
    const response = await organizerRole.post(listsOf(event.id), {
      name: '  Main entrance ',
      description: 'Canal side',
      product_ids: [seated.id, standing.id, seated.id],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const list = response.body.data;
    expect(list).toMatchObject({
      event_id: event.id,
      name: 'Main entrance',
      description: 'Canal side',
      activates_at: null,
      expires_at: null,
      product_ids: [standing.id, seated.id],
      products: [
        { id: standing.id, title: 'Standing' },
        { id: seated.id, title: 'Seated' },
      ],
      total_attendees: 0,
      checked_in_attendees: 0,
      is_active: true,
      is_expired: false,
    });
    expect(list.short_id).toMatch(/^cil_[A-Za-z0-9]{13}$/);
    const url = `${listsOf(event.id)}/${list.id}`;
    expect((await admin.get(url)).body.data).toEqual(list);

    const activates = isoIn(2 * hour);
    const updated = await admin.put(url, { name: 'VIP door', product_ids: [seated.id], activates_at: activates });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'VIP door',
      description: 'Canal side',
      product_ids: [seated.id],
      activates_at: activates,
      is_active: false,
      short_id: list.short_id,
    });
    const cleared = await admin.put(url, { description: null, activates_at: null });
    expect(cleared.body.data).toMatchObject({ description: null, activates_at: null, is_active: true });

    expect((await organizerRole.delete(url)).status).toBe(204);
    expect((await admin.get(url)).status).toBe(404);
    expect((await admin.delete(url)).status).toBe(404);
    expect((await door.get(doorOf(list.short_id))).status).toBe(404);
  });

  it('refuses invalid bodies with 422 naming each field', async () => {
    const { event, standing, shirt } = await venue();
    const foreign = await createProduct(admin, (await createEvent(admin, { organizerId })).id);
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await admin.post(listsOf(event.id), { name: 'Door', product_ids: [standing.id], ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      expect(response.body.message).toEqual(expect.any(String));
      return Object.keys(response.body.errors).sort();
    };
    expect(await errorsOf({ name: ' ', description: 'x'.repeat(256) })).toEqual(['description', 'name']);
    expect(await errorsOf({ name: 'x'.repeat(101) })).toEqual(['name']);
    expect(await errorsOf({ product_ids: [] })).toEqual(['product_ids']);
    expect(await errorsOf({ product_ids: ['nope'] })).toEqual(['product_ids.0']);
    expect(await errorsOf({ product_ids: [standing.id, foreign.id] })).toEqual(['product_ids']);
    expect(await errorsOf({ product_ids: [shirt.id] })).toEqual(['product_ids']);
    expect(await errorsOf({ activates_at: 'tomorrow', expires_at: '2026-13-01T00:00:00Z' })).toEqual([
      'activates_at',
      'expires_at',
    ]);
    expect(await errorsOf({ activates_at: isoIn(2 * hour), expires_at: isoIn(hour) })).toEqual(['expires_at']);
    const missing = await admin.post(listsOf(event.id), {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['name', 'product_ids']);
    const foreignBody = await admin.post(listsOf(event.id), { name: 'Door', product_ids: [foreign.id] });
    expect(foreignBody.body.errors.product_ids).toEqual(['Choose products of this event.']);
    expect((await admin.post(listsOf(event.id), 'not json')).status).toBe(422);
    const badJson = await admin.request('POST', listsOf(event.id), {
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(badJson.status).toBe(400);
  });

  it('keeps the window in order when only one end is updated', async () => {
    const { event, standing } = await venue();
    const list = await createList(event.id, {
      product_ids: [standing.id],
      activates_at: isoIn(2 * hour),
      expires_at: isoIn(5 * hour),
    });
    const url = `${listsOf(event.id)}/${list.id}`;
    const early = await admin.put(url, { expires_at: isoIn(hour) });
    expect(early.status).toBe(422);
    expect(Object.keys(early.body.errors)).toEqual(['expires_at']);
    const late = await admin.put(url, { activates_at: isoIn(6 * hour) });
    expect(late.status).toBe(422);
    expect(Object.keys(late.body.errors)).toEqual(['activates_at']);
    expect((await admin.put(url, { activates_at: isoIn(6 * hour), expires_at: isoIn(7 * hour) })).status).toBe(200);
    expect((await admin.put(url, { activates_at: null })).status).toBe(200);
    expect((await admin.put(url, { product_ids: [] })).status).toBe(422);
    expect((await admin.get(url)).body.data.product_ids).toEqual([standing.id]);
  });

  it("answers 404 for another account's ids, for another event's list, and 401 when signed out", async () => {
    const { event, standing } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const url = `${listsOf(event.id)}/${list.id}`;
    const calls: [string, string, unknown?][] = [
      ['GET', listsOf(event.id)],
      ['POST', listsOf(event.id), { name: 'Mine', product_ids: [standing.id] }],
      ['GET', url],
      ['PUT', url, { name: 'Mine' }],
      ['DELETE', url],
    ];
    for (const [method, path, json] of calls) {
      const response = await outsider.request(method, path, json === undefined ? {} : { json });
      expect(response.status, `${method} ${path}`).toBe(404);
      const anonymous = await door.request(method, path, json === undefined ? {} : { json });
      expect(anonymous.status, `${method} ${path} signed out`).toBe(401);
    }
    const other = await createEvent(admin, { organizerId });
    expect((await admin.get(`${listsOf(other.id)}/${list.id}`)).status).toBe(404);
    expect((await admin.get(`${listsOf(event.id)}/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.get(`${listsOf(event.id)}/not-a-uuid`)).status).toBe(422);
    expect((await admin.get(url)).body.data.name).toBe('Main entrance');
  });

  it('lists with the house list query: sort, search, paging and meta', async () => {
    const { event, standing } = await venue();
    await createList(event.id, { name: 'Balcony', product_ids: [standing.id], expires_at: isoIn(3 * hour) });
    await createList(event.id, { name: 'Artists', product_ids: [standing.id], expires_at: isoIn(hour) });
    await createList(event.id, { name: 'Main', product_ids: [standing.id] });
    const names = async (query: string) =>
      (await admin.get(`${listsOf(event.id)}?${query}`)).body.data.map((list: ApiBody) => list.name);
    expect(await names('')).toEqual(['Main', 'Artists', 'Balcony']);
    expect(await names('sort_by=name&sort_direction=asc')).toEqual(['Artists', 'Balcony', 'Main']);
    expect(await names('sort_by=expires_at&sort_direction=asc')).toEqual(['Artists', 'Balcony', 'Main']);
    expect(await names('query=ALC')).toEqual(['Balcony']);
    const paged = await admin.get(`${listsOf(event.id)}?per_page=2&page=2&sort_by=name&sort_direction=asc`);
    expect(paged.body.data.map((list: ApiBody) => list.name)).toEqual(['Main']);
    expect(paged.body.meta).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: 3,
      last_page: 2,
      default_sort: 'created_at',
      default_sort_direction: 'desc',
    });
    expect(paged.body.meta.allowed_sorts).toEqual(['name', 'expires_at', 'created_at', 'updated_at']);
    const badSort = await admin.get(`${listsOf(event.id)}?sort_by=total_attendees`);
    expect(badSort.status).toBe(422);
    expect(Object.keys(badSort.body.errors)).toEqual(['sort_by']);
    expect((await admin.get(`${listsOf(event.id)}?per_page=0`)).status).toBe(422);
  });
});

describe('who a list counts', () => {
  it('counts paid tickets of its products; offline ones only with the setting; never reservations or cancelled', async () => {
    const { event, standing, seated, seed, allowOffline } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const both = await createList(event.id, { name: 'Everyone', product_ids: [standing.id, seated.id] });
    await seed({ quantity: 2 });
    await seed({ product: seated });
    await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    await seed({ status: 'RESERVED', quantity: 3 });
    await seed({ status: 'CANCELLED' });
    const partly = await seed({ quantity: 2 });
    await sql(`UPDATE attendees SET status = 'CANCELLED' WHERE id = $1`, [partly.attendees[0]!.id]);

    const counts = async () => {
      const lists = (await admin.get(listsOf(event.id))).body.data as ApiBody[];
      const publicList = (await door.get(doorOf(list.short_id))).body.data;
      const stats = (await admin.get(`/api/events/${event.id}/check_in_stats`)).body.data;
      const byId = new Map(lists.map((item) => [item.id, item.total_attendees]));
      expect(publicList.total_attendees).toBe(byId.get(list.id));
      expect(stats.lists).toEqual([
        { id: list.id, name: 'Main entrance', total: byId.get(list.id), checked_in: 0 },
        { id: both.id, name: 'Everyone', total: byId.get(both.id), checked_in: 0 },
      ]);
      return [byId.get(list.id), byId.get(both.id)];
    };
    // 2 + 1 paid standing (one of the second order cancelled), 1 seated.
    expect(await counts()).toEqual([3, 4]);
    await allowOffline(true);
    expect(await counts()).toEqual([4, 5]);
    expect(
      (await door.get(doorOf(list.short_id))).body.data.event.allow_orders_awaiting_offline_payment_to_check_in,
    ).toBe(true);
    await allowOffline(false);
    expect(await counts()).toEqual([3, 4]);
  });
});

describe('the door: reading', () => {
  it('reads the list without signing in, with what the door page needs of the event', async () => {
    const { event, standing, seated } = await venue();
    const list = await createList(event.id, {
      product_ids: [standing.id, seated.id],
      description: 'Side door',
      expires_at: isoIn(5 * hour),
    });
    const response = await door.get(doorOf(list.short_id));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body.data).toEqual({
      short_id: list.short_id,
      name: 'Main entrance',
      description: 'Side door',
      activates_at: null,
      expires_at: list.expires_at,
      is_active: true,
      is_expired: false,
      total_attendees: 0,
      checked_in_attendees: 0,
      products: [
        { id: standing.id, title: 'Standing' },
        { id: seated.id, title: 'Seated' },
      ],
      event: {
        id: event.id,
        title: event.title,
        timezone: event.timezone,
        start_date: event.start_date,
        end_date: event.end_date,
        allow_orders_awaiting_offline_payment_to_check_in: false,
      },
    });
    for (const shortId of ['cil_unknown000000', 'x'.repeat(64), '%E2%9C%93', "cil_'; drop table check_ins;--"]) {
      const unknown = await door.get(doorOf(encodeURIComponent(decodeURIComponent(shortId))));
      expect(unknown.status, shortId).toBe(404);
      expect(unknown.body).toMatchObject({ message: expect.any(String), errors: {}, code: 'not_found' });
    }
    expect((await door.get(doorOf('x'.repeat(65)))).status).toBe(422);
  });

  it('lists counted attendees and cancelled ones of known orders, searchable, 100 a page, with their live check-in', async () => {
    const { event, standing, seated, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const mia = await seed({ buyer: { firstName: 'Mia', lastName: 'Zander', email: 'mia@example.com' } });
    const bo = await seed({ buyer: { firstName: 'Bo', lastName: 'Adams', email: 'bo@example.com' } });
    const cancelled = await seed({ buyer: { firstName: 'Cy', lastName: 'Moss', email: 'cy@example.com' } });
    await sql(`UPDATE attendees SET status = 'CANCELLED' WHERE order_id = $1`, [cancelled.order.id]);
    await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    await seed({ status: 'RESERVED' });
    await seed({ status: 'CANCELLED' });
    await seed({ product: seated });

    const url = `${doorOf(list.short_id)}/attendees`;
    const all = await door.get(url);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.map((attendee: ApiBody) => attendee.last_name)).toEqual(['Adams', 'Moss', 'Zander']);
    expect(all.body.meta).toMatchObject({ per_page: 100, total: 3, default_sort: 'last_name' });
    // What staff need, nothing that opens a ticket or an order: no email, ticket code or link key (decision 137).
    expect(all.body.data[0]).toEqual({
      id: bo.attendees[0]!.id,
      reference: bo.publicIds[0]!.slice(-6),
      first_name: 'Bo',
      last_name: 'Adams',
      status: 'ACTIVE',
      product_id: standing.id,
      product_title: 'Standing',
      price_label: null,
      order_public_id: bo.order.publicId,
      order_status: 'COMPLETED',
      check_in: null,
    });
    const everything = JSON.stringify(all.body);
    for (const secret of [
      ...[mia, bo].flatMap((seeded) => [seeded.order.shortId, ...seeded.publicIds]),
      ...[mia, bo].map((seeded) => seeded.attendees[0]!.short_id),
      'mia@example.com',
    ])
      expect(everything).not.toContain(secret);
    const search = async (query: string) =>
      (await door.get(`${url}?query=${encodeURIComponent(query)}`)).body.data.map(
        (attendee: ApiBody) => attendee.first_name,
      );
    expect(await search('mia zan')).toEqual(['Mia']);
    // An email or a ticket code is found only whole: a few characters never reveal one.
    expect(await search('BO@EXAMPLE.COM')).toEqual(['Bo']);
    expect(await search('BO@EXAMPLE')).toEqual([]);
    expect(await search(mia.publicIds[0]!)).toEqual(['Mia']);
    expect(await search(mia.publicIds[0]!.slice(0, 10))).toEqual([]);
    expect(await search(mia.publicIds[0]!.slice(-6))).toEqual(['Mia']);
    // Link keys are not searchable at all; the order's reference is.
    expect(await search(mia.attendees[0]!.short_id)).toEqual([]);
    expect(await search(bo.order.shortId)).toEqual([]);
    expect(await search(bo.order.publicId)).toEqual(['Bo']);
    expect(await search('%')).toEqual([]);
    const active = await door.get(`${url}?filter_fields[status][eq]=CANCELLED`);
    expect(active.body.data.map((attendee: ApiBody) => attendee.first_name)).toEqual(['Cy']);
    expect((await door.get(`${url}?per_page=101`)).status).toBe(422);
    expect((await door.get(`${url}?filter_fields[email][eq]=x`)).status).toBe(422);
    expect((await door.get(`${url}?per_page=1&page=3`)).body.data.map((a: ApiBody) => a.first_name)).toEqual(['Mia']);

    const done = await checkIn(list.short_id, mia.publicIds);
    // Searched by her public id: "Mia" alone also matches a random id that happens to hold those letters.
    const checkedIn = (await door.get(`${url}?query=${encodeURIComponent(mia.publicIds[0]!)}`)).body.data[0];
    expect(checkedIn.check_in).toEqual({
      short_id: done.body.data[0].short_id,
      created_at: done.body.data[0].created_at,
    });
  });

  it('reads one ticket by public id: known tickets of its products only', async () => {
    const { event, standing, seated, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const paid = await seed();
    const awaiting = await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    const reserved = await seed({ status: 'RESERVED' });
    const offList = await seed({ product: seated });
    const url = (publicId: string) => `${doorOf(list.short_id)}/attendees/${encodeURIComponent(publicId)}`;
    const one = await door.get(url(paid.publicIds[0]!));
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: paid.attendees[0]!.id,
      reference: paid.publicIds[0]!.slice(-6),
      status: 'ACTIVE',
      check_in: null,
    });
    // Scanned, an unpaid ticket shows why it cannot come in.
    expect((await door.get(url(awaiting.publicIds[0]!))).body.data).toMatchObject({
      status: 'AWAITING_PAYMENT',
      order_status: 'AWAITING_OFFLINE_PAYMENT',
    });
    for (const publicId of [reserved.publicIds[0]!, offList.publicIds[0]!, 'att_unknown', 'é'.repeat(30)]) {
      expect((await door.get(url(publicId))).status, publicId).toBe(404);
    }
    const otherEvent = await venue();
    const stranger = await otherEvent.seed();
    expect((await door.get(url(stranger.publicIds[0]!))).status).toBe(404);
  });
});

describe('the door: windows', () => {
  it('refuses attendee reads (403) and check-ins (409) outside the window; the list and check-outs still work', async () => {
    const { event, standing, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const ticket = await seed();
    const done = await checkIn(list.short_id, ticket.publicIds);
    expect(done.status).toBe(200);
    const url = `${listsOf(event.id)}/${list.id}`;

    for (const window of [{ activates_at: isoIn(2 * hour) }, { expires_at: isoIn(-hour) }]) {
      expect((await admin.put(url, { activates_at: null, expires_at: null, ...window })).status).toBe(200);
      const state = (await door.get(doorOf(list.short_id))).body.data;
      expect(state.is_active && !state.is_expired).toBe(false);
      const attendees = await door.get(`${doorOf(list.short_id)}/attendees`);
      expect(attendees.status).toBe(403);
      expect(attendees.body.message).toMatch(window.expires_at ? /expired on/ : /not active yet: it opens on/);
      expect((await door.get(`${doorOf(list.short_id)}/attendees/${ticket.publicIds[0]}`)).status).toBe(403);
      const refused = await checkIn(list.short_id, ticket.publicIds);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(attendees.body.message);
    }
    const out = await door.delete(`${doorOf(list.short_id)}/check-ins/${done.body.data[0].short_id}`);
    expect(out.status).toBe(200);
    expect(out.body.data.checked_out_at).toEqual(expect.any(String));
  });
});

describe('the door: checking in', () => {
  it('checks a row of the list in by its id, and never hands the ticket code back', async () => {
    const { event, standing, seated, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const ticket = await seed();
    const offList = await seed({ product: seated });
    const url = `${doorOf(list.short_id)}/check-ins`;
    const [row] = (await door.get(`${doorOf(list.short_id)}/attendees`)).body.data;
    const done = await door.post(url, { attendees: [{ attendee_id: row.id }] });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.errors).toEqual({});
    expect(done.body.data[0]).toMatchObject({ attendee_id: ticket.attendees[0]!.id });
    expect(done.body.data[0]).not.toHaveProperty('attendee_public_id');
    const again = await door.post(url, { attendees: [{ attendee_id: row.id }] });
    expect(Object.keys(again.body.errors)).toEqual([row.id]);
    const out = await door.delete(`${doorOf(list.short_id)}/check-ins/${done.body.data[0].short_id}`);
    expect(out.status).toBe(200);
    expect(JSON.stringify(out.body)).not.toContain(ticket.publicIds[0]!);

    // Off the list, unknown, or naming both identifiers: refused as a whole.
    const refused = await door.post(url, { attendees: [{ attendee_id: offList.attendees[0]!.id }] });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      'attendees.0.attendee_id': ['This ticket (Seated) is not valid for this list.'],
    });
    expect((await door.post(url, { attendees: [{ attendee_id: crypto.randomUUID() }] })).status).toBe(409);
    for (const body of [
      { attendees: [{ attendee_id: row.id, public_id: ticket.publicIds[0] }] },
      { attendees: [{ action: 'check-in' }] },
      { attendees: [{ attendee_id: 'not-a-uuid' }] },
    ])
      expect((await door.post(url, body)).status, JSON.stringify(body)).toBe(422);
  });

  it('checks a ticket in once, keeping the IP, and answers a second scan with the check-in and an error', async () => {
    const { event, standing, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const ticket = await seed();
    const first = await checkIn(list.short_id, ticket.publicIds);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.errors).toEqual({});
    expect(first.body.data).toHaveLength(1);
    const made = first.body.data[0];
    expect(made).toMatchObject({
      check_in_list_id: list.id,
      check_in_list_name: 'Main entrance',
      attendee_id: ticket.attendees[0]!.id,
      attendee_public_id: ticket.publicIds[0],
      product_id: standing.id,
      order_id: ticket.order.id,
      event_id: event.id,
      checked_out_at: null,
    });
    expect(made.short_id).toMatch(/^ci_[A-Za-z0-9]{13}$/);
    const [row] = await sql<{ ip_address: string }>(`SELECT ip_address FROM check_ins WHERE id = $1`, [made.id]);
    expect(row!.ip_address).toMatch(/127\.0\.0\.1/);

    const again = await checkIn(list.short_id, [ticket.publicIds[0]!, ticket.publicIds[0]!]);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual([made]);
    expect(again.body.errors[ticket.publicIds[0]!]).toMatch(/^Already checked in on this list at .+\(Europe\//);
    expect(await liveRows(ticket.attendees[0]!.id)).toBe(1);
    expect((await admin.get(`${listsOf(event.id)}/${list.id}`)).body.data).toMatchObject({
      total_attendees: 1,
      checked_in_attendees: 1,
    });
  });

  it('handles each attendee of a batch on its own: cancelled and unpaid tickets get an error', async () => {
    const { event, standing, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const paid = await seed();
    const cancelled = await seed();
    await sql(`UPDATE attendees SET status = 'CANCELLED' WHERE order_id = $1`, [cancelled.order.id]);
    const awaiting = await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    const response = await checkIn(list.short_id, [
      paid.publicIds[0]!,
      cancelled.publicIds[0]!,
      awaiting.publicIds[0]!,
    ]);
    expect(response.status).toBe(200);
    expect(response.body.data.map((made: ApiBody) => made.attendee_public_id)).toEqual([paid.publicIds[0]]);
    expect(response.body.errors).toEqual({
      [cancelled.publicIds[0]!]: 'This ticket has been cancelled.',
      [awaiting.publicIds[0]!]: "This ticket's order is awaiting payment.",
    });
    const marked = await checkIn(list.short_id, awaiting.publicIds, 'check-in-and-mark-order-as-paid');
    expect(marked.body.errors[awaiting.publicIds[0]!]).toBe(
      'This event does not allow marking orders as paid at check-in.',
    );
    expect((await sql(`SELECT status FROM orders WHERE id = $1`, [awaiting.order.id]))[0]!.status).toBe(
      'AWAITING_OFFLINE_PAYMENT',
    );
  });

  it('lets unpaid offline tickets in with the setting, and marks their order paid through the orders module', async () => {
    const { event, standing, seed, allowOffline } = await venue();
    await allowOffline(true);
    const list = await createList(event.id, { product_ids: [standing.id] });
    const unpaid = await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    const plain = await checkIn(list.short_id, unpaid.publicIds);
    expect(plain.body.errors).toEqual({});
    // Scanned again with "mark as paid", the ticket already in is refused and nothing is marked paid.
    const rescanned = await checkIn(list.short_id, unpaid.publicIds, 'check-in-and-mark-order-as-paid');
    expect(rescanned.body.data).toEqual(plain.body.data);
    expect(rescanned.body.errors[unpaid.publicIds[0]!]).toMatch(/^Already checked in/);
    expect((await sql(`SELECT status FROM orders WHERE id = $1`, [unpaid.order.id]))[0]!.status).toBe(
      'AWAITING_OFFLINE_PAYMENT',
    );
    expect(await confirmations(unpaid.order.shortId)).toBe(0);

    const pair = await seed({ status: 'AWAITING_OFFLINE_PAYMENT', quantity: 2 });
    const marked = await checkIn(list.short_id, pair.publicIds, 'check-in-and-mark-order-as-paid');
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.errors).toEqual({});
    expect(marked.body.data).toHaveLength(2);
    const [order] = await sql<{ status: string; payment_status: string }>(
      `SELECT status, payment_status FROM orders WHERE id = $1`,
      [pair.order.id],
    );
    expect(order).toEqual({ status: 'COMPLETED', payment_status: 'PAYMENT_RECEIVED' });
    const statuses = await sql<{ status: string }>(`SELECT status FROM attendees WHERE order_id = $1`, [pair.order.id]);
    expect(statuses.map((attendee) => attendee.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(await confirmations(pair.order.shortId)).toBe(1);
    const detail = await admin.get(`/api/events/${event.id}/orders/${pair.order.id}`);
    expect(detail.body.data).toMatchObject({ status: 'COMPLETED', payment_status: 'PAYMENT_RECEIVED' });
    // Paid now, it counts whatever the setting says.
    await allowOffline(false);
    expect((await door.get(doorOf(list.short_id))).body.data).toMatchObject({
      total_attendees: 2,
      checked_in_attendees: 2,
    });
  });

  it('refuses the whole request (409) for an unknown ticket or one off the list: nothing is checked in', async () => {
    const { event, standing, seated, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const paid = await seed();
    const reserved = await seed({ status: 'RESERVED' });
    const cancelledOrder = await seed({ status: 'CANCELLED' });
    const offList = await seed({ product: seated });
    const stranger = await (await venue()).seed();
    for (const other of [
      'att_doesnotexist',
      reserved.publicIds[0]!,
      cancelledOrder.publicIds[0]!,
      stranger.publicIds[0]!,
    ]) {
      const refused = await checkIn(list.short_id, [paid.publicIds[0]!, other]);
      expect(refused.status, other).toBe(409);
      expect(refused.body).toMatchObject({
        message: 'Unknown ticket: nothing was checked in.',
        errors: { 'attendees.1.public_id': ['No ticket with this code is on this list.'] },
      });
    }
    const offListRefused = await checkIn(list.short_id, [paid.publicIds[0]!, offList.publicIds[0]!]);
    expect(offListRefused.status).toBe(409);
    expect(offListRefused.body.errors).toEqual({
      'attendees.1.public_id': ['This ticket (Seated) is not valid for this list.'],
    });
    expect(await liveRows(paid.attendees[0]!.id)).toBe(0);
    expect((await checkIn('cil_unknown000000', paid.publicIds)).status).toBe(404);
  });

  it('checks out (keeping the row), refuses a second check-out, and checks in again with a new row', async () => {
    const { event, standing, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const other = await createList(event.id, { name: 'Side', product_ids: [standing.id] });
    const ticket = await seed();
    const first = (await checkIn(list.short_id, ticket.publicIds)).body.data[0];
    const outUrl = (shortId: string, checkInShortId: string) =>
      `${doorOf(shortId)}/check-ins/${encodeURIComponent(checkInShortId)}`;

    expect((await door.delete(outUrl(other.short_id, first.short_id))).status).toBe(404);
    expect((await door.delete(outUrl(list.short_id, 'ci_unknown'))).status).toBe(404);
    const out = await door.delete(outUrl(list.short_id, first.short_id));
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.data).toMatchObject({ id: first.id, short_id: first.short_id, checked_out_at: expect.any(String) });
    const twice = await door.delete(outUrl(list.short_id, first.short_id));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/not checked in/);

    const second = await checkIn(list.short_id, ticket.publicIds);
    expect(second.body.errors).toEqual({});
    expect(second.body.data[0].id).not.toBe(first.id);
    const history = await sql<{ checked_out_at: Date | null; checked_out_ip_address: string | null }>(
      `SELECT checked_out_at, checked_out_ip_address FROM check_ins WHERE attendee_id = $1 ORDER BY created_at`,
      [ticket.attendees[0]!.id],
    );
    expect(history).toHaveLength(2);
    expect(history[0]!.checked_out_at).not.toBeNull();
    expect(history[0]!.checked_out_ip_address).toMatch(/127\.0\.0\.1/);
    expect(history[1]!.checked_out_at).toBeNull();
    // The attendee's history in the back office shows both entries.
    const detail = await admin.get(`/api/events/${event.id}/attendees/${ticket.attendees[0]!.id}`);
    expect(detail.body.data.check_in_history).toHaveLength(2);
  });

  it("deleting a list keeps its check-ins in the attendee's history, checked out, under the list's name", async () => {
    const { event, standing, seed } = await venue();
    const list = await createList(event.id, { name: 'Balcony door', product_ids: [standing.id] });
    const ticket = await seed();
    expect((await checkIn(list.short_id, ticket.publicIds)).body.errors).toEqual({});
    const attendeeUrl = `/api/events/${event.id}/attendees/${ticket.attendees[0]!.id}`;
    expect((await admin.get(attendeeUrl)).body.data.check_ins).toHaveLength(1);

    expect((await admin.delete(`${listsOf(event.id)}/${list.id}`)).status).toBe(204);
    const detail = (await admin.get(attendeeUrl)).body.data;
    expect(detail.check_ins).toEqual([]);
    expect(detail.check_in_history).toEqual([
      expect.objectContaining({
        check_in_list_id: null,
        check_in_list_name: 'Balcony door',
        checked_out_at: expect.any(String),
      }),
    ]);
    const checkedInNow = await admin.get(`/api/events/${event.id}/attendees?filter_fields[checked_in][eq]=true`);
    expect(checkedInNow.status).toBe(200);
    expect(checkedInNow.body.data).toEqual([]);
  });

  it('gives one live check-in and "already checked in" answers when scanners race on one ticket', async () => {
    const { event, standing, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const ticket = await seed();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => createHttpClient(server.baseUrl)).map((scanner) =>
        scanner.post(`${doorOf(list.short_id)}/check-ins`, { attendees: [{ public_id: ticket.publicIds[0] }] }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const fresh = responses.filter((response) => Object.keys(response.body.errors).length === 0);
    expect(fresh).toHaveLength(1);
    const ids = new Set(responses.map((response) => response.body.data[0].id));
    expect(ids.size).toBe(1);
    expect(await liveRows(ticket.attendees[0]!.id)).toBe(1);
  });

  it('marks an order paid once when scanners race to check its tickets in with "mark as paid"', async () => {
    const { event, standing, seed, allowOffline } = await venue();
    await allowOffline(true);
    const list = await createList(event.id, { product_ids: [standing.id] });
    const trio = await seed({ status: 'AWAITING_OFFLINE_PAYMENT', quantity: 3 });
    const scans = [...trio.publicIds, ...trio.publicIds];
    const responses = await Promise.all(
      scans.map((publicId) =>
        createHttpClient(server.baseUrl).post(`${doorOf(list.short_id)}/check-ins`, {
          attendees: [{ public_id: publicId, action: 'check-in-and-mark-order-as-paid' }],
        }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(responses.filter((response) => Object.keys(response.body.errors).length === 0)).toHaveLength(3);
    for (const attendee of trio.attendees) expect(await liveRows(attendee.id)).toBe(1);
    expect((await sql(`SELECT status FROM orders WHERE id = $1`, [trio.order.id]))[0]!.status).toBe('COMPLETED');
    expect(await confirmations(trio.order.shortId)).toBe(1);
  });

  it('never answers bad input with a 500', async () => {
    const { event, standing, seed } = await venue();
    const list = await createList(event.id, { product_ids: [standing.id] });
    const ticket = await seed();
    const url = `${doorOf(list.short_id)}/check-ins`;
    const bodies: unknown[] = [
      undefined,
      {},
      { attendees: [] },
      { attendees: 'all' },
      { attendees: [{}] },
      { attendees: [{ public_id: '' }] },
      { attendees: [{ public_id: 'x'.repeat(65) }] },
      { attendees: [{ public_id: ticket.publicIds[0], action: 'check-out' }] },
      { attendees: Array.from({ length: 101 }, () => ({ public_id: ticket.publicIds[0] })) },
      [],
    ];
    for (const body of bodies) {
      const response = await door.post(url, body);
      expect(response.status, JSON.stringify(body)?.slice(0, 80)).toBe(422);
      expect(response.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    const broken = await door.request('POST', url, { body: '{', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
    const weird = await door.get(`${doorOf(list.short_id)}/attendees?page=-1&sort_by[]=x&filter_fields=1`);
    expect(weird.status).toBe(422);
    expect((await door.get(`${doorOf(list.short_id)}/attendees?sort_by=email`)).status).toBe(422);
    expect(await liveRows(ticket.attendees[0]!.id)).toBe(0);
  });
});

describe('check-in statistics', () => {
  it('counts attendees checked in on any list once, and each list apart', async () => {
    const { event, standing, seated, seed } = await venue();
    const main = await createList(event.id, { product_ids: [standing.id, seated.id] });
    const vip = await createList(event.id, { name: 'VIP', product_ids: [seated.id] });
    const standingTickets = await seed({ quantity: 2 });
    const seatedTicket = await seed({ product: seated });
    await checkIn(main.short_id, [...standingTickets.publicIds, ...seatedTicket.publicIds]);
    await checkIn(vip.short_id, seatedTicket.publicIds);
    const out = await checkIn(main.short_id, [standingTickets.publicIds[1]!]);
    await door.delete(`${doorOf(main.short_id)}/check-ins/${out.body.data[0].short_id}`);

    const stats = await admin.get(`/api/events/${event.id}/check_in_stats`);
    expect(stats.status).toBe(200);
    expect(stats.body.data).toEqual({
      total_attendees: 3,
      checked_in_attendees: 2,
      lists: [
        { id: main.id, name: 'Main entrance', total: 3, checked_in: 2 },
        { id: vip.id, name: 'VIP', total: 1, checked_in: 1 },
      ],
    });
    expect((await outsider.get(`/api/events/${event.id}/check_in_stats`)).status).toBe(404);
  });
});

describe('duplicating an event', () => {
  it('copies the lists with the products (new short ids, no check-ins, windows moved with the event)', async () => {
    const { event, standing, seated, seed } = await venue();
    const list = await createList(event.id, {
      product_ids: [standing.id, seated.id],
      activates_at: new Date(Date.parse(event.start_date) - 2 * hour).toISOString(),
      expires_at: event.end_date,
    });
    await checkIn(list.short_id, (await seed()).publicIds);
    const start = inDays(40);
    const copied = await admin.post(`/api/events/${event.id}/duplicate`, { title: 'Again', start_date: start });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copyId = copied.body.data.id;
    const [copy] = (await admin.get(listsOf(copyId))).body.data as ApiBody[];
    const products = (await admin.get(`/api/events/${copyId}/products`)).body.data as ApiBody[];
    expect(copy).toMatchObject({
      name: 'Main entrance',
      total_attendees: 0,
      checked_in_attendees: 0,
      products: [
        { id: products.find((product) => product.title === 'Standing')!.id, title: 'Standing' },
        { id: products.find((product) => product.title === 'Seated')!.id, title: 'Seated' },
      ],
      activates_at: new Date(Date.parse(start) - 2 * hour).toISOString(),
    });
    expect(copy!.short_id).not.toBe(list.short_id);
    expect(Date.parse(copy!.expires_at) - Date.parse(start)).toBe(
      Date.parse(event.end_date) - Date.parse(event.start_date),
    );

    for (const flags of [{ duplicate_check_in_lists: false }, { duplicate_products: false }]) {
      const bare = await admin.post(`/api/events/${event.id}/duplicate`, {
        title: 'Bare',
        start_date: start,
        ...flags,
      });
      expect(bare.status).toBe(201);
      expect((await admin.get(listsOf(bare.body.data.id))).body.data).toEqual([]);
    }
  });
});

describe('the door rate limit', () => {
  let limited: TestServer;
  afterAll(async () => {
    await limited?.close();
  });

  it('counts door calls per IP and answers 429 with Retry-After past the limit', async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_EXEMPT_IPS: '' } });
    const owner = (await registerAccount(limited.baseUrl)).http;
    const event = await createEvent(owner);
    const product = await createProduct(owner, event.id);
    const created = await owner.post(listsOf(event.id), { name: 'Door', product_ids: [product.id] });
    const shortId = created.body.data.short_id;
    const scanner = createHttpClient(limited.baseUrl);
    expect((await scanner.get(doorOf(shortId))).status).toBe(200);
    const buckets = await limited.services.database.query<{ key: string; hits: number }>(
      `SELECT key, hits FROM rate_limit_buckets WHERE key LIKE 'check-in-%'`,
    );
    expect(buckets.rows).toEqual([{ key: expect.stringMatching(/^check-in-read-ip:.*127\.0\.0\.1$/), hits: 1 }]);
    // Fill this window up to the limits rather than making hundreds of calls.
    await limited.services.database.query(
      `UPDATE rate_limit_buckets SET hits = 1200 WHERE key LIKE 'check-in-read-ip:%'`,
    );
    const blocked = await scanner.get(doorOf(shortId));
    if (blocked.status === 200) return; // the minute turned over between the calls: the window is fresh
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    const write = await scanner.post(`${doorOf(shortId)}/check-ins`, { attendees: [{ public_id: 'att_x' }] });
    expect(write.status).toBe(409);
  });
});

describe('API docs', () => {
  it('documents every check-in route with a summary, tags and its schemas', async () => {
    const response = await door.get('/api/openapi.json');
    expect(response.status).toBe(200);
    const { paths } = response.body;
    const routes: [string, string][] = [
      ['/api/events/{eventId}/check-in-lists', 'get'],
      ['/api/events/{eventId}/check-in-lists', 'post'],
      ['/api/events/{eventId}/check-in-lists/{checkInListId}', 'get'],
      ['/api/events/{eventId}/check-in-lists/{checkInListId}', 'put'],
      ['/api/events/{eventId}/check-in-lists/{checkInListId}', 'delete'],
      ['/api/public/check-in-lists/{shortId}', 'get'],
      ['/api/public/check-in-lists/{shortId}/attendees', 'get'],
      ['/api/public/check-in-lists/{shortId}/attendees/{publicId}', 'get'],
      ['/api/public/check-in-lists/{shortId}/check-ins', 'post'],
      ['/api/public/check-in-lists/{shortId}/check-ins/{checkInShortId}', 'delete'],
    ];
    for (const [path, method] of routes) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation.summary.length, `${method} ${path}`).toBeGreaterThan(10);
      expect(operation.tags, `${method} ${path}`).toHaveLength(1);
      expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining(['404']));
    }
    expect(response.body.components.schemas).toHaveProperty('CheckInList');
    expect(response.body.components.schemas).toHaveProperty('CreateCheckInsResult');
  });
});
