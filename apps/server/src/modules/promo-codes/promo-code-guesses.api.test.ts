import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { PROMO_GUESS_LIMIT } from './promo-code-guesses';

/**
 * One budget of wrong promo codes per client address across every path that evaluates a code (issue 24 point 5,
 * decision 131). Behind a proxy (TRUST_PROXY), each test names its client's address with X-Forwarded-For.
 */

let server: TestServer;
let eventId: string;
let ticket: { product_id: string; quantities: { price_id: string; quantity: number }[] };

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  const { http: admin } = await registerAccount(server.baseUrl);
  const organizer = await createOrganizer(admin);
  const event = await createEvent(admin, { organizerId: organizer.id });
  const paid = await createProduct(admin, event.id, {
    title: 'Paid',
    prices: [{ price: 2500, initial_quantity_available: 1000 }],
  });
  await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['OFFLINE'], offline_payment_instructions: 'Pay at the door' },
  });
  await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const created = await admin.post(`/api/events/${event.id}/promo-codes`, {
    code: 'REALCODE',
    discount_type: 'PERCENTAGE',
    discount: 20,
  });
  expect(created.status).toBe(201);
  eventId = event.id;
  ticket = { product_id: paid.id, quantities: [{ price_id: paid.prices[0].id, quantity: 1 }] };
});

afterAll(async () => {
  await server?.close();
});

/** The three ways a client can try a code, each answering its status. */
function paths(ip: string) {
  const client = createHttpClient(server.baseUrl);
  const headers = { 'x-forwarded-for': ip };
  return {
    check: async (code: string) =>
      (await client.get(`/api/public/events/${eventId}/promo-codes/${code}`, headers)).status,
    read: async (code: string) =>
      (await client.get(`/api/public/events/${eventId}?promo_code=${code}`, headers)).status,
    reserve: async (code: string) =>
      (
        await client.request('POST', `/api/public/events/${eventId}/order`, {
          json: { products: [ticket], promo_code: code },
          headers,
        })
      ).status,
  };
}

describe('promo code guesses (decision 131)', () => {
  it('counts wrong codes from every path in one budget, then refuses right and wrong alike', async () => {
    const guesser = paths('203.0.113.9');
    const perPath = PROMO_GUESS_LIMIT.limit / 3;
    for (let index = 0; index < perPath; index++) {
      expect(await guesser.check(`WRONG${index}A`)).toBe(200);
      expect(await guesser.read(`WRONG${index}B`)).toBe(200);
      expect(await guesser.reserve(`WRONG${index}C`)).toBe(422);
    }
    // The budget is spent: the right code is refused like a wrong one, on every path.
    expect(await guesser.check('REALCODE')).toBe(429);
    expect(await guesser.read('REALCODE')).toBe(429);
    expect(await guesser.reserve('REALCODE')).toBe(429);
    expect(await guesser.check('WRONGAGAIN')).toBe(429);
    // Without a code the same address still buys; another address is not affected.
    const plain = await createHttpClient(server.baseUrl).get(`/api/public/events/${eventId}`, {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    const neighbour = paths('198.51.100.20');
    expect(await neighbour.check('REALCODE')).toBe(200);
    expect(await neighbour.reserve('REALCODE')).toBe(201);
  });

  it('never stops buyers who share one address and the right code', async () => {
    const venue = paths('192.0.2.50');
    for (let index = 0; index < PROMO_GUESS_LIMIT.limit + 10; index++) expect(await venue.read('REALCODE')).toBe(200);
    expect(await venue.reserve('REALCODE')).toBe(201);
  });
});
