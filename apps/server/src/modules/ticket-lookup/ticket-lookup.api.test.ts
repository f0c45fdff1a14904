import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin, { name: 'Blue Note' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

beforeEach(() => sink.clear());

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);
const person = (first: string, email: string) => ({
  first_name: first,
  last_name: 'Guest',
  email,
  email_confirmation: email,
});

/** A LIVE event with a free ticket; `buy` completes an order of `quantity` tickets for `email`. */
async function freeEvent(title: string) {
  const event = await createEvent(admin, { organizerId, overrides: { title } });
  const free = await createProduct(admin, event.id, { title: 'Free', type: 'FREE', prices: [{ price: 0 }] });
  await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { notify_organizer_of_new_orders: false },
  });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const buy = async (email: string, quantity = 1) => {
    const http = createHttpClient(server.baseUrl);
    const reserved = await http.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: free.id, quantities: [{ price_id: free.prices[0].id, quantity }] }],
    });
    const shortId = reserved.body.data.short_id as string;
    const done = await http.put(`/api/public/events/${event.id}/order/${shortId}`, {
      order: person('Ann', email),
      products: Array.from({ length: quantity }, () => ({
        product_id: free.id,
        product_price_id: free.prices[0].id,
        ...person('Ann', email),
      })),
    });
    expect(done.body.data.status).toBe('COMPLETED');
    return shortId;
  };
  return { event, buy };
}

const lookupLink = async (email: string) => {
  const message = await sink.waitForMessage((item) => item.to.includes(email) && item.subject === 'Your tickets');
  const match = message.text.match(/\/my-tickets\/(tl[A-Za-z0-9]{30})/);
  expect(match, message.text).not.toBeNull();
  return { token: match![1]!, message };
};

describe('finding my tickets by email', () => {
  it('emails a link that lists the orders placed with the address, newest first, with their event', async () => {
    const first = await freeEvent('Spring Gala');
    const second = await freeEvent('Summer Fair');
    const older = await first.buy('finder@example.com', 2);
    const newer = await second.buy('Finder@Example.com');
    await first.buy('someone.else@example.com');

    const http = createHttpClient(server.baseUrl);
    const asked = await http.post('/api/public/ticket-lookup', { email: 'FINDER@example.com' });
    expect(asked.status).toBe(200);
    const { token, message } = await lookupLink('finder@example.com');
    expect(message.text).toContain('the 2 orders');
    expect(message.text).toContain('24 hours');

    const found = await http.get(`/api/public/ticket-lookup/${token}`);
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toContain('no-store');
    expect(found.body.data.email).toBe('finder@example.com');
    const orders = found.body.data.orders as { short_id: string; ticket_count: number; event: { title: string } }[];
    expect(orders.map((order) => order.short_id)).toEqual([newer, older]);
    expect(orders[1]).toMatchObject({
      ticket_count: 2,
      status: 'COMPLETED',
      event: { title: 'Spring Gala', organizer_name: 'Blue Note' },
    });
  });

  it('answers the same for an address with no orders, and sends nothing', async () => {
    const http = createHttpClient(server.baseUrl);
    const known = await freeEvent('Autumn Ball');
    await known.buy('known@example.com');
    const withOrders = await http.post('/api/public/ticket-lookup', { email: 'known@example.com' });
    const without = await http.post('/api/public/ticket-lookup', { email: 'nobody@example.com' });
    expect(without.status).toBe(withOrders.status);
    expect(without.body).toEqual(withOrders.body);
    await lookupLink('known@example.com');
    expect(sink.messages.filter((item) => item.to.includes('nobody@example.com'))).toHaveLength(0);
  });

  it('keeps one link per address: asking again replaces it, and an expired or unknown link is a 404', async () => {
    const { buy } = await freeEvent('Winter Market');
    await buy('again@example.com');
    const http = createHttpClient(server.baseUrl);
    await http.post('/api/public/ticket-lookup', { email: 'again@example.com' });
    const { token: firstToken } = await lookupLink('again@example.com');
    sink.clear();
    await http.post('/api/public/ticket-lookup', { email: 'again@example.com' });
    const { token: secondToken } = await lookupLink('again@example.com');
    expect(secondToken).not.toBe(firstToken);
    expect((await http.get(`/api/public/ticket-lookup/${firstToken}`)).status).toBe(404);
    expect((await http.get(`/api/public/ticket-lookup/${secondToken}`)).status).toBe(200);

    await sql(`UPDATE ticket_lookup_tokens SET expires_at = now() - interval '1 minute' WHERE email = $1`, [
      'again@example.com',
    ]);
    const expired = await http.get(`/api/public/ticket-lookup/${secondToken}`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe('This link has expired or is not valid.');
    expect((await http.get('/api/public/ticket-lookup/not-a-token')).status).toBe(404);
  });

  it('validates the address and limits how often one may ask', async () => {
    const http = createHttpClient(server.baseUrl);
    const invalid = await http.post('/api/public/ticket-lookup', { email: 'not-an-email' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.email).toBeDefined();
    for (let index = 0; index < 3; index++)
      expect((await http.post('/api/public/ticket-lookup', { email: 'limit@example.com' })).status).toBe(200);
    const limited = await http.post('/api/public/ticket-lookup', { email: 'limit@example.com' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
