import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../test-support/http';
import { signIn } from '../test-support/identity';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { seedDemoData } from './demo-seed';
import { DEMO_LOGIN } from './identity.seed';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
});

afterAll(async () => {
  await server?.close();
});

async function firstEventId(): Promise<string> {
  const { rows } = await server.services.database.query<{ id: string }>('SELECT id FROM events LIMIT 1');
  return rows[0]!.id;
}

describe('demo data', () => {
  it('prints the demo login and the live demo event', () => {
    expect(server.demoLines).toContain(`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`);
    expect(server.demoLines.some((line) => line.startsWith('Demo event (live):'))).toBe(true);
  });

  it('signs the demo administrator in to a live event selling every kind of product', async () => {
    const http = await signIn(server.baseUrl, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const events = await http.get('/api/events');
    expect(events.status).toBe(200);
    expect(events.body.data).toHaveLength(1);
    const event = events.body.data[0];
    expect(event).toMatchObject({ title: 'Summer Jazz Night on the Canal', status: 'LIVE', currency: 'EUR' });

    const organizer = await http.get(`/api/organizers/${event.organizer_id}`);
    expect(organizer.body.data.status).toBe('LIVE');

    const products = await http.get(`/api/events/${event.id}/products`);
    const kinds = products.body.data.map((product: { type: string; product_type: string }) => [
      product.type,
      product.product_type,
    ]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['PAID', 'TICKET'],
        ['TIERED', 'TICKET'],
        ['FREE', 'TICKET'],
        ['DONATION', 'TICKET'],
        ['PAID', 'GENERAL'],
      ]),
    );
    const settings = await http.get(`/api/events/${event.id}/settings`);
    expect(settings.body.data.payment_providers).toEqual(['OFFLINE']);
    expect(settings.body.data.offline_payment_instructions).toContain('NL91');

    // Twelve demo orders, one still awaiting its offline payment: placed, so counted, and shown apart (decision 121).
    const stats = await http.get(`/api/events/${event.id}/stats`);
    expect(stats.body.data.totals.total_orders).toBe(12);
    expect(stats.body.data.totals.total_orders_awaiting_payment).toBe(1);
    expect(stats.body.data.totals.total_gross_sales).toBeGreaterThan(0);

    for (const resource of ['promo-codes', 'affiliates', 'capacity-assignments', 'questions', 'check-in-lists']) {
      const list = await http.get(`/api/events/${event.id}/${resource}`);
      expect(list.status, resource).toBe(200);
      expect(list.body.data.length, resource).toBeGreaterThan(0);
    }
  });

  it('lets a visitor buy paid (offline), free and donation tickets right away', async () => {
    const visitor = createHttpClient(server.baseUrl);
    const line = server.demoLines.find((text) => text.startsWith('Demo event (live):'))!;
    const eventId = /\/event\/([0-9a-f-]{36})\//.exec(line)?.[1] ?? (await firstEventId());
    const publicEvent = await visitor.get(`/api/public/events/${eventId}`);
    expect(publicEvent.status).toBe(200);
    const products = publicEvent.body.data.product_categories.flatMap(
      (category: { products: unknown[] }) => category.products,
    ) as { id: string; title: string; type: string; sales_status: string; prices: { id: string; price: number }[] }[];
    const pick = (type: string) =>
      products.find((product) => product.type === type && product.sales_status === 'ON_SALE')!;
    const [paid, free, donation] = [pick('PAID'), pick('FREE'), pick('DONATION')];
    expect([paid, free, donation].every(Boolean)).toBe(true);

    const reserved = await visitor.post(`/api/public/events/${eventId}/order`, {
      products: [
        { product_id: paid.id, quantities: [{ price_id: paid.prices[0]!.id, quantity: 1 }] },
        { product_id: free.id, quantities: [{ price_id: free.prices[0]!.id, quantity: 1 }] },
        { product_id: donation.id, quantities: [{ price_id: donation.prices[0]!.id, quantity: 1, price: 1200 }] },
      ],
    });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    const order = reserved.body.data;
    const person = {
      first_name: 'Dana',
      last_name: 'Demo',
      email: 'dana@example.com',
      email_confirmation: 'dana@example.com',
    };
    const saved = await visitor.put(`/api/public/events/${eventId}/order/${order.short_id}`, {
      order: person,
      products: [paid, free, donation].map((product) => ({
        product_id: product.id,
        product_price_id: product.prices[0]!.id,
        ...person,
      })),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const placed = await visitor.post(`/api/public/events/${eventId}/order/${order.short_id}/await-offline-payment`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data).toMatchObject({ status: 'AWAITING_OFFLINE_PAYMENT' });
    expect(placed.body.data.attendees).toHaveLength(3);
  });

  it('opens the door page of the "Main entrance" list over every ticket, without signing in', async () => {
    const line = server.demoLines.find((text) => text.startsWith('Demo check-in page:'))!;
    const shortId = /\/check-in\/(cil_[A-Za-z0-9]+)$/.exec(line)?.[1];
    expect(shortId, line).toBeDefined();
    const door = createHttpClient(server.baseUrl);
    const list = await door.get(`/api/public/check-in-lists/${shortId}`);
    expect(list.status).toBe(200);
    expect(list.body.data).toMatchObject({ name: 'Main entrance', is_active: true, is_expired: false });
    expect(list.body.data.products).toHaveLength(5);
    expect(list.body.data.total_attendees).toBeGreaterThan(0);
    const attendees = await door.get(`/api/public/check-in-lists/${shortId}/attendees`);
    expect(attendees.status).toBe(200);
    expect(attendees.body.meta.total).toBe(list.body.data.total_attendees);
  });

  it('seeds once: a second start on the same database adds nothing', async () => {
    expect(await seedDemoData(server.services)).toEqual({ seeded: false, lines: [] });
    const { rows } = await server.services.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM events',
    );
    expect(rows[0]!.count).toBe(1);
  });
});
