import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

    // Twelve demo orders, one still awaiting its offline payment: the dashboards count the eleven paid.
    const stats = await http.get(`/api/events/${event.id}/stats`);
    expect(stats.body.data.totals.total_orders).toBe(11);
    expect(stats.body.data.totals.total_gross_sales).toBeGreaterThan(0);

    for (const resource of ['promo-codes', 'affiliates', 'capacity-assignments', 'questions']) {
      const list = await http.get(`/api/events/${event.id}/${resource}`);
      expect(list.status, resource).toBe(200);
      expect(list.body.data.length, resource).toBeGreaterThan(0);
    }
  });

  it('seeds once: a second start on the same database adds nothing', async () => {
    expect(await seedDemoData(server.services)).toEqual({ seeded: false, lines: [] });
    const { rows } = await server.services.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM events',
    );
    expect(rows[0]!.count).toBe(1);
  });
});
