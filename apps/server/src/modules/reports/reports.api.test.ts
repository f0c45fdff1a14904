import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { runDomainEventConsumer } from '../domain-events/domain-events.service';
import { recordRefundRequested, settleRefund } from '../orders/order-payments';
import { backfillSalesLedger } from './ledger-backfill';
import { ledgerConsumer } from './ledger-consumer';

/**
 * Issue 27's reports, each figure worked out by hand (decision 151, 152). Event A (Europe/Amsterdam, EUR): "Pass"
 * is tiered (Early 25.00, Regular 40.00) with a fixed 1.00 fee and 21 % VAT on price and fee, so an Early unit is
 * 25.00 + 1.00 + 5.46 = 31.46, with FIVEOFF 20.00 + 1.00 + 4.41 = 25.41, a Regular 40.00 + 1.00 + 8.61 = 49.61;
 * "Parking" is 10.00 with nothing added. Event B (America/New_York, USD) sells a 15.00 seat.
 */

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

const jobContext = () => ({
  config: server.services.config,
  database: server.services.database,
  mailer: server.services.mailer,
  queue: server.services.queue,
  storage: server.services.storage,
});
/** The outbox is read by a job; tests run the ledger's consumer themselves so they need not wait for it. */
const settleLedger = () => runDomainEventConsumer(jobContext(), ledgerConsumer);
const today = (timezone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

async function createTax(body: Record<string, unknown>) {
  const response = await admin.post(`/api/accounts/${accountId}/taxes-and-fees`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data;
}

type Fixture = Awaited<ReturnType<typeof buildFixture>>;

async function buildFixture() {
  const organizer = await createOrganizer(admin, { currency: 'EUR', timezone: 'Europe/Amsterdam' });
  const vat = await createTax({ name: 'VAT', type: 'TAX', calculation: 'PERCENTAGE', rate: 21 });
  const fee = await createTax({ name: 'Service', type: 'FEE', calculation: 'FIXED', amount: 100, currency: 'EUR' });
  const a = await createEvent(admin, { organizerId: organizer.id, overrides: { timezone: 'Europe/Amsterdam' } });
  const pass = await createProduct(admin, a.id, {
    title: 'Pass',
    type: 'TIERED',
    tax_and_fee_ids: [vat.id, fee.id],
    prices: [
      { label: 'Early', price: 2500, initial_quantity_available: 100 },
      { label: 'Regular', price: 4000, initial_quantity_available: 100 },
    ],
  });
  const parking = await createProduct(admin, a.id, {
    title: 'Parking',
    product_type: 'GENERAL',
    prices: [{ price: 1000 }],
  });
  const promo = await admin.post(`/api/events/${a.id}/promo-codes`, {
    code: 'FIVEOFF',
    discount_type: 'FIXED',
    discount: 500,
  });
  expect(promo.status, JSON.stringify(promo.body)).toBe(201);
  const affiliate = await admin.post(`/api/events/${a.id}/affiliates`, { name: 'Radio Partner', code: 'RADIO' });
  expect(affiliate.status, JSON.stringify(affiliate.body)).toBe(201);
  const early: string = pass.prices[0].id;
  const regular: string = pass.prices[1].id;
  const db = server.services.database;
  const buyer = (name: string) => ({ firstName: name, lastName: 'Buyer', email: `${name.toLowerCase()}@example.com` });

  // 2026-03-10 in Amsterdam: o1 2 Early + Parking (72.92, through the affiliate), o2 2 Early with FIVEOFF (50.82).
  const o1 = await seedOrder(db, {
    eventId: a.id,
    createdAt: new Date('2026-03-10T12:00:00Z'),
    paymentProvider: 'STRIPE',
    affiliateId: affiliate.body.data.id,
    buyer: buyer('Ada'),
    lines: [
      { productPriceId: early, quantity: 2 },
      { productPriceId: parking.prices[0].id, quantity: 1 },
    ],
  });
  await seedOrder(db, {
    eventId: a.id,
    createdAt: new Date('2026-03-10T12:00:00Z'),
    paymentProvider: 'STRIPE',
    promoCodeId: promo.body.data.id,
    buyer: buyer('Bea'),
    lines: [{ productPriceId: early, quantity: 2 }],
  });
  // 23:30 UTC is already 2026-03-11 in Amsterdam: o3 1 Regular (49.61), refunded 10.00 later.
  const o3 = await seedOrder(db, {
    eventId: a.id,
    createdAt: new Date('2026-03-10T23:30:00Z'),
    paymentProvider: 'STRIPE',
    buyer: buyer('Cem'),
    lines: [{ productPriceId: regular, quantity: 1 }],
  });
  // 2026-03-11: o4 1 Early awaiting its offline payment (31.46), marked paid later; o5 3 Early (94.38), cancelled
  // later; o6 1 Early with FIVEOFF by o2's buyer again (25.41).
  const o4 = await seedOrder(db, {
    eventId: a.id,
    createdAt: new Date('2026-03-11T12:00:00Z'),
    status: 'AWAITING_OFFLINE_PAYMENT',
    paymentStatus: 'AWAITING_OFFLINE_PAYMENT',
    paymentProvider: 'OFFLINE',
    buyer: buyer('Dan'),
    lines: [{ productPriceId: early, quantity: 1 }],
  });
  const o5 = await seedOrder(db, {
    eventId: a.id,
    createdAt: new Date('2026-03-11T12:00:00Z'),
    paymentProvider: 'STRIPE',
    buyer: buyer('Eve'),
    lines: [{ productPriceId: early, quantity: 3 }],
  });
  await seedOrder(db, {
    eventId: a.id,
    createdAt: new Date('2026-03-11T13:00:00Z'),
    paymentProvider: 'STRIPE',
    promoCodeId: promo.body.data.id,
    buyer: buyer('Bea'),
    lines: [{ productPriceId: early, quantity: 1 }],
  });
  // Never placed: no figure moves.
  await seedOrder(db, {
    eventId: a.id,
    createdAt: new Date('2026-03-11T14:00:00Z'),
    status: 'ABANDONED',
    lines: [{ productPriceId: early, quantity: 4 }],
  });

  // Event B, New York: both orders fall on 2026-03-10 there (19:30 and 23:30, daylight saving time).
  const b = await createEvent(admin, {
    organizerId: organizer.id,
    overrides: { timezone: 'America/New_York', currency: 'USD' },
  });
  const seat = await createProduct(admin, b.id, { title: 'Seat', prices: [{ price: 1500 }] });
  for (const at of ['2026-03-10T23:30:00Z', '2026-03-11T03:30:00Z'])
    await seedOrder(db, {
      eventId: b.id,
      createdAt: new Date(at),
      paymentProvider: 'STRIPE',
      lines: [{ productPriceId: seat.prices[0].id, quantity: 1 }],
    });

  // Today: 10.00 of o3 refunded, o4 marked paid, o5 cancelled.
  const deps = { queue: server.services.queue };
  await db.db.transaction(async (tx) => {
    await recordRefundRequested(tx, {
      orderId: o3.order.id,
      providerRefundId: 're_ledger_1',
      amount: 1000,
      currency: 'EUR',
    });
    await settleRefund(deps, tx, { orderId: o3.order.id, providerRefundId: 're_ledger_1', outcome: 'SUCCEEDED' });
  });
  const paid = await admin.post(`/api/events/${a.id}/orders/${o4.order.id}/mark-as-paid`, {});
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const cancelled = await admin.post(`/api/events/${a.id}/orders/${o5.order.id}/cancel`, { notify_buyer: false });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  await settleLedger();
  return { organizer, a, b, pass, parking, promo: promo.body.data, affiliate: affiliate.body.data, o1 };
}

let fixture: Fixture;
const MARCH = 'start_date=2026-03-10&end_date=2026-03-11';

describe('event reports', () => {
  beforeAll(async () => {
    fixture = await buildFixture();
  });

  it('product_sales: units and money per product, in product order, unsold products at zero', async () => {
    const report = await admin.get(`/api/events/${fixture.a.id}/reports/product_sales?${MARCH}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.meta).toMatchObject({
      type: 'product_sales',
      start_date: '2026-03-10',
      end_date: '2026-03-11',
      timezone: 'Europe/Amsterdam',
      currency: 'EUR',
    });
    // Pass: 2 + 2 + 1 + 1 + 3 + 1 units; before discounts 50.00 + 50.00 + 40.00 + 25.00 + 75.00 + 25.00.
    expect(report.body.data).toEqual([
      {
        product_id: fixture.pass.id,
        title: 'Pass',
        type: 'TIERED',
        product_type: 'TICKET',
        number_sold: 10,
        total_before_discount: 26500,
        total_discount: 1500,
        total_service_fees: 1000,
        total_tax: 1092 + 882 + 861 + 546 + 1638 + 441,
        total_gross: 7292 - 1000 + 5082 + 4961 + 3146 + 9438 + 2541,
      },
      {
        product_id: fixture.parking.id,
        title: 'Parking',
        type: 'PAID',
        product_type: 'GENERAL',
        number_sold: 1,
        total_before_discount: 1000,
        total_discount: 0,
        total_service_fees: 0,
        total_tax: 0,
        total_gross: 1000,
      },
    ]);
    expect(report.body.meta.totals).toMatchObject({ number_sold: 11, total_gross: 32460, total_tax: 5460 });

    // Through today the cancellation of o5 takes its 3 units and 94.38 back out.
    const now = today('Europe/Amsterdam');
    const recent = await admin.get(
      `/api/events/${fixture.a.id}/reports/product_sales?start_date=${now}&end_date=${now}`,
    );
    expect(recent.body.data[0]).toMatchObject({ number_sold: -3, total_gross: -9438, total_tax: -1638 });
  });

  it('daily_sales_report: every day of the range newest first, in the event timezone, zero-filled', async () => {
    const report = await admin.get(
      `/api/events/${fixture.a.id}/reports/daily_sales_report?start_date=2026-03-09&end_date=2026-03-11`,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data).toEqual([
      {
        date: '2026-03-11',
        orders_created: 4,
        products_sold: 6,
        tickets_sold: 6,
        before_additions: 4000 + 2500 + 7500 + 2000,
        discount: 500,
        fee: 600,
        tax: 861 + 546 + 1638 + 441,
        gross: 4961 + 3146 + 9438 + 2541,
        refunded: 0,
        views: 0,
      },
      {
        date: '2026-03-10',
        orders_created: 2,
        products_sold: 5,
        tickets_sold: 4,
        before_additions: 6000 + 4000,
        discount: 1000,
        fee: 400,
        tax: 1092 + 882,
        gross: 7292 + 5082,
        refunded: 0,
        views: 0,
      },
      {
        date: '2026-03-09',
        orders_created: 0,
        products_sold: 0,
        tickets_sold: 0,
        before_additions: 0,
        discount: 0,
        fee: 0,
        tax: 0,
        gross: 0,
        refunded: 0,
        views: 0,
      },
    ]);
    const now = today('Europe/Amsterdam');
    const todays = await admin.get(
      `/api/events/${fixture.a.id}/reports/daily_sales_report?start_date=${now}&end_date=${now}`,
    );
    expect(todays.body.data[0]).toMatchObject({ orders_created: -1, gross: -9438, refunded: 1000 });

    // Event B counts New York days: both of its orders on 2026-03-10.
    const b = await admin.get(`/api/events/${fixture.b.id}/reports/daily_sales_report?${MARCH}`);
    expect(b.body.meta).toMatchObject({ timezone: 'America/New_York', currency: 'USD' });
    expect(b.body.data.map((row: { date: string; gross: number }) => [row.date, row.gross])).toEqual([
      ['2026-03-11', 0],
      ['2026-03-10', 3000],
    ]);
  });

  it('promo_codes_report: uses, distinct buyers, the discount as a positive amount, and the status', async () => {
    const report = await admin.get(`/api/events/${fixture.a.id}/reports/promo_codes_report?${MARCH}`);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data).toEqual([
      {
        promo_code_id: fixture.promo.id,
        code: 'FIVEOFF',
        status: 'Active',
        discount: 500,
        discount_type: 'FIXED',
        discount_label: '€5.00',
        times_used: 2,
        unique_customers: 1,
        total_before_discount: 5000 + 2500,
        total_discount: 1500,
        total_gross: 5082 + 2541,
        first_used_at: '2026-03-10T12:00:00.000Z',
        last_used_at: '2026-03-11T13:00:00.000Z',
        max_allowed_usages: null,
        remaining_uses: null,
        expiry_date: null,
      },
    ]);
    // A code past its expiry reads Expired; one at its limit Limit Reached; a deleted one keeps its sales as Deleted.
    const limited = await admin.post(`/api/events/${fixture.a.id}/promo-codes`, {
      code: 'ONCE',
      discount_type: 'PERCENTAGE',
      discount: 10,
      max_allowed_usages: 1,
    });
    await server.services.database.query(`UPDATE promo_codes SET order_usage_count = 1 WHERE id = $1`, [
      limited.body.data.id,
    ]);
    const expired = await admin.post(`/api/events/${fixture.a.id}/promo-codes`, {
      code: 'OLD',
      discount_type: 'PERCENTAGE',
      discount: 10,
      expiry_date: '2026-01-01T00:00:00Z',
    });
    expect(expired.status, JSON.stringify(expired.body)).toBe(201);
    const statuses = await admin.get(`/api/events/${fixture.a.id}/reports/promo_codes_report?${MARCH}`);
    const byCode = Object.fromEntries(
      statuses.body.data.map((row: { code: string; status: string; remaining_uses: number | null }) => [
        row.code,
        [row.status, row.remaining_uses],
      ]),
    );
    expect(byCode).toEqual({ FIVEOFF: ['Active', null], ONCE: ['Limit Reached', 0], OLD: ['Expired', null] });
    expect(statuses.body.data.find((row: { code: string }) => row.code === 'ONCE')).toMatchObject({
      discount: 10,
      discount_type: 'PERCENTAGE',
      discount_label: '10%',
    });
    await admin.delete(`/api/events/${fixture.a.id}/promo-codes/${fixture.promo.id}`);
    const afterDelete = await admin.get(`/api/events/${fixture.a.id}/reports/promo_codes_report?${MARCH}`);
    expect(afterDelete.body.data[0]).toMatchObject({ code: 'FIVEOFF', status: 'Deleted', total_gross: 7623 });
  });

  it('payments_report, taxes_and_fees_report and affiliates_report', async () => {
    const now = today('Europe/Amsterdam');
    const range = `start_date=2026-03-10&end_date=${now}`;
    // Too long a range is refused; within 370 days it is answered.
    const long = await admin.get(`/api/events/${fixture.a.id}/reports/payments_report?${range}`);
    const within = long.status === 422 ? `start_date=2026-03-10&end_date=2027-03-14` : range;
    const payments = await admin.get(`/api/events/${fixture.a.id}/reports/payments_report?${within}`);
    expect(payments.status, JSON.stringify(payments.body)).toBe(200);
    expect(payments.body.data).toEqual([
      { method: 'OFFLINE', payments: 1, payments_total: 3146, refunds: 0, refunds_total: 0, net: 3146 },
      {
        method: 'STRIPE',
        payments: 5,
        payments_total: 7292 + 5082 + 4961 + 9438 + 2541,
        refunds: 1,
        refunds_total: 1000,
        net: 7292 + 5082 + 4961 + 9438 + 2541 - 1000,
      },
    ]);

    const taxes = await admin.get(`/api/events/${fixture.a.id}/reports/taxes_and_fees_report?${MARCH}`);
    expect(taxes.status, JSON.stringify(taxes.body)).toBe(200);
    // VAT is charged on price and fee: 26,000 of them at 21 % is 5,460.
    expect(taxes.body.data).toEqual([
      expect.objectContaining({ type: 'TAX', name: 'VAT', rate_label: '21%', net: 26000, amount: 5460, gross: 31460 }),
      expect.objectContaining({ type: 'FEE', name: 'Service', rate_label: '', net: 25000, amount: 1000, gross: 26000 }),
    ]);

    const affiliates = await admin.get(`/api/events/${fixture.a.id}/reports/affiliates_report?${MARCH}`);
    expect(affiliates.body.data).toEqual([
      {
        affiliate_id: fixture.affiliate.id,
        name: 'Radio Partner',
        code: 'RADIO',
        status: 'ACTIVE',
        orders: 1,
        tickets: 2,
        total_gross: 7292,
      },
    ]);
  });

  it('check_ins_report and sales_funnel_report count per day', async () => {
    const now = today('Europe/Amsterdam');
    const created = await admin.post(`/api/events/${fixture.a.id}/check-in-lists`, {
      name: 'Door',
      product_ids: [fixture.pass.id],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const list = created.body.data;
    const attendees = await admin.get(`/api/events/${fixture.a.id}/attendees?per_page=100`);
    const attendee = attendees.body.data.find((row: { order_id: string }) => row.order_id === fixture.o1.order.id);
    const checkIn = await admin.post(`/api/public/check-in-lists/${list.short_id}/check-ins`, {
      attendees: [{ attendee_id: attendee.id }],
    });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(200);
    const checkIns = await admin.get(
      `/api/events/${fixture.a.id}/reports/check_ins_report?start_date=${now}&end_date=${now}`,
    );
    expect(checkIns.status, JSON.stringify(checkIns.body)).toBe(200);
    expect(checkIns.body.data).toEqual([
      {
        date: now,
        check_in_list_id: list.id,
        check_in_list: 'Door',
        check_ins: 1,
        attendees_checked_in: 1,
        check_outs: 0,
      },
    ]);

    const funnel = await admin.get(`/api/events/${fixture.a.id}/reports/sales_funnel_report?${MARCH}`);
    expect(funnel.body.data).toEqual([
      // o3 to o6 and the abandoned checkout began on 2026-03-11 (Amsterdam); o5 and o6 were paid then.
      { date: '2026-03-11', page_views: 0, checkouts_started: 5, orders_placed: 4, orders_paid: 3 },
      { date: '2026-03-10', page_views: 0, checkouts_started: 2, orders_placed: 2, orders_paid: 2 },
    ]);
  });

  it('exports exactly the rows of the report as CSV and XLSX', async () => {
    const csv = await admin.request(
      'GET',
      `/api/events/${fixture.a.id}/reports/product_sales/export?${MARCH}&format=csv`,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="product-sales-/);
    const lines = String(csv.body).trim().split(/\r\n/);
    expect(lines[0]).toBe('Product,Type,Sold,Before discounts,Discounts,Fees,Tax,Gross');
    expect(lines.slice(1)).toEqual(['Pass,TIERED,10,265,15,10,54.6,314.6', 'Parking,PAID,1,10,0,0,0,10']);

    const xlsx = await fetch(
      `${server.baseUrl}/api/events/${fixture.a.id}/reports/product_sales/export?${MARCH}&format=xlsx`,
      {
        headers: { cookie: [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      },
    );
    expect(xlsx.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await xlsx.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(2).values).toEqual([undefined, 'Pass', 'TIERED', 10, 265, 15, 10, 54.6, 314.6]);
    expect(sheet.rowCount).toBe(3);
  });

  it('answers 404 for an unknown type or another account, 422 for a bad range', async () => {
    expect((await admin.get(`/api/events/${fixture.a.id}/reports/nonsense`)).status).toBe(404);
    expect((await outsider.get(`/api/events/${fixture.a.id}/reports/product_sales`)).status).toBe(404);
    expect((await outsider.get(`/api/organizers/${fixture.organizer.id}/reports/revenue_summary`)).status).toBe(404);
    const onlyStart = await admin.get(`/api/events/${fixture.a.id}/reports/product_sales?start_date=2026-03-10`);
    expect(onlyStart.status).toBe(422);
    expect(onlyStart.body.errors).toHaveProperty('end_date');
    const backwards = await admin.get(
      `/api/events/${fixture.a.id}/reports/product_sales?start_date=2026-03-11&end_date=2026-03-10`,
    );
    expect(backwards.status).toBe(422);
    const tooLong = await admin.get(
      `/api/events/${fixture.a.id}/reports/product_sales?start_date=2025-01-01&end_date=2026-03-10`,
    );
    expect(tooLong.status).toBe(422);
    const garbage = await admin.get(`/api/events/${fixture.a.id}/reports/product_sales?start_date=%00&end_date=x`);
    expect(garbage.status).toBe(422);
    const defaults = await admin.get(`/api/events/${fixture.a.id}/reports/daily_sales_report`);
    expect(defaults.body.data).toHaveLength(30);
    expect(defaults.body.meta.end_date).toBe(today('Europe/Amsterdam'));
  });
});

describe('organizer reports', () => {
  it('revenue_summary: gross − cancellations − refunds per currency equals what the orders keep', async () => {
    const now = today('Europe/Amsterdam');
    const start = new Date(Date.parse(`${now}T00:00:00Z`) - 360 * 86_400_000).toISOString().slice(0, 10);
    const fromMarch = start < '2026-03-10' ? start : '2026-03-10';
    const organizer = fixture.organizer.id;
    const report = await admin.get(
      `/api/organizers/${organizer}/reports/revenue_summary?start_date=${fromMarch > start ? fromMarch : start}&end_date=${now}`,
    );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const eur = report.body.data.find((row: { currency: string }) => row.currency === 'EUR');
    expect(eur).toMatchObject({
      orders: 5,
      gross: 32460,
      cancelled: 9438,
      refunded: 1000,
      net: 22022,
      // The dashboard's figures (decision 121): kept tax 54.60 − 16.38 − round(8.61 × 10 / 49.61) = 36.48.
      tax: 3648,
      fee: 680,
      refunds_paid: 1000,
    });
    const stats = await admin.get(`/api/events/${fixture.a.id}/stats`);
    expect(stats.body.data.totals.total_gross_sales - stats.body.data.totals.total_refunded).toBe(eur.net);
    expect(stats.body.data.totals.total_tax).toBe(eur.tax);
    expect(stats.body.data.totals.total_fees).toBe(eur.fee);
    expect(report.body.meta.currencies).toEqual(['EUR', 'USD']);

    const usdOnly = await admin.get(`/api/organizers/${organizer}/reports/revenue_summary?${MARCH}&currency=usd`);
    expect(usdOnly.body.data).toEqual([expect.objectContaining({ currency: 'USD', gross: 3000, net: 3000 })]);
    expect(usdOnly.body.meta).toMatchObject({ currency: 'USD', totals: expect.objectContaining({ gross: 3000 }) });
  });

  it('events_performance, tax_summary and check_in_summary, filtered and paged', async () => {
    const organizer = fixture.organizer.id;
    const events = await admin.get(`/api/organizers/${organizer}/reports/events_performance?${MARCH}&per_page=1`);
    expect(events.status, JSON.stringify(events.body)).toBe(200);
    expect(events.body.meta).toMatchObject({ current_page: 1, per_page: 1, total: 2, last_page: 2 });
    const all = await admin.get(`/api/organizers/${organizer}/reports/events_performance?${MARCH}`);
    const a = all.body.data.find((row: { event_id: string }) => row.event_id === fixture.a.id);
    expect(a).toMatchObject({ currency: 'EUR', orders: 6, tickets: 10, gross: 32460, net: 32460 });
    const filtered = await admin.get(
      `/api/organizers/${organizer}/reports/events_performance?${MARCH}&event_id=${fixture.b.id}`,
    );
    expect(filtered.body.data).toEqual([expect.objectContaining({ event_id: fixture.b.id, gross: 3000, tickets: 2 })]);

    const taxes = await admin.get(`/api/organizers/${organizer}/reports/tax_summary?${MARCH}&currency=EUR`);
    expect(taxes.body.data).toEqual([
      expect.objectContaining({ currency: 'EUR', name: 'VAT', amount: 5460 }),
      expect.objectContaining({ currency: 'EUR', name: 'Service', amount: 1000 }),
    ]);
    const checkIns = await admin.get(`/api/organizers/${organizer}/reports/check_in_summary`);
    expect(checkIns.status).toBe(200);
    expect(checkIns.body.data.find((row: { event_id: string }) => row.event_id === fixture.b.id)).toMatchObject({
      attendees: 2,
    });
    // Daily sales: one currency (the organizer's unless asked), each event's own days.
    const daily = await admin.get(`/api/organizers/${organizer}/reports/daily_sales_summary?${MARCH}`);
    expect(daily.body.data).toEqual([
      { date: '2026-03-11', currency: 'EUR', orders: 4, tickets: 6, gross: 20086, refunded: 0 },
      { date: '2026-03-10', currency: 'EUR', orders: 2, tickets: 4, gross: 12374, refunded: 0 },
    ]);
    const dailyUsd = await admin.get(`/api/organizers/${organizer}/reports/daily_sales_summary?${MARCH}&currency=USD`);
    expect(dailyUsd.body.meta.currency).toBe('USD');
    expect(dailyUsd.body.data[1]).toMatchObject({ date: '2026-03-10', gross: 3000, orders: 2 });
    const tooMany = await admin.get(`/api/organizers/${organizer}/reports/tax_summary?per_page=1001`);
    expect(tooMany.status).toBe(422);
    const csv = await admin.request(
      'GET',
      `/api/organizers/${organizer}/reports/events_performance/export?${MARCH}&format=csv`,
    );
    expect(csv.status).toBe(200);
    expect(String(csv.body).trim().split(/\r\n/)).toHaveLength(3);
  });
});

describe('the ledger', () => {
  it('is rebuilt by the backfill to the same figures, and writing twice adds nothing', async () => {
    const { database } = server.services;
    const figures = async () =>
      (
        await database.query(
          `SELECT movement, sum(gross)::int AS gross, sum(cash)::int AS cash, sum(tax)::int AS tax, count(*)::int AS n
             FROM sales_ledger WHERE event_id = $1 GROUP BY movement ORDER BY movement`,
          [fixture.a.id],
        )
      ).rows;
    const before = await figures();
    expect(await backfillSalesLedger(database)).toBe(0);
    expect(await figures()).toEqual(before);

    // Without its ledger the event's history is rebuilt from the orders: same sums (the days of later movements may
    // differ: the backfill dates them from the orders' history).
    await database.query(`ALTER TABLE sales_ledger DISABLE TRIGGER sales_ledger_append_only`);
    await database.query(`DELETE FROM sales_ledger WHERE event_id = $1`, [fixture.a.id]);
    await database.query(`ALTER TABLE sales_ledger ENABLE TRIGGER sales_ledger_append_only`);
    await database.query(`DELETE FROM sales_ledger_daily WHERE event_id = $1`, [fixture.a.id]);
    await database.query(`DELETE FROM sales_ledger_daily_taxes WHERE event_id = $1`, [fixture.a.id]);
    expect(await backfillSalesLedger(database)).toBeGreaterThan(0);
    const rebuilt = await figures();
    expect(rebuilt.map((row) => [row.movement, row.gross, row.cash, row.tax])).toEqual(
      before.map((row) => [row.movement, row.gross, row.cash, row.tax]),
    );
    const rollup = await database.query<{ gross: number }>(
      `SELECT sum(gross)::int AS gross FROM sales_ledger_daily WHERE event_id = $1 AND movement <> 'PAYMENT'`,
      [fixture.a.id],
    );
    expect(rollup.rows[0]!.gross).toBe(22022);
    await settleLedger();
    expect(await figures()).toEqual(rebuilt);
  });

  it('refuses updates: rows are only ever added', async () => {
    const { database } = server.services;
    const count = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM sales_ledger`);
    expect(count.rows[0]!.n).toBeGreaterThan(0);
    await expect(database.query(`UPDATE sales_ledger SET gross = 0`)).rejects.toThrow(/append-only/);
    await expect(database.query(`DELETE FROM sales_ledger WHERE event_id <> $1`, [fixture.a.id])).rejects.toThrow(
      /append-only/,
    );
  });
});
