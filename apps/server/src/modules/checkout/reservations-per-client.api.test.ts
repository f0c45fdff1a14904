import { DEFAULT_MAX_RESERVED_PER_CLIENT } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * The cap on the ticket units one client holds in live reservations of an event (issue 24 point 5, decision 134).
 * Behind a proxy (TRUST_PROXY) each buyer names its address with X-Forwarded-For; each buyer is a fresh cookie jar,
 * so a fresh checkout session.
 */

const EXEMPT_IP = '198.51.100.200';

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer({
    env: { TRUST_PROXY: 'true', RATE_LIMIT_EXEMPT_IPS: `${EXEMPT_IP},127.0.0.1,::1,::ffff:127.0.0.1` },
  });
  ({ http: admin } = await registerAccount(server.baseUrl));
});

afterAll(async () => {
  await server?.close();
});

/** A live event with one ticket of plenty of stock; `cap` sets the event's own cap. */
async function liveEvent(cap?: number | null) {
  const organizer = await createOrganizer(admin);
  const event = await createEvent(admin, { organizerId: organizer.id });
  const product = await createProduct(admin, event.id, {
    title: 'General',
    prices: [{ price: 1000, initial_quantity_available: 1000 }],
  });
  if (cap !== undefined) {
    const patched = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
      json: { max_reserved_per_client: cap },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  }
  await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { eventId: event.id as string, productId: product.id as string, priceId: product.prices[0].id as string };
}

type Event = Awaited<ReturnType<typeof liveEvent>>;

/** A new buyer (its own session) at `ip` reserving `quantity` units; the response. */
async function reserve(event: Event, ip: string, quantity: number, buyer = createHttpClient(server.baseUrl)) {
  return buyer.request('POST', `/api/public/events/${event.eventId}/order`, {
    json: { products: [{ product_id: event.productId, quantities: [{ price_id: event.priceId, quantity }] }] },
    headers: { 'x-forwarded-for': ip },
  });
}

describe('live reservations per client (decision 134)', () => {
  it('refuses a client at the event cap with 429, and lets another address buy', async () => {
    const event = await liveEvent(5);
    expect((await reserve(event, '203.0.113.10', 3)).status).toBe(201);
    expect((await reserve(event, '203.0.113.10', 2)).status).toBe(201);
    const refused = await reserve(event, '203.0.113.10', 1);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'too_many_tickets_held',
      message: expect.stringContaining('Too many tickets are already held from your connection for this event'),
      errors: {},
    });
    expect(refused.body.message).toContain('at most 5 at a time');
    expect((await reserve(event, '203.0.113.11', 5)).status).toBe(201);
    // Its reservations did not leak into the other address's count, nor the refusal into the stock.
    const read = await createHttpClient(server.baseUrl).get(`/api/public/events/${event.eventId}`);
    expect(read.status).toBe(200);
  });

  it('says how many more fit when the asked quantity passes the cap', async () => {
    const event = await liveEvent(5);
    expect((await reserve(event, '203.0.113.20', 3)).status).toBe(201);
    const refused = await reserve(event, '203.0.113.20', 3);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('2 more can be reserved now');
    expect((await reserve(event, '203.0.113.20', 2)).status).toBe(201);
  });

  it('counts a session that replaces its reservation once, and groups an IPv6 /64', async () => {
    const event = await liveEvent(4);
    const buyer = createHttpClient(server.baseUrl);
    expect((await reserve(event, '2001:db8:1:2::10', 3, buyer)).status).toBe(201);
    // The same session choosing again replaces its reservation: 4, not 3 + 4.
    expect((await reserve(event, '2001:db8:1:2::10', 4, buyer)).status).toBe(201);
    // Another address of the same /64 is the same client.
    expect((await reserve(event, '2001:db8:1:2:ffff::1', 1)).status).toBe(429);
    expect((await reserve(event, '2001:db8:1:3::1', 1)).status).toBe(201);
  });

  it('frees the allowance when a reservation is abandoned or expires', async () => {
    const event = await liveEvent(3);
    const first = createHttpClient(server.baseUrl);
    const held = await reserve(event, '203.0.113.30', 2, first);
    expect(held.status).toBe(201);
    const second = await reserve(event, '203.0.113.30', 1);
    expect(second.status).toBe(201);
    expect((await reserve(event, '203.0.113.30', 1)).status).toBe(429);

    const abandoned = await first.post(`/api/public/events/${event.eventId}/order/${held.body.data.short_id}/abandon`);
    expect(abandoned.status).toBe(200);
    expect((await reserve(event, '203.0.113.30', 2)).status).toBe(201);
    expect((await reserve(event, '203.0.113.30', 1)).status).toBe(429);

    // A hold past its end no longer counts, even before the expiry job marks it.
    await server.services.database.query(
      `UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE event_id = $1 AND status = 'RESERVED'`,
      [event.eventId],
    );
    expect((await reserve(event, '203.0.113.30', 3)).status).toBe(201);
  });

  it('holds under concurrency: buyers of one address arriving together get no more than the cap', async () => {
    const event = await liveEvent(5);
    const statuses = await Promise.all(Array.from({ length: 12 }, () => reserve(event, '203.0.113.40', 1)));
    const codes = statuses.map((response) => response.status).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });

  it('applies the default when the event sets none, and lets an exempt address (a box office) pass', async () => {
    const event = await liveEvent();
    expect((await reserve(event, '203.0.113.50', DEFAULT_MAX_RESERVED_PER_CLIENT)).status).toBe(201);
    expect((await reserve(event, '203.0.113.50', 1)).status).toBe(429);
    for (let index = 0; index < 3; index++)
      expect((await reserve(event, EXEMPT_IP, DEFAULT_MAX_RESERVED_PER_CLIENT)).status).toBe(201);
    const orders = await server.services.database.query<{ client_key: string | null }>(
      `SELECT client_key FROM orders WHERE event_id = $1 ORDER BY created_at`,
      [event.eventId],
    );
    // No address at rest: a keyed hash for counted clients, nothing for exempt ones.
    expect(orders.rows[0]!.client_key).toMatch(/^[\w-]{22}$/);
    expect(orders.rows.slice(1).every((row) => row.client_key === null)).toBe(true);
    expect(JSON.stringify(orders.rows)).not.toContain('203.0.113');
  });

  it('takes a raised cap, and 0 or null as the default', async () => {
    const raised = await liveEvent(200);
    expect((await reserve(raised, '203.0.113.60', 100)).status).toBe(201);
    expect((await reserve(raised, '203.0.113.60', 100)).status).toBe(201);
    expect((await reserve(raised, '203.0.113.60', 1)).status).toBe(429);
    const zero = await liveEvent(0);
    expect((await reserve(zero, '203.0.113.61', DEFAULT_MAX_RESERVED_PER_CLIENT + 1)).status).toBe(429);
    expect((await reserve(zero, '203.0.113.61', DEFAULT_MAX_RESERVED_PER_CLIENT)).status).toBe(201);
  });

  it('validates the setting', async () => {
    const event = await liveEvent();
    for (const value of [-1, 1.5, 10_001, '10']) {
      const response = await admin.request('PATCH', `/api/events/${event.eventId}/settings`, {
        json: { max_reserved_per_client: value },
      });
      expect(response.status, String(value)).toBe(422);
      expect(Object.keys(response.body.errors)).toContain('max_reserved_per_client');
    }
    const cleared = await admin.request('PATCH', `/api/events/${event.eventId}/settings`, {
      json: { max_reserved_per_client: null },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.max_reserved_per_client).toBeNull();
  });
});
