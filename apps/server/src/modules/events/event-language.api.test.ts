import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** Issue 30 point 3: events have a language; orders remember the buyer's, else take the event's. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);

describe("an event's language and its orders' (issue 30)", () => {
  it("starts in its creator's language, names its first category in it, and orders default to it", async () => {
    const { http } = await registerAccount(server.baseUrl, { locale: 'fr' });
    const organizer = await createOrganizer(http, { name: 'Salle Pleyel' });
    const event = await createEvent(http, { organizerId: organizer.id });
    const settings = await http.get(`/api/events/${event.id}/settings`);
    expect(settings.body.data.default_locale).toBe('fr');
    const categories = await http.get(`/api/events/${event.id}/product-categories`);
    expect(categories.body.data[0].name).toBe('Billets');

    const product = await createProduct(http, event.id, { title: 'Parterre', prices: [{ price: 0 }], type: 'FREE' });
    await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const line = { product_id: product.id, quantities: [{ price_id: product.prices[0].id as string, quantity: 1 }] };
    const chosen = await createHttpClient(server.baseUrl).post(`/api/public/events/${event.id}/order`, {
      products: [line],
      locale: 'tr',
    });
    expect(chosen.status).toBe(201);
    const unchosen = await createHttpClient(server.baseUrl).post(`/api/public/events/${event.id}/order`, {
      products: [line],
    });
    const { rows } = await sql(`SELECT short_id, locale FROM orders WHERE event_id = $1`, [event.id]);
    const localeOf = (shortId: string) => rows.find((row) => row.short_id === shortId)?.locale;
    expect(localeOf(chosen.body.data.short_id)).toBe('tr');
    expect(localeOf(unchosen.body.data.short_id)).toBe('fr');

    const changed = await http.request('PATCH', `/api/events/${event.id}/settings`, { json: { default_locale: 'nl' } });
    expect(changed.status).toBe(200);
    const refused = await http.request('PATCH', `/api/events/${event.id}/settings`, { json: { default_locale: 'ru' } });
    expect(refused.status).toBe(422);
    expect(refused.body.error_codes.default_locale).toEqual([{ code: 'invalid_value' }]);
  });
});
