import { readFileSync } from 'node:fs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireEventReservationsJob, sweepReservationsJob } from '../../jobs/reservation-expiry.job';
import type { JobContext } from '../../services';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { planOrder } from '../orders/orders.service';
import {
  placeReservation,
  placeReservations,
  placeSelectionBatches,
  type PlacementOutcome,
} from '../orders/reservation.repository';

/**
 * Promo codes counted at placement (issue 23 point 5, decision 120): a reservation, an order awaiting payment and a
 * completed order each hold a use of their code; expiry, abandonment and cancellation give it back, once; the limit
 * refuses the next buyer (409 on `promo_code`) or places the order at full price when the buyer chose so. Runs on
 * PGlite by default and on PostgreSQL with DATABASE_URL set.
 */

let server: TestServer;
let admin: HttpClient;
let organizerId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin)).id;
});

afterAll(async () => {
  await server?.close();
});

const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.services.database.query<T>(text, values);

const jobContext = () =>
  ({
    config: server.services.config,
    database: server.services.database,
    mailer: server.services.mailer,
    logger: pino({ level: 'silent' }),
    jobId: 'test',
  }) as JobContext & { logger: pino.Logger; jobId: string };

/** A LIVE event taking offline payments, a paid ticket (2500) with plenty of stock and a 20 % code of `uses` uses. */
async function liveEventWithCode(uses: number | null, code = 'FRIENDS') {
  const event = await createEvent(admin, { organizerId });
  const paid = await createProduct(admin, event.id, {
    title: 'Paid',
    prices: [{ price: 2500, initial_quantity_available: 100 }],
  });
  const saved = await admin.request('PATCH', `/api/events/${event.id}/settings`, {
    json: { payment_providers: ['OFFLINE'], offline_payment_instructions: 'Pay at the door' },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const created = await admin.post(`/api/events/${event.id}/promo-codes`, {
    code,
    discount_type: 'PERCENTAGE',
    discount: 20,
    max_allowed_usages: uses,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const eventId = event.id as string;
  const promoId = created.body.data.id as string;
  const ticket = {
    product_id: paid.id as string,
    quantities: [{ price_id: paid.prices[0].id as string, quantity: 1 }],
  };
  /** Reserves one ticket with the code, as `client` (a fresh buyer by default). */
  const reserve = (client: HttpClient = createHttpClient(server.baseUrl), extra: Record<string, unknown> = {}) =>
    client.post(`/api/public/events/${eventId}/order`, { products: [ticket], promo_code: code, ...extra });
  const usage = async () => {
    const { rows } = await sql<{ live: number; completed: number }>(
      'SELECT live_usage_count AS live, order_usage_count AS completed FROM promo_codes WHERE id = $1',
      [promoId],
    );
    return { live: Number(rows[0]!.live), completed: Number(rows[0]!.completed) };
  };
  return { event, eventId, paid, promoId, ticket, reserve, usage };
}

const orderIdOf = async (shortId: string) =>
  (await sql<{ id: string }>('SELECT id FROM orders WHERE short_id = $1', [shortId])).rows[0]!.id;

const details = (paid: Record<string, any>) => ({
  order: { first_name: 'Ann', last_name: 'Buyer', email: 'ann@example.com', email_confirmation: 'ann@example.com' },
  products: [
    {
      product_id: paid.id,
      product_price_id: paid.prices[0]!.id,
      first_name: 'Tim',
      last_name: 'Guest',
      email: 'tim@example.com',
      email_confirmation: 'tim@example.com',
    },
  ],
});

/** A buyer's reservation taken to AWAITING_OFFLINE_PAYMENT: its short id and order id. */
async function awaitingOfflinePayment(setup: Awaited<ReturnType<typeof liveEventWithCode>>) {
  const client = createHttpClient(server.baseUrl);
  const reserved = await setup.reserve(client);
  expect(reserved.status, JSON.stringify(reserved.body)).toBe(201);
  const path = `/api/public/events/${setup.eventId}/order/${reserved.body.data.short_id}`;
  expect((await client.put(path, details(setup.paid))).status).toBe(200);
  const offline = await client.post(`${path}/await-offline-payment`);
  expect(offline.status, JSON.stringify(offline.body)).toBe(200);
  expect(offline.body.data.status).toBe('AWAITING_OFFLINE_PAYMENT');
  return { shortId: reserved.body.data.short_id as string, orderId: await orderIdOf(reserved.body.data.short_id) };
}

describe('a promo code is used at placement', () => {
  it('a reservation uses the code; at the limit the next buyer gets a 409 naming it, or full price if chosen', async () => {
    const setup = await liveEventWithCode(1);
    const first = await setup.reserve();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ promo_code: 'FRIENDS', total_gross: 2000 });
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });

    const refused = await setup.reserve();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('"FRIENDS"');
    expect(refused.body.errors.promo_code).toEqual([refused.body.message]);
    // Asking for it explicitly is the same.
    expect((await setup.reserve(undefined, { if_promo_code_used_up: 'REFUSE' })).status).toBe(409);

    const fullPrice = await setup.reserve(undefined, { if_promo_code_used_up: 'PAY_FULL_PRICE' });
    expect(fullPrice.status, JSON.stringify(fullPrice.body)).toBe(201);
    expect(fullPrice.body.data).toMatchObject({ promo_code: null, total_gross: 2500, total_discount: 0 });
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
    expect((await setup.reserve(undefined, { if_promo_code_used_up: 'SOMETIMES' })).status).toBe(422);
  });

  it('the public check, the event read and the organizer list say used up while a reservation holds the last use', async () => {
    const setup = await liveEventWithCode(1);
    const anonymous = createHttpClient(server.baseUrl);
    const check = async () =>
      (await anonymous.get(`/api/public/events/${setup.eventId}/promo-codes/friends`)).body as object;
    const eventRead = async () =>
      (await anonymous.get(`/api/public/events/${setup.eventId}?promo_code=friends`)).body.data;
    expect(await check()).toEqual({ valid: true, reason: null });
    expect((await setup.reserve()).status).toBe(201);
    expect(await check()).toEqual({ valid: false, reason: 'USED_UP' });
    const read = await eventRead();
    expect(read.promo_code).toEqual({ code: 'friends', valid: false, reason: 'USED_UP' });
    // No discounted price is shown for a used-up code.
    const price = read.product_categories[0].products[0].prices[0];
    expect(price.price_including_taxes_and_fees).toBe(2500);
    const list = await admin.get(`/api/events/${setup.eventId}/promo-codes?sort_by=live_usage_count`);
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ live_usage_count: 1, order_usage_count: 0, is_valid: false });
  });

  it('a product the code unlocks is never sold at full price without it', async () => {
    const setup = await liveEventWithCode(1);
    const members = await createProduct(admin, setup.eventId, {
      title: 'Members',
      is_hidden_without_promo_code: true,
      prices: [{ price: 1000 }],
    });
    const body = {
      products: [{ product_id: members.id, quantities: [{ price_id: members.prices[0].id, quantity: 1 }] }],
      promo_code: 'friends',
      if_promo_code_used_up: 'PAY_FULL_PRICE',
    };
    const first = await createHttpClient(server.baseUrl).post(`/api/public/events/${setup.eventId}/order`, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await createHttpClient(server.baseUrl).post(`/api/public/events/${setup.eventId}/order`, body);
    expect(second.status).toBe(422);
    expect(Object.keys(second.body.errors)).toContain('products.0.product_id');
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
  });

  it('orders written by the orders domain (staff, seeds) use the code too, and are refused when it is used up', async () => {
    const setup = await liveEventWithCode(1);
    const line = { productPriceId: setup.paid.prices[0].id as string, quantity: 1 };
    await seedOrder(server.services.database, { eventId: setup.eventId, lines: [line], promoCodeId: setup.promoId });
    expect(await setup.usage()).toEqual({ live: 1, completed: 1 });
    await expect(
      seedOrder(server.services.database, { eventId: setup.eventId, lines: [line], promoCodeId: setup.promoId }),
    ).rejects.toMatchObject({ code: 'PROMO_CODE_USED_UP' });
    expect(await setup.usage()).toEqual({ live: 1, completed: 1 });
  });
});

describe('ending an order gives its use back, exactly once', () => {
  it('the buyer abandoning', async () => {
    const setup = await liveEventWithCode(1);
    const client = createHttpClient(server.baseUrl);
    const reserved = await setup.reserve(client);
    const path = `/api/public/events/${setup.eventId}/order/${reserved.body.data.short_id}`;
    expect((await client.post(`${path}/abandon`)).body.data.status).toBe('ABANDONED');
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
    expect((await client.post(`${path}/abandon`)).status).toBe(409);
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
    expect((await setup.reserve()).status).toBe(201);
  });

  it('a new reservation of the same session, which keeps its own use at the limit', async () => {
    const setup = await liveEventWithCode(1);
    const client = createHttpClient(server.baseUrl);
    expect((await setup.reserve(client)).status).toBe(201);
    // The same session again, with the same code: its earlier reservation gives the use back to this one.
    const again = await setup.reserve(client);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data.promo_code).toBe('FRIENDS');
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
    // The same session without the code: the use is free for someone else.
    const without = await client.post(`/api/public/events/${setup.eventId}/order`, { products: [setup.ticket] });
    expect(without.status).toBe(201);
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
    expect((await setup.reserve()).status).toBe(201);
  });

  it('expiry, by the event job or the minute sweep, once', async () => {
    const setup = await liveEventWithCode(2);
    const first = await setup.reserve();
    const second = await setup.reserve();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await setup.reserve()).status).toBe(409);
    const lapse = (shortId: string) =>
      sql(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE short_id = $1`, [shortId]);
    await lapse(first.body.data.short_id);
    await expireEventReservationsJob.handle({ eventId: setup.eventId }, jobContext());
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
    await expireEventReservationsJob.handle({ eventId: setup.eventId }, jobContext());
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
    await lapse(second.body.data.short_id);
    await sweepReservationsJob.handle({}, jobContext());
    await sweepReservationsJob.handle({}, jobContext());
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
    // A payment landing on the expired reservation cancels it (ABANDONED → CANCELLED): nothing more to give back.
    await sql(`UPDATE orders SET status = 'CANCELLED' WHERE short_id = $1`, [second.body.data.short_id]);
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
  });

  it('an order awaiting offline payment keeps its use; staff cancelling gives it back once', async () => {
    const setup = await liveEventWithCode(1);
    const { orderId } = await awaitingOfflinePayment(setup);
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
    expect((await setup.reserve()).status).toBe(409);
    const cancel = `/api/events/${setup.eventId}/orders/${orderId}/cancel`;
    const cancelled = await admin.post(cancel, { notify_buyer: false });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
    expect((await admin.post(cancel, { notify_buyer: false })).status).toBe(409);
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
  });

  it('a completed order keeps its use through a refund; cancelling it after completion gives the use back', async () => {
    const setup = await liveEventWithCode(1);
    const { orderId } = await awaitingOfflinePayment(setup);
    const paid = await admin.post(`/api/events/${setup.eventId}/orders/${orderId}/mark-as-paid`);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.status).toBe('COMPLETED');
    expect(await setup.usage()).toEqual({ live: 1, completed: 1 });
    // A settled refund changes the money, not the order's status: the code stays used (decision 120).
    await sql(`UPDATE orders SET refund_status = 'REFUNDED', total_refunded = total_gross WHERE id = $1`, [orderId]);
    expect(await setup.usage()).toEqual({ live: 1, completed: 1 });
    expect((await setup.reserve()).status).toBe(409);
    const cancelled = await admin.post(`/api/events/${setup.eventId}/orders/${orderId}/cancel`, {
      notify_buyer: false,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await setup.usage()).toEqual({ live: 0, completed: 0 });
    expect((await setup.reserve()).status).toBe(201);
  });

  it('a rolled-back change gives nothing back', async () => {
    const setup = await liveEventWithCode(1);
    const reserved = await setup.reserve();
    const orderId = await orderIdOf(reserved.body.data.short_id);
    await expect(
      server.services.database.db.transaction(async (tx) => {
        await tx.execute(`UPDATE orders SET status = 'CANCELLED' WHERE id = '${orderId}'`);
        throw new Error('after the change');
      }),
    ).rejects.toThrow('after the change');
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
  });
});

describe('the reservation statements', () => {
  type Setup = Awaited<ReturnType<typeof liveEventWithCode>>;
  const plan = (setup: Setup, sessionId: string, withCode: boolean) =>
    planOrder(server.services.database.db, {
      eventId: setup.eventId,
      status: 'RESERVED',
      lines: [{ productPriceId: setup.paid.prices[0].id as string, quantity: 1 }],
      sessionId,
      promoCodeId: withCode ? setup.promoId : null,
      reservedUntil: new Date(Date.now() + 600_000),
    });
  const entry = async (setup: Setup, sessionId: string, options: { fullPrice?: boolean; replace?: boolean } = {}) => ({
    plan: await plan(setup, sessionId, true),
    fullPrice: options.fullPrice ? await plan(setup, sessionId, false) : null,
    replaceSession: options.replace ?? false,
    now: new Date(),
  });
  const productIdsOf = (setup: Setup) => [setup.paid.id as string];
  const describeOutcome = (outcome: PlacementOutcome) =>
    'placed' in outcome
      ? { promo: outcome.placed.order.promoCode, gross: Number(outcome.placed.order.totalGross) }
      : 'promoCodeUsedUp' in outcome
        ? { usedUp: outcome.promoCodeUsedUp }
        : { refused: 'stock' };
  const statusesOfSession = async (sessionId: string) =>
    (
      await sql<{ status: string; promo_code: string | null }>(
        'SELECT status, promo_code FROM orders WHERE session_id = $1 ORDER BY created_at, status',
        [sessionId],
      )
    ).rows;

  it('a batch counts each buyer in arrival order: used up means refused, or full price for those who chose it', async () => {
    const setup = await liveEventWithCode(2);
    const outcomes = await placeReservations(server.services.database.db, {
      productIds: productIdsOf(setup),
      entries: [
        await entry(setup, 'batch-1'),
        await entry(setup, 'batch-2', { fullPrice: true }),
        await entry(setup, 'batch-3', { fullPrice: true }),
        await entry(setup, 'batch-4'),
      ],
    });
    expect(outcomes.map(describeOutcome)).toEqual([
      { promo: 'FRIENDS', gross: 2000 },
      { promo: 'FRIENDS', gross: 2000 },
      { promo: null, gross: 2500 },
      { usedUp: 'FRIENDS' },
    ]);
    expect(await setup.usage()).toEqual({ live: 2, completed: 0 });
    expect(await statusesOfSession('batch-4')).toEqual([]);
  });

  it('batches of several selections in one statement count the same code across them', async () => {
    const setup = await liveEventWithCode(1);
    const other = await createProduct(admin, setup.eventId, { title: 'Other', prices: [{ price: 2500 }] });
    const otherEntry = {
      plan: await planOrder(server.services.database.db, {
        eventId: setup.eventId,
        status: 'RESERVED',
        lines: [{ productPriceId: other.prices[0].id as string, quantity: 1 }],
        sessionId: 'groups-2',
        promoCodeId: setup.promoId,
      }),
      replaceSession: false,
      now: new Date(),
    };
    const outcomes = await placeSelectionBatches(server.services.database.db, [
      { productIds: productIdsOf(setup), entries: [await entry(setup, 'groups-1')] },
      { productIds: [other.id as string], entries: [otherEntry] },
    ]);
    expect(outcomes?.map((batch) => batch.map(describeOutcome))).toEqual([
      [{ promo: 'FRIENDS', gross: 2000 }],
      [{ usedUp: 'FRIENDS' }],
    ]);
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
  });

  it("replacing a session's reservation: refused under the locks keeps the earlier one; full price replaces it", async () => {
    const setup = await liveEventWithCode(1);
    const db = server.services.database.db;
    const productIds = productIdsOf(setup);
    // The session holds a reservation without the code; another buyer takes the code's only use.
    const earlier = { plan: await plan(setup, 'replacing', false), replaceSession: false, now: new Date() };
    expect('placed' in (await placeReservation(db, { ...earlier, productIds }))).toBe(true);
    expect('placed' in (await placeReservation(db, { ...(await entry(setup, 'holder')), productIds }))).toBe(true);
    // A replacement skips the unlocked look at the code, so the locked statement is the one that refuses it.
    const refused = await placeReservation(db, { ...(await entry(setup, 'replacing', { replace: true })), productIds });
    expect(describeOutcome(refused)).toEqual({ usedUp: 'FRIENDS' });
    expect(await statusesOfSession('replacing')).toEqual([{ status: 'RESERVED', promo_code: null }]);
    const replaced = await placeReservation(db, {
      ...(await entry(setup, 'replacing', { replace: true, fullPrice: true })),
      productIds,
    });
    expect(describeOutcome(replaced)).toEqual({ promo: null, gross: 2500 });
    expect((await statusesOfSession('replacing')).map((row) => row.status).sort()).toEqual(['ABANDONED', 'RESERVED']);
    expect(await setup.usage()).toEqual({ live: 1, completed: 0 });
  });
});

describe('migration 0030', () => {
  it('initialises the live count from the live orders holding each code', async () => {
    const setup = await liveEventWithCode(null);
    expect((await setup.reserve()).status).toBe(201);
    const client = createHttpClient(server.baseUrl);
    const abandoned = await setup.reserve(client);
    await client.post(`/api/public/events/${setup.eventId}/order/${abandoned.body.data.short_id}/abandon`);
    await awaitingOfflinePayment(setup);
    const file = new URL('../../../drizzle/0030_promo_codes_counted_at_placement.sql', import.meta.url);
    const backfill = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*(--[^\n]*\n\s*)*/, '').trim())
      .find((statement) => statement.startsWith('UPDATE "promo_codes" SET "live_usage_count"'));
    expect(backfill).toBeDefined();
    await sql('UPDATE promo_codes SET live_usage_count = 0 WHERE id = $1', [setup.promoId]);
    await sql(backfill!);
    // The reservation and the order awaiting payment; not the abandoned reservation.
    expect((await setup.usage()).live).toBe(2);
  });
});
