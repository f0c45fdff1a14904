import { drawLotteryOrder, WAITLIST_TOKEN_LENGTH } from '@marquee/core';
import { hashSecret, randomString } from '../../lib/secrets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct, setQuantitySold } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { expireOffers, processEventWaitlist } from './waitlist-offers';

/**
 * The waiting list (issue 31, server-behaviour §14, decision 160): joining, offers as held orders, buying them,
 * lapses, cancellations, the lottery, the organizer's figures and export, other accounts kept out.
 */

let server: TestServer;
let sink: SmtpSink;
let admin: HttpClient;
let organizerId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ env: { SMTP_HOST: sink.host, SMTP_PORT: String(sink.port) } });
  admin = (await registerAccount(server.baseUrl)).http;
  organizerId = (await createOrganizer(admin)).id;
});

afterAll(async () => {
  await server?.close();
  await sink?.close();
});

const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.services.database.query<T>(text, values);

const deps = () => server.services;

const until = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A LIVE event with one product of `stock` units per price (two tiers when asked), sold out unless `sold` says. */
async function soldOutEvent(
  input: {
    stock?: number;
    tiers?: number;
    sold?: number;
    price?: number;
    settings?: Record<string, unknown>;
    product?: Record<string, unknown>;
  } = {},
) {
  const stock = input.stock ?? 4;
  const event = await createEvent(admin, { organizerId });
  const product = await createProduct(admin, event.id, {
    title: 'Festival pass',
    type: input.tiers && input.tiers > 1 ? 'TIERED' : input.price === 0 ? 'FREE' : 'PAID',
    max_per_order: 6,
    prices: Array.from({ length: input.tiers ?? 1 }, (_, index) => ({
      price: input.price ?? 2500,
      label: input.tiers && input.tiers > 1 ? `Tier ${index + 1}` : undefined,
      initial_quantity_available: stock,
    })),
    ...input.product,
  });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  if (input.settings) {
    const patched = await admin.patch(`/api/events/${event.id}/settings`, input.settings);
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
  }
  for (const price of product.prices) await setQuantitySold(server, price.id, input.sold ?? stock);
  return { eventId: event.id as string, product, priceIds: product.prices.map((price: { id: string }) => price.id) };
}

let emailCounter = 0;
const person = (name = 'Ada', extra: Record<string, unknown> = {}) => ({
  first_name: name,
  last_name: 'Waiting',
  email: `${name.toLowerCase()}.${++emailCounter}@example.com`,
  ...extra,
});

async function join(eventId: string, body: Record<string, unknown>, client = createHttpClient(server.baseUrl)) {
  return client.post(`/api/public/events/${eventId}/waitlist`, body);
}

/** A known link for an entry (the real one is only ever in its emails): its hash replaces the stored one. */
async function linkOf(entryId: string): Promise<string> {
  const token = randomString(WAITLIST_TOKEN_LENGTH);
  await sql('UPDATE waitlist_entries SET token_hash = $2 WHERE id = $1', [entryId, hashSecret(token)]);
  return token;
}

const tokenInEmail = (text: string) => /\/waitlist\/([A-Za-z0-9]{64})/.exec(text)![1]!;

async function entryRow(id: string) {
  const { rows } = await sql<{
    status: string;
    order_id: string | null;
    offer_expires_at: Date | null;
    position: number;
    lottery_rank: number | null;
  }>('SELECT status, order_id, offer_expires_at, position, lottery_rank FROM waitlist_entries WHERE id = $1', [id]);
  return rows[0]!;
}

async function liveHeldUnits(priceId: string): Promise<number> {
  const { rows } = await sql<{ held: string }>(
    `SELECT coalesce(sum(i.quantity), 0) AS held FROM order_items i JOIN orders o ON o.id = i.order_id
     WHERE i.product_price_id = $1 AND o.status = 'RESERVED' AND o.reserved_until > now()`,
    [priceId],
  );
  return Number(rows[0]!.held);
}

async function soldUnits(priceId: string): Promise<number> {
  const { rows } = await sql<{ sold: number }>('SELECT quantity_sold AS sold FROM product_prices WHERE id = $1', [
    priceId,
  ]);
  return Number(rows[0]!.sold);
}

describe('joining the waiting list', () => {
  it('puts people in line with a place, a confirmation email in their language and a link to their entry', async () => {
    const { eventId, priceIds } = await soldOutEvent();
    const first = await join(eventId, { product_price_id: priceIds[0], quantity: 2, ...person('Ada') });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'WAITING', position: 1, quantity: 2, lottery_until: null });
    const secondPerson = person('Ben');
    const second = await join(eventId, { product_price_id: priceIds[0], quantity: 1, locale: 'de', ...secondPerson });
    expect(second.body.data.position).toBe(2);
    const email = await sink.waitForMessage((message) => message.to.includes(secondPerson.email));
    expect(email.subject).toContain('Summer Jazz Night');
    expect(email.text).toContain('Warteliste');
    const token = tokenInEmail(email.text);
    // The answer never carries the entrant's secret link, and the database keeps only its hash.
    expect(JSON.stringify(second.body)).not.toContain(token);
    const { rows: stored } = await sql('SELECT * FROM waitlist_entries WHERE id = $1', [second.body.data.id]);
    expect(JSON.stringify(stored)).not.toContain(token);

    const publicEntry = await createHttpClient(server.baseUrl).get(`/api/public/waitlist/${token}`);
    expect(publicEntry.status).toBe(200);
    expect(publicEntry.body.data).toMatchObject({
      status: 'WAITING',
      position: 2,
      quantity: 1,
      product_title: 'Festival pass',
      can_leave: true,
      order_short_id: null,
    });
  });

  it('refuses clearly: tickets still free, the list turned off, the same email twice, bad input', async () => {
    const open = await soldOutEvent({ sold: 1 });
    const notNeeded = await join(open.eventId, { product_price_id: open.priceIds[0], quantity: 1, ...person() });
    expect(notNeeded.status).toBe(409);
    expect(notNeeded.body.code).toBe('waitlist_not_needed');

    const off = await soldOutEvent({ product: { waitlist_enabled: false } });
    const closed = await join(off.eventId, { product_price_id: off.priceIds[0], quantity: 1, ...person() });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('waitlist_closed');

    const { eventId, priceIds } = await soldOutEvent();
    const twice = person('Cy');
    expect((await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...twice })).status).toBe(201);
    const again = await join(eventId, {
      product_price_id: priceIds[0],
      quantity: 3,
      ...twice,
      email: twice.email.toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('waitlist_already_joined');

    const tooMany = await join(eventId, { product_price_id: priceIds[0], quantity: 7, ...person() });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.quantity).toEqual(['At most 6 tickets per order.']);
    const other = await soldOutEvent();
    const foreignTier = await join(eventId, {
      product_price_id: priceIds[0],
      quantity: 1,
      alternative_price_ids: [other.priceIds[0]],
      ...person(),
    });
    expect(foreignTier.status).toBe(422);
    expect(Object.keys(foreignTier.body.errors)).toEqual(['alternative_price_ids']);
    const badEmail = await join(eventId, { product_price_id: priceIds[0], quantity: 0, ...person(), email: 'nope' });
    expect(badEmail.status).toBe(422);
    expect(Object.keys(badEmail.body.errors).sort()).toEqual(['email', 'quantity']);
    expect(
      (await join('9b2f5b1e-0000-4000-8000-000000000000', { product_price_id: priceIds[0], quantity: 1, ...person() }))
        .status,
    ).toBe(404);
    expect((await createHttpClient(server.baseUrl).get(`/api/public/waitlist/${'x'.repeat(64)}`)).status).toBe(404);
  });

  it('is rate-limited per address like other public writes', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_EXEMPT_IPS: '' } });
    try {
      const owner = (await registerAccount(limited.baseUrl)).http;
      const event = await createEvent(owner);
      const product = await createProduct(owner, event.id, {
        prices: [{ price: 1000, initial_quantity_available: 1 }],
      });
      await limited.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
      await setQuantitySold(limited, product.prices[0].id, 1);
      const client = createHttpClient(limited.baseUrl);
      const statuses: number[] = [];
      for (let index = 0; index < 11; index++)
        statuses.push(
          (
            await client.post(`/api/public/events/${event.id}/waitlist`, {
              product_price_id: product.prices[0].id,
              quantity: 1,
              ...person(`Rate${index}`),
            })
          ).status,
        );
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('offers', () => {
  it('offers freed tickets to the next in line as a held order that nobody else can buy, and buying it completes the entry', async () => {
    const { eventId, product, priceIds } = await soldOutEvent({ stock: 2, price: 0 });
    // Two real sales to cancel later.
    const orders = [];
    for (let index = 0; index < 2; index++)
      orders.push(
        await seedOrder(server.services.database, {
          eventId,
          lines: [{ productPriceId: priceIds[0], quantity: 1 }],
          buyer: { firstName: 'Sold', lastName: `Out${index}`, email: `sold${index}@example.com` },
        }),
      );
    await setQuantitySold(server, priceIds[0], 2);
    const waiter = person('Dana');
    const joined = await join(eventId, { product_price_id: priceIds[0], quantity: 2, ...waiter });
    expect(joined.status).toBe(201);

    // One ticket back: not enough for a party of two, and it is kept for the list, not sold to a passer-by.
    await admin.post(`/api/events/${eventId}/orders/${orders[0]!.order.id}/cancel`, { notify_buyer: false });
    await processEventWaitlist(deps(), eventId);
    expect((await entryRow(joined.body.data.id)).status).toBe('WAITING');
    const passerBy = await createHttpClient(server.baseUrl).post(`/api/public/events/${eventId}/order`, {
      products: [{ product_id: product.id, quantities: [{ price_id: priceIds[0], quantity: 1 }] }],
    });
    expect(passerBy.status).toBe(409);
    expect(passerBy.body.code).toBe('sold_out');
    const page = await createHttpClient(server.baseUrl).get(`/api/public/events/${eventId}`);
    const publicPrice = page.body.data.product_categories[0].products[0];
    expect(publicPrice).toMatchObject({ is_sold_out: true, waitlist_enabled: true });

    // The second ticket back: the automatic offer (queued by the cancellation) holds both for Dana.
    await admin.post(`/api/events/${eventId}/orders/${orders[1]!.order.id}/cancel`, { notify_buyer: false });
    await until(async () => (await entryRow(joined.body.data.id)).status === 'OFFERED');
    const offered = await entryRow(joined.body.data.id);
    expect(offered.offer_expires_at!.getTime()).toBeGreaterThan(Date.now() + 11 * 3600_000);
    expect(await liveHeldUnits(priceIds[0])).toBe(2);
    const offerEmail = await sink.waitForMessage(
      (message) => message.to.includes(waiter.email) && message.text.includes('?claim=1'),
    );
    const offerToken = tokenInEmail(offerEmail.text);

    // The emailed link opens the held order's checkout, pre-filled, on the entrant's browser.
    const browser = createHttpClient(server.baseUrl);
    const claimed = await browser.post(`/api/public/waitlist/${offerToken}/checkout`);
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    const { order_short_id: shortId } = claimed.body.data;
    const held = await browser.get(`/api/public/events/${eventId}/order/${shortId}`);
    expect(held.body.data).toMatchObject({
      status: 'RESERVED',
      prefill: { first_name: 'Dana', last_name: 'Waiting', email: waiter.email },
    });
    expect(held.body.data.order_items[0].quantity).toBe(2);
    const buyer = { first_name: 'Dana', last_name: 'Waiting', email: waiter.email };
    const done = await browser.put(`/api/public/events/${eventId}/order/${shortId}`, {
      order: { ...buyer, email_confirmation: waiter.email },
      products: [
        { product_id: product.id, product_price_id: priceIds[0], ...buyer },
        { product_id: product.id, product_price_id: priceIds[0], ...buyer, first_name: 'Eli' },
      ],
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.status).toBe('COMPLETED');
    await until(async () => (await entryRow(joined.body.data.id)).status === 'PURCHASED');
    expect(await soldUnits(priceIds[0])).toBe(2);
    const afterwards = await browser.post(`/api/public/waitlist/${offerToken}/checkout`);
    expect(afterwards.status).toBe(409);
    expect(afterwards.body.code).toBe('waitlist_offer_closed');
  });

  it('offers tickets a raised or removed shared capacity frees, without waiting for the minute sweep', async () => {
    const { eventId, product, priceIds } = await soldOutEvent({ stock: 10, sold: 2 });
    const hall = await admin.post(`/api/events/${eventId}/capacity-assignments`, {
      name: 'Hall',
      capacity: 2,
      product_ids: [product.id],
    });
    expect(hall.status, JSON.stringify(hall.body)).toBe(201);
    const first = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person('Noa') });
    const second = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person('Oli') });
    expect([first.status, second.status]).toEqual([201, 201]);
    // Each change asks for the event's offers itself: a job queued in its own transaction.
    const jobsSince = async (since: Date) =>
      (
        await sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = 'waitlist.process-event' AND data->>'eventId' = $1 AND created_on >= $2`,
          [eventId, since],
        )
      ).rows[0]!.n;
    const databaseNow = async () => (await sql<{ now: Date }>('SELECT now() AS now')).rows[0]!.now;
    // The joins asked for offers too (one job waits per event): let those run first.
    const queueIdle = async () =>
      (
        await sql<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job
            WHERE name = 'waitlist.process-event' AND data->>'eventId' = $1 AND state IN ('created', 'retry', 'active')`,
          [eventId],
        )
      ).rows[0]!.n === 0;
    await until(queueIdle);

    const beforeRaise = await databaseNow();
    const raised = await admin.put(`/api/events/${eventId}/capacity-assignments/${hall.body.data.id}`, {
      capacity: 3,
    });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(await jobsSince(beforeRaise)).toBe(1);
    await until(async () => (await entryRow(first.body.data.id)).status === 'OFFERED', 10_000);
    expect((await entryRow(second.body.data.id)).status).toBe('WAITING');

    await until(queueIdle);
    const beforeRemoval = await databaseNow();
    const removed = await admin.delete(`/api/events/${eventId}/capacity-assignments/${hall.body.data.id}`);
    expect(removed.status).toBe(204);
    expect(await jobsSince(beforeRemoval)).toBe(1);
    await until(async () => (await entryRow(second.body.data.id)).status === 'OFFERED', 10_000);
    expect(await liveHeldUnits(priceIds[0])).toBe(2);
  });

  it('lets an offer lapse, tells the person, releases the tickets and passes them to the next entry', async () => {
    const { eventId, priceIds } = await soldOutEvent({ stock: 1, settings: { waitlist_offer_timeout_minutes: 30 } });
    const first = person('Fay');
    const a = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...first });
    const b = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person('Gus') });
    await setQuantitySold(server, priceIds[0], 0);
    await processEventWaitlist(deps(), eventId);
    const offered = await entryRow(a.body.data.id);
    expect(offered.status).toBe('OFFERED');
    expect((await entryRow(b.body.data.id)).status).toBe('WAITING');
    // A short timeout: 30 minutes from now.
    expect(Math.abs(offered.offer_expires_at!.getTime() - (Date.now() + 30 * 60_000))).toBeLessThan(60_000);

    // The deadline passes: the entrant's own page says so at once, the minute job writes it and moves on.
    await sql(`UPDATE waitlist_entries SET offer_expires_at = now() - interval '1 second' WHERE id = $1`, [
      a.body.data.id,
    ]);
    await sql(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [offered.order_id]);
    const page = await createHttpClient(server.baseUrl).get(`/api/public/waitlist/${await linkOf(a.body.data.id)}`);
    expect(page.body.data).toMatchObject({ status: 'OFFER_EXPIRED', can_leave: false, order_short_id: null });
    await processEventWaitlist(deps(), eventId);
    expect((await entryRow(a.body.data.id)).status).toBe('OFFER_EXPIRED');
    expect((await entryRow(b.body.data.id)).status).toBe('OFFERED');
    expect(await liveHeldUnits(priceIds[0])).toBe(1);
    await sink.waitForMessage((message) => message.to.includes(first.email) && /expired|lapsed/i.test(message.subject));

    // The organizer may offer the lapsed entry again once stock frees.
    const list = await admin.get(`/api/events/${eventId}/waitlist`);
    expect(list.body.data.map((entry: { status: string }) => entry.status)).toEqual(['OFFER_EXPIRED', 'OFFERED']);
    const reoffer = await admin.post(`/api/events/${eventId}/waitlist/offer`, { entry_ids: [a.body.data.id] });
    expect(reoffer.body.data).toEqual({ offered: [], skipped: [{ id: a.body.data.id, reason: 'NOT_ENOUGH_STOCK' }] });
  });

  it('offers by hand in manual mode: the next N of a tier, a chosen entry, tiers the person also takes, and skips parties too large', async () => {
    const { eventId, priceIds } = await soldOutEvent({
      stock: 3,
      tiers: 2,
      product: { waitlist_processing_mode: 'MANUAL' },
    });
    // Tier 1 sold out; tier 2 has 2 left, but the person also takes tier 2 only as an alternative.
    await setQuantitySold(server, priceIds[1], 1);
    const big = await join(eventId, { product_price_id: priceIds[0], quantity: 3, ...person('Hal') });
    const small = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person('Ivy') });
    const flexible = await join(eventId, {
      product_price_id: priceIds[0],
      quantity: 2,
      alternative_price_ids: [priceIds[1]],
      ...person('Jo'),
    });
    // Manual mode: nothing happens by itself.
    await processEventWaitlist(deps(), eventId);
    expect((await entryRow(flexible.body.data.id)).status).toBe('WAITING');

    await setQuantitySold(server, priceIds[0], 1); // two of tier 1 free
    const next = await admin.post(`/api/events/${eventId}/waitlist/offer`, { product_price_id: priceIds[0], count: 2 });
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    // Hal's party of three does not fit and keeps its place; Ivy (1) and Jo (2, tier 1 has 1 left → tier 2) do.
    expect(next.body.data.skipped).toEqual([{ id: big.body.data.id, reason: 'NOT_ENOUGH_STOCK' }]);
    expect(next.body.data.offered.map((entry: { id: string }) => entry.id)).toEqual([
      small.body.data.id,
      flexible.body.data.id,
    ]);
    const { rows } = await sql<{ product_price_id: string; quantity: number }>(
      `SELECT i.product_price_id, i.quantity FROM order_items i JOIN waitlist_entries w ON w.order_id = i.order_id
       WHERE w.id = $1`,
      [flexible.body.data.id],
    );
    expect(rows).toEqual([{ product_price_id: priceIds[1], quantity: 2 }]);
    expect((await entryRow(big.body.data.id)).status).toBe('WAITING');

    // A chosen entry that is not waiting any more is reported, not offered twice.
    const twice = await admin.post(`/api/events/${eventId}/waitlist/offer`, { entry_ids: [small.body.data.id] });
    expect(twice.body.data.skipped).toEqual([{ id: small.body.data.id, reason: 'NOT_OFFERABLE' }]);
  });

  it('cancels from WAITING or OFFERED, by the entrant or the organizer, releasing an offer at once', async () => {
    const { eventId, priceIds } = await soldOutEvent({ stock: 1 });
    const leaving = person('Kim');
    const a = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...leaving });
    const b = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person('Lou') });
    await setQuantitySold(server, priceIds[0], 0);
    await processEventWaitlist(deps(), eventId);
    const token = await linkOf(a.body.data.id);
    const { order_id: heldOrderId } = await entryRow(a.body.data.id);

    const left = await createHttpClient(server.baseUrl).delete(`/api/public/waitlist/${token}`);
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ status: 'CANCELLED', can_leave: false });
    // Kim's held order ends at once (the ticket may already be on its way to Lou: the queue runs meanwhile).
    const { rows: held } = await sql<{ status: string; reserved_until: Date | null }>(
      'SELECT status, reserved_until FROM orders WHERE id = $1',
      [heldOrderId],
    );
    expect(held[0]).toMatchObject({ status: 'ABANDONED', reserved_until: null });
    const again = await createHttpClient(server.baseUrl).delete(`/api/public/waitlist/${token}`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('waitlist_entry_closed');
    await sink.waitForMessage(
      (message) => message.to.includes(leaving.email) && /removed|left|no longer/i.test(message.text),
    );

    // The released ticket goes to the next in line (the cancellation queued the automatic offers).
    await until(async () => (await entryRow(b.body.data.id)).status === 'OFFERED');
    const cancelled = await admin.post(`/api/events/${eventId}/waitlist/${b.body.data.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED' });
    expect(await liveHeldUnits(priceIds[0])).toBe(0);
    expect((await admin.post(`/api/events/${eventId}/waitlist/${b.body.data.id}/cancel`)).status).toBe(409);
  });
});

describe('the lottery', () => {
  it('draws entries that joined before the lottery time in the order its recorded seed gives, once', async () => {
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    const { eventId, priceIds } = await soldOutEvent({
      stock: 2,
      settings: { waitlist_lottery_until: soon },
      product: { waitlist_processing_mode: 'MANUAL' },
    });
    const ids: string[] = [];
    for (const name of ['Mo', 'Nia', 'Oz', 'Pia', 'Quin']) {
      const joined = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person(name) });
      expect(joined.body.data).toMatchObject({ position: null, lottery_until: soon });
      ids.push(joined.body.data.id);
    }
    const early = await admin.post(`/api/events/${eventId}/waitlist/draw`, { product_price_id: priceIds[0] });
    expect(early.body.code).toBe('waitlist_lottery_open');

    // The entry time passes; a late joiner comes after everyone drawn.
    await sql(
      `UPDATE events SET settings = jsonb_set(settings, '{waitlist_lottery_until}', to_jsonb($2::text)) WHERE id = $1`,
      [eventId, new Date().toISOString()],
    );
    const late = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person('Rex') });
    // Behind the five still to be drawn.
    expect(late.body.data.position).toBe(6);
    const drawn = await admin.post(`/api/events/${eventId}/waitlist/draw`, {
      product_price_id: priceIds[0],
      seed: 'rush-2026',
    });
    expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    expect(drawn.body.data).toMatchObject({ seed: 'rush-2026', entry_count: 5 });
    expect(drawn.body.data.order).toEqual(drawLotteryOrder(ids, 'rush-2026'));
    const twice = await admin.post(`/api/events/${eventId}/waitlist/draw`, { product_price_id: priceIds[0] });
    expect(twice.body.code).toBe('waitlist_lottery_drawn');

    await setQuantitySold(server, priceIds[0], 0);
    const offered = await admin.post(`/api/events/${eventId}/waitlist/offer`, {
      product_price_id: priceIds[0],
      count: 2,
    });
    expect(offered.body.data.offered.map((entry: { id: string }) => entry.id)).toEqual(
      drawn.body.data.order.slice(0, 2),
    );
    const token = await linkOf(drawn.body.data.order[4]);
    const fifth = await createHttpClient(server.baseUrl).get(`/api/public/waitlist/${token}`);
    expect(fifth.body.data.position).toBe(3);
  });
});

describe('the organizer', () => {
  it('sees figures per tier, lists, filters and exports entries; other accounts get 404', async () => {
    const { eventId, product, priceIds } = await soldOutEvent({ stock: 2, price: 4000 });
    const names = ['Sam', 'Tess', 'Uma'];
    const joined = [];
    for (const [index, name] of names.entries())
      joined.push(await join(eventId, { product_price_id: priceIds[0], quantity: index + 1, ...person(name) }));
    await setQuantitySold(server, priceIds[0], 1);
    await processEventWaitlist(deps(), eventId);
    await expireOffers(deps());

    const stats = await admin.get(`/api/events/${eventId}/waitlist/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body.data.prices).toHaveLength(1);
    expect(stats.body.data.prices[0]).toMatchObject({
      product_price_id: priceIds[0],
      waiting_people: 2,
      waiting_tickets: 5,
      offers_outstanding: 1,
      offered_tickets: 1,
      purchased: 0,
      conversion_rate: null,
      available: 0,
      revenue_if_all_seated: 5 * 4000,
      processing_mode: 'AUTOMATIC',
      offer_timeout_minutes: 720,
    });
    expect(stats.body.data.totals).toMatchObject({ waiting_people: 2, offers_outstanding: 1 });
    // The product list tells the organizer someone waits (the offered person no longer counts).
    const productRead = await admin.get(`/api/events/${eventId}/products/${product.id}`);
    expect(productRead.body.data).toMatchObject({ waitlist_entry_count: 2, has_waiting_entries: true });
    const categories = await admin.get(`/api/events/${eventId}/product-categories`);
    expect(categories.body.data[0].products[0]).toMatchObject({ waitlist_entry_count: 2 });

    const waiting = await admin.get(
      `/api/events/${eventId}/waitlist?filter_fields[status][eq]=WAITING&sort_by=position`,
    );
    expect(waiting.body.data.map((entry: { first_name: string }) => entry.first_name)).toEqual(['Tess', 'Uma']);
    expect(waiting.body.meta).toMatchObject({ total: 2, current_page: 1 });
    const searched = await admin.get(`/api/events/${eventId}/waitlist?query=uma`);
    expect(searched.body.data).toHaveLength(1);
    const badFilter = await admin.get(`/api/events/${eventId}/waitlist?filter_fields[nope][eq]=1`);
    expect(badFilter.status).toBe(422);

    const csv = await admin.get(`/api/events/${eventId}/waitlist/export?format=csv`);
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Position,Lottery rank,Status');
    for (const name of names) expect(String(csv.body)).toContain(name);
    // The export is the list on screen: the same filters, search and sort, every page.
    const waitingCsv = await admin.get(
      `/api/events/${eventId}/waitlist/export?format=csv&filter_fields[status][eq]=WAITING&sort_by=position&sort_direction=desc`,
    );
    expect(waitingCsv.status).toBe(200);
    const waitingLines = String(waitingCsv.body).trim().split(/\r?\n/).slice(1);
    expect(waitingLines.map((line) => line.split(',')[3])).toEqual(['Uma', 'Tess']);
    const searchedCsv = await admin.get(`/api/events/${eventId}/waitlist/export?format=csv&query=sam`);
    expect(String(searchedCsv.body).trim().split(/\r?\n/)).toHaveLength(2);
    const badExport = await admin.get(`/api/events/${eventId}/waitlist/export?sort_by=nope`);
    expect(badExport.status).toBe(422);
    const xlsx = await admin.get(`/api/events/${eventId}/waitlist/export`);
    expect(xlsx.status).toBe(200);

    const stranger = (await registerAccount(server.baseUrl)).http;
    const entryId = joined[1]!.body.data.id;
    for (const response of [
      await stranger.get(`/api/events/${eventId}/waitlist`),
      await stranger.get(`/api/events/${eventId}/waitlist/stats`),
      await stranger.get(`/api/events/${eventId}/waitlist/export`),
      await stranger.post(`/api/events/${eventId}/waitlist/offer`, { entry_ids: [entryId] }),
      await stranger.post(`/api/events/${eventId}/waitlist/${entryId}/cancel`),
    ])
      expect(response.status).toBe(404);
    // Another event's entry through this account's event: 404 too.
    const own = await soldOutEvent();
    expect((await admin.post(`/api/events/${own.eventId}/waitlist/${entryId}/cancel`)).status).toBe(404);
    expect((await admin.post(`/api/events/${own.eventId}/waitlist/offer`, { entry_ids: [entryId] })).status).toBe(404);
  });

  it('records waitlist domain events for webhooks', async () => {
    const { eventId, priceIds } = await soldOutEvent({ stock: 1 });
    const joined = await join(eventId, { product_price_id: priceIds[0], quantity: 1, ...person('Vic') });
    await setQuantitySold(server, priceIds[0], 0);
    await processEventWaitlist(deps(), eventId);
    await admin.post(`/api/events/${eventId}/waitlist/${joined.body.data.id}/cancel`);
    const { rows } = await sql<{ type: string; payload: { waitlist_entry: { id: string }; cancelled_by?: string } }>(
      `SELECT type, payload FROM domain_events WHERE event_id = $1 AND type LIKE 'waitlist.%' ORDER BY id`,
      [eventId],
    );
    expect(rows.map((row) => row.type)).toEqual(['waitlist.joined', 'waitlist.offered', 'waitlist.cancelled']);
    expect(rows[2]!.payload).toMatchObject({ waitlist_entry: { id: joined.body.data.id }, cancelled_by: 'ORGANIZER' });
  });
});
