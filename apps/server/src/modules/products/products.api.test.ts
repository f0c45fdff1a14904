import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesOf,
  createEvent,
  createOrganizer,
  createProduct,
  inDays,
  setQuantitySold,
} from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: { http: HttpClient; user: Record<string, any> };
let organizerRole: HttpClient;
let outsider: { http: HttpClient; user: Record<string, any> };
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = await registerAccount(server.baseUrl);
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin: admin.http, sink, role: 'ORGANIZER' })).http;
  outsider = await registerAccount(server.baseUrl);
  organizerId = (await createOrganizer(admin.http)).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const newEvent = () => createEvent(admin.http, { organizerId });
const productsOf = (eventId: string) => `/api/events/${eventId}/products`;

async function createTax(http: HttpClient, accountId: string, name: string) {
  const response = await http.post(`/api/accounts/${accountId}/taxes-and-fees`, {
    name,
    type: 'TAX',
    calculation: 'PERCENTAGE',
    rate: 21,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

describe('creating products', () => {
  it('creates a PAID ticket with computed availability and sanitised description', async () => {
    const event = await newEvent();
    const [tickets] = await categoriesOf(admin.http, event.id);
    const response = await organizerRole.post(productsOf(event.id), {
      title: '  Standing ',
      description: '<p>Doors <img src="x" onerror="alert(1)">at 7</p>',
      type: 'PAID',
      product_type: 'TICKET',
      product_category_id: tickets!.id,
      sale_start_date: '2026-01-10T09:00:00+01:00',
      sale_end_date: '2099-01-10T09:00:00Z',
      min_per_order: 2,
      max_per_order: 6,
      show_quantity_remaining: true,
      is_highlighted: true,
      highlight_message: 'Best view',
      prices: [{ price: 2500, initial_quantity_available: 200 }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const product = response.body.data;
    expect(product).toMatchObject({
      event_id: event.id,
      product_category_id: tickets!.id,
      category_id: tickets!.id,
      title: 'Standing',
      description: '<p>Doors at 7</p>',
      type: 'PAID',
      product_type: 'TICKET',
      sale_start_date: '2026-01-10T08:00:00.000Z',
      sale_end_date: '2099-01-10T09:00:00.000Z',
      min_per_order: 2,
      max_per_order: 6,
      is_hidden: false,
      show_quantity_remaining: true,
      is_highlighted: true,
      highlight_message: 'Best view',
      order: 0,
      tax_and_fee_ids: [],
      quantity_sold: 0,
      quantity_available: 200,
      is_sold_out: false,
      sales_status: 'ON_SALE',
    });
    expect(product.prices).toEqual([
      expect.objectContaining({
        label: null,
        price: 2500,
        initial_quantity_available: 200,
        quantity_sold: 0,
        quantity_available: 200,
        is_sold_out: false,
        sale_start_date: null,
        sale_end_date: null,
        is_hidden: false,
        order: 0,
        sales_status: 'ON_SALE',
      }),
    ]);
    const fetched = await admin.http.get(`${productsOf(event.id)}/${product.id}`);
    expect(fetched.body.data).toEqual(product);
  });

  it('creates FREE, DONATION, TIERED and GENERAL products with their defaults', async () => {
    const event = await newEvent();
    const free = await createProduct(admin.http, event.id, { title: 'Free', type: 'FREE', prices: [{ price: 0 }] });
    expect(free).toMatchObject({
      min_per_order: 1,
      max_per_order: null,
      quantity_available: null,
      order: 0,
      product_type: 'TICKET',
    });
    const donation = await createProduct(admin.http, event.id, { type: 'DONATION', prices: [{ price: 500 }] });
    expect(donation).toMatchObject({ type: 'DONATION', order: 1, prices: [expect.objectContaining({ price: 500 })] });
    const tiered = await createProduct(admin.http, event.id, {
      title: 'Festival pass',
      type: 'TIERED',
      prices: [
        {
          label: 'Early bird',
          price: 1500,
          initial_quantity_available: 50,
          sale_end_date: inDays(-1),
        },
        { label: 'Regular', price: 2500, initial_quantity_available: 100, is_hidden: false },
        { label: 'Door', price: 3000, sale_start_date: inDays(5) },
      ],
    });
    expect(tiered.prices.map((price: any) => [price.label, price.order, price.sales_status])).toEqual([
      ['Early bird', 0, 'SALE_ENDED'],
      ['Regular', 1, 'ON_SALE'],
      ['Door', 2, 'NOT_YET_ON_SALE'],
    ]);
    expect(tiered).toMatchObject({ quantity_available: null, sales_status: 'ON_SALE' });
    const merch = await createProduct(admin.http, event.id, {
      title: 'T-shirt',
      product_type: 'GENERAL',
      prices: [{ price: 2000, initial_quantity_available: 0 }],
    });
    expect(merch).toMatchObject({ product_type: 'GENERAL', is_sold_out: true, sales_status: 'SOLD_OUT' });
  });

  it('refuses invalid bodies with 422 naming each field', async () => {
    const event = await newEvent();
    const [tickets] = await categoriesOf(admin.http, event.id);
    const post = (body: Record<string, unknown>) =>
      admin.http.post(productsOf(event.id), {
        title: 'Ticket',
        type: 'PAID',
        product_category_id: tickets!.id,
        prices: [{ price: 1000 }],
        ...body,
      });
    const errorsOf = async (body: Record<string, unknown>) => {
      const response = await post(body);
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      return Object.keys(response.body.errors).sort();
    };
    expect(await errorsOf({ title: 42, min_per_order: 'two', is_hidden: 'no' })).toEqual([
      'is_hidden',
      'min_per_order',
      'title',
    ]);
    expect(await errorsOf({ type: 'REGISTRATION', product_type: 'MERCH' })).toEqual(['product_type', 'type']);
    expect(await errorsOf({ sale_start_date: inDays(5), sale_end_date: inDays(4) })).toEqual(['sale_end_date']);
    expect(await errorsOf({ sale_start_date: '2026-05-01 10:00' })).toEqual(['sale_start_date']);
    expect(await errorsOf({ type: 'FREE', prices: [{ price: 500 }] })).toEqual(['prices.0.price']);
    expect(await errorsOf({ type: 'TIERED', prices: [{ price: 500 }, { label: 'B', price: 600 }] })).toEqual([
      'prices.0.label',
    ]);
    expect(await errorsOf({ min_per_order: 5, max_per_order: 2 })).toEqual(['max_per_order']);
    expect(await errorsOf({ prices: [{ price: 1 }, { price: 2 }] })).toEqual(['prices']);
    expect(await errorsOf({ prices: [] })).toEqual(['prices']);
    expect(await errorsOf({ prices: [{ price: 10.5 }] })).toEqual(['prices.0.price']);
    expect(await errorsOf({ prices: [{ price: -1 }] })).toEqual(['prices.0.price']);
    expect(await errorsOf({ prices: [{ price: 100, initial_quantity_available: -3 }] })).toEqual([
      'prices.0.initial_quantity_available',
    ]);
    expect(await errorsOf({ title: 'x'.repeat(256), highlight_message: 'y'.repeat(256) })).toEqual([
      'highlight_message',
      'title',
    ]);
  });

  it('refuses categories of other events, unknown price ids and taxes of other accounts', async () => {
    const event = await newEvent();
    const other = await newEvent();
    const [otherTickets] = await categoriesOf(admin.http, other.id);
    const [tickets] = await categoriesOf(admin.http, event.id);
    const foreignTax = await createTax(outsider.http, outsider.user.account_id, 'Their VAT');
    const response = await admin.http.post(productsOf(event.id), {
      title: 'Ticket',
      type: 'PAID',
      product_category_id: otherTickets!.id,
      tax_and_fee_ids: [foreignTax.id],
      prices: [{ id: '0b7f3c1e-2a4d-4e5f-8a9b-0c1d2e3f4a5b', price: 1000 }],
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['prices.0.id', 'product_category_id', 'tax_and_fee_ids']);
    const ok = await createProduct(admin.http, event.id, { product_category_id: tickets!.id });
    expect(ok.product_category_id).toBe(tickets!.id);
  });

  it('links taxes and fees of the account, and drops the link when the tax is deleted', async () => {
    const event = await newEvent();
    const vat = await createTax(admin.http, admin.user.account_id, 'VAT products');
    const city = await createTax(admin.http, admin.user.account_id, 'City tax products');
    const product = await createProduct(admin.http, event.id, { tax_and_fee_ids: [vat.id, city.id, vat.id] });
    expect([...product.tax_and_fee_ids].sort()).toEqual([vat.id, city.id].sort());
    const updated = await admin.http.put(`${productsOf(event.id)}/${product.id}`, { tax_and_fee_ids: [city.id] });
    expect(updated.body.data.tax_and_fee_ids).toEqual([city.id]);
    await admin.http.delete(`/api/accounts/${admin.user.account_id}/taxes-and-fees/${city.id}`);
    expect((await admin.http.get(`${productsOf(event.id)}/${product.id}`)).body.data.tax_and_fee_ids).toEqual([]);
  });
});

describe('taxes and fees in another currency (decision 118)', () => {
  async function createFixedFee(name: string, currency: string) {
    const response = await admin.http.post(`/api/accounts/${admin.user.account_id}/taxes-and-fees`, {
      name,
      type: 'FEE',
      calculation: 'FIXED',
      amount: 150,
      currency,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  }
  const otherCurrency = (name: string) =>
    `“${name}” is a fixed amount in USD, so it cannot apply to prices in EUR. Choose a percentage, or a fixed amount in EUR.`;

  it('refuses a fixed fee of another currency on create and update, naming the fee and both currencies', async () => {
    const event = await newEvent();
    expect(event.currency).toBe('EUR');
    const vat = await createTax(admin.http, admin.user.account_id, 'VAT any currency');
    const dollarFee = await createFixedFee('Dollar fee', 'USD');
    const euroFee = await createFixedFee('Euro fee', 'EUR');
    const [tickets] = await categoriesOf(admin.http, event.id);

    const refused = await admin.http.post(productsOf(event.id), {
      title: 'Ticket',
      type: 'PAID',
      product_category_id: tickets!.id,
      tax_and_fee_ids: [vat.id, dollarFee.id],
      prices: [{ price: 1000 }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ tax_and_fee_ids: [otherCurrency('Dollar fee')] });
    expect((await categoriesOf(admin.http, event.id))[0]!.products).toEqual([]);

    const product = await createProduct(admin.http, event.id, { tax_and_fee_ids: [vat.id, euroFee.id] });
    expect([...product.tax_and_fee_ids].sort()).toEqual([vat.id, euroFee.id].sort());
    const update = await admin.http.put(`${productsOf(event.id)}/${product.id}`, {
      tax_and_fee_ids: [euroFee.id, dollarFee.id],
    });
    expect(update.status).toBe(422);
    expect(update.body.errors).toEqual({ tax_and_fee_ids: [otherCurrency('Dollar fee')] });
    const stored = (await admin.http.get(`${productsOf(event.id)}/${product.id}`)).body.data;
    expect([...stored.tax_and_fee_ids].sort()).toEqual([vat.id, euroFee.id].sort());
  });

  it('refuses to duplicate a product that carries a fixed fee of another currency', async () => {
    const event = await newEvent();
    const dollarFee = await createFixedFee('Dollar fee for copies', 'USD');
    const product = await createProduct(admin.http, event.id, { title: 'Old ticket' });
    // A link written before the rule existed: the API no longer writes one.
    await server.services.database.query(
      'INSERT INTO product_taxes_and_fees (product_id, tax_and_fee_id) VALUES ($1, $2)',
      [product.id, dollarFee.id],
    );
    const response = await admin.http.post(`${productsOf(event.id)}/${product.id}/duplicate`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ tax_and_fee_ids: [otherCurrency('Dollar fee for copies')] });
    const [tickets] = await categoriesOf(admin.http, event.id);
    expect(tickets!.products.map((item: any) => item.id)).toEqual([product.id]);
  });
});

describe('listing products', () => {
  it('lists in catalogue order by default, with sort, search, filters and meta', async () => {
    const event = await newEvent();
    const categories = `/api/events/${event.id}/product-categories`;
    const [tickets] = await categoriesOf(admin.http, event.id);
    const extras = (await admin.http.post(categories, { name: 'Extras' })).body.data;
    const poster = await createProduct(admin.http, event.id, { title: 'Poster', product_category_id: extras.id });
    const vip = await createProduct(admin.http, event.id, { title: 'VIP', sale_start_date: inDays(2) });
    const balcony = await createProduct(admin.http, event.id, { title: 'Balcony', sale_start_date: inDays(1) });
    const ids = async (query = '') => {
      const response = await admin.http.get(`${productsOf(event.id)}${query}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((product: { id: string }) => product.id);
    };
    expect(await ids()).toEqual([vip.id, balcony.id, poster.id]);
    expect(await ids('?sort_by=order&sort_direction=desc')).toEqual([poster.id, balcony.id, vip.id]);
    expect(await ids('?sort_by=title')).toEqual([balcony.id, poster.id, vip.id]);
    expect(await ids('?sort_by=sale_start_date')).toEqual([balcony.id, vip.id, poster.id]);
    expect(await ids('?query=ALC')).toEqual([balcony.id]);
    expect(await ids(`?filter_fields[product_category_id][eq]=${tickets!.id}`)).toEqual([vip.id, balcony.id]);
    const page = await admin.http.get(`${productsOf(event.id)}?per_page=2&page=2`);
    expect(page.body.meta).toMatchObject({
      current_page: 2,
      per_page: 2,
      total: 3,
      last_page: 2,
      default_sort: 'order',
      default_sort_direction: 'asc',
    });
    expect(page.body.meta.allowed_sorts).toEqual(['order', 'created_at', 'title', 'sale_start_date', 'sale_end_date']);
    expect(page.body.data).toHaveLength(1);
    expect((await admin.http.get(`${productsOf(event.id)}?sort_by=price`)).status).toBe(422);
    expect((await admin.http.get(`${productsOf(event.id)}?filter_fields[type][eq]=CHEAP`)).status).toBe(422);
  });
});

describe('updating products', () => {
  it('keeps fields left out and matches prices by id', async () => {
    const event = await newEvent();
    const product = await createProduct(admin.http, event.id, {
      title: 'Pass',
      type: 'TIERED',
      is_hidden_without_promo_code: true,
      prices: [
        { label: 'Early', price: 1500, initial_quantity_available: 50 },
        { label: 'Regular', price: 2500 },
      ],
    });
    const [early, regular] = product.prices;
    const url = `${productsOf(event.id)}/${product.id}`;
    const renamed = await organizerRole.put(url, { title: 'Weekend pass' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Weekend pass', is_hidden_without_promo_code: true });
    expect(renamed.body.data.prices.map((price: any) => price.id)).toEqual([early.id, regular.id]);

    const reordered = await admin.http.put(url, {
      prices: [
        { id: regular.id, label: 'Regular', price: 2700 },
        { label: 'Door', price: 3000 },
        { id: early.id, label: 'Early', price: 1500, initial_quantity_available: 40 },
      ],
    });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(
      reordered.body.data.prices.map((price: any) => [price.label, price.price, price.initial_quantity_available]),
    ).toEqual([
      ['Regular', 2700, null],
      ['Door', 3000, null],
      ['Early', 1500, 40],
    ]);
    expect(reordered.body.data.prices[0].id).toBe(regular.id);
    expect(reordered.body.data.prices[2].id).toBe(early.id);

    const removed = await admin.http.put(url, { prices: [{ id: regular.id, label: 'Regular', price: 2700 }] });
    expect(removed.body.data.prices).toHaveLength(1);
  });

  it('checks the cross-field rules on the merged product', async () => {
    const event = await newEvent();
    const product = await createProduct(admin.http, event.id, {
      sale_start_date: inDays(1),
      min_per_order: 3,
      prices: [{ price: 1000 }],
    });
    const url = `${productsOf(event.id)}/${product.id}`;
    const expectErrors = async (body: Record<string, unknown>, keys: string[]) => {
      const response = await admin.http.put(url, body);
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(keys);
    };
    await expectErrors({ sale_end_date: inDays(0) }, ['sale_end_date']);
    await expectErrors({ max_per_order: 2 }, ['max_per_order']);
    await expectErrors({ type: 'FREE' }, ['prices.0.price']);
    await expectErrors({ type: 'TIERED' }, ['prices.0.label']);
    await expectErrors({ product_category_id: (await categoriesOf(admin.http, (await newEvent()).id))[0]!.id }, [
      'product_category_id',
    ]);
    const free = await admin.http.put(url, { type: 'FREE', prices: [{ id: product.prices[0].id, price: 0 }] });
    expect(free.status).toBe(200);
    expect(free.body.data).toMatchObject({ type: 'FREE', prices: [expect.objectContaining({ price: 0 })] });
  });

  it('locks the price type and product type once something sold', async () => {
    const event = await newEvent();
    const product = await createProduct(admin.http, event.id);
    await setQuantitySold(server, product.prices[0].id, 1);
    const url = `${productsOf(event.id)}/${product.id}`;
    const typeChange = await admin.http.put(url, { type: 'DONATION' });
    expect(typeChange.status).toBe(422);
    expect(Object.keys(typeChange.body.errors)).toEqual(['type']);
    expect((await admin.http.put(url, { product_type: 'GENERAL' })).body.errors).toHaveProperty('product_type');
    // The same type again, and every other field, can still change.
    const same = await admin.http.put(url, { type: 'PAID', title: 'Still selling', is_hidden: true });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ title: 'Still selling', is_hidden: true, sales_status: 'HIDDEN' });
  });

  it('keeps tiers with sales and their sold units', async () => {
    const event = await newEvent();
    const product = await createProduct(admin.http, event.id, {
      type: 'TIERED',
      prices: [
        { label: 'Early', price: 1500, initial_quantity_available: 50 },
        { label: 'Regular', price: 2500, initial_quantity_available: 100 },
      ],
    });
    const [early, regular] = product.prices;
    await setQuantitySold(server, early.id, 30);
    const url = `${productsOf(event.id)}/${product.id}`;

    const dropped = await admin.http.put(url, { prices: [{ id: regular.id, label: 'Regular', price: 2500 }] });
    expect(dropped.status).toBe(422);
    expect(dropped.body.errors.prices).toEqual(['A price with sales cannot be removed. Hide it instead.']);

    const shrunk = await admin.http.put(url, {
      prices: [
        { id: early.id, label: 'Early', price: 1500, initial_quantity_available: 29 },
        { id: regular.id, label: 'Regular', price: 2500, initial_quantity_available: 100 },
      ],
    });
    expect(shrunk.status).toBe(422);
    expect(Object.keys(shrunk.body.errors)).toEqual(['prices.0.initial_quantity_available']);

    const hidden = await admin.http.put(url, {
      prices: [
        { id: early.id, label: 'Early', price: 1500, initial_quantity_available: 30, is_hidden: true },
        { id: regular.id, label: 'Regular', price: 2500, initial_quantity_available: 100 },
      ],
    });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.data.prices[0]).toMatchObject({
      quantity_sold: 30,
      quantity_available: 0,
      is_sold_out: true,
      is_hidden: true,
      sales_status: 'HIDDEN',
    });
    expect(hidden.body.data).toMatchObject({ quantity_sold: 30, quantity_available: 100, is_sold_out: false });
    // A tier without sales can still go.
    await setQuantitySold(server, early.id, 0);
    const removed = await admin.http.put(url, { prices: [{ id: regular.id, label: 'Regular', price: 2500 }] });
    expect(removed.body.data.prices).toHaveLength(1);
  });
});

describe('deleting products', () => {
  it('deletes an unsold product and refuses once anything sold', async () => {
    const event = await newEvent();
    const unsold = await createProduct(admin.http, event.id);
    expect((await organizerRole.delete(`${productsOf(event.id)}/${unsold.id}`)).status).toBe(204);
    expect((await admin.http.get(`${productsOf(event.id)}/${unsold.id}`)).status).toBe(404);

    const sold = await createProduct(admin.http, event.id);
    await setQuantitySold(server, sold.prices[0].id, 2);
    const refused = await admin.http.delete(`${productsOf(event.id)}/${sold.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Hide it instead/);
    expect((await admin.http.get(`${productsOf(event.id)}/${sold.id}`)).status).toBe(200);
  });
});

describe('sorting and moving', () => {
  it('reorders categories and products and moves a product between categories', async () => {
    const event = await newEvent();
    const [tickets] = await categoriesOf(admin.http, event.id);
    const extras = (await admin.http.post(`/api/events/${event.id}/product-categories`, { name: 'Extras' })).body.data;
    const a = await createProduct(admin.http, event.id, { title: 'A' });
    const b = await createProduct(admin.http, event.id, { title: 'B' });
    const c = await createProduct(admin.http, event.id, { title: 'C', product_category_id: extras.id });
    const sorted = await organizerRole.post(`${productsOf(event.id)}/sort`, {
      sorted_categories: [
        {
          product_category_id: extras.id,
          sorted_products: [
            { id: c.id, order: 1 },
            { id: a.id, order: 0 },
          ],
        },
        { product_category_id: tickets!.id, sorted_products: [{ id: b.id, order: 0 }] },
      ],
    });
    expect(sorted.status, JSON.stringify(sorted.body)).toBe(200);
    const shape = (categories: any[]) =>
      categories.map((category) => [category.name, category.products.map((product: any) => product.title)]);
    expect(shape(sorted.body.data)).toEqual([
      ['Extras', ['A', 'C']],
      ['Tickets', ['B']],
    ]);
    expect(shape(await categoriesOf(admin.http, event.id))).toEqual(shape(sorted.body.data));
    expect((await admin.http.get(`${productsOf(event.id)}/${a.id}`)).body.data.product_category_id).toBe(extras.id);
    expect(
      (await admin.http.get(productsOf(event.id))).body.data.map((product: { title: string }) => product.title),
    ).toEqual(['A', 'C', 'B']);
  });

  it('keeps categories left out after the listed ones', async () => {
    const event = await newEvent();
    const base = `/api/events/${event.id}/product-categories`;
    const second = (await admin.http.post(base, { name: 'Second' })).body.data;
    await admin.http.post(base, { name: 'Third' });
    const sorted = await admin.http.post(`${productsOf(event.id)}/sort`, {
      sorted_categories: [{ product_category_id: second.id }],
    });
    expect(sorted.body.data.map((category: any) => [category.name, category.order])).toEqual([
      ['Second', 0],
      ['Tickets', 1],
      ['Third', 2],
    ]);
  });

  it('refuses ids of other events with 422 naming each entry', async () => {
    const event = await newEvent();
    const other = await newEvent();
    const [tickets] = await categoriesOf(admin.http, event.id);
    const [otherTickets] = await categoriesOf(admin.http, other.id);
    const mine = await createProduct(admin.http, event.id);
    const theirs = await createProduct(admin.http, other.id);
    const response = await admin.http.post(`${productsOf(event.id)}/sort`, {
      sorted_categories: [
        {
          product_category_id: tickets!.id,
          sorted_products: [
            { id: mine.id, order: 0 },
            { id: theirs.id, order: 1 },
            { id: mine.id, order: 2 },
          ],
        },
        { product_category_id: otherTickets!.id, sorted_products: [] },
      ],
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual([
      'sorted_categories.0.sorted_products.1.id',
      'sorted_categories.0.sorted_products.2.id',
      'sorted_categories.1.product_category_id',
    ]);
    expect((await admin.http.get(`${productsOf(other.id)}/${theirs.id}`)).body.data.product_category_id).toBe(
      otherTickets!.id,
    );
    expect((await admin.http.post(`${productsOf(event.id)}/sort`, { sorted_categories: [] })).status).toBe(422);
  });
});

describe('duplicating products', () => {
  it('copies settings, prices without sales and taxes, right after the original', async () => {
    const event = await newEvent();
    const vat = await createTax(admin.http, admin.user.account_id, 'VAT duplicate');
    const first = await createProduct(admin.http, event.id, {
      title: 'Pass',
      type: 'TIERED',
      is_hidden: true,
      hide_when_sold_out: true,
      max_per_order: 4,
      tax_and_fee_ids: [vat.id],
      prices: [
        { label: 'Early', price: 1500, initial_quantity_available: 50, sale_end_date: inDays(3) },
        { label: 'Regular', price: 2500, is_hidden: true },
      ],
    });
    const last = await createProduct(admin.http, event.id, { title: 'Last' });
    await setQuantitySold(server, first.prices[0].id, 12);
    const response = await organizerRole.post(`${productsOf(event.id)}/${first.id}/duplicate`);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const copy = response.body.data;
    expect(copy.id).not.toBe(first.id);
    expect(copy).toMatchObject({
      title: 'Pass (Copy)',
      type: 'TIERED',
      is_hidden: true,
      hide_when_sold_out: true,
      max_per_order: 4,
      tax_and_fee_ids: [vat.id],
      quantity_sold: 0,
      order: 1,
    });
    expect(copy.prices.map((price: any) => [price.label, price.quantity_sold, price.is_hidden])).toEqual([
      ['Early', 0, false],
      ['Regular', 0, true],
    ]);
    expect(copy.prices[0].id).not.toBe(first.prices[0].id);
    expect(copy.prices[0].sale_end_date).toBe(first.prices[0].sale_end_date);
    const [tickets] = await categoriesOf(admin.http, event.id);
    expect(tickets!.products.map((product: any) => product.id)).toEqual([first.id, copy.id, last.id]);
  });

  it('keeps a copied title within 255 characters', async () => {
    const event = await newEvent();
    const long = await createProduct(admin.http, event.id, { title: 'x'.repeat(255) });
    const copy = (await admin.http.post(`${productsOf(event.id)}/${long.id}/duplicate`)).body.data;
    expect(copy.title).toHaveLength(255);
    expect(copy.title.endsWith(' (Copy)')).toBe(true);
  });
});

describe('access', () => {
  it("answers 404 for another account's event or product, and 401 when signed out", async () => {
    const event = await newEvent();
    const product = await createProduct(admin.http, event.id);
    const [tickets] = await categoriesOf(admin.http, event.id);
    const url = `${productsOf(event.id)}/${product.id}`;
    const body = { title: 'Mine', type: 'FREE', product_category_id: tickets!.id, prices: [{ price: 0 }] };
    const them = outsider.http;
    expect((await them.get(productsOf(event.id))).status).toBe(404);
    expect((await them.post(productsOf(event.id), body)).status).toBe(404);
    expect((await them.get(url)).status).toBe(404);
    expect((await them.put(url, { title: 'Mine' })).status).toBe(404);
    expect((await them.delete(url)).status).toBe(404);
    expect((await them.post(`${url}/duplicate`)).status).toBe(404);
    expect(
      (
        await them.post(`${productsOf(event.id)}/sort`, {
          sorted_categories: [{ product_category_id: tickets!.id, sorted_products: [] }],
        })
      ).status,
    ).toBe(404);
    // Their own event, our product id: still absent.
    const ownEvent = await createEvent(them);
    expect((await them.get(`${productsOf(ownEvent.id)}/${product.id}`)).status).toBe(404);
    expect((await them.put(`${productsOf(ownEvent.id)}/${product.id}`, { title: 'x' })).status).toBe(404);
    expect((await them.delete(`${productsOf(ownEvent.id)}/${product.id}`)).status).toBe(404);
    expect((await them.post(`${productsOf(ownEvent.id)}/${product.id}/duplicate`)).status).toBe(404);

    const anonymous = createHttpClient(server.baseUrl);
    expect((await anonymous.get(productsOf(event.id))).status).toBe(401);
    expect((await anonymous.post(productsOf(event.id), body)).status).toBe(401);
    expect((await anonymous.put(url, { title: 'x' })).status).toBe(401);
    expect((await anonymous.delete(url)).status).toBe(401);
    expect((await anonymous.post(`${url}/duplicate`)).status).toBe(401);
    expect((await admin.http.get(url)).body.data.title).toBe('General admission');
  });
});
