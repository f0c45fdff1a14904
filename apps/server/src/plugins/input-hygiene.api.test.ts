import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../test-support/http';
import { registerAccount } from '../test-support/identity';
import { startTestServer, type TestServer } from '../test-support/test-server';

type ApiBody = Record<string, any>;

let server: TestServer;
let admin: HttpClient;
let organizerId: string;
let event: ApiBody;
let ticket: ApiBody;
let donation: ApiBody;

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);
const buyer = () => createHttpClient(server.baseUrl);

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin)).id;
  event = await createEvent(admin, { organizerId });
  ticket = await createProduct(admin, event.id, { title: 'Free', type: 'FREE', prices: [{ price: 0 }] });
  donation = await createProduct(admin, event.id, { title: 'Give', type: 'DONATION', prices: [{ price: 500 }] });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  await sql(`UPDATE organizers SET status = 'LIVE' WHERE id = $1`, [organizerId]);
});

afterAll(async () => {
  await server?.close();
});

/** The answer is a 422 in the error shape, naming `field`. */
function expectRefused(response: { status: number; body: ApiBody }, field: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(422);
  expect(response.body.message).toEqual(expect.any(String));
  expect(Object.keys(response.body.errors)).toContain(field);
  expect(response.body.errors[field]).toEqual([expect.any(String)]);
}

describe('NUL characters and lone surrogates (issue 24, decision 127)', () => {
  it('refuses a NUL in a query parameter of a public call', async () => {
    expectRefused(await buyer().get(`/api/public/events/${event.id}?promo_code=%00`), 'promo_code');
  });

  it('refuses a NUL in a list search', async () => {
    expectRefused(await admin.get(`/api/events/${event.id}/orders?query=a%00b`), 'query');
    expectRefused(await admin.get(`/api/organizers?query=%00`), 'query');
  });

  it('refuses a NUL in a path parameter', async () => {
    expectRefused(await buyer().get(`/api/public/ticket-lookup/abc%00def`), 'token');
    expectRefused(await buyer().get(`/api/public/events/${event.id}/order/o_%00`), 'shortId');
  });

  it('refuses a NUL in the contact form', async () => {
    const response = await buyer().post(`/api/public/organizers/${organizerId}/contact`, {
      name: 'Eve\u0000',
      email: 'eve@example.com',
      message: 'Hello',
    });
    expectRefused(response, 'name');
  });

  it('refuses a NUL in the order details, naming the nested field', async () => {
    const http = buyer();
    const reserved = await http.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: ticket.id, quantities: [{ price_id: ticket.prices[0].id, quantity: 1 }] }],
    });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    const person = {
      first_name: 'Ann',
      last_name: 'Guest',
      email: 'ann@example.com',
      email_confirmation: 'ann@example.com',
    };
    const response = await http.put(`/api/public/events/${event.id}/order/${reserved.body.data.short_id}`, {
      order: { ...person, last_name: 'Gu\u0000est' },
      products: [{ product_id: ticket.id, product_price_id: ticket.prices[0].id, ...person }],
    });
    expectRefused(response, 'order.last_name');
  });

  it('refuses a NUL in an object key', async () => {
    const response = await admin.patch(`/api/organizers/${organizerId}/settings`, {
      social_media_handles: { ['x\u0000']: 'handle' },
    });
    expect(response.status).toBe(422);
  });

  it('refuses a lone surrogate in event and organizer settings', async () => {
    expectRefused(
      await admin.patch(`/api/events/${event.id}/settings`, { pre_checkout_message: 'Hi \ud800 there' }),
      'pre_checkout_message',
    );
    expectRefused(await admin.patch(`/api/organizers/${organizerId}/settings`, { seo_title: '\udc00' }), 'seo_title');
    // A well-formed pair (an emoji) is welcome.
    const emoji = await admin.patch(`/api/organizers/${organizerId}/settings`, { seo_title: 'Jazz 🎷' });
    expect(emoji.status, JSON.stringify(emoji.body)).toBe(200);
  });
});

describe('bounded amounts and dates (issue 24, decision 127)', () => {
  it('refuses a donation above the largest price', async () => {
    const response = await buyer().post(`/api/public/events/${event.id}/order`, {
      products: [
        {
          product_id: donation.id,
          quantities: [{ price_id: donation.prices[0].id, quantity: 1, price: 2_147_483_648 }],
        },
      ],
    });
    expectRefused(response, 'products.0.quantities.0.price');
  });

  it('refuses dates outside the accepted range', async () => {
    const response = await admin.post(`/api/events/${event.id}/check-in-lists`, {
      name: 'Door',
      product_ids: [ticket.id],
      expires_at: '9999-12-31T23:00:00Z',
    });
    expectRefused(response, 'expires_at');
    expectRefused(
      await admin.post('/api/events', { organizer_id: organizerId, title: 'Far', start_date: '1066-10-14T09:00:00Z' }),
      'start_date',
    );
  });

  it('duplicates an event across the widest shift the accepted range allows', async () => {
    const early = await createEvent(admin, {
      organizerId,
      overrides: { start_date: '1900-01-02T10:00:00Z', end_date: '1900-01-02T12:00:00Z' },
    });
    const product = await createProduct(admin, early.id, { type: 'FREE', prices: [{ price: 0 }] });
    const list = await admin.post(`/api/events/${early.id}/check-in-lists`, {
      name: 'Door',
      product_ids: [product.id],
      activates_at: '1900-01-01T00:00:00Z',
      expires_at: '2199-12-31T00:00:00Z',
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    const copy = await admin.post(`/api/events/${early.id}/duplicate`, {
      title: 'Far future',
      start_date: '2199-12-30T10:00:00Z',
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const lists = await admin.get(`/api/events/${copy.body.data.id}/check-in-lists`);
    expect(lists.status, JSON.stringify(lists.body)).toBe(200);
    expect(lists.body.data[0].expires_at).toMatch(/^2499-/);
  });
});
