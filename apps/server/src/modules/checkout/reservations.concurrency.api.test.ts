import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { holdRowLock } from '../../test-support/row-lock';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * The ticket rush (issue 6 point 4, decision 040): many buyers at once over real HTTP, each with its own
 * checkout session, never sell more than there is, and two products of one event do not queue behind
 * one lock. Runs on PGlite by default and on PostgreSQL with DATABASE_URL set.
 */

let server: TestServer;
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  agent.destroy();
  await server?.close();
});

/** One POST over a pooled keep-alive connection: status and parsed body. */
function post(path: string, body: unknown): Promise<{ status: number; body: { message?: string } }> {
  const payload = JSON.stringify(body);
  const url = new URL(path, server.baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

let lastAdmin: HttpClient;

const session = (index: number) => `rush-session-${index}-${Math.random().toString(36).slice(2)}`;

async function liveEventWithTwoProducts() {
  const { http: admin } = await registerAccount(server.baseUrl);
  lastAdmin = admin;
  const organizer = await createOrganizer(admin);
  const event = await createEvent(admin, { organizerId: organizer.id });
  const a = await createProduct(admin, event.id, {
    title: 'Rush A',
    prices: [{ price: 2500, initial_quantity_available: 50 }],
  });
  const b = await createProduct(admin, event.id, {
    title: 'Rush B',
    prices: [{ price: 1500, initial_quantity_available: 50 }],
  });
  await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return {
    eventId: event.id as string,
    a: { id: a.id as string, price: a.prices[0].id as string },
    b: { id: b.id as string, price: b.prices[0].id as string },
  };
}

const orderBody = (product: { id: string; price: string }, index: number) => ({
  products: [{ product_id: product.id, quantities: [{ price_id: product.price, quantity: 1 }] }],
  session_identifier: session(index),
});

async function reservedUnits(priceId: string): Promise<number> {
  const { rows } = await server.services.database.query<{ units: number }>(
    `SELECT coalesce(sum(i.quantity), 0)::int AS units FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.product_price_id = $1 AND o.status = 'RESERVED' AND o.reserved_until > now()`,
    [priceId],
  );
  return Number(rows[0]!.units);
}

/**
 * Exactly `reserved` 201s; every other answer a 409 whose message says what is left; no 5xx, no other status
 * (a deadlock or serialisation failure would surface as a 500 here).
 */
function expectCleanRush(responses: { status: number; body: { message?: string } }[], reserved: number) {
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
  expect(statuses.filter((status) => status === 201)).toHaveLength(reserved);
  expect(statuses.filter((status) => status === 409)).toHaveLength(responses.length - reserved);
  for (const response of responses.filter((candidate) => candidate.status === 409))
    expect(response.body.message).toMatch(/sold out\.|Only \d+ left of /);
}

describe('a ticket rush', () => {
  it('sells exactly 50 of 50 to 200 concurrent buyers; every other buyer gets a clean 409', async () => {
    const { eventId, a } = await liveEventWithTwoProducts();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) => post(`/api/public/events/${eventId}/order`, orderBody(a, index))),
    );
    expectCleanRush(responses, 50);
    expect(await reservedUnits(a.price)).toBe(50);
    const { rows } = await server.services.database.query<{ orders: number }>(
      `SELECT count(*)::int AS orders FROM orders WHERE event_id = $1 AND status = 'RESERVED'`,
      [eventId],
    );
    expect(Number(rows[0]!.orders)).toBe(50);
  }, 30_000);

  it('sells exactly 50 of 50 to 100 first-time buyers who have no checkout session yet', async () => {
    const { eventId, a } = await liveEventWithTwoProducts();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const { session_identifier: _none, ...body } = orderBody(a, index);
        return post(`/api/public/events/${eventId}/order`, body);
      }),
    );
    expectCleanRush(responses, 50);
    expect(await reservedUnits(a.price)).toBe(50);
  }, 30_000);

  it('buyers of two products of one event are served in parallel, both up to their own stock', async () => {
    const { eventId, a, b } = await liveEventWithTwoProducts();
    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        post(`/api/public/events/${eventId}/order`, orderBody(index % 2 === 0 ? a : b, index)),
      ),
    );
    expectCleanRush(responses, 100);
    expect(await reservedUnits(a.price)).toBe(50);
    expect(await reservedUnits(b.price)).toBe(50);
  }, 30_000);

  it('two products sharing a capacity assignment of 30 never sell more than 30 together', async () => {
    const { eventId, a, b } = await liveEventWithTwoProducts();
    const created = await lastAdmin.post(`/api/events/${eventId}/capacity-assignments`, {
      name: 'Hall',
      capacity: 30,
      product_ids: [a.id, b.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        post(`/api/public/events/${eventId}/order`, orderBody(index % 2 === 0 ? a : b, index)),
      ),
    );
    expectCleanRush(responses, 30);
    expect((await reservedUnits(a.price)) + (await reservedUnits(b.price))).toBe(30);
  }, 30_000);

  it('a lock held on product A does not block a reservation of product B (no event-wide lock)', async (context) => {
    // PGlite has one connection: a held transaction there blocks every other statement by construction.
    if (server.services.database.driver !== 'postgres') return context.skip();
    const { eventId, a, b } = await liveEventWithTwoProducts();
    const lock = await holdRowLock(
      server.services.database,
      `SELECT id FROM product_prices WHERE id = '${a.price}' FOR UPDATE`,
    );
    let aDone = false;
    const aRequest = post(`/api/public/events/${eventId}/order`, orderBody(a, 1)).then((response) => {
      aDone = true;
      return response;
    });
    const started = Date.now();
    const bResponse = await post(`/api/public/events/${eventId}/order`, orderBody(b, 2));
    expect(bResponse.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(aDone).toBe(false);
    await lock.release();
    expect((await aRequest).status).toBe(201);
  }, 30_000);
});

/**
 * A promo code rush (issue 23 point 5, decision 120): the code's limit holds exactly like stock, whichever statement
 * (one buyer, a batch, batches of several selections) places the buyers.
 */
describe('a promo code rush', () => {
  async function liveEventWithCode(uses: number) {
    const { eventId, a, b } = await liveEventWithTwoProducts();
    for (const product of [a, b])
      await server.services.database.query('UPDATE product_prices SET initial_quantity_available = 500 WHERE id = $1', [
        product.price,
      ]);
    const created = await lastAdmin.post(`/api/events/${eventId}/promo-codes`, {
      code: 'RUSH',
      discount_type: 'FIXED',
      discount: 500,
      max_allowed_usages: uses,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { eventId, a, b, promoId: created.body.data.id as string };
  }

  type Answer = { status: number; body: { message?: string; errors?: Record<string, string[]>; data?: any } };

  /** The live count and the live orders carrying the code agree. */
  async function expectUses(eventId: string, promoId: string, uses: number) {
    const { rows } = await server.services.database.query<{ live: number; orders: number }>(
      `SELECT (SELECT live_usage_count FROM promo_codes WHERE id = $2) AS live,
              (SELECT count(*)::int FROM orders WHERE event_id = $1 AND promo_code_id = $2 AND status = 'RESERVED') AS orders`,
      [eventId, promoId],
    );
    expect({ live: Number(rows[0]!.live), orders: Number(rows[0]!.orders) }).toEqual({ live: uses, orders: uses });
  }

  const withCode = (product: { id: string; price: string }, index: number, choice?: string) => ({
    ...orderBody(product, index),
    promo_code: 'rush',
    ...(choice ? { if_promo_code_used_up: choice } : {}),
  });

  it('200 concurrent buyers, a 25-use code: exactly 25 get the discount, the others a clean 409', async () => {
    const { eventId, a, promoId } = await liveEventWithCode(25);
    const responses = (await Promise.all(
      Array.from({ length: 200 }, (_, index) => post(`/api/public/events/${eventId}/order`, withCode(a, index))),
    )) as Answer[];
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    const placed = responses.filter((response) => response.status === 201);
    expect(placed).toHaveLength(25);
    // Typed in lower case, matched case-insensitively; the order shows the organizer's casing (decision 141).
    for (const response of placed) expect(response.body.data).toMatchObject({ promo_code: 'RUSH', total_gross: 2000 });
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused).toHaveLength(175);
    for (const response of refused) {
      expect(response.status).toBe(409);
      expect(response.body.errors?.promo_code?.[0]).toMatch(/"rush"/i);
    }
    await expectUses(eventId, promoId, 25);
  }, 60_000);

  it('200 concurrent buyers who chose to pay full price: all placed, exactly 25 with the discount', async () => {
    const { eventId, a, promoId } = await liveEventWithCode(25);
    const responses = (await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        post(`/api/public/events/${eventId}/order`, withCode(a, index, 'PAY_FULL_PRICE')),
      ),
    )) as Answer[];
    expect(responses.map((response) => response.status).filter((status) => status !== 201)).toEqual([]);
    const discounted = responses.filter((response) => response.body.data.promo_code === 'RUSH');
    expect(discounted).toHaveLength(25);
    for (const response of discounted) expect(response.body.data.total_gross).toBe(2000);
    const fullPrice = responses.filter((response) => response.body.data.promo_code === null);
    expect(fullPrice).toHaveLength(175);
    for (const response of fullPrice) expect(response.body.data.total_gross).toBe(2500);
    await expectUses(eventId, promoId, 25);
  }, 60_000);

  it('buyers of two products sharing one code are counted together', async () => {
    const { eventId, a, b, promoId } = await liveEventWithCode(25);
    const responses = (await Promise.all(
      Array.from({ length: 120 }, (_, index) =>
        post(`/api/public/events/${eventId}/order`, withCode(index % 2 === 0 ? a : b, index)),
      ),
    )) as Answer[];
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    expect(responses.filter((response) => response.status === 201)).toHaveLength(25);
    expect(responses.filter((response) => response.status === 409)).toHaveLength(95);
    await expectUses(eventId, promoId, 25);
  }, 60_000);
});
