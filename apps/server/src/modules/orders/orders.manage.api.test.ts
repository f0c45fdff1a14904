import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startStripeStandIn, type StripeStandIn } from '../../test-support/stripe-stand-in';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let stripe: StripeStandIn;
let admin: HttpClient;
let outsider: HttpClient;
let organizerId: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startTestServer({ env: stripe.env });
  admin = (await registerAccount(server.baseUrl)).http;
  outsider = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin, { name: 'Box Office' })).id;
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.services.database.query(text, values)).rows as T[];

const emails = async (template: string, shortId: string) =>
  Number(
    (
      await sql<{ count: string }>(
        `SELECT count(*) FROM pgboss.job WHERE name = 'email.send' AND data->>'template' = $1 AND data->'data'->>'orderShortId' = $2`,
        [template, shortId],
      )
    )[0]!.count,
  );

const soldOf = async (priceId: string) =>
  Number((await sql<{ q: number }>(`SELECT quantity_sold AS q FROM product_prices WHERE id = $1`, [priceId]))[0]!.q);

/** An event selling "Paid" at 25.00 (10 available) and "Free" at 0, taking card and offline payments. */
async function shop() {
  const event = await createEvent(admin, { organizerId });
  const paid = await createProduct(admin, event.id, {
    title: 'Paid',
    prices: [{ price: 2500, initial_quantity_available: 10 }],
  });
  const free = await createProduct(admin, event.id, {
    title: 'Free',
    type: 'FREE',
    prices: [{ price: 0, initial_quantity_available: 10 }],
  });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['STRIPE', 'OFFLINE'], offline_payment_instructions: 'Pay at the door' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const paidPrice: string = paid.prices[0].id;
  const freePrice: string = free.prices[0].id;
  const seed = (input: {
    status?: 'COMPLETED' | 'AWAITING_OFFLINE_PAYMENT' | 'CANCELLED';
    quantity?: number;
    free?: boolean;
    buyer?: { firstName: string; lastName: string; email: string };
    createdAt?: Date;
  }) =>
    seedOrder(server.services.database, {
      eventId: event.id,
      status: input.status ?? 'COMPLETED',
      lines: [{ productPriceId: input.free ? freePrice : paidPrice, quantity: input.quantity ?? 1 }],
      buyer: input.buyer ?? { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
      paymentProvider: input.free ? null : input.status === 'AWAITING_OFFLINE_PAYMENT' ? 'OFFLINE' : 'OFFLINE',
      createdAt: input.createdAt,
    }).then((written) => written.order);
  return { event, paid, free, paidPrice, freePrice, seed, base: `/api/events/${event.id}/orders` };
}

/** A COMPLETED order of 2 × 25.00 paid by card through the checkout and the Stripe stand-in. */
async function stripeOrder(eventId: string, priceId: string, productId: string) {
  const event = { id: eventId };
  const buyer = createHttpClient(server.baseUrl);
  const reserved = await buyer.post(`/api/public/events/${event.id}/order`, {
    products: [{ product_id: productId, quantities: [{ price_id: priceId, quantity: 2 }] }],
  });
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const shortId: string = reserved.body.data.short_id;
  const base = `/api/public/events/${event.id}/order/${shortId}`;
  const details = await buyer.put(base, {
    order: {
      first_name: 'Card',
      last_name: 'Payer',
      email: 'card@example.com',
      email_confirmation: 'card@example.com',
    },
    products: [1, 2].map((n) => ({
      product_id: productId,
      product_price_id: priceId,
      first_name: `Guest${n}`,
      last_name: 'Payer',
      email: `guest${n}@example.com`,
      email_confirmation: `guest${n}@example.com`,
    })),
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  const created = await buyer.post(`${base}/stripe/payment_intent`);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  stripe.succeed(created.body.data.payment_intent_id);
  const settled = await buyer.get(`${base}/stripe/payment_intent`);
  expect(settled.body.data.order_status).toBe('COMPLETED');
  const [row] = await sql<{ id: string }>(`SELECT id FROM orders WHERE short_id = $1`, [shortId]);
  return { id: row!.id, shortId, intentId: created.body.data.payment_intent_id as string };
}

async function turnOnInvoicing(eventId: string, extra: Record<string, unknown> = {}) {
  const saved = await admin.request('PATCH', `/api/events/${eventId}/settings`, {
    json: {
      enable_invoicing: true,
      invoice_prefix: 'BO-',
      invoice_start_number: 100,
      organization_name: 'Box Office Ltd',
      organization_address: '1 Main St',
      ...extra,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

/** An order placed through the checkout that waits for offline payment (its invoice issued unpaid). */
async function seedAwaiting(eventId: string) {
  const buyer = createHttpClient(server.baseUrl);
  const [paid] = await sql<{ product_id: string; id: string }>(
    `SELECT pp.product_id, pp.id FROM product_prices pp JOIN products p ON p.id = pp.product_id WHERE p.event_id = $1 AND p.title = 'Paid'`,
    [eventId],
  );
  const reserved = await buyer.post(`/api/public/events/${eventId}/order`, {
    products: [{ product_id: paid!.product_id, quantities: [{ price_id: paid!.id, quantity: 1 }] }],
  });
  const shortId = reserved.body.data.short_id as string;
  const orderBase = `/api/public/events/${eventId}/order/${shortId}`;
  const email = 'olly@example.com';
  const details = await buyer.put(orderBase, {
    order: { first_name: 'Olly', last_name: 'Offline', email, email_confirmation: email },
    products: [
      {
        product_id: paid!.product_id,
        product_price_id: paid!.id,
        first_name: 'Olly',
        last_name: 'Offline',
        email,
        email_confirmation: email,
      },
    ],
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  expect((await buyer.post(`${orderBase}/await-offline-payment`)).status).toBe(200);
  const [row] = await sql<{ id: string }>(`SELECT id FROM orders WHERE short_id = $1`, [shortId]);
  return { id: row!.id, shortId };
}

describe('the event order list', () => {
  it('pages, searches, filters and sorts, and names unknown fields in a 422', async () => {
    const { base, seed } = await shop();
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    const zoe = await seed({
      buyer: { firstName: 'Zoe', lastName: 'Quill', email: 'zoe@example.com' },
      quantity: 3,
      createdAt: day(1),
    });
    const max = await seed({
      status: 'AWAITING_OFFLINE_PAYMENT',
      buyer: { firstName: 'Max', lastName: 'Ray', email: 'max@example.com' },
      createdAt: day(2),
    });
    const freeOrder = await seed({
      free: true,
      buyer: { firstName: 'Fay', lastName: 'Nil', email: 'fay@example.com' },
      createdAt: day(3),
    });
    await sql(
      `INSERT INTO orders (short_id, public_id, event_id, organizer_id, status, currency) SELECT 'o_reserved_'||substr(md5(random()::text),1,8), 'ord_r_'||md5(random()::text), event_id, organizer_id, 'RESERVED', currency FROM orders WHERE id = $1`,
      [zoe.id],
    );

    const all = await admin.get(base);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.meta.total).toBe(3); // the reservation in progress is not listed
    expect(all.body.data.map((row: { id: string }) => row.id)).toEqual([freeOrder.id, max.id, zoe.id]);
    expect(all.body.data[2]).toMatchObject({
      short_id: zoe.shortId,
      status: 'COMPLETED',
      first_name: 'Zoe',
      email: 'zoe@example.com',
      total_gross: 7500,
      item_count: 3,
      currency: 'EUR',
    });
    expect(all.body.meta.allowed_filter_fields).toEqual(
      expect.arrayContaining([
        'status',
        'payment_status',
        'refund_status',
        'created_at',
        'total_gross',
        'promo_code',
        'affiliate_code',
      ]),
    );

    const byEmail = await admin.get(`${base}?query=MAX@example`);
    expect(byEmail.body.data.map((row: { id: string }) => row.id)).toEqual([max.id]);
    const byName = await admin.get(`${base}?query=${encodeURIComponent('zoe quill')}`);
    expect(byName.body.data.map((row: { id: string }) => row.id)).toEqual([zoe.id]);
    const byShortId = await admin.get(`${base}?query=${freeOrder.shortId}`);
    expect(byShortId.body.data.map((row: { id: string }) => row.id)).toEqual([freeOrder.id]);

    const awaiting = await admin.get(`${base}?filter_fields[status][eq]=AWAITING_OFFLINE_PAYMENT`);
    expect(awaiting.body.data.map((row: { id: string }) => row.id)).toEqual([max.id]);
    const paidOnes = await admin.get(
      `${base}?filter_fields[total_gross][gte]=1&sort_by=total_gross&sort_direction=desc`,
    );
    expect(paidOnes.body.data.map((row: { id: string }) => row.id)).toEqual([zoe.id, max.id]);
    const noPayment = await admin.get(`${base}?filter_fields[payment_status][in]=NO_PAYMENT_REQUIRED`);
    expect(noPayment.body.data.map((row: { id: string }) => row.id)).toEqual([freeOrder.id]);
    const since = await admin.get(
      `${base}?filter_fields[created_at][gte]=2026-01-02&sort_by=created_at&sort_direction=asc`,
    );
    expect(since.body.data.map((row: { id: string }) => row.id)).toEqual([max.id, freeOrder.id]);
    const notRefunded = await admin.get(`${base}?filter_fields[refund_status][eq]=null`);
    expect(notRefunded.body.meta.total).toBe(3);
    const paged = await admin.get(`${base}?per_page=1&page=2&sort_by=created_at&sort_direction=asc`);
    expect(paged.body.data.map((row: { id: string }) => row.id)).toEqual([max.id]);
    expect(paged.body.meta).toMatchObject({ current_page: 2, last_page: 3, total: 3 });

    const badSort = await admin.get(`${base}?sort_by=password`);
    expect(badSort.status).toBe(422);
    expect(badSort.body.errors.sort_by[0]).toMatch(/password/);
    const badFilter = await admin.get(`${base}?filter_fields[session_id][eq]=x`);
    expect(badFilter.status).toBe(422);
    expect(Object.keys(badFilter.body.errors)).toEqual(['filter_fields.session_id']);
  });
});

describe('invoice number and hold in the order lists', () => {
  it('carries the invoice number once issued, in the event and organizer lists; listed orders hold nothing', async () => {
    const { base, seed, event } = await shop();
    const order = await seed({ buyer: { firstName: 'Ina', lastName: 'Voice', email: 'ina@example.com' } });
    const heldUntil = new Date(Date.now() + 10 * 60_000);
    await sql(
      `INSERT INTO orders (short_id, public_id, event_id, organizer_id, status, currency, reserved_until) SELECT 'o_held_'||substr(md5(random()::text),1,8), 'ord_h_'||md5(random()::text), event_id, organizer_id, 'RESERVED', currency, $2 FROM orders WHERE id = $1`,
      [order.id, heldUntil],
    );
    const organizerList = `/api/organizers/${organizerId}/orders?filter_fields[event_id][eq]=${event.id}`;
    const rowsOf = async (path: string) => {
      const response = await admin.get(path);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data as { id: string; invoice_number: string | null; reserved_until: string | null }[];
    };

    // Before invoicing: no number. The reservation in progress stays out of both lists, so no row has a hold.
    for (const path of [base, organizerList]) {
      expect(await rowsOf(path)).toEqual([
        expect.objectContaining({ id: order.id, invoice_number: null, reserved_until: null }),
      ]);
    }

    await turnOnInvoicing(event.id);
    expect((await admin.get(`${base}/${order.id}/invoice`)).status).toBe(200);
    for (const path of [base, organizerList]) {
      expect(await rowsOf(path)).toEqual([
        expect.objectContaining({ id: order.id, invoice_number: 'BO-100', reserved_until: null }),
      ]);
    }
    const detail = await admin.get(`${base}/${order.id}`);
    expect(detail.body.data).toMatchObject({ invoice_number: 'BO-100', reserved_until: null });
  });
});

describe('checkouts on request', () => {
  it('lists reservations and abandoned checkouts only when the status filter asks, readable but not actionable', async () => {
    const { base, seed, event } = await shop();
    const order = await seed({ buyer: { firstName: 'Olga', lastName: 'Order', email: 'olga@example.com' } });
    const heldUntil = new Date(Date.now() + 10 * 60_000);
    const [held] = await sql<{ id: string }>(
      `INSERT INTO orders (short_id, public_id, event_id, organizer_id, status, currency, reserved_until, email) SELECT 'o_chk_'||substr(md5(random()::text),1,8), 'ord_c_'||md5(random()::text), event_id, organizer_id, 'RESERVED', currency, $2, 'rita@example.com' FROM orders WHERE id = $1 RETURNING id`,
      [order.id, heldUntil],
    );
    const [gone] = await sql<{ id: string }>(
      `INSERT INTO orders (short_id, public_id, event_id, organizer_id, status, currency) SELECT 'o_gone_'||substr(md5(random()::text),1,8), 'ord_g_'||md5(random()::text), event_id, organizer_id, 'ABANDONED', currency FROM orders WHERE id = $1 RETURNING id`,
      [order.id],
    );
    const ids = async (path: string) => {
      const response = await admin.get(path);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data.map((row: { id: string }) => row.id);
    };
    const organizerList = `/api/organizers/${organizerId}/orders?filter_fields[event_id][eq]=${event.id}`;

    expect(await ids(base)).toEqual([order.id]);
    expect(await ids(`${base}?filter_fields[status][ne]=COMPLETED`)).toEqual([]);
    const reserved = await admin.get(`${base}?filter_fields[status][eq]=RESERVED`);
    expect(reserved.body.meta.total).toBe(1);
    expect(reserved.body.data[0]).toMatchObject({
      id: held!.id,
      status: 'RESERVED',
      reserved_until: heldUntil.toISOString(),
      email: 'rita@example.com',
    });
    expect(await ids(`${organizerList}&filter_fields[status][eq]=ABANDONED`)).toEqual([gone!.id]);
    expect(new Set(await ids(`${base}?filter_fields[status][in]=RESERVED,ABANDONED`))).toEqual(
      new Set([held!.id, gone!.id]),
    );

    const detail = await admin.get(`${base}/${held!.id}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data).toMatchObject({ status: 'RESERVED', reserved_until: heldUntil.toISOString() });
    // No staff action applies to a checkout: it stays the buyer's until it completes or lapses.
    expect((await admin.post(`${base}/${held!.id}/mark-as-paid`)).status).toBe(404);
    expect((await admin.post(`${base}/${held!.id}/cancel`, {})).status).toBe(404);
    expect(
      (await admin.put(`${base}/${held!.id}`, { first_name: 'A', last_name: 'B', email: 'a@example.com' })).status,
    ).toBe(404);
    expect((await outsider.get(`${base}/${held!.id}`)).status).toBe(404);
  });
});

describe('one order', () => {
  it('shows lines, attendees, answers and a timeline, and edits the buyer with validation', async () => {
    const { base, seed, event } = await shop();
    const order = await seed({ quantity: 2 });
    const shown = await admin.get(`${base}/${order.id}`);
    expect(shown.status, JSON.stringify(shown.body)).toBe(200);
    const detail = shown.body.data;
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ item_name: 'Paid', quantity: 2, total_gross: 5000 });
    expect(detail.attendees).toHaveLength(2);
    expect(detail.attendees[0]).toMatchObject({ status: 'ACTIVE' });
    expect(detail.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['CREATED', 'COMPLETED']),
    );
    expect(detail).toMatchObject({ payments: [], refunds: [], answers: [], notes: null });

    const question = await admin.post(`/api/events/${event.id}/questions`, {
      title: 'Dietary needs',
      type: 'SINGLE_LINE_TEXT',
      belongs_to: 'ORDER',
    });
    expect(question.status, JSON.stringify(question.body)).toBe(201);
    await sql(`INSERT INTO question_answers (question_id, order_id, answer) VALUES ($1, $2, $3)`, [
      question.body.data.id,
      order.id,
      JSON.stringify('Vegan'),
    ]);
    const withAnswer = await admin.get(`${base}/${order.id}`);
    expect(withAnswer.body.data.answers).toEqual([
      {
        question_id: question.body.data.id,
        question_title: 'Dietary needs',
        belongs_to: 'ORDER',
        attendee_id: null,
        product_id: null,
        answer: 'Vegan',
      },
    ]);

    // Members of the account whose role may manage events act too (decision 014); outsiders see nothing.
    expect((await outsider.get(`${base}/${order.id}`)).status).toBe(404);

    const edited = await admin.put(`${base}/${order.id}`, {
      first_name: 'Anna',
      last_name: 'Byers',
      email: 'Anna@Example.com',
      address: { city: 'Utrecht', country: 'NL' },
      notes: 'Wheelchair seat',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      first_name: 'Anna',
      email: 'anna@example.com',
      notes: 'Wheelchair seat',
      address: { city: 'Utrecht', country: 'NL' },
    });
    const invalid = await admin.put(`${base}/${order.id}`, { first_name: '', last_name: 'B', email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors)).toEqual(expect.arrayContaining(['first_name', 'email']));
  });

  it("answers 404 for another account's event and order ids on every call", async () => {
    const { base, seed, event } = await shop();
    const order = await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    const calls: [string, string, unknown?][] = [
      ['GET', base],
      ['GET', `${base}/${order.id}`],
      ['PUT', `${base}/${order.id}`, { first_name: 'X', last_name: 'Y', email: 'x@example.com' }],
      ['POST', `${base}/${order.id}/mark-as-paid`],
      ['POST', `${base}/${order.id}/cancel`, { refund: false }],
      ['POST', `${base}/${order.id}/refund`, { amount: 100 }],
      ['POST', `${base}/${order.id}/resend_confirmation`],
      ['GET', `${base}/${order.id}/invoice`],
    ];
    for (const [method, path, json] of calls) {
      const response = await outsider.request(method, path, json === undefined ? {} : { json });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // The order under another of the caller's own events is not found either.
    const other = await createEvent(admin, { organizerId });
    expect((await admin.get(`/api/events/${other.id}/orders/${order.id}`)).status).toBe(404);
    expect((await admin.get(`/api/events/${event.id}/orders/${order.id}`)).status).toBe(200);
    expect((await sql<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.id]))[0]!.status).toBe(
      'AWAITING_OFFLINE_PAYMENT',
    );
  });
});

describe('order actions', () => {
  it('marks an offline order as paid once and queues the confirmation; refuses anything else with 409', async () => {
    const { base, seed } = await shop();
    const order = await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    const paid = await admin.post(`${base}/${order.id}/mark-as-paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED', payment_status: 'PAYMENT_RECEIVED' });
    expect(paid.body.data.attendees.every((a: { status: string }) => a.status === 'ACTIVE')).toBe(true);
    expect(await emails('order_confirmation', order.shortId)).toBe(1);
    // The confirmation shows on the order's timeline once the order completed.
    const kinds = paid.body.data.timeline.map((entry: { kind: string }) => entry.kind);
    expect(kinds.indexOf('EMAIL_QUEUED')).toBeGreaterThan(kinds.indexOf('COMPLETED'));
    expect(paid.body.data.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'EMAIL_QUEUED',
        details: { template: 'order_confirmation', to: 'ann@example.com' },
      }),
    );
    const again = await admin.post(`${base}/${order.id}/mark-as-paid`);
    expect(again.status).toBe(409);
    expect(await emails('order_confirmation', order.shortId)).toBe(1);

    const cancelled = await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    expect((await admin.post(`${base}/${cancelled.id}/cancel`, {})).status).toBe(200);
    const payCancelled = await admin.post(`${base}/${cancelled.id}/mark-as-paid`);
    expect(payCancelled.status).toBe(409);
    expect(payCancelled.body.message).toMatch(/awaiting offline payment/i);
  });

  it('cancels: units return to sale, attendees cancelled, buyer emailed; a second cancel is 409', async () => {
    const { base, seed, paidPrice } = await shop();
    const order = await seed({ quantity: 3 });
    expect(await soldOf(paidPrice)).toBe(3);
    const cancelled = await admin.post(`${base}/${order.id}/cancel`, { refund: false });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(cancelled.body.data.attendees.map((a: { status: string }) => a.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);
    // The buyer's cancellation email is queued after the cancellation, and the timeline says so.
    expect(cancelled.body.data.timeline.slice(-2)).toMatchObject([
      { kind: 'CANCELLED' },
      { kind: 'EMAIL_QUEUED', details: { template: 'order_update', to: 'ann@example.com' } },
    ]);
    expect(await soldOf(paidPrice)).toBe(0);
    expect(await emails('order_update', order.shortId)).toBe(1);
    const twice = await admin.post(`${base}/${order.id}/cancel`);
    expect(twice.status, JSON.stringify(twice.body)).toBe(409);
    expect(await soldOf(paidPrice)).toBe(0);
    // Cancelled orders stay listed.
    const listed = await admin.get(`${base}?filter_fields[status][eq]=CANCELLED`);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([order.id]);
  });

  it('refuses refunds of free, offline-unpaid and offline-paid orders (409) and an empty amount (422)', async () => {
    const { base, seed } = await shop();
    const free = await seed({ free: true });
    const refusedFree = await admin.post(`${base}/${free.id}/refund`, { amount: 100 });
    expect(refusedFree.status).toBe(409);
    expect(refusedFree.body.message).toMatch(/free/i);
    const refusedFreeCancel = await admin.post(`${base}/${free.id}/cancel`, { refund: true });
    expect(refusedFreeCancel.status).toBe(409);
    expect((await sql<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [free.id]))[0]!.status).toBe(
      'COMPLETED',
    );
    const unpaid = await seed({ status: 'AWAITING_OFFLINE_PAYMENT' });
    const refusedUnpaid = await admin.post(`${base}/${unpaid.id}/refund`, { amount: 100 });
    expect(refusedUnpaid.status).toBe(409);
    expect(refusedUnpaid.body.message).toMatch(/not been paid/i);
    const offlinePaid = await seed({});
    expect((await admin.post(`${base}/${offlinePaid.id}/refund`, { amount: 100 })).status).toBe(409);
    const zero = await admin.post(`${base}/${offlinePaid.id}/refund`, { amount: 0 });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.errors)).toEqual(['amount']);
  });

  it('refunds part of a card payment through Stripe (PARTIALLY_REFUNDED), then the rest (REFUNDED), never more', async () => {
    const { base, event, paid, paidPrice } = await shop();
    const order = await stripeOrder(event.id, paidPrice, paid.id);
    const partial = await admin.post(`${base}/${order.id}/refund`, { amount: 1000, notify_buyer: true });
    expect(partial.status, JSON.stringify(partial.body)).toBe(200);
    expect(partial.body.data).toMatchObject({
      status: 'COMPLETED',
      refund_status: 'PARTIALLY_REFUNDED',
      total_refunded: 1000,
    });
    expect(partial.body.data.refunds).toHaveLength(1);
    expect(partial.body.data.refunds[0]).toMatchObject({ amount: 1000, status: 'SUCCEEDED' });
    expect(partial.body.data.refunds[0].provider_refund_id).toMatch(/^re_/);
    expect(partial.body.data.payments[0]).toMatchObject({ payment_intent_id: order.intentId, status: 'succeeded' });
    const call = stripe.calls.filter((entry) => entry.path === '/v1/refunds').at(-1)!;
    expect(call.body).toMatchObject({ payment_intent: order.intentId, amount: '1000' });
    expect(call.idempotencyKey).toMatch(new RegExp(`^marquee-order-${order.id}-refund-`));
    expect(await emails('order_update', order.shortId)).toBe(1);

    const over = await admin.post(`${base}/${order.id}/refund`, { amount: 4001 });
    expect(over.status).toBe(422);
    expect(over.body.errors.amount[0]).toMatch(/4000/);

    // A duplicate webhook for the same refund changes nothing.
    const refund = stripe.refunds.at(-1)!;
    const webhook = stripe.webhook('refund.updated', refund);
    const delivered = await fetch(`${server.baseUrl}/api/public/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
      body: webhook.payload,
    });
    expect(delivered.status).toBe(204);
    const afterWebhook = await admin.get(`${base}/${order.id}`);
    expect(afterWebhook.body.data).toMatchObject({ total_refunded: 1000, refund_status: 'PARTIALLY_REFUNDED' });

    const rest = await admin.post(`${base}/${order.id}/refund`, {
      amount: 4000,
      notify_buyer: false,
      cancel_order: true,
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(rest.body.data).toMatchObject({ status: 'CANCELLED', refund_status: 'REFUNDED', total_refunded: 5000 });
    expect(await soldOf(paidPrice)).toBe(0);
    const nothingLeft = await admin.post(`${base}/${order.id}/refund`, { amount: 1 });
    expect(nothingLeft.status).toBe(409);
  });

  it('keeps REFUND_PENDING until the webhook says succeeded, and records REFUND_FAILED when it fails', async () => {
    const { base, event, paid, paidPrice } = await shop();
    const order = await stripeOrder(event.id, paidPrice, paid.id);
    stripe.refundStatus = 'pending';
    try {
      const pending = await admin.post(`${base}/${order.id}/refund`, { amount: 2000 });
      expect(pending.status, JSON.stringify(pending.body)).toBe(200);
      expect(pending.body.data).toMatchObject({ refund_status: 'REFUND_PENDING', total_refunded: 0 });
      // Pending refunds count against what is left.
      expect((await admin.post(`${base}/${order.id}/refund`, { amount: 3001 })).status).toBe(422);
      const refund = stripe.refunds.at(-1)!;
      const deliver = async (object: object) => {
        const webhook = stripe.webhook('refund.updated', object);
        return fetch(`${server.baseUrl}/api/public/webhooks/stripe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
          body: webhook.payload,
        });
      };
      expect((await deliver({ ...refund, status: 'succeeded' })).status).toBe(204);
      const done = await admin.get(`${base}/${order.id}`);
      expect(done.body.data).toMatchObject({ refund_status: 'PARTIALLY_REFUNDED', total_refunded: 2000 });

      const second = await admin.post(`${base}/${order.id}/refund`, { amount: 500 });
      expect(second.body.data.refund_status).toBe('REFUND_PENDING');
      expect((await deliver({ ...stripe.refunds.at(-1)!, status: 'failed' })).status).toBe(204);
      const failed = await admin.get(`${base}/${order.id}`);
      expect(failed.body.data).toMatchObject({ refund_status: 'REFUND_FAILED', total_refunded: 2000 });
      expect(failed.body.data.refunds.map((r: { status: string }) => r.status)).toEqual(['SUCCEEDED', 'FAILED']);
    } finally {
      stripe.refundStatus = 'succeeded';
    }
  });

  it('cancels a card order with a full refund through Stripe', async () => {
    const { base, event, paid, paidPrice } = await shop();
    const order = await stripeOrder(event.id, paidPrice, paid.id);
    const cancelled = await admin.post(`${base}/${order.id}/cancel`, { refund: true });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', refund_status: 'REFUNDED', total_refunded: 5000 });
    expect(await soldOf(paidPrice)).toBe(0);
    expect(await emails('order_update', order.shortId)).toBe(1);
  });

  it('answers 422 with REFUND_FAILED when the provider refuses, changing nothing else', async () => {
    const { base, event, paid, paidPrice } = await shop();
    const order = await stripeOrder(event.id, paidPrice, paid.id);
    // The stand-in refuses refunds of an intent without a successful charge.
    stripe.intents.get(order.intentId)!.status = 'requires_payment_method';
    const refused = await admin.post(`${base}/${order.id}/refund`, { amount: 1000, cancel_order: true });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.message).toMatch(/refused the refund/i);
    const after = await admin.get(`${base}/${order.id}`);
    expect(after.body.data).toMatchObject({ status: 'COMPLETED', refund_status: 'REFUND_FAILED', total_refunded: 0 });
    expect(after.body.data.refunds.map((r: { status: string }) => r.status)).toEqual(['FAILED']);
    expect(await emails('order_update', order.shortId)).toBe(0);
    expect(await soldOf(paidPrice)).toBe(2);

    // Cancelling with a refund still cancels; the answer shows the refund failed.
    const cancelled = await admin.post(`${base}/${order.id}/cancel`, { refund: true });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', refund_status: 'REFUND_FAILED' });
    expect(await soldOf(paidPrice)).toBe(0);
    expect(await emails('order_update', order.shortId)).toBe(1);
  });

  it('refuses a staff refund while the automatic refund of a late payment is queued', async () => {
    const { base, event, paid, paidPrice } = await shop();
    const order = await stripeOrder(event.id, paidPrice, paid.id);
    // As settleSucceededIntent leaves a payment that arrived after the hold: cancelled, full refund queued.
    await sql(`UPDATE orders SET refund_status = 'REFUND_PENDING' WHERE id = $1`, [order.id]);
    const refused = await admin.post(`${base}/${order.id}/refund`, { amount: 100 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/already being processed/i);
  });

  it('resends the confirmation of a completed order, not of a cancelled one', async () => {
    const { base, seed } = await shop();
    const order = await seed({});
    const before = await emails('order_confirmation', order.shortId);
    const resent = await admin.post(`${base}/${order.id}/resend_confirmation`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(await emails('order_confirmation', order.shortId)).toBe(before + 1);
    expect(
      await sql(
        `SELECT 1 FROM pgboss.job WHERE name = 'email.send' AND data->>'template' = 'order_notification' AND data->'data'->>'orderShortId' = $1`,
        [order.shortId],
      ),
    ).toHaveLength(0);
    await admin.post(`${base}/${order.id}/cancel`, { notify_buyer: false });
    expect(await emails('order_update', order.shortId)).toBe(0);
    expect((await admin.post(`${base}/${order.id}/resend_confirmation`)).status).toBe(409);
  });

  it('renders an HTML invoice when the event has invoicing on; an order from before gets a fixed number on its first download', async () => {
    const { base, seed, event } = await shop();
    const first = await seed({ createdAt: new Date(Date.UTC(2026, 0, 1)) });
    const second = await seed({
      createdAt: new Date(Date.UTC(2026, 0, 2)),
      buyer: { firstName: '<b>Eve</b>', lastName: 'X', email: 'eve@example.com' },
    });
    expect((await admin.get(`${base}/${first.id}/invoice`)).status).toBe(409);
    await turnOnInvoicing(event.id);
    const invoice = await admin.get(`${base}/${second.id}/invoice`);
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toMatch(/text\/html/);
    expect(invoice.headers.get('content-disposition')).toMatch(/attachment; filename="Invoice-BO-100\.html"/);
    const html = invoice.body as unknown as string;
    expect(html).toContain('Invoice BO-100');
    expect(html).toContain('Box Office Ltd');
    expect(html).toContain('Paid');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toContain('<b>Eve</b>');
    expect((await admin.get(`${base}/${first.id}/invoice`)).body as unknown as string).toContain('Invoice BO-101');
    // Issued numbers never move.
    expect((await admin.get(`${base}/${second.id}/invoice`)).body as unknown as string).toContain('Invoice BO-100');
    const stored = await sql<{ order_id: string; invoice_number: string }>(
      `SELECT order_id, invoice_number FROM invoices WHERE event_id = $1 ORDER BY sequence_number`,
      [event.id],
    );
    expect(stored).toEqual([
      { order_id: second.id, invoice_number: 'BO-100' },
      { order_id: first.id, invoice_number: 'BO-101' },
    ]);
  });

  it('issues the invoice when an order comes to count, unpaid until staff mark it paid, numbered in that order', async () => {
    const { base, event, free } = await shop();
    await turnOnInvoicing(event.id, { invoice_payment_terms_days: 14 });
    const buyer = createHttpClient(server.baseUrl);
    const reserved = await buyer.post(`/api/public/events/${event.id}/order`, {
      products: [{ product_id: free.id, quantities: [{ price_id: free.prices[0].id, quantity: 1 }] }],
    });
    expect(reserved.status).toBe(201);
    const early = await seedAwaiting(event.id);
    // The free order was reserved first but completes after the offline one: it takes the next number.
    const shortId = reserved.body.data.short_id as string;
    const done = await buyer.put(`/api/public/events/${event.id}/order/${shortId}`, {
      order: {
        first_name: 'Fay',
        last_name: 'Free',
        email: 'fay@example.com',
        email_confirmation: 'fay@example.com',
        address: { address_line_1: '7 Pier', city: 'Hamburg', country: 'DE' },
      },
      products: [
        {
          product_id: free.id,
          product_price_id: free.prices[0].id,
          first_name: 'Fay',
          last_name: 'Free',
          email: 'fay@example.com',
          email_confirmation: 'fay@example.com',
        },
      ],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const rows = await sql<{ short_id: string; invoice_number: string; status: string; days: number }>(
      `SELECT o.short_id, i.invoice_number, i.status, round(extract(epoch FROM i.due_at - i.issued_at) / 86400)::int AS days
         FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.event_id = $1 ORDER BY i.sequence_number`,
      [event.id],
    );
    expect(rows).toEqual([
      { short_id: early.shortId, invoice_number: 'BO-100', status: 'UNPAID', days: 14 },
      { short_id: shortId, invoice_number: 'BO-101', status: 'PAID', days: 14 },
    ]);
    // The buyer sees and downloads their own invoice; nobody gets it through another event's address.
    const publicOrder = await buyer.get(`/api/public/events/${event.id}/order/${shortId}`);
    expect(publicOrder.body.data.invoice).toEqual({ number: 'BO-101', status: 'PAID' });
    const download = await buyer.get(`/api/public/events/${event.id}/order/${shortId}/invoice`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/filename="Invoice-BO-101\.html"/);
    expect(download.body as unknown as string).toContain('Invoice BO-101');
    // The billing address names the country, in the order's language, not its code.
    expect(download.body as unknown as string).toContain('Hamburg<br>Germany');
    const other = await shop();
    expect((await buyer.get(`/api/public/events/${other.event.id}/order/${shortId}/invoice`)).status).toBe(404);
    const uninvoiced = createHttpClient(server.baseUrl);
    const noInvoiceYet = await uninvoiced.post(`/api/public/events/${other.event.id}/order`, {
      products: [{ product_id: other.free.id, quantities: [{ price_id: other.free.prices[0].id, quantity: 1 }] }],
    });
    const pendingShortId = noInvoiceYet.body.data.short_id as string;
    expect(
      (await uninvoiced.get(`/api/public/events/${other.event.id}/order/${pendingShortId}`)).body.data.invoice,
    ).toBeNull();
    expect((await uninvoiced.get(`/api/public/events/${other.event.id}/order/${pendingShortId}/invoice`)).status).toBe(
      404,
    );

    expect((await admin.post(`${base}/${early.id}/mark-as-paid`)).status).toBe(200);
    const [paid] = await sql<{ invoice_number: string; status: string }>(
      `SELECT invoice_number, status FROM invoices WHERE order_id = $1`,
      [early.id],
    );
    expect(paid).toEqual({ invoice_number: 'BO-100', status: 'PAID' });
  });

  it('numbers orders completing at the same moment one after the other, with no gap and no repeat', async () => {
    const { event, free } = await shop();
    await turnOnInvoicing(event.id);
    const buyers = Array.from({ length: 8 }, () => createHttpClient(server.baseUrl));
    const reserved = await Promise.all(
      buyers.map((buyer) =>
        buyer.post(`/api/public/events/${event.id}/order`, {
          products: [{ product_id: free.id, quantities: [{ price_id: free.prices[0].id, quantity: 1 }] }],
        }),
      ),
    );
    const completed = await Promise.all(
      buyers.map((buyer, index) => {
        const email = `rush${index}@example.com`;
        return buyer.put(`/api/public/events/${event.id}/order/${reserved[index]!.body.data.short_id}`, {
          order: { first_name: 'R', last_name: `${index}`, email, email_confirmation: email },
          products: [
            {
              product_id: free.id,
              product_price_id: free.prices[0].id,
              first_name: 'R',
              last_name: `${index}`,
              email,
              email_confirmation: email,
            },
          ],
        });
      }),
    );
    expect(completed.map((response) => response.status)).toEqual(Array(8).fill(200));
    const numbers = await sql<{ invoice_number: string }>(
      `SELECT invoice_number FROM invoices WHERE event_id = $1 ORDER BY sequence_number`,
      [event.id],
    );
    expect(numbers.map((row) => row.invoice_number)).toEqual(
      [100, 101, 102, 103, 104, 105, 106, 107].map((n) => `BO-${n}`),
    );
  });
});
