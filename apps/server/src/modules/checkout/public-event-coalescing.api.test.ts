import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { createWebDist } from '../../test-support/web-dist';

/**
 * Decision 059: the anonymous public event read is shared by identical requests for at most
 * PUBLIC_EVENT_MAX_AGE_MS; staff previews and promo-code views read fresh, reservations never use it,
 * and every answer still says `cache-control: no-store`.
 */

let server: TestServer;
let admin: HttpClient;
// A built app, so event pages are served with their head.
const webDist = createWebDist();

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_EVENT_MAX_AGE_MS: '1000', WEB_DIST_DIR: webDist.dir } });
  admin = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
  webDist.remove();
});

const remaining = (body: any) => body.data.product_categories[0].products[0].quantity_remaining as number;

describe('the public event under a rush', () => {
  it('shares one read for up to a second; staff, promo views and reservations stay fresh', async () => {
    const organizer = await createOrganizer(admin);
    const event = await createEvent(admin, { organizerId: organizer.id });
    const product = await createProduct(admin, event.id, {
      show_quantity_remaining: true,
      prices: [{ price: 1000, initial_quantity_available: 5 }],
    });
    await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const anonymous = createHttpClient(server.baseUrl);
    const path = `/api/public/events/${event.id}`;

    const first = await anonymous.get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(remaining(first.body)).toBe(5);
    // A shared read is serialised once: the same answer, and the same fields as a fresh (staff) read.
    const again = await anonymous.get(path);
    expect(again.body).toEqual(first.body);
    expect(Object.keys(first.body.data).sort()).toEqual(Object.keys((await admin.get(path)).body.data).sort());

    const buyer = createHttpClient(server.baseUrl);
    const body = (quantity: number) => ({
      products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0].id, quantity }] }],
    });
    expect((await buyer.post(`${path}/order`, body(2))).status).toBe(201);

    // Within the second: the anonymous view may still say 5, or 3 already (the shared read is refreshed ahead of
    // time once half its second is gone, and on a loaded machine the steps above can take that long); staff see 3
    // at once.
    const shared = await anonymous.get(path);
    expect(shared.headers.get('cache-control')).toBe('no-store');
    expect([3, 5]).toContain(remaining(shared.body));
    expect(remaining((await admin.get(path)).body)).toBe(3);
    // A reservation never trusts the shared read: 4 more do not fit.
    const refused = await createHttpClient(server.baseUrl).post(`${path}/order`, body(4));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Only 3 left/);

    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(remaining((await anonymous.get(path)).body)).toBe(3);
  });

  it("renders an event page's head once for everybody arriving within the second", async () => {
    const organizer = await createOrganizer(admin);
    const event = await createEvent(admin, { organizerId: organizer.id, overrides: { title: 'Opening Night' } });
    await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
    const page = async () => (await fetch(`${server.baseUrl}/event/${event.id}/${event.slug}`)).text();

    expect(await page()).toContain('<title>Opening Night | Marquee</title>');
    const renderedAt = Date.now();
    await server.services.database.query(`UPDATE events SET title = 'Closing Night' WHERE id = $1`, [event.id]);
    const shared = await page();
    expect(shared).toContain(
      Date.now() - renderedAt < 900
        ? '<title>Opening Night | Marquee</title>'
        : '<title>Closing Night | Marquee</title>',
    );
    // A wrong slug is still corrected from the shared read.
    const redirect = await fetch(`${server.baseUrl}/event/${event.id}/old-name?aff=X`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`/event/${event.id}/${event.slug}?aff=X`);

    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(await page()).toContain('<title>Closing Night | Marquee</title>');
  });
});
