import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startStripeStandIn, type StripeStandIn } from '../../test-support/stripe-stand-in';
import { startTestServer, type TestServer } from '../../test-support/test-server';

let server: TestServer;
let stripe: StripeStandIn;
let admin: HttpClient;
let organizerId: string;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startTestServer({ env: stripe.env });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin, { name: 'Blue Note' })).id;
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await server.services.database.query(text, values)).rows as T[];

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A LIVE event taking card payments, and a buyer holding a RESERVED order of 2 paid tickets with details in. */
async function paidReservation(providers: string[] = ['STRIPE']) {
  const event = await createEvent(admin, { organizerId });
  const product = await createProduct(admin, event.id, {
    title: 'Paid',
    prices: [{ price: 2500, initial_quantity_available: 10 }],
  });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: providers, offline_payment_instructions: 'Pay at the door' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const buyer = createHttpClient(server.baseUrl);
  const reserved = await buyer.post(`/api/public/events/${event.id}/order`, {
    products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0].id, quantity: 2 }] }],
  });
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const order = reserved.body.data;
  const base = `/api/public/events/${event.id}/order/${order.short_id}`;
  const details = await buyer.put(base, {
    order: { first_name: 'Ann', last_name: 'Buyer', email: 'ann@example.com', email_confirmation: 'ann@example.com' },
    products: [1, 2].map((n) => ({
      product_id: product.id,
      product_price_id: product.prices[0].id,
      first_name: `Guest${n}`,
      last_name: 'Buyer',
      email: `guest${n}@example.com`,
      email_confirmation: `guest${n}@example.com`,
    })),
  });
  expect(details.status, JSON.stringify(details.body)).toBe(200);
  const orderRow = async () =>
    (
      await sql<{
        id: string;
        status: string;
        payment_status: string | null;
        refund_status: string | null;
        payment_provider: string | null;
        total_refunded: number;
        total_gross: number;
      }>(
        `SELECT id, status, payment_status, refund_status, payment_provider, total_refunded::int AS total_refunded,
                total_gross::int AS total_gross FROM orders WHERE short_id = $1`,
        [order.short_id],
      )
    )[0]!;
  const sold = async () =>
    Number(
      (
        await sql<{ quantity_sold: number }>(`SELECT quantity_sold FROM product_prices WHERE id = $1`, [
          product.prices[0].id,
        ])
      )[0]!.quantity_sold,
    );
  const emails = async (template: string) =>
    Number(
      (
        await sql<{ count: string }>(
          `SELECT count(*) FROM pgboss.job WHERE name = 'email.send' AND data->>'template' = $1 AND data->'data'->>'orderShortId' = $2`,
          [template, order.short_id],
        )
      )[0]!.count,
    );
  return { event, product, buyer, order, base, orderRow, sold, emails };
}

const deliver = (webhook: { payload: string; signature: string }) =>
  fetch(`${server.baseUrl}/api/public/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': webhook.signature },
    body: webhook.payload,
  });

describe('creating the payment intent', () => {
  it('creates one intent per order for its gross, with metadata, and returns the same one again', async () => {
    const { buyer, base, order, event } = await paidReservation();
    const first = await buyer.post(`${base}/stripe/payment_intent`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ publishable_key: 'pk_test_stand_in', account_id: null });
    const intent = stripe.intents.get(first.body.data.payment_intent_id)!;
    expect(first.body.data.client_secret).toBe(intent.client_secret);
    expect(intent).toMatchObject({
      amount: 5000,
      currency: order.currency.toLowerCase(),
      metadata: { order_short_id: order.short_id, event_id: event.id },
      automatic_payment_methods: { enabled: true },
    });
    expect(intent.description).toBe(`2 item(s) for event: ${event.title} (Order ${order.short_id})`);
    const creates = stripe.calls.filter((call) => call.path === '/v1/payment_intents');
    expect(creates.at(-1)!.idempotencyKey).toMatch(/^marquee-order-.+-payment-intent$/);

    const again = await buyer.post(`${base}/stripe/payment_intent`);
    expect(again.body.data.client_secret).toBe(first.body.data.client_secret);
    expect(stripe.calls.filter((call) => call.path === '/v1/payment_intents')).toHaveLength(creates.length);
    const rows = await sql(`SELECT payment_intent_id FROM stripe_payments WHERE payment_intent_id = $1`, [intent.id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses other sessions, other events and orders that cannot pay by card', async () => {
    const { buyer, base, order } = await paidReservation();
    const stranger = createHttpClient(server.baseUrl);
    expect((await stranger.post(`${base}/stripe/payment_intent`)).status).toBe(404);
    const other = await createEvent(admin, { organizerId });
    const foreign = `/api/public/events/${other.id}/order/${order.short_id}/stripe/payment_intent`;
    expect((await buyer.post(foreign)).status).toBe(404);
    expect((await buyer.get(foreign)).status).toBe(404);
    // No intent yet: nothing to retrieve.
    expect((await buyer.get(`${base}/stripe/payment_intent`)).status).toBe(404);

    const offlineOnly = await paidReservation(['OFFLINE']);
    const refused = await offlineOnly.buyer.post(`${offlineOnly.base}/stripe/payment_intent`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/card payment/i);

    const expired = await paidReservation();
    await sql(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE short_id = $1`, [
      expired.order.short_id,
    ]);
    expect((await expired.buyer.post(`${expired.base}/stripe/payment_intent`)).status).toBe(409);
  });
});

describe('the Stripe webhook', () => {
  it('completes the order once and queues one email when the same event arrives five times', async () => {
    const { buyer, base, orderRow, sold, emails } = await paidReservation();
    const created = await buyer.post(`${base}/stripe/payment_intent`);
    const intent = stripe.succeed(created.body.data.payment_intent_id);
    const webhook = stripe.webhook('payment_intent.succeeded', intent);

    const first = await deliver(webhook);
    expect(first.status).toBe(204);
    const parallel = await Promise.all([1, 2, 3, 4].map(() => deliver(webhook)));
    expect(parallel.map((response) => response.status)).toEqual([204, 204, 204, 204]);

    expect(await orderRow()).toMatchObject({
      status: 'COMPLETED',
      payment_status: 'PAYMENT_RECEIVED',
      payment_provider: 'STRIPE',
    });
    expect(await sold()).toBe(2);
    expect(await emails('order_confirmation')).toBe(1);
    const attendees = await sql(`SELECT status FROM attendees WHERE order_id = $1`, [(await orderRow()).id]);
    expect(attendees.map((row) => row.status)).toEqual(['ACTIVE', 'ACTIVE']);
    expect(await sql(`SELECT id FROM stripe_webhook_events WHERE id = $1`, [webhook.id])).toHaveLength(1);

    // The buyer's return afterwards reads the same outcome and changes nothing.
    const status = await buyer.get(`${base}/stripe/payment_intent`);
    expect(status.body.data).toMatchObject({ status: 'succeeded', order_status: 'COMPLETED' });
    expect(await emails('order_confirmation')).toBe(1);
    expect(await sold()).toBe(2);
    // Secrets never reach the logs.
    expect(server.rawLogs()).not.toContain(stripe.secretKey);
    expect(server.rawLogs()).not.toContain(stripe.webhookSecret);
  });

  it('lets the SPA load Stripe.js from Stripe once card payments are configured', async () => {
    const csp = (await fetch(`${server.baseUrl}/api/health`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });

  it('refuses a missing, forged or tampered signature with 400 and changes nothing', async () => {
    const { buyer, base, orderRow } = await paidReservation();
    const created = await buyer.post(`${base}/stripe/payment_intent`);
    const intent = stripe.succeed(created.body.data.payment_intent_id);
    const forged = stripe.webhook('payment_intent.succeeded', intent, { secret: 'whsec_not_ours' });
    expect((await deliver(forged)).status).toBe(400);
    const genuine = stripe.webhook('payment_intent.succeeded', intent);
    const tampered = { ...genuine, payload: genuine.payload.replace('"livemode":false', '"livemode":true') };
    expect((await deliver(tampered)).status).toBe(400);
    const unsigned = await fetch(`${server.baseUrl}/api/public/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: genuine.payload,
    });
    expect(unsigned.status).toBe(400);
    expect(((await unsigned.json()) as { message: string }).message).toMatch(/signature/i);
    expect((await orderRow()).status).toBe('RESERVED');
    expect(await sql(`SELECT id FROM stripe_webhook_events WHERE id = $1`, [forged.id])).toHaveLength(0);
  });

  it('records a failed payment, keeps the order payable, and a retry then completes it', async () => {
    const { buyer, base, orderRow, emails } = await paidReservation();
    const created = await buyer.post(`${base}/stripe/payment_intent`);
    const intentId = created.body.data.payment_intent_id;
    const failed = stripe.fail(intentId, 'Your card was declined.');
    expect((await deliver(stripe.webhook('payment_intent.payment_failed', failed))).status).toBe(204);
    expect(await orderRow()).toMatchObject({ status: 'RESERVED', payment_status: 'PAYMENT_FAILED' });
    const failure = await sql(
      `SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'email.send' AND data->>'template' = 'order_payment_issue' AND data->'data'->>'kind' = 'FAILED' AND data->'data'->>'orderShortId' = $1`,
      [(await buyer.get(base)).body.data.short_id],
    );
    expect(failure[0]!.count).toBe(1);
    const status = await buyer.get(`${base}/stripe/payment_intent`);
    expect(status.body.data).toMatchObject({
      status: 'requires_payment_method',
      last_error: 'Your card was declined.',
      order_status: 'RESERVED',
      payment_status: 'PAYMENT_FAILED',
    });

    const retry = await buyer.post(`${base}/stripe/payment_intent`);
    expect(retry.status).toBe(200);
    expect(retry.body.data.payment_intent_id).toBe(intentId);
    stripe.succeed(intentId);
    // The buyer comes back from Stripe before any webhook: the GET completes the order.
    const returned = await buyer.get(`${base}/stripe/payment_intent`);
    expect(returned.body.data).toMatchObject({ status: 'succeeded', order_status: 'COMPLETED' });
    expect(await orderRow()).toMatchObject({ status: 'COMPLETED', payment_status: 'PAYMENT_RECEIVED' });
    // Asking to pay again is refused: the order is paid.
    expect((await buyer.post(`${base}/stripe/payment_intent`)).status).toBe(409);
    // The webhook that follows is a repeat.
    await deliver(stripe.webhook('payment_intent.succeeded', stripe.intents.get(intentId)!));
    expect(await emails('order_confirmation')).toBe(1);
  });

  it('settles a paid intent instead of offering it again when the buyer reloads the payment step', async () => {
    const { buyer, base, orderRow, emails } = await paidReservation();
    const created = await buyer.post(`${base}/stripe/payment_intent`);
    stripe.succeed(created.body.data.payment_intent_id);
    const again = await buyer.post(`${base}/stripe/payment_intent`);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already paid/);
    expect((await orderRow()).status).toBe('COMPLETED');
    expect(await emails('order_confirmation')).toBe(1);
  });

  it('refunds in full a payment that lands after the reservation expired, and counts the refund once', async () => {
    const { buyer, base, orderRow, sold, emails } = await paidReservation();
    const created = await buyer.post(`${base}/stripe/payment_intent`);
    const intent = stripe.succeed(created.body.data.payment_intent_id);
    await sql(`UPDATE orders SET reserved_until = now() - interval '1 minute' WHERE short_id = $1`, [
      (await buyer.get(base)).body.data.short_id,
    ]);
    expect((await deliver(stripe.webhook('payment_intent.succeeded', intent))).status).toBe(204);
    expect(await orderRow()).toMatchObject({
      status: 'CANCELLED',
      payment_status: 'PAYMENT_RECEIVED',
      refund_status: expect.stringMatching(/REFUND_PENDING|REFUNDED/),
    });
    expect(await sold()).toBe(0);
    expect(await emails('order_confirmation')).toBe(0);

    const done = await waitFor(orderRow, (row) => row.refund_status === 'REFUNDED');
    expect(done).toMatchObject({ refund_status: 'REFUNDED', total_refunded: done.total_gross });
    const refunds = stripe.refunds.filter((refund) => refund.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(5000);
    // Stripe's own reports of the same refund change nothing.
    await deliver(stripe.webhook('refund.updated', refunds[0]!));
    await deliver(stripe.webhook('refund.updated', refunds[0]!));
    expect((await orderRow()).total_refunded).toBe(done.total_gross);
    expect(await emails('order_payment_issue')).toBe(1);
    const status = await buyer.get(`${base}/stripe/payment_intent`);
    expect(status.body.data).toMatchObject({ order_status: 'CANCELLED', refund_status: 'REFUNDED' });
  });

  it('marks a refund that Stripe reports failed', async () => {
    const { buyer, base, orderRow } = await paidReservation();
    const created = await buyer.post(`${base}/stripe/payment_intent`);
    const intent = stripe.succeed(created.body.data.payment_intent_id);
    await deliver(stripe.webhook('payment_intent.succeeded', intent));
    const refund = {
      id: 're_failed_1',
      object: 'refund',
      amount: 1000,
      currency: intent.currency,
      payment_intent: intent.id,
      status: 'pending',
    };
    await deliver(stripe.webhook('refund.created', refund));
    await deliver(stripe.webhook('refund.updated', { ...refund, status: 'failed' }));
    expect(await orderRow()).toMatchObject({ status: 'COMPLETED', refund_status: 'REFUND_FAILED', total_refunded: 0 });
    await deliver(stripe.webhook('refund.updated', { ...refund, id: 're_partial_1', status: 'succeeded' }));
    expect(await orderRow()).toMatchObject({ refund_status: 'PARTIALLY_REFUNDED', total_refunded: 1000 });
  });
});
