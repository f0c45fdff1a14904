import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireReservationJob, sweepReservationsJob } from '../../jobs/reservation-expiry.job';
import type { JobContext } from '../../services';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';

/**
 * Reservation expiry (issue 6 point 3, decision 058): the job queued with each reservation and the minute
 * sweep end lapsed holds as ABANDONED, once, and never touch an order that completed or was extended.
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
  it('queues one delayed job per reservation, starting when the hold ends', async () => {
    const { reserve } = await liveProduct(5);
    const { response } = await reserve(1);
    expect(response.status).toBe(201);
    const order = await orderOf(response.body.data.short_id);
    // Sent with the other reservations of the same instant, within a few milliseconds.
    await server.services.queue.flushSoon();
    const { rows } = await sql<{ start_after: Date; state: string; data: { orderId: string } }>(
      `SELECT start_after, state, data FROM pgboss.job WHERE name = $1 AND singleton_key = $2`,
      [expireReservationJob.name, order.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('created');
    expect(rows[0]!.data).toEqual({ orderId: order.id });
    expect(Math.abs(new Date(rows[0]!.start_after).getTime() - order.reserved_until!.getTime())).toBeLessThan(1000);
    // A second send for the same order while one waits is refused quietly (one waiting job per order).
    const again = await server.services.queue.sendUnique(
      expireReservationJob,
      { orderId: order.id },
      { startAfter: order.reserved_until!, singletonKey: order.id },
    );
    expect(again).toBeNull();
  });

  it('the queued job ends a lapsed hold in the running worker, and the buyer reads it as expired', async () => {
    const { eventId, reserve } = await liveProduct(5);
    const { buyer, response } = await reserve(5);
    const shortId = response.body.data.short_id as string;
    const order = await orderOf(shortId);
    await lapse(order.id);
    // Make the waiting job due now, as if its time had come.
    await sql(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND singleton_key = $2`, [
      expireReservationJob.name,
      order.id,
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

  it('expires a lapsed order once, releasing its units; a second run changes nothing', async () => {
    const { reserve } = await liveProduct(3);
    const { response } = await reserve(3);
    const order = await orderOf(response.body.data.short_id);
    expect((await reserve(1)).response.status).toBe(409);
    await lapse(order.id);
    await expireReservationJob.handle({ orderId: order.id }, jobContext());
    const after = await orderOf(response.body.data.short_id);
    expect(after.status).toBe('ABANDONED');
    expect(after.reserved_until).not.toBeNull();
    const { rows: before } = await sql<{ updated_at: Date }>('SELECT updated_at FROM orders WHERE id = $1', [order.id]);
    await expireReservationJob.handle({ orderId: order.id }, jobContext());
    const { rows: twice } = await sql<{ status: string; updated_at: Date }>(
      'SELECT status, updated_at FROM orders WHERE id = $1',
      [order.id],
    );
    expect(twice[0]).toEqual({ status: 'ABANDONED', updated_at: before[0]!.updated_at });
    expect((await reserve(3)).response.status).toBe(201);
  });

  it('never touches a completed order, nor a reservation whose hold was extended', async () => {
    const { reserve } = await liveProduct(5);
    const completed = await orderOf((await reserve(1)).response.body.data.short_id);
    const extended = await orderOf((await reserve(1)).response.body.data.short_id);
    // Completed after its hold was set (reserved_until left in the past on purpose), and a hold moved ahead.
    await sql(`UPDATE orders SET status = 'COMPLETED', reserved_until = now() - interval '1 minute' WHERE id = $1`, [
      completed.id,
    ]);
    await sql(`UPDATE orders SET reserved_until = now() + interval '10 minutes' WHERE id = $1`, [extended.id]);
    await expireReservationJob.handle({ orderId: completed.id }, jobContext());
    await expireReservationJob.handle({ orderId: extended.id }, jobContext());
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
