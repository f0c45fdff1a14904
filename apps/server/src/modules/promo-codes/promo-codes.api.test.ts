import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct, inDays } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerRole: HttpClient;
let outsider: HttpClient;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin)).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const newEvent = () => createEvent(admin, { organizerId });
const codesOf = (eventId: string) => `/api/events/${eventId}/promo-codes`;
const publicCheck = (eventId: string, code: string) =>
  `/api/public/events/${eventId}/promo-codes/${encodeURIComponent(code)}`;

async function createCode(eventId: string, body: Record<string, unknown>, client = admin) {
  const response = await client.post(codesOf(eventId), { code: 'SUMMER', discount_type: 'NONE', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/** Tests set usage (as many live orders as completed ones) and event status directly. */
async function setUsage(target: TestServer, promoCodeId: string, orders: number) {
  await target.services.database.query(
    'UPDATE promo_codes SET order_usage_count = $1, live_usage_count = $1 WHERE id = $2',
    [orders, promoCodeId],
  );
}
async function setStatus(target: TestServer, eventId: string, status: string) {
  await target.services.database.query('UPDATE events SET status = $1 WHERE id = $2', [status, eventId]);
}

describe('creating promo codes', () => {
  it('stores the code as typed (trimmed) with its discount, scope, limits and zero usage', async () => {
    const event = await newEvent();
    const ticket = await createProduct(admin, event.id, { title: 'Ticket' });
    const response = await organizerRole.post(codesOf(event.id), {
      code: '  Summer-25 ',
      discount_type: 'PERCENTAGE',
      discount: 12.5,
      applicable_product_ids: [ticket.id, ticket.id],
      max_allowed_usages: 100,
      expiry_date: '2099-07-01T00:00:00+02:00',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const code = response.body.data;
    expect(code).toMatchObject({
      event_id: event.id,
      code: 'Summer-25',
      discount_type: 'PERCENTAGE',
      discount: 12.5,
      currency: 'EUR',
      applicable_product_ids: [ticket.id],
      applies_to_all_products: false,
      max_allowed_usages: 100,
      expiry_date: '2099-06-30T22:00:00.000Z',
      order_usage_count: 0,
      live_usage_count: 0,
      attendee_usage_count: 0,
      is_valid: true,
    });
    expect((await admin.get(`${codesOf(event.id)}/${code.id}`)).body.data).toEqual(code);

    const fixed = await createCode(event.id, { code: 'TENOFF', discount_type: 'FIXED', discount: 1000 });
    expect(fixed).toMatchObject({
      discount: 1000,
      applicable_product_ids: [],
      applies_to_all_products: true,
      max_allowed_usages: null,
      expiry_date: null,
    });
    const unlock = await createCode(event.id, { code: 'vip' });
    expect(unlock).toMatchObject({ discount_type: 'NONE', discount: 0 });
  });

  it('refuses a code that differs only in case, per event', async () => {
    const event = await newEvent();
    await createCode(event.id, { code: 'EarlyBird' });
    const duplicate = await admin.post(codesOf(event.id), { code: 'EARLYBIRD', discount_type: 'NONE' });
    expect(duplicate.status).toBe(422);
    expect(Object.keys(duplicate.body.errors)).toEqual(['code']);
    // Another event may use the same code.
    await createCode((await newEvent()).id, { code: 'earlybird' });
  });

  it('keeps the organizer casing, matches any casing, and holds uniqueness in the database too', async () => {
    const event = await newEvent();
    await setStatus(server, event.id, 'LIVE');
    const created = await createCode(event.id, { code: 'QUAY20' });
    expect(created.code).toBe('QUAY20');
    expect((await admin.get(codesOf(event.id))).body.data.map((code: { code: string }) => code.code)).toEqual([
      'QUAY20',
    ]);
    for (const typed of ['quay20', 'Quay20', 'QUAY20']) {
      const check = await admin.get(publicCheck(event.id, typed));
      expect(check.status, typed).toBe(200);
      expect(check.body.valid, typed).toBe(true);
    }
    // The organizer may change only the casing of their own code.
    const recased = await admin.put(`${codesOf(event.id)}/${created.id}`, { code: 'Quay20' });
    expect(recased.status, JSON.stringify(recased.body)).toBe(200);
    expect(recased.body.data.code).toBe('Quay20');
    // Even a write that skipped the service's check meets the unique index on the folded code.
    await expect(
      server.services.database.query(
        "INSERT INTO promo_codes (event_id, code, code_key, discount_type) VALUES ($1, 'QUAY20', 'quay20', 'NONE')",
        [event.id],
      ),
    ).rejects.toThrow(/promo_codes_event_code_key/);
  });

  it('refuses invalid bodies with 422 naming each field', async () => {
    const event = await newEvent();
    const foreign = await createProduct(admin, (await newEvent()).id);
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await admin.post(codesOf(event.id), { code: 'VALID', discount_type: 'NONE', ...body });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      return Object.keys(response.body.errors).sort();
    };
    expect(await errorsOf({ code: 'x', discount_type: 'HALF' })).toEqual(['code', 'discount_type']);
    expect(await errorsOf({ code: 'x'.repeat(51) })).toEqual(['code']);
    expect(await errorsOf({ code: 'two words' })).toEqual(['code']);
    expect(await errorsOf({ discount_type: 'PERCENTAGE', discount: 101 })).toEqual(['discount']);
    expect(await errorsOf({ discount_type: 'PERCENTAGE', discount: 10.125 })).toEqual(['discount']);
    expect(await errorsOf({ discount_type: 'FIXED', discount: 9.99 })).toEqual(['discount']);
    expect(await errorsOf({ discount_type: 'FIXED' })).toEqual(['discount']);
    expect(await errorsOf({ discount: 5 })).toEqual(['discount']);
    expect(await errorsOf({ max_allowed_usages: 0, expiry_date: '2099-01-01' })).toEqual([
      'expiry_date',
      'max_allowed_usages',
    ]);
    expect(await errorsOf({ applicable_product_ids: [foreign.id] })).toEqual(['applicable_product_ids']);
    expect(await errorsOf({ applicable_product_ids: ['nope'] })).toEqual(['applicable_product_ids.0']);
  });
});

describe('updating, listing and deleting', () => {
  it('merges updates, checks the discount against the merged type, and keeps codes unique', async () => {
    const event = await newEvent();
    const ticket = await createProduct(admin, event.id);
    const code = await createCode(event.id, { code: 'spring', discount_type: 'PERCENTAGE', discount: 10 });
    await createCode(event.id, { code: 'taken' });
    const url = `${codesOf(event.id)}/${code.id}`;

    const limited = await organizerRole.put(url, { max_allowed_usages: 5, applicable_product_ids: [ticket.id] });
    expect(limited.status).toBe(200);
    expect(limited.body.data).toMatchObject({
      discount: 10,
      max_allowed_usages: 5,
      applicable_product_ids: [ticket.id],
      applies_to_all_products: false,
    });
    // 10 % must not silently become 10 cents.
    expect(Object.keys((await admin.put(url, { discount_type: 'FIXED' })).body.errors)).toEqual(['discount']);
    expect((await admin.put(url, { discount_type: 'FIXED', discount: 250 })).body.data).toMatchObject({
      discount_type: 'FIXED',
      discount: 250,
    });
    expect((await admin.put(url, { discount_type: 'NONE' })).body.data).toMatchObject({ discount: 0 });
    expect((await admin.put(url, { discount: 3 })).status).toBe(422);
    expect((await admin.put(url, { code: 'TAKEN' })).body.errors).toHaveProperty('code');
    const renamed = await admin.put(url, { code: 'Autumn', applicable_product_ids: [] });
    expect(renamed.body.data).toMatchObject({
      code: 'Autumn',
      applicable_product_ids: [],
      applies_to_all_products: true,
    });
    const recased = await admin.put(url, { code: 'AUTUMN' });
    expect(recased.status).toBe(200);
    expect(recased.body.data.code).toBe('AUTUMN');
    expect((await admin.put(url, { expiry_date: inDays(-1) })).body.data.is_valid).toBe(false);
    expect((await admin.put(url, { expiry_date: null })).body.data.is_valid).toBe(true);
  });

  it('applies to nothing, rather than to everything, once its only product is deleted', async () => {
    const event = await newEvent();
    const product = await createProduct(admin, event.id);
    const code = await createCode(event.id, { applicable_product_ids: [product.id] });
    await admin.delete(`/api/events/${event.id}/products/${product.id}`);
    expect((await admin.get(`${codesOf(event.id)}/${code.id}`)).body.data).toMatchObject({
      applicable_product_ids: [],
      applies_to_all_products: false,
    });
  });

  it('lists with sorts on created_at, code and usage, a code search and meta', async () => {
    const event = await newEvent();
    const b = await createCode(event.id, { code: 'bravo' });
    const a = await createCode(event.id, { code: 'alpha-10', discount_type: 'PERCENTAGE', discount: 10 });
    const c = await createCode(event.id, { code: 'charlie' });
    await setUsage(server, a.id, 7);
    await setUsage(server, c.id, 2);
    const ids = async (query = '') => {
      const response = await admin.get(`${codesOf(event.id)}${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((code: { id: string }) => code.id);
    };
    expect(await ids()).toEqual([c.id, a.id, b.id]);
    expect(await ids('?sort_by=code')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?sort_by=order_usage_count&sort_direction=desc')).toEqual([a.id, c.id, b.id]);
    expect(await ids('?query=LPH')).toEqual([a.id]);
    expect(await ids('?filter_fields[discount_type][eq]=PERCENTAGE')).toEqual([a.id]);
    const meta = (await admin.get(`${codesOf(event.id)}?per_page=1`)).body.meta;
    expect(meta).toMatchObject({ total: 3, last_page: 3, default_sort: 'created_at', default_sort_direction: 'desc' });
    expect(meta.allowed_sorts).toEqual(['created_at', 'code', 'order_usage_count', 'live_usage_count']);
    expect((await admin.get(`${codesOf(event.id)}?sort_by=discount`)).status).toBe(422);
  });

  it('deletes a code', async () => {
    const event = await newEvent();
    const code = await createCode(event.id, {});
    const url = `${codesOf(event.id)}/${code.id}`;
    expect((await organizerRole.delete(url)).status).toBe(204);
    expect((await admin.get(url)).status).toBe(404);
    expect((await admin.delete(url)).status).toBe(404);
    // The code is free again.
    await createCode(event.id, {});
  });
});

describe('the public check', () => {
  it('answers { valid } for valid, expired, exhausted and unknown codes, never wrapped or leaking', async () => {
    const event = await newEvent();
    await setStatus(server, event.id, 'LIVE');
    const limited = await createCode(event.id, { code: 'LIMITED', max_allowed_usages: 2 });
    await createCode(event.id, { code: 'OLD', expiry_date: inDays(-1) });
    await createCode(event.id, { code: 'Friends', discount_type: 'PERCENTAGE', discount: 20 });
    const anonymous = createHttpClient(server.baseUrl);
    const check = async (code: string) => {
      const response = await anonymous.get(publicCheck(event.id, code));
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    expect(await check('friends')).toEqual({ valid: true, reason: null });
    expect(await check('  FRIENDS ')).toEqual({ valid: true, reason: null });
    expect(await check('old')).toEqual({ valid: false, reason: 'EXPIRED' });
    expect(await check('limited')).toEqual({ valid: true, reason: null });
    await setUsage(server, limited.id, 2);
    expect(await check('limited')).toEqual({ valid: false, reason: 'USED_UP' });
    expect(await check('nobody-knows')).toEqual({ valid: false, reason: 'UNKNOWN' });
    expect(await check('x')).toEqual({ valid: false, reason: 'UNKNOWN' });
    expect(await check('a/b?c=%')).toEqual({ valid: false, reason: 'UNKNOWN' });
    expect(await check('y'.repeat(200))).toEqual({ valid: false, reason: 'UNKNOWN' });
    // Another event's code is not this event's.
    const other = await newEvent();
    await setStatus(server, other.id, 'PAUSED');
    expect((await anonymous.get(publicCheck(other.id, 'friends'))).body).toEqual({ valid: false, reason: 'UNKNOWN' });
  });

  it('is a 404 for unknown events and for events not on sale, except to their own account', async () => {
    const event = await newEvent();
    await createCode(event.id, { code: 'preview' });
    const anonymous = createHttpClient(server.baseUrl);
    for (const status of ['DRAFT', 'ARCHIVED']) {
      await setStatus(server, event.id, status);
      const response = await anonymous.get(publicCheck(event.id, 'preview'));
      expect(response.status, status).toBe(404);
      expect(response.body.message).toMatch(/event/);
      expect((await outsider.get(publicCheck(event.id, 'preview'))).status).toBe(404);
      expect((await admin.get(publicCheck(event.id, 'preview'))).body).toEqual({ valid: true, reason: null });
    }
    await setStatus(server, event.id, 'PAUSED');
    expect((await anonymous.get(publicCheck(event.id, 'preview'))).body).toEqual({ valid: true, reason: null });
    expect((await anonymous.get(publicCheck('7a1c1e5e-0000-4000-8000-000000000009', 'preview'))).status).toBe(404);
    expect((await anonymous.get(publicCheck('not-an-id', 'preview'))).status).toBe(404);
  });
});

describe('the public check rate limit', () => {
  let limited: TestServer;
  afterAll(async () => {
    await limited?.close();
  });

  it('allows 60 checks a minute per IP, then answers 429 with Retry-After', { timeout: 45_000 }, async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_EXEMPT_IPS: '' } });
    const owner = (await registerAccount(limited.baseUrl)).http;
    const event = await createEvent(owner);
    await setStatus(limited, event.id, 'LIVE');
    const anonymous = createHttpClient(limited.baseUrl);
    // Windows are fixed minutes: start early in one, so all 61 checks land in the same window.
    const intoWindow = Date.now() % 60_000;
    if (intoWindow > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoWindow + 50));
    // A real code: wrong ones would spend the guess budget first (30 per 15 minutes, decision 131).
    const created = await owner.post(`/api/events/${event.id}/promo-codes`, {
      code: 'FRIENDS',
      discount_type: 'PERCENTAGE',
      discount: 10,
    });
    expect(created.status).toBe(201);
    for (let attempt = 0; attempt < 60; attempt++) {
      expect((await anonymous.get(publicCheck(event.id, 'FRIENDS'))).status).toBe(200);
    }
    const blocked = await anonymous.get(publicCheck(event.id, 'FRIENDS'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('exempts the IPs the operator lists', async () => {
    const event = await newEvent();
    await setStatus(server, event.id, 'LIVE');
    const anonymous = createHttpClient(server.baseUrl);
    for (let attempt = 0; attempt < 70; attempt++) {
      expect((await anonymous.get(publicCheck(event.id, `guess-${attempt}`))).status).toBe(200);
    }
  });
});

describe('access', () => {
  it("answers 404 for another account's event or code, and 401 when signed out", async () => {
    const event = await newEvent();
    const code = await createCode(event.id, {});
    const url = `${codesOf(event.id)}/${code.id}`;
    const body = { code: 'mine', discount_type: 'NONE' };
    expect((await outsider.get(codesOf(event.id))).status).toBe(404);
    expect((await outsider.post(codesOf(event.id), body)).status).toBe(404);
    expect((await outsider.get(url)).status).toBe(404);
    expect((await outsider.put(url, { code: 'mine' })).status).toBe(404);
    expect((await outsider.delete(url)).status).toBe(404);
    const theirs = await createEvent(outsider);
    expect((await outsider.get(`${codesOf(theirs.id)}/${code.id}`)).status).toBe(404);
    expect((await outsider.put(`${codesOf(theirs.id)}/${code.id}`, { code: 'x1' })).status).toBe(404);
    expect((await outsider.delete(`${codesOf(theirs.id)}/${code.id}`)).status).toBe(404);

    const anonymous = createHttpClient(server.baseUrl);
    expect((await anonymous.get(codesOf(event.id))).status).toBe(401);
    expect((await anonymous.post(codesOf(event.id), body)).status).toBe(401);
    expect((await anonymous.get(url)).status).toBe(401);
    expect((await anonymous.put(url, { code: 'x1' })).status).toBe(401);
    expect((await anonymous.delete(url)).status).toBe(401);
    expect((await admin.get(url)).body.data.code).toBe('SUMMER');
  });
});
