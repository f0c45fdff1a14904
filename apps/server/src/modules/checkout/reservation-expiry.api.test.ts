import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expireEventReservationsJob,
  reservationExpiryOf,
  sweepReservationsJob,
} from '../../jobs/reservation-expiry.job';
import type { JobContext } from '../../services';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Reservation expiry (issue 6 point 3, decisions 058 and 114): the event's job queued for the second a hold ends
 * and the minute sweep end lapsed holds as ABANDONED, once, and never touch an order that completed or was
 * extended.
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

/** A LIVE event with one paid product of `stock` units. */
async function liveProduct(stock: number) {
  const event = await createEvent(admin, { organizerId });
  const product = await createProduct(admin, event.id, {
    title: 'Expiring',
    prices: [{ price: 2000, initial_quantity_available: stock }],
  });
  await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  const eventId = event.id as string;
  const body = (quantity: number) => ({
    products: [{ product_id: product.id, quantities: [{ price_id: product.prices[0].id, quantity }] }],
  });
  /** A fresh buyer (own checkout session) reserving `quantity`. */
  const reserve = async (quantity: number) => {
    const buyer = createHttpClient(server.baseUrl);
    const response = await buyer.post(`/api/public/events/${eventId}/order`, body(quantity));
    return { buyer, response };
  };
  return { eventId, reserve };
}

async function orderOf(shortId: string) {
  const { rows } = await sql<{ id: string; status: string; reserved_until: Date | null }>(
    'SELECT id, status, reserved_until FROM orders WHERE short_id = $1',
    [shortId],
  );
  return rows[0]!;
}

const lapse = (orderId: string) =>
  sql(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [orderId]);

describe('reservation expiry', () => {
  it('queues one delayed job per event and second, starting when the holds end', async () => {
    const { eventId, reserve } = await liveProduct(5);
    const first = await reserve(1);
    const second = await reserve(1);
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    const orders = [
      await orderOf(first.response.body.data.short_id),
      await orderOf(second.response.body.data.short_id),
    ];
    // Sent with the other reservations of the same instant, within a few milliseconds.
    await server.services.queue.flushSoon();
    const { rows } = await sql<{ start_after: Date; state: string; data: { eventId: string }; singleton_key: string }>(
      `SELECT start_after, state, data, singleton_key FROM pgboss.job WHERE name = $1 AND data->>'eventId' = $2`,
      [expireEventReservationsJob.name, eventId],
    );
    const expected = orders.map((order) => reservationExpiryOf(eventId, order.reserved_until!));
    // One job per distinct second the holds end in (the two reservations usually share it).
    expect(rows.map((row) => row.singleton_key).sort()).toEqual(
      [...new Set(expected.map((expiry) => expiry.singletonKey))].sort(),
    );
    for (const row of rows) {
      expect(row.state).toBe('created');
      expect(row.data).toEqual({ eventId });
      const due = new Date(row.start_after).getTime();
      expect(due % 1000).toBe(0);
      // The job starts at the first whole second at or after a hold's end.
      expect(
        orders.some((order) => due >= order.reserved_until!.getTime() && due - order.reserved_until!.getTime() < 1000),
      ).toBe(true);
    }
    // Another send for the same event and second while one waits is refused quietly, and so is one still waiting
    // to be sent with it.
    const again = await server.services.queue.sendUnique(expireEventReservationsJob, { eventId }, expected[0]!);
    expect(again).toBeNull();
    server.services.queue.sendSoon(expireEventReservationsJob, { eventId }, expected[0]!);
    server.services.queue.sendSoon(expireEventReservationsJob, { eventId }, expected[0]!);
    await server.services.queue.flushSoon();
    const { rows: after } = await sql(`SELECT 1 FROM pgboss.job WHERE name = $1 AND data->>'eventId' = $2`, [
      expireEventReservationsJob.name,
      eventId,
    ]);
    expect(after).toHaveLength(rows.length);
  });

  it('the queued job ends a lapsed hold in the running worker, and the buyer reads it as expired', async () => {
    const { eventId, reserve } = await liveProduct(5);
    const { buyer, response } = await reserve(5);
    const shortId = response.body.data.short_id as string;
    const order = await orderOf(shortId);
    await lapse(order.id);
    await server.services.queue.flushSoon();
    // Make the event's waiting job due now, as if its time had come.
    await sql(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND data->>'eventId' = $2`, [
      expireEventReservationsJob.name,
      eventId,
    ]);
    const deadline = Date.now() + 15_000;
    while ((await orderOf(shortId)).status !== 'ABANDONED') {
      if (Date.now() > deadline) throw new Error('the expiry job did not run');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const read = await buyer.get(`/api/public/events/${eventId}/order/${shortId}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'ABANDONED', is_expired: true });
    const late = await buyer.put(`/api/public/events/${eventId}/order/${shortId}`, {
      order: { first_name: 'A', last_name: 'B', email: 'a@example.com', email_confirmation: 'a@example.com' },
      products: [],
    });
    expect(late.status).toBe(409);
    // All five units are back.
    expect((await reserve(5)).response.status).toBe(201);
  }, 30_000);

  it("expires the event's lapsed orders once, releasing their units; a second run changes nothing", async () => {
    const { eventId, reserve } = await liveProduct(3);
    const other = await liveProduct(3);
    const { response } = await reserve(3);
    const order = await orderOf(response.body.data.short_id);
    const elsewhereShortId = (await other.reserve(3)).response.body.data.short_id as string;
    const elsewhere = await orderOf(elsewhereShortId);
    expect((await reserve(1)).response.status).toBe(409);
    await lapse(order.id);
    await lapse(elsewhere.id);
    await expireEventReservationsJob.handle({ eventId }, jobContext());
    // Another event's lapsed reservation waits for its own job (or the sweep).
    expect((await orderOf(elsewhereShortId)).status).toBe('RESERVED');
    const after = await orderOf(response.body.data.short_id);
    expect(after.status).toBe('ABANDONED');
    expect(after.reserved_until).not.toBeNull();
    const { rows: before } = await sql<{ updated_at: Date }>('SELECT updated_at FROM orders WHERE id = $1', [order.id]);
    await expireEventReservationsJob.handle({ eventId }, jobContext());
    const { rows: twice } = await sql<{ status: string; updated_at: Date }>(
      'SELECT status, updated_at FROM orders WHERE id = $1',
      [order.id],
    );
    expect(twice[0]).toEqual({ status: 'ABANDONED', updated_at: before[0]!.updated_at });
    expect((await reserve(3)).response.status).toBe(201);
  });

  it('never touches a completed order, nor a reservation whose hold was extended', async () => {
    const { eventId, reserve } = await liveProduct(5);
    const completed = await orderOf((await reserve(1)).response.body.data.short_id);
    const extended = await orderOf((await reserve(1)).response.body.data.short_id);
    // Completed after its hold was set (reserved_until left in the past on purpose), and a hold moved ahead.
    await sql(`UPDATE orders SET status = 'COMPLETED', reserved_until = now() - interval '1 minute' WHERE id = $1`, [
      completed.id,
    ]);
    await sql(`UPDATE orders SET reserved_until = now() + interval '10 minutes' WHERE id = $1`, [extended.id]);
    await expireEventReservationsJob.handle({ eventId }, jobContext());
    await sweepReservationsJob.handle({}, jobContext());
    const { rows } = await sql<{ id: string; status: string }>(
      'SELECT id, status FROM orders WHERE id = ANY($1::uuid[])',
      [[completed.id, extended.id]],
    );
    expect(new Map(rows.map((row) => [row.id, row.status]))).toEqual(
      new Map([
        [completed.id, 'COMPLETED'],
        [extended.id, 'RESERVED'],
      ]),
    );
  });

  it('the minute sweep ends every lapsed hold, leaves live ones, and is harmless when run again', async () => {
    const { reserve } = await liveProduct(10);
    const ids: string[] = [];
    for (let index = 0; index < 4; index++)
      ids.push((await orderOf((await reserve(1)).response.body.data.short_id)).id);
    for (const id of ids.slice(0, 3)) await lapse(id);
    await sweepReservationsJob.handle({}, jobContext());
    await sweepReservationsJob.handle({}, jobContext());
    const { rows } = await sql<{ id: string; status: string }>(
      'SELECT id, status FROM orders WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const statusOf = new Map(rows.map((row) => [row.id, row.status]));
    expect(ids.map((id) => statusOf.get(id))).toEqual(['ABANDONED', 'ABANDONED', 'ABANDONED', 'RESERVED']);
  });

  it('is scheduled every minute', async () => {
    const { rows } = await sql<{ cron: string }>('SELECT cron FROM pgboss.schedule WHERE name = $1', [
      sweepReservationsJob.name,
    ]);
    expect(rows[0]?.cron).toBe('* * * * *');
  });
});
