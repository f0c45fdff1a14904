import { formatMoney, orderBreakdown, type TBreakdownSourceLine } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Issue 23's order, followed through every server surface (decision 117): a tier of a tiered ticket, a free ticket
 * and an add-on, under 6 % VAT and a fixed €1.00 fee, with a 20 % promo code. Each surface shows parts that add up
 * to the total the order stores, rates as percentages, and no HTML as text.
 */

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let accountId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  accountId = registered.user.account_id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const sql = (text: string, values: unknown[] = []) => server.services.database.query(text, values);
const euro = (minor: number) => formatMoney(minor, 'EUR', 'en');

async function shop() {
  const organizer = await createOrganizer(admin, { name: 'Harbour Hall', currency: 'EUR' });
  const event = await createEvent(admin, { organizerId: organizer.id });
  const taxes = `/api/accounts/${accountId}/taxes-and-fees`;
  const vat = await admin.post(taxes, { name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 6 });
  const fee = await admin.post(taxes, {
    name: 'Booking fee',
    type: 'FEE',
    calculation: 'FIXED',
    amount: 100,
    currency: 'EUR',
  });
  expect([vat.status, fee.status]).toEqual([201, 201]);
  const tax_and_fee_ids = [vat.body.data.id, fee.body.data.id];
  const concert = await createProduct(admin, event.id, {
    title: 'Concert',
    type: 'TIERED',
    tax_and_fee_ids,
    prices: [
      { label: 'Early bird', price: 3500, initial_quantity_available: 50 },
      { label: 'Regular', price: 4500, initial_quantity_available: 50 },
    ],
  });
  const workshop = await createProduct(admin, event.id, {
    title: 'Workshop',
    type: 'FREE',
    tax_and_fee_ids,
    prices: [{ price: 0 }],
  });
  const poster = await createProduct(admin, event.id, {
    title: 'Poster',
    product_type: 'GENERAL',
    tax_and_fee_ids,
    prices: [{ price: 1000 }],
  });
  const promo = await admin.post(`/api/events/${event.id}/promo-codes`, {
    code: 'SPRING',
    discount_type: 'PERCENTAGE',
    discount: 20,
  });
  expect(promo.status, JSON.stringify(promo.body)).toBe(201);
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: {
      payment_providers: ['OFFLINE'],
      offline_payment_instructions: '<p>Pay by <strong>bank transfer</strong> to NL00 BANK 0123</p>',
      price_display_mode: 'INCLUSIVE',
      enable_invoicing: true,
      organization_name: 'Harbour Hall BV',
      organization_address: '1 Quay',
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { event, concert, workshop, poster };
}

/** Every part a surface shows, read back: the parts must add up to the total shown. */
function expectPartsAddUp(lines: TBreakdownSourceLine[], stored: { total_gross: number }) {
  const breakdown = orderBreakdown(lines);
  expect(breakdown.total).toBe(stored.total_gross);
  const taxes = breakdown.taxes.reduce((sum, tax) => sum + tax.amount, 0);
  const fees = breakdown.fees.reduce((sum, fee) => sum + fee.amount, 0);
  expect(breakdown.subtotal - breakdown.discount + taxes + fees).toBe(breakdown.total);
  return breakdown;
}

describe('one money breakdown on every surface', () => {
  it('prices, reserves, confirms, invoices, emails and exports the same parts and total', async () => {
    const { event, concert, workshop, poster } = await shop();
    const buyer = createHttpClient(server.baseUrl);

    // The event page: with a code, the original is struck through on the same (inclusive) basis as the price.
    const page = (await buyer.get(`/api/public/events/${event.id}?promo_code=spring`)).body.data;
    const products = page.product_categories.flatMap((category: { products: unknown[] }) => category.products);
    const early = products.find((product: { id: string }) => product.id === concert.id).prices[0];
    // (35.00 − 20 % + 1.00 fee) × 1.06 = 30.74; before the code (35.00 + 1.00) × 1.06 = 38.16.
    expect(early).toMatchObject({
      price: 2800,
      price_before_discount: 3500,
      price_including_taxes_and_fees: 3074,
      price_before_discount_including_taxes_and_fees: 3816,
    });
    const plain = (await buyer.get(`/api/public/events/${event.id}`)).body.data;
    const earlyWithoutCode = plain.product_categories
      .flatMap((category: { products: unknown[] }) => category.products)
      .find((product: { id: string }) => product.id === concert.id).prices[0];
    expect(earlyWithoutCode.price_including_taxes_and_fees).toBe(early.price_before_discount_including_taxes_and_fees);

    const reserved = await buyer.post(`/api/public/events/${event.id}/order`, {
      promo_code: 'spring',
      products: [
        { product_id: concert.id, quantities: [{ price_id: concert.prices[0].id, quantity: 2 }] },
        { product_id: workshop.id, quantities: [{ price_id: workshop.prices[0].id, quantity: 1 }] },
        { product_id: poster.id, quantities: [{ price_id: poster.prices[0].id, quantity: 1 }] },
      ],
    });
    expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
    const order = reserved.body.data;
    // Concert 2 × 30.74 = 61.48, poster (8.00 + 1.00) × 1.06 = 9.54, workshop free: 71.02.
    expect(order.total_gross).toBe(7102);
    const checkout = expectPartsAddUp(order.order_items, order);
    expect(checkout).toMatchObject({ subtotal: 8000, discount: 1600, net: 6400, total_fee: 300, total_tax: 402 });
    expect(checkout.taxes).toEqual([expect.objectContaining({ name: 'VAT', rate_percent: 6, amount: 402 })]);
    expect(order.order_items[0].taxes_and_fees).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'VAT', rate: 6000, amount: 348 })]),
    );

    const path = `/api/public/events/${event.id}/order/${order.short_id}`;
    const named = (productId: string, priceId: string, first: string) => ({
      product_id: productId,
      product_price_id: priceId,
      first_name: first,
      last_name: 'Guest',
      email: 'ann@example.com',
      email_confirmation: 'ann@example.com',
    });
    const saved = await buyer.put(path, {
      order: { first_name: 'Ann', last_name: 'Buyer', email: 'ann@example.com', email_confirmation: 'ann@example.com' },
      products: [
        named(concert.id, concert.prices[0].id, 'Ann'),
        named(concert.id, concert.prices[0].id, 'Bo'),
        named(workshop.id, workshop.prices[0].id, 'Ann'),
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const placed = await buyer.post(`${path}/await-offline-payment`);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expectPartsAddUp(placed.body.data.order_items, placed.body.data);

    // The organizer's order drawer reads the same lines.
    const [row] = (await sql(`SELECT id FROM orders WHERE short_id = $1`, [order.short_id])).rows;
    const detail = (await admin.get(`/api/events/${event.id}/orders/${row!.id}`)).body.data;
    const drawer = expectPartsAddUp(detail.lines, detail);
    expect(drawer.net).toBe(detail.total_before_additions);
    expect(drawer.discount).toBe(detail.total_discount);

    // The invoice: rates as percentages, each part once, the stored total.
    const invoice = await admin.get(`/api/events/${event.id}/orders/${row!.id}/invoice`);
    expect(invoice.status).toBe(200);
    const html = invoice.body as unknown as string;
    for (const part of [
      `Subtotal</td><td class="n">${euro(8000)}`,
      `Discount (SPRING)</td><td class="n">−${euro(1600)}`,
      `Booking fee</td><td class="n">${euro(300)}`,
      `VAT (6%)</td><td class="n">${euro(402)}`,
      `Total</th><th class="n">${euro(7102)}`,
    ])
      expect(html).toContain(part);
    expect(html).not.toMatch(/6000|600%/);
    expect(html).toContain('awaiting offline payment');

    // The confirmation email, both parts; the instructions render as rich text, never as tags.
    const email = await sink.waitForMessage(
      (message) => message.to.includes('ann@example.com') && message.subject.startsWith('Your order'),
    );
    for (const text of [
      `2 × Concert (Early bird): ${euro(7000)}`,
      `1 × Workshop: ${euro(0)}`,
      `1 × Poster: ${euro(1000)}`,
      `Subtotal: ${euro(8000)}`,
      `Discount (SPRING): −${euro(1600)}`,
      `Booking fee: ${euro(300)}`,
      `VAT (6%): ${euro(402)}`,
      `Total: ${euro(7102)}`,
      'Pay by bank transfer to NL00 BANK 0123',
    ])
      expect(email.text).toContain(text);
    expect(email.text).not.toMatch(/<\/?(p|strong)>/);
    expect(email.html).toContain('<strong>bank transfer</strong>');
    expect(email.html).not.toMatch(/&lt;\/?(p|strong)&gt;/);

    // The export's money columns add up too.
    const exported = await fetch(`${server.baseUrl}/api/events/${event.id}/orders/export?format=csv`, {
      method: 'POST',
      headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    const [headers, values] = (await exported.text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .map((line) => line.split(','));
    const column = (name: string) => Number(values![headers!.indexOf(name)]);
    expect(column('Subtotal')).toBe(80);
    expect(column('Discount')).toBe(16);
    expect(column('Net before taxes and fees')).toBe(64);
    expect(column('Subtotal') - column('Discount')).toBe(column('Net before taxes and fees'));
    expect(column('Net before taxes and fees') + column('Tax') + column('Fees')).toBeCloseTo(column('Total'), 2);
    expect(column('Total')).toBe(71.02);
  });
});
