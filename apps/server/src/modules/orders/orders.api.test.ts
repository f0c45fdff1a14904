import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { inviteAndAccept, registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { cancelOrder, completeOrder, markOrderPaid, reserveOrder } from './orders.service';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerRole: HttpClient;
let outsider: HttpClient;
let accountId: string;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  const registered = await registerAccount(server.baseUrl);
  admin = registered.http;
  accountId = registered.user.account_id;
  organizerRole = (await inviteAndAccept({ baseUrl: server.baseUrl, admin, sink, role: 'ORGANIZER' })).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin, { currency: 'EUR', timezone: 'Europe/Amsterdam' })).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

async function createTax(body: Record<string, unknown>) {
  const response = await admin.post(`/api/accounts/${accountId}/taxes-and-fees`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

/**
 * An event in Europe/Amsterdam (EUR) selling "GA" at 25.00 with a fixed 1.00 fee and 21 % VAT, and
 * "Parking" (not a ticket) at 10.00 without additions. One GA unit: 25.00 + 1.00 fee + 21 % of 26.00
 * (5.46) = 31.46.
 */
async function sellingEvent() {
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
  return { event, ga, parking, gaPrice: ga.prices[0].id as string, parkingPrice: parking.prices[0].id as string };
}

describe('the order writer', () => {
  it('prices lines with fees on the price and taxes on price plus fees, freezes the breakdown, writes attendees per ticket', async () => {
    const { event, gaPrice, parkingPrice } = await sellingEvent();
    const { order, items } = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [
        { productPriceId: gaPrice, quantity: 2 },
        { productPriceId: parkingPrice, quantity: 1 },
      ],
      buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'Ann@Example.com' },
    });
    expect(order).toMatchObject({
      status: 'COMPLETED',
      paymentStatus: 'PAYMENT_RECEIVED',
      currency: 'EUR',
      email: 'ann@example.com',
      totalBeforeAdditions: 6000,
      totalFee: 200,
      totalTax: 1092,
      totalGross: 7292,
    });
    expect(order.shortId).toMatch(/^o_/);
    const ga = items.find((item) => item.productPriceId === gaPrice)!;
    expect(ga).toMatchObject({ quantity: 2, pricePerUnit: 2500, totalGross: 6292, productType: 'TICKET' });
    expect(ga.taxesAndFees.map((entry) => [entry.type, entry.calculation, entry.rate, entry.amount]).sort()).toEqual([
      ['FEE', 'FIXED', null, 200],
      ['TAX', 'PERCENTAGE', 21000, 1092],
    ]);
    const attendees = await server.services.database.query<{ status: string }>(
      'SELECT status FROM attendees WHERE order_id = $1',
      [order.id],
    );
    expect(attendees.rows.map((row) => row.status)).toEqual(['ACTIVE', 'ACTIVE']);
    const product = await admin.get(`/api/events/${event.id}/products`);
    expect(product.status).toBe(200);
  });

  it('counts sold units, and live reservations lower availability until they expire', async () => {
    const { event, ga, gaPrice } = await sellingEvent();
    const db = server.services.database;
    await seedOrder(db, { eventId: event.id, lines: [{ productPriceId: gaPrice, quantity: 3 }] });
    await seedOrder(db, {
      eventId: event.id,
      status: 'RESERVED',
      reservedUntil: new Date(Date.now() + 600_000),
      lines: [{ productPriceId: gaPrice, quantity: 4 }],
    });
    await seedOrder(db, {
      eventId: event.id,
      status: 'RESERVED',
      reservedUntil: new Date(Date.now() - 60_000),
      lines: [{ productPriceId: gaPrice, quantity: 5 }],
    });
    const response = await admin.get(`/api/events/${event.id}/products/${ga.id}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.prices[0]).toMatchObject({ quantity_sold: 3, quantity_available: 93 });
  });
});

describe('reserve, complete and cancel', () => {
  it('completes a reservation once (compare-and-set), then cancelling releases the counted units once', async () => {
    const { event, ga, gaPrice } = await sellingEvent();
    const { db } = server.services.database;
    const sold = async () =>
      (await admin.get(`/api/events/${event.id}/products/${ga.id}`)).body.data.prices[0] as Record<string, number>;
    const { order } = await db.transaction((tx) =>
      reserveOrder(tx, {
        eventId: event.id,
        reservedUntil: new Date(Date.now() + 600_000),
        lines: [{ productPriceId: gaPrice, quantity: 2 }],
      }),
    );
    expect(order.status).toBe('RESERVED');
    expect(await sold()).toMatchObject({ quantity_sold: 0, quantity_available: 98 });

    const attendeeStatuses = async () =>
      (
        await server.services.database.query<{ status: string }>('SELECT status FROM attendees WHERE order_id = $1', [
          order.id,
        ])
      ).rows.map((row) => row.status);
    // Without a details step (decision 112), completing writes the tickets, named after the buyer.
    expect(await attendeeStatuses()).toEqual([]);
    const completed = await db.transaction((tx) => completeOrder(tx, { orderId: order.id }));
    expect(completed).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAYMENT_RECEIVED', reservedUntil: null });
    expect(await attendeeStatuses()).toEqual(['ACTIVE', 'ACTIVE']);
    expect(await sold()).toMatchObject({ quantity_sold: 2, quantity_available: 98 });
    await expect(db.transaction((tx) => completeOrder(tx, { orderId: order.id }))).rejects.toMatchObject({
      code: 'CONFLICT',
    });

    const cancelled = await db.transaction((tx) => cancelOrder(tx, order.id));
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.statisticsDecrementedAt).not.toBeNull();
    expect(await sold()).toMatchObject({ quantity_sold: 0, quantity_available: 100 });
    expect(await attendeeStatuses()).toEqual(['CANCELLED', 'CANCELLED']);
    await expect(db.transaction((tx) => cancelOrder(tx, order.id))).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await sold()).quantity_sold).toBe(0);
  });
});

describe('deleting what orders refer to', () => {
  it('refuses to delete an event with orders, and products, categories with order lines', async () => {
    const { event, ga, gaPrice } = await sellingEvent();
    await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'CANCELLED',
      lines: [{ productPriceId: gaPrice, quantity: 1 }],
    });
    const deleteEvent = await admin.delete(`/api/events/${event.id}`);
    expect(deleteEvent.status).toBe(409);
    expect(deleteEvent.body.message).toMatch(/archive/i);
    expect((await admin.delete(`/api/events/${event.id}/products/${ga.id}`)).status).toBe(409);
    expect((await admin.delete(`/api/events/${event.id}/product-categories/${ga.product_category_id}`)).status).toBe(
      409,
    );
  });

  it('still deletes an event whose only orders are reservations', async () => {
    const { event, gaPrice } = await sellingEvent();
    await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'RESERVED',
      lines: [{ productPriceId: gaPrice, quantity: 1 }],
    });
    expect((await admin.delete(`/api/events/${event.id}`)).status).toBe(204);
  });

  it('refuses to delete or retype an answered question', async () => {
    const { event, gaPrice } = await sellingEvent();
    const created = await admin.post(`/api/events/${event.id}/questions`, {
      title: 'Dietary needs',
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ORDER',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const question = created.body.data;
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: gaPrice, quantity: 1 }],
    });
    await server.services.database.query(
      'INSERT INTO question_answers (question_id, order_id, answer) VALUES ($1, $2, $3)',
      [question.id, order.id, JSON.stringify('None')],
    );
    const retype = await admin.put(`/api/events/${event.id}/questions/${question.id}`, { type: 'MULTI_LINE_TEXT' });
    expect(retype.status, JSON.stringify(retype.body)).toBe(409);
    expect((await admin.delete(`/api/events/${event.id}/questions/${question.id}`)).status).toBe(409);
  });

  it('keeps the promo code and affiliate text on orders when they are deleted; counts their usage', async () => {
    const { event, gaPrice } = await sellingEvent();
    const promo = await admin.post(`/api/events/${event.id}/promo-codes`, {
      code: 'TENOFF',
      discount_type: 'PERCENTAGE',
      discount: 10,
    });
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);
    const affiliate = await admin.post(`/api/events/${event.id}/affiliates`, { name: 'Blog', code: 'BLOG' });
    expect(affiliate.status, JSON.stringify(affiliate.body)).toBe(201);
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      promoCodeId: promo.body.data.id,
      affiliateId: affiliate.body.data.id,
      lines: [{ productPriceId: gaPrice, quantity: 2 }],
    });
    // 25.00 − 10 % = 22.50; fee 1.00; VAT 21 % of 23.50 = 4.935 → 4.94 (half-up); 28.44 per unit.
    expect(order).toMatchObject({ totalDiscount: 500, totalGross: 5688, promoCode: 'TENOFF', affiliateCode: 'BLOG' });
    const promoAfter = await admin.get(`/api/events/${event.id}/promo-codes/${promo.body.data.id}`);
    expect(promoAfter.body.data).toMatchObject({ order_usage_count: 1, attendee_usage_count: 2 });
    const affiliateAfter = await admin.get(`/api/events/${event.id}/affiliates/${affiliate.body.data.id}`);
    expect(affiliateAfter.body.data).toMatchObject({ total_sales: 1, total_sales_gross: 5688 });

    expect((await admin.delete(`/api/events/${event.id}/promo-codes/${promo.body.data.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/events/${event.id}/affiliates/${affiliate.body.data.id}`)).status).toBe(204);
    const { rows } = await server.services.database.query<Record<string, unknown>>(
      'SELECT promo_code_id, promo_code, affiliate_id, affiliate_code FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ promo_code_id: null, promo_code: 'TENOFF', affiliate_id: null, affiliate_code: 'BLOG' });
  });
});

describe('offline payments', () => {
  it('holds the units while awaiting payment, and counts the promo code and affiliate only once paid', async () => {
    const { event, ga, gaPrice } = await sellingEvent();
    const { db } = server.services.database;
    const promo = (await admin.post(`/api/events/${event.id}/promo-codes`, { code: 'DOOR', discount_type: 'NONE' }))
      .body.data;
    const affiliate = (await admin.post(`/api/events/${event.id}/affiliates`, { name: 'Zine', code: 'ZINE' })).body
      .data;
    const usage = async () => ({
      sold: (await admin.get(`/api/events/${event.id}/products/${ga.id}`)).body.data.prices[0].quantity_sold,
      promo: (await admin.get(`/api/events/${event.id}/promo-codes/${promo.id}`)).body.data.order_usage_count,
      affiliate: (await admin.get(`/api/events/${event.id}/affiliates/${affiliate.id}`)).body.data.total_sales,
    });
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'AWAITING_OFFLINE_PAYMENT',
      paymentStatus: 'AWAITING_OFFLINE_PAYMENT',
      paymentProvider: 'OFFLINE',
      promoCodeId: promo.id,
      affiliateId: affiliate.id,
      lines: [{ productPriceId: gaPrice, quantity: 3 }],
    });
    expect(await usage()).toEqual({ sold: 3, promo: 0, affiliate: 0 });

    const paid = await db.transaction((tx) => markOrderPaid(tx, order.id));
    expect(paid).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAYMENT_RECEIVED' });
    expect(paid.completedAt).not.toBeNull();
    expect(await usage()).toEqual({ sold: 3, promo: 1, affiliate: 1 });
    await expect(db.transaction((tx) => markOrderPaid(tx, order.id))).rejects.toMatchObject({ code: 'CONFLICT' });
    const { rows } = await server.services.database.query<{ status: string }>(
      'SELECT DISTINCT status FROM attendees WHERE order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ status: 'ACTIVE' }]);

    await db.transaction((tx) => cancelOrder(tx, order.id));
    expect(await usage()).toEqual({ sold: 0, promo: 0, affiliate: 1 });
  });
});

describe('statistics', () => {
  it('sums placed orders in SQL, counts cancelled ones apart, and cuts days in the event timezone', async () => {
    const { event, gaPrice, parkingPrice } = await sellingEvent();
    const db = server.services.database;
    // 2026-03-09 23:30 UTC is 00:30 on the 10th in Amsterdam (UTC+1 before the end of March).
    await seedOrder(db, {
      eventId: event.id,
      createdAt: new Date('2026-03-09T23:30:00Z'),
      lines: [{ productPriceId: gaPrice, quantity: 2 }],
    });
    // 23:10 UTC on the 10th is 00:10 on the 11th in Amsterdam; 10.00 of it refunded.
    await seedOrder(db, {
      eventId: event.id,
      createdAt: new Date('2026-03-10T23:10:00Z'),
      totalRefunded: 1000,
      lines: [
        { productPriceId: gaPrice, quantity: 1 },
        { productPriceId: parkingPrice, quantity: 1 },
      ],
    });
    await seedOrder(db, {
      eventId: event.id,
      status: 'CANCELLED',
      createdAt: new Date('2026-03-10T12:00:00Z'),
      lines: [{ productPriceId: gaPrice, quantity: 5 }],
    });
    await db.query('INSERT INTO event_daily_views (event_id, date, views) VALUES ($1, $2, 7), ($1, $3, 5)', [
      event.id,
      '2026-03-10',
      '2026-03-11',
    ]);

    const response = await organizerRole.get(`/api/events/${event.id}/stats?start_date=2026-03-09&end_date=2026-03-11`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const stats = response.body.data;
    // Order 1: 2 × 31.46 = 62.92 (tax 10.92, fees 2.00). Order 2: 31.46 + 10.00 = 41.46 (tax 5.46, fee 1.00), of
    // which the 10.00 refunded took its share of tax (1.32) and fee (0.24) (decision 121).
    expect(stats.totals).toEqual({
      total_gross_sales: 10438,
      total_net_revenue: 10438 - 1506 - 1000,
      total_tax: 1092 + 414,
      total_fees: 200 + 76,
      total_refunded: 1000,
      total_discount: 0,
      total_awaiting_payment: 0,
      total_orders: 2,
      total_orders_awaiting_payment: 0,
      total_orders_cancelled: 1,
      total_tickets_sold: 3,
      total_products_sold: 4,
      total_attendees: 3,
      total_attendees_awaiting_payment: 0,
      total_attendees_cancelled: 5,
      total_views: 12,
    });
    expect(stats).toMatchObject({ currency: 'EUR', timezone: 'Europe/Amsterdam' });
    expect(stats.daily).toEqual([
      {
        date: '2026-03-09',
        total_gross_sales: 0,
        total_net_revenue: 0,
        total_orders: 0,
        total_tickets_sold: 0,
        total_views: 0,
      },
      {
        date: '2026-03-10',
        total_gross_sales: 6292,
        total_net_revenue: 6292 - 1092,
        total_orders: 1,
        total_tickets_sold: 2,
        total_views: 7,
      },
      {
        date: '2026-03-11',
        total_gross_sales: 4146,
        total_net_revenue: 4146 - 414 - 1000,
        total_orders: 1,
        total_tickets_sold: 1,
        total_views: 5,
      },
    ]);

    const organizerStats = await admin.get(`/api/organizers/${organizerId}/stats`);
    expect(organizerStats.status, JSON.stringify(organizerStats.body)).toBe(200);
    expect(organizerStats.body.data.currency).toBe('EUR');
    expect(organizerStats.body.data.currencies).toEqual(['EUR']);
    expect(organizerStats.body.data.totals.total_gross_sales).toBeGreaterThanOrEqual(10438);
    const usd = await admin.get(`/api/organizers/${organizerId}/stats?currency_code=usd`);
    expect(usd.body.data).toMatchObject({ currency: 'USD', totals: { total_gross_sales: 0, total_orders: 0 } });

    const checkIn = await admin.get(`/api/events/${event.id}/check_in_stats`);
    expect(checkIn.body.data).toEqual({ total_attendees: 3, checked_in_attendees: 0, lists: [] });
  });

  it('defaults to the last 30 days, zero-filled', async () => {
    const { event } = await sellingEvent();
    const response = await admin.get(`/api/events/${event.id}/stats`);
    expect(response.status).toBe(200);
    expect(response.body.data.daily).toHaveLength(30);
    expect(response.body.data.totals.total_orders).toBe(0);
  });

  it('refuses a bad range with 422 and another account with 404', async () => {
    const { event } = await sellingEvent();
    const stats = (query: string) => admin.get(`/api/events/${event.id}/stats?${query}`);
    expect((await stats('start_date=2026-03-09')).status).toBe(422);
    expect((await stats('start_date=2026-03-10&end_date=2026-03-09')).status).toBe(422);
    expect((await stats('start_date=2025-01-01&end_date=2026-03-09')).status).toBe(422);
    expect((await stats('start_date=tomorrow&end_date=2026-03-09')).status).toBe(422);
    expect((await outsider.get(`/api/events/${event.id}/stats`)).status).toBe(404);
    expect((await outsider.get(`/api/events/${event.id}/check_in_stats`)).status).toBe(404);
    expect((await outsider.get(`/api/organizers/${organizerId}/stats`)).status).toBe(404);
    expect((await outsider.get(`/api/organizers/${organizerId}/orders`)).status).toBe(404);
  });
});

describe('the organizer order list', () => {
  it('lists counted and cancelled orders with search, sort and filters; never reservations', async () => {
    const organizer = await createOrganizer(admin);
    const event = await createEvent(admin, { organizerId: organizer.id });
    const ga = await createProduct(admin, event.id, { prices: [{ price: 1000 }] });
    const db = server.services.database;
    const line = [{ productPriceId: ga.prices[0].id as string, quantity: 1 }];
    await seedOrder(db, { eventId: event.id, lines: line, buyer: { firstName: 'Zoe', email: 'zoe@example.com' } });
    await seedOrder(db, {
      eventId: event.id,
      lines: [{ ...line[0]!, quantity: 3 }],
      buyer: { firstName: 'Max', email: 'max@example.com' },
    });
    await seedOrder(db, { eventId: event.id, status: 'CANCELLED', lines: line });
    await seedOrder(db, { eventId: event.id, status: 'RESERVED', lines: line });

    const all = await organizerRole.get(
      `/api/organizers/${organizer.id}/orders?sort_by=total_gross&sort_direction=desc`,
    );
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.meta.total).toBe(3);
    expect(all.body.data[0]).toMatchObject({ first_name: 'Max', total_gross: 3000, event_title: event.title });
    const search = await admin.get(`/api/organizers/${organizer.id}/orders?query=zoe`);
    expect(search.body.data.map((order: { email: string }) => order.email)).toEqual(['zoe@example.com']);
    const cancelled = await admin.get(`/api/organizers/${organizer.id}/orders?filter_fields[status][eq]=CANCELLED`);
    expect(cancelled.body.meta.total).toBe(1);
  });
});
