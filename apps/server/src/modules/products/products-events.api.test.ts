import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  categoriesOf,
  createEvent,
  createOrganizer,
  createProduct,
  inDays,
  setQuantitySold,
} from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { emailTo, linkIn, registerAccount, tokenFrom } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/** How products take part in the event's life: going live and being duplicated with the event. */

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let accountId: string;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  accountId = registered.user.account_id;
  const token = tokenFrom(
    linkIn(await emailTo(sink, registered.email, 'confirm your email'), '/confirm-email-address/'),
  );
  await admin.post(`/api/users/${registered.user.id}/confirm-email/${token}`);
  organizerId = (await createOrganizer(admin)).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const goLive = (eventId: string) => admin.put(`/api/events/${eventId}/status`, { status: 'LIVE' });
const setProviders = (eventId: string, providers: string[]) =>
  admin.request('PATCH', `/api/events/${eventId}/settings`, {
    json: { payment_providers: providers, offline_payment_instructions: '<p>Pay at the door</p>' },
  });

describe('going live with products', () => {
  it('needs a product that is not hidden', async () => {
    const event = await createEvent(admin, { organizerId });
    const empty = await goLive(event.id);
    expect(empty.status).toBe(409);
    expect(empty.body.errors.status).toEqual(['Add at least one ticket or product before going live.']);

    const hidden = await createProduct(admin, event.id, { type: 'FREE', prices: [{ price: 0 }], is_hidden: true });
    expect((await goLive(event.id)).body.errors.status).toEqual([
      'Add at least one ticket or product before going live.',
    ]);
    await admin.put(`/api/events/${event.id}/products/${hidden.id}`, { is_hidden: false });
    const live = await goLive(event.id);
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    expect(live.body.data.status).toBe('LIVE');
  });

  it('needs a payment method when something costs money', async () => {
    const event = await createEvent(admin, { organizerId });
    await setProviders(event.id, []);
    await createProduct(admin, event.id, { type: 'FREE', prices: [{ price: 0 }] });
    await createProduct(admin, event.id, { type: 'PAID', prices: [{ price: 1500 }] });
    const refused = await goLive(event.id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors.status).toEqual(['Choose how buyers pay: paid products need a payment method.']);

    await setProviders(event.id, ['OFFLINE']);
    expect((await goLive(event.id)).status).toBe(200);
    // A PAID product at 0 costs nothing, so it needs no payment method.
    const other = await createEvent(admin, { organizerId });
    await setProviders(other.id, []);
    await createProduct(admin, other.id, { prices: [{ price: 0 }] });
    expect((await goLive(other.id)).status).toBe(200);
  });

  it('counts tiers and donations as paid', async () => {
    const tiered = await createEvent(admin, { organizerId });
    await setProviders(tiered.id, []);
    await createProduct(admin, tiered.id, {
      type: 'TIERED',
      prices: [
        { label: 'Friends', price: 0 },
        { label: 'Regular', price: 1000 },
      ],
    });
    expect((await goLive(tiered.id)).body.errors.status).toEqual([
      'Choose how buyers pay: paid products need a payment method.',
    ]);
    // A donation can collect money even with a minimum of 0.
    const donation = await createEvent(admin, { organizerId });
    await setProviders(donation.id, []);
    await createProduct(admin, donation.id, { type: 'DONATION', prices: [{ price: 0 }] });
    expect((await goLive(donation.id)).body.errors.status).toEqual([
      'Choose how buyers pay: paid products need a payment method.',
    ]);
  });
});

describe('duplicating an event with its products', () => {
  it('copies categories, products, prices without sales and tax links', async () => {
    const event = await createEvent(admin, { organizerId });
    const tax = await admin.post(`/api/accounts/${accountId}/taxes-and-fees`, {
      name: 'VAT for copies',
      type: 'TAX',
      calculation: 'PERCENTAGE',
      rate: 9,
    });
    const extras = (
      await admin.post(`/api/events/${event.id}/product-categories`, {
        name: 'Extras',
        description: '<p>Nice to have</p>',
        is_hidden: true,
        no_products_message: 'Nothing yet',
      })
    ).body.data;
    const pass = await createProduct(admin, event.id, {
      title: 'Pass',
      type: 'TIERED',
      tax_and_fee_ids: [tax.body.data.id],
      hide_before_sale_start_date: true,
      prices: [
        { label: 'Early', price: 1500, initial_quantity_available: 50, sale_end_date: inDays(2) },
        { label: 'Regular', price: 2500 },
      ],
    });
    await createProduct(admin, event.id, { title: 'Poster', product_type: 'GENERAL', product_category_id: extras.id });
    await setQuantitySold(server, pass.prices[0].id, 20);

    const response = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'Next year',
      start_date: inDays(375),
      duplicate_products: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const copied = await categoriesOf(admin, response.body.data.id);
    const original = await categoriesOf(admin, event.id);
    const shape = (categories: any[]) =>
      categories.map((category) => ({
        name: category.name,
        description: category.description,
        is_hidden: category.is_hidden,
        no_products_message: category.no_products_message,
        products: category.products.map((product: any) => ({
          title: product.title,
          type: product.type,
          product_type: product.product_type,
          hide_before_sale_start_date: product.hide_before_sale_start_date,
          tax_and_fee_ids: product.tax_and_fee_ids,
          prices: product.prices.map((price: any) => [
            price.label,
            price.price,
            price.initial_quantity_available,
            price.sale_end_date,
          ]),
        })),
      }));
    expect(shape(copied)).toEqual(shape(original));
    const copiedPass = copied[0]!.products[0];
    expect(copiedPass.id).not.toBe(pass.id);
    expect(copiedPass.event_id).toBe(response.body.data.id);
    expect(copiedPass.prices.map((price: any) => price.quantity_sold)).toEqual([0, 0]);
    expect(copiedPass.prices[0].id).not.toBe(pass.prices[0].id);
    expect(copied.map((category) => category.id)).not.toContain(extras.id);
    // The original keeps its sales.
    expect(original[0]!.products[0].prices[0].quantity_sold).toBe(20);
  });

  it('starts with the default category only when products are not copied', async () => {
    const event = await createEvent(admin, { organizerId });
    await admin.post(`/api/events/${event.id}/product-categories`, { name: 'Extras' });
    await createProduct(admin, event.id);
    const response = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'Bare copy',
      start_date: inDays(30),
      duplicate_products: false,
    });
    const categories = await categoriesOf(admin, response.body.data.id);
    expect(categories.map((category) => [category.name, category.products.length])).toEqual([['Tickets', 0]]);
  });
});

describe('the event currency and fixed taxes and fees (decision 118)', () => {
  async function createTax(body: Record<string, unknown>) {
    const response = await admin.post(`/api/accounts/${accountId}/taxes-and-fees`, body);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data;
  }

  it('refuses a new currency while products carry a fixed amount of the current one', async () => {
    const event = await createEvent(admin, { organizerId });
    const vat = await createTax({ name: 'VAT currency switch', type: 'TAX', calculation: 'PERCENTAGE', rate: 21 });
    const fee = await createTax({
      name: 'Cloakroom',
      type: 'FEE',
      calculation: 'FIXED',
      amount: 200,
      currency: 'EUR',
    });
    const product = await createProduct(admin, event.id, { tax_and_fee_ids: [vat.id, fee.id] });
    const refused = await admin.put(`/api/events/${event.id}`, { currency: 'usd' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      currency: [
        '“Cloakroom” is a fixed amount in EUR on products of this event, so the event cannot be priced in USD. Remove it from those products first.',
      ],
    });
    expect((await admin.get(`/api/events/${event.id}`)).body.data.currency).toBe('EUR');

    // Percentages fit any currency.
    await admin.put(`/api/events/${event.id}/products/${product.id}`, { tax_and_fee_ids: [vat.id] });
    const moved = await admin.put(`/api/events/${event.id}`, { currency: 'USD' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data.currency).toBe('USD');
  });

  it('refuses to copy a fixed amount of another currency into a duplicated event', async () => {
    const event = await createEvent(admin, { organizerId });
    const fee = await createTax({
      name: 'Dollar fee on a copy',
      type: 'FEE',
      calculation: 'FIXED',
      amount: 100,
      currency: 'USD',
    });
    const product = await createProduct(admin, event.id);
    // A link written before the rule existed: the API no longer writes one.
    await server.services.database.query(
      'INSERT INTO product_taxes_and_fees (product_id, tax_and_fee_id) VALUES ($1, $2)',
      [product.id, fee.id],
    );
    const countEvents = async () =>
      (await server.services.database.query<{ total: number }>('SELECT count(*)::int AS total FROM events')).rows[0]!
        .total;
    const before = await countEvents();
    const response = await admin.post(`/api/events/${event.id}/duplicate`, {
      title: 'Copy with a dollar fee',
      start_date: inDays(40),
      duplicate_products: true,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      tax_and_fee_ids: [
        '“Dollar fee on a copy” is a fixed amount in USD, so it cannot apply to prices in EUR. Choose a percentage, or a fixed amount in EUR.',
      ],
    });
    expect(await countEvents()).toBe(before);
  });
});
