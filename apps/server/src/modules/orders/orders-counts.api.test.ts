import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { cancelOrder } from './orders.service';

/** Counts and money figures of docs/decisions/121-counts-and-money-figures.md, checked exactly. */

let server: TestServer;
let admin: HttpClient;
let outsider: HttpClient;
let accountId: string;

beforeAll(async () => {
  server = await startTestServer();
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  accountId = registered.user.account_id;
  outsider = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
});

async function createTax(body: Record<string, unknown>) {
  const response = await admin.post(`/api/accounts/${accountId}/taxes-and-fees`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

const DAY = new Date('2026-03-10T12:00:00Z');

/**
 * An EUR event with one order of every kind. "GA" is 25.00 + a fixed 1.00 fee + 21 % VAT on both: 31.46 a unit
 * (tax 5.46, fee 1.00); "Parking" is 10.00 with nothing added; the promo code takes 5.00 off a GA unit
 * (20.00 + 1.00 + 4.41 tax = 25.41).
 */
async function boxOfficeEvent(organizerId: string) {
  const vat = await createTax({ name: `VAT ${Math.random()}`, type: 'TAX', calculation: 'PERCENTAGE', rate: 21 });
  const fee = await createTax({
    name: `Service ${Math.random()}`,
    type: 'FEE',
    calculation: 'FIXED',
    amount: 100,
    currency: 'EUR',
  });
  const event = await createEvent(admin, { organizerId });
  const ga = await createProduct(admin, event.id, {
    title: 'GA',
    prices: [{ price: 2500, initial_quantity_available: 100 }],
    tax_and_fee_ids: [vat.id, fee.id],
  });
  const parking = await createProduct(admin, event.id, {
    title: 'Parking',
    product_type: 'GENERAL',
    prices: [{ price: 1000 }],
  });
  const promo = await admin.post(`/api/events/${event.id}/promo-codes`, {
    code: 'FIVEOFF',
    discount_type: 'FIXED',
    discount: 500,
  });
  expect(promo.status, JSON.stringify(promo.body)).toBe(201);
  const gaPrice: string = ga.prices[0].id;
  const parkingPrice: string = parking.prices[0].id;
  const db = server.services.database;
  const seed = (input: Omit<Parameters<typeof seedOrder>[1], 'eventId' | 'createdAt'>) =>
    seedOrder(db, { eventId: event.id, createdAt: DAY, ...input });

  // Completed: 2 GA + parking = 72.92 (tax 10.92, fees 2.00).
  await seed({
    lines: [
      { productPriceId: gaPrice, quantity: 2 },
      { productPriceId: parkingPrice, quantity: 1 },
    ],
  });
  // Completed with the promo code: 2 × 25.41 = 50.82 (tax 8.82, fees 2.00, discount 10.00); one ticket cancelled.
  const discounted = await seed({ promoCodeId: promo.body.data.id, lines: [{ productPriceId: gaPrice, quantity: 2 }] });
  // Awaiting its offline payment: 31.46 (tax 5.46, fee 1.00), one attendee awaiting payment.
  await seed({ status: 'AWAITING_OFFLINE_PAYMENT', lines: [{ productPriceId: gaPrice, quantity: 1 }] });
  // Completed and fully refunded: 31.46, nothing of its tax or fee is kept.
  await seed({ totalRefunded: 3146, lines: [{ productPriceId: gaPrice, quantity: 1 }] });
  // Completed, 10.00 of 41.46 refunded: tax 5.46 − round(5.46 × 1000 / 4146 = 1.3169) = 4.14; fee 1.00 − 0.24 = 0.76.
  await seed({
    totalRefunded: 1000,
    lines: [
      { productPriceId: gaPrice, quantity: 1 },
      { productPriceId: parkingPrice, quantity: 1 },
    ],
  });
  // Placed, then cancelled: 3 GA, three cancelled attendees.
  const cancelled = await seed({ lines: [{ productPriceId: gaPrice, quantity: 3 }] });
  await db.db.transaction((tx) => cancelOrder(tx, cancelled.order.id));
  // Never placed: an abandoned checkout and a live reservation.
  await seed({ status: 'ABANDONED', lines: [{ productPriceId: gaPrice, quantity: 4 }] });
  await seed({ status: 'RESERVED', lines: [{ productPriceId: gaPrice, quantity: 1 }] });

  const attendees = await admin.get(`/api/events/${event.id}/attendees?per_page=100`);
  const cancelledTicket = attendees.body.data.find(
    (attendee: { order_id: string }) => attendee.order_id === discounted.order.id,
  );
  const change = await admin.patch(`/api/events/${event.id}/attendees/${cancelledTicket.id}`, { status: 'CANCELLED' });
  expect(change.status, JSON.stringify(change.body)).toBe(200);
  return event;
}

const EXPECTED_COUNTS = {
  total_orders: 5,
  total_orders_awaiting_payment: 1,
  total_orders_cancelled: 1,
  total_attendees: 6,
  total_attendees_awaiting_payment: 1,
  total_attendees_cancelled: 4,
};

describe('box office counts and money figures (decision 121)', () => {
  it('counts placed orders and valid attendees, shows the unpaid and cancelled apart, and makes the money add up', async () => {
    const organizer = await createOrganizer(admin, { currency: 'EUR', timezone: 'Europe/Amsterdam' });
    const event = await boxOfficeEvent(organizer.id);

    const counts = await admin.get(`/api/events/${event.id}/counts`);
    expect(counts.status, JSON.stringify(counts.body)).toBe(200);
    expect(counts.body.data).toEqual(EXPECTED_COUNTS);

    // Placed plus cancelled is what the unfiltered lists hold.
    const orders = await admin.get(`/api/events/${event.id}/orders`);
    expect(orders.body.meta.total).toBe(5 + 1);
    const attendees = await admin.get(`/api/events/${event.id}/attendees`);
    expect(attendees.body.meta.total).toBe(6 + 4);

    const stats = await admin.get(`/api/events/${event.id}/stats?start_date=2026-03-10&end_date=2026-03-10`);
    expect(stats.status, JSON.stringify(stats.body)).toBe(200);
    const gross = 7292 + 5082 + 3146 + 3146 + 4146;
    const tax = 1092 + 882 + 546 + 0 + 414;
    const refunded = 3146 + 1000;
    expect(stats.body.data.totals).toEqual({
      ...EXPECTED_COUNTS,
      total_gross_sales: gross,
      total_tax: tax,
      total_fees: 200 + 200 + 100 + 0 + 76,
      total_refunded: refunded,
      total_discount: 1000,
      total_awaiting_payment: 3146,
      total_net_revenue: gross - tax - refunded,
      total_tickets_sold: 2 + 2 + 1 + 1 + 1,
      total_products_sold: 3 + 2 + 1 + 1 + 2,
      total_views: 0,
    });
    expect(stats.body.data.totals.total_net_revenue).toBe(15732);
    expect(stats.body.data.daily).toEqual([
      {
        date: '2026-03-10',
        total_gross_sales: gross,
        total_net_revenue: 15732,
        total_orders: 5,
        total_tickets_sold: 7,
        total_views: 0,
      },
    ]);

    // The organizer's figures are the same here, its counts span every currency.
    const organizerStats = await admin.get(`/api/organizers/${organizer.id}/stats`);
    expect(organizerStats.body.data).toEqual({
      currency: 'EUR',
      currencies: ['EUR'],
      totals: stats.body.data.totals,
    });
    const usdEvent = await createEvent(admin, { organizerId: organizer.id, overrides: { currency: 'USD' } });
    const usdTicket = await createProduct(admin, usdEvent.id, { title: 'Seat', prices: [{ price: 1500 }] });
    await seedOrder(server.services.database, {
      eventId: usdEvent.id,
      lines: [{ productPriceId: usdTicket.prices[0].id, quantity: 1 }],
    });
    const organizerCounts = await admin.get(`/api/organizers/${organizer.id}/counts`);
    expect(organizerCounts.status, JSON.stringify(organizerCounts.body)).toBe(200);
    expect(organizerCounts.body.data).toEqual({ ...EXPECTED_COUNTS, total_orders: 6, total_attendees: 7 });
    const eur = await admin.get(`/api/organizers/${organizer.id}/stats`);
    expect(eur.body.data).toMatchObject({ currencies: ['EUR', 'USD'], totals: { total_gross_sales: gross } });
    const usd = await admin.get(`/api/organizers/${organizer.id}/stats?currency_code=USD`);
    expect(usd.body.data.totals).toMatchObject({ total_gross_sales: 1500, total_net_revenue: 1500, total_orders: 1 });
  });

  it('moves the figures when an unpaid order is paid and when a placed one is cancelled', async () => {
    const organizer = await createOrganizer(admin, { currency: 'EUR', timezone: 'Europe/Amsterdam' });
    const event = await createEvent(admin, { organizerId: organizer.id });
    const ticket = await createProduct(admin, event.id, { title: 'Seat', prices: [{ price: 2000 }] });
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'AWAITING_OFFLINE_PAYMENT',
      lines: [{ productPriceId: ticket.prices[0].id, quantity: 2 }],
    });
    const totals = async () => (await admin.get(`/api/events/${event.id}/stats`)).body.data.totals;
    expect(await totals()).toMatchObject({
      total_orders: 1,
      total_orders_awaiting_payment: 1,
      total_attendees: 2,
      total_attendees_awaiting_payment: 2,
      total_gross_sales: 4000,
      total_awaiting_payment: 4000,
      total_net_revenue: 4000,
    });

    const paid = await admin.post(`/api/events/${event.id}/orders/${order.id}/mark-as-paid`, {});
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await totals()).toMatchObject({
      total_orders: 1,
      total_orders_awaiting_payment: 0,
      total_attendees: 2,
      total_attendees_awaiting_payment: 0,
      total_awaiting_payment: 0,
      total_gross_sales: 4000,
    });

    const cancel = await admin.post(`/api/events/${event.id}/orders/${order.id}/cancel`, { notify_buyer: false });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await admin.get(`/api/events/${event.id}/counts`)).body.data).toEqual({
      total_orders: 0,
      total_orders_awaiting_payment: 0,
      total_orders_cancelled: 1,
      total_attendees: 0,
      total_attendees_awaiting_payment: 0,
      total_attendees_cancelled: 2,
    });
    expect(await totals()).toMatchObject({ total_gross_sales: 0, total_net_revenue: 0, total_tax: 0 });
  });

  it('answers 404 to another account and for an unknown event or organizer, 422 for a malformed id', async () => {
    const organizer = await createOrganizer(admin, { currency: 'EUR' });
    const event = await createEvent(admin, { organizerId: organizer.id });
    expect((await outsider.get(`/api/events/${event.id}/counts`)).status).toBe(404);
    expect((await outsider.get(`/api/organizers/${organizer.id}/counts`)).status).toBe(404);
    const unknown = await admin.get('/api/events/00000000-0000-4000-8000-000000000000/counts');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: expect.any(String) });
    expect((await admin.get('/api/organizers/00000000-0000-4000-8000-000000000000/counts')).status).toBe(404);
    const malformed = await admin.get('/api/events/not-an-id/counts');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty('eventId');
  });
});
