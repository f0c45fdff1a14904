import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesOf,
  createEvent,
  createOrganizer,
  createProduct,
  setQuantitySold,
} from '../../test-support/catalogue';
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

describe('product categories', () => {
  it('lists the default category, creates more in order, and sanitises the description', async () => {
    const event = await newEvent();
    const base = `/api/events/${event.id}/product-categories`;
    expect((await categoriesOf(admin, event.id)).map((category) => [category.name, category.order])).toEqual([
      ['Tickets', 0],
    ]);
    const created = await organizerRole.post(base, {
      name: '  Merchandise ',
      description: '<p>Shirts <script>alert(1)</script><a href="javascript:x">and</a> mugs</p>',
      no_products_message: 'Back soon',
      is_hidden: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      event_id: event.id,
      name: 'Merchandise',
      description: '<p>Shirts <a target="_blank" rel="noopener noreferrer nofollow">and</a> mugs</p>',
      no_products_message: 'Back soon',
      is_hidden: true,
      order: 1,
      products: [],
    });
    const third = (await admin.post(base, { name: 'Parking' })).body.data;
    expect(third).toMatchObject({ order: 2, is_hidden: false, description: null, no_products_message: null });
    expect((await categoriesOf(admin, event.id)).map((category) => category.name)).toEqual([
      'Tickets',
      'Merchandise',
      'Parking',
    ]);
    const one = await admin.get(`${base}/${created.body.data.id}`);
    expect(one.body.data).toMatchObject({ id: created.body.data.id, name: 'Merchandise' });
  });

  it('includes each category’s products and prices in order', async () => {
    const event = await newEvent();
    const first = await createProduct(admin, event.id, { title: 'Early' });
    const second = await createProduct(admin, event.id, { title: 'Late', type: 'FREE', prices: [{ price: 0 }] });
    const [tickets] = await categoriesOf(admin, event.id);
    expect(tickets!.products.map((product: { id: string }) => product.id)).toEqual([first.id, second.id]);
    expect(tickets!.products[0].prices[0]).toMatchObject({ price: 2500, quantity_available: 100 });
  });

  it('updates only the fields sent', async () => {
    const event = await newEvent();
    const [tickets] = await categoriesOf(admin, event.id);
    const url = `/api/events/${event.id}/product-categories/${tickets!.id}`;
    const renamed = await admin.put(url, { name: 'Entry', description: '<p>Doors at 7</p>' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Entry', description: '<p>Doors at 7</p>', is_hidden: false });
    const hidden = await organizerRole.put(url, { is_hidden: true, no_products_message: '' });
    expect(hidden.body.data).toMatchObject({
      name: 'Entry',
      description: '<p>Doors at 7</p>',
      is_hidden: true,
      no_products_message: null,
    });
  });

  it('validates names, lengths and types with 422 naming the fields', async () => {
    const event = await newEvent();
    const base = `/api/events/${event.id}/product-categories`;
    const bad = await admin.post(base, {
      name: 'x'.repeat(51),
      description: 'y'.repeat(5001),
      no_products_message: 'z'.repeat(256),
      is_hidden: 'yes',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['description', 'is_hidden', 'name', 'no_products_message']);
    expect((await admin.post(base, { name: '   ' })).body.errors).toHaveProperty('name');
    const [tickets] = await categoriesOf(admin, event.id);
    expect((await admin.put(`${base}/${tickets!.id}`, { name: '' })).status).toBe(422);
  });

  it('refuses to delete the last category, deletes others with their products', async () => {
    const event = await newEvent();
    const base = `/api/events/${event.id}/product-categories`;
    const [tickets] = await categoriesOf(admin, event.id);
    const last = await admin.delete(`${base}/${tickets!.id}`);
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/at least one category/);

    const extras = (await admin.post(base, { name: 'Extras' })).body.data;
    const product = await createProduct(admin, event.id, { product_category_id: extras.id, title: 'Poster' });
    expect((await organizerRole.delete(`${base}/${extras.id}`)).status).toBe(204);
    expect((await admin.get(`${base}/${extras.id}`)).status).toBe(404);
    expect((await admin.get(`/api/events/${event.id}/products/${product.id}`)).status).toBe(404);
    const prices = await server.services.database.query('SELECT id FROM product_prices WHERE product_id = $1', [
      product.id,
    ]);
    expect(prices.rows).toEqual([]);
  });

  it('refuses to delete a category whose products have sold', async () => {
    const event = await newEvent();
    const base = `/api/events/${event.id}/product-categories`;
    const extras = (await admin.post(base, { name: 'Extras' })).body.data;
    const product = await createProduct(admin, event.id, { product_category_id: extras.id });
    await setQuantitySold(server, product.prices[0].id, 3);
    const refused = await admin.delete(`${base}/${extras.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/sold/);
    expect((await admin.get(`${base}/${extras.id}`)).body.data.products).toHaveLength(1);
  });

  it("answers 404 for another account's event or category and 401 when signed out", async () => {
    const event = await newEvent();
    const [tickets] = await categoriesOf(admin, event.id);
    const base = `/api/events/${event.id}/product-categories`;
    const url = `${base}/${tickets!.id}`;
    expect((await outsider.get(base)).status).toBe(404);
    expect((await outsider.post(base, { name: 'Mine' })).status).toBe(404);
    expect((await outsider.get(url)).status).toBe(404);
    expect((await outsider.put(url, { name: 'Mine' })).status).toBe(404);
    expect((await outsider.delete(url)).status).toBe(404);

    // Another account's category id under one's own event is just as absent.
    const ownEvent = await createEvent(outsider);
    expect((await outsider.get(`/api/events/${ownEvent.id}/product-categories/${tickets!.id}`)).status).toBe(404);
    expect((await outsider.delete(`/api/events/${ownEvent.id}/product-categories/${tickets!.id}`)).status).toBe(404);

    const anonymous = createHttpClient(server.baseUrl);
    expect((await anonymous.get(base)).status).toBe(401);
    expect((await anonymous.post(base, { name: 'x' })).status).toBe(401);
    expect((await anonymous.delete(url)).status).toBe(401);
    expect((await admin.get(`/api/events/${event.id}/product-categories/not-a-uuid`)).status).toBe(422);
  });
});
