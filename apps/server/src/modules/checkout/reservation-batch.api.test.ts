import { getTableColumns, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonRow } from '../../db/json-rows';
import { orderItems, orders } from '../../db/schema';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { registerAccount } from '../../test-support/identity';
import { holdRowLock } from '../../test-support/row-lock';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { planOrder } from '../orders/orders.service';
import { findSessionReservation } from './checkout.repository';
import {
  placeReservation,
  placeReservations,
  placeSelectionBatches,
  type PlacementOutcome,
} from '../orders/reservation.repository';

/**
 * Several reservations of the same products in one statement (decision 104): each is accepted or refused on its
 * own, in order, exactly as it would be alone. The batch reads the stock once and counts in each reservation it
 * accepts (decision 105). Runs on PGlite by default and on PostgreSQL with DATABASE_URL set.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function liveEvent() {
  const { http: admin } = await registerAccount(server.baseUrl);
  const organizer = await createOrganizer(admin);
  const event = await createEvent(admin, { organizerId: organizer.id });
  await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { admin, eventId: event.id as string };
}

async function addProduct({ admin, eventId }: Awaited<ReturnType<typeof liveEvent>>, stock: number) {
  const product = await createProduct(admin, eventId, {
    title: 'Batch',
    prices: [{ price: 1000, initial_quantity_available: stock }],
  });
  return { eventId, productId: product.id as string, priceId: product.prices[0].id as string };
}

const liveProduct = async (stock: number) => addProduct(await liveEvent(), stock);

type Product = Awaited<ReturnType<typeof liveProduct>>;

/** Two products of one event drawing on one capacity assignment of `capacity`, each with plenty of its own stock. */
async function productsSharingCapacity(capacity: number) {
  const event = await liveEvent();
  const products = [await addProduct(event, 100), await addProduct(event, 100)];
  const created = await event.admin.post(`/api/events/${event.eventId}/capacity-assignments`, {
    name: 'Hall',
    capacity,
    product_ids: products.map((product) => product.productId),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return products as [Product, Product];
}

async function reservation(
  product: Product,
  quantity: number,
  sessionId: string,
  replaceSession = false,
  alsoPrices: string[] = [],
) {
  const now = new Date();
  const plan = await planOrder(server.services.database.db, {
    eventId: product.eventId,
    status: 'RESERVED',
    lines: [product.priceId, ...alsoPrices].map((productPriceId) => ({ productPriceId, quantity })),
    sessionId,
    reservedUntil: new Date(now.getTime() + 15 * 60_000),
    createdAt: now,
  });
  return { plan, replaceSession, now };
}

const placedQuantity = (outcome: PlacementOutcome) =>
  'placed' in outcome ? outcome.placed.items.reduce((sum, item) => sum + item.quantity, 0) : null;

async function ordersOfSession(sessionId: string) {
  const { rows } = await server.services.database.query<{ status: string }>(
    `SELECT status FROM orders WHERE session_id = $1 ORDER BY created_at, status`,
    [sessionId],
  );
  return rows.map((row) => row.status);
}

async function heldUnits(priceId: string) {
  const { rows } = await server.services.database.query<{ units: number }>(
    `SELECT coalesce(sum(quantity), 0)::int AS units FROM order_items WHERE product_price_id = $1 AND held_until > now()`,
    [priceId],
  );
  return Number(rows[0]!.units);
}

describe('reservations placed as a batch', () => {
  it('accepts or refuses each in order: a later, smaller one still fits after a refusal', async () => {
    const product = await liveProduct(5);
    const entries = await Promise.all(
      [2, 2, 2, 1].map((quantity, index) => reservation(product, quantity, `b-${index}`)),
    );
    const outcomes = await placeReservations(server.services.database.db, {
      productIds: [product.productId],
      entries,
    });
    expect(outcomes.map(placedQuantity)).toEqual([2, 2, null, 1]);
    const refused = outcomes[2]!;
    expect('refused' in refused && refused.refused.stock.get(product.priceId)).toEqual({
      initialQuantityAvailable: 5,
      quantitySold: 0,
    });
    // The refusal saw the units the batch's earlier reservations hold.
    expect('refused' in refused && refused.refused.reserved.get(product.priceId)).toBe(4);
    expect(await heldUnits(product.priceId)).toBe(5);
    expect(await ordersOfSession('b-2')).toEqual([]);
  });

  it("replaces a session's earlier reservation, and keeps it when the new selection is refused", async () => {
    const product = await liveProduct(5);
    const db = server.services.database.db;
    const earlier = await placeReservation(db, {
      ...(await reservation(product, 2, 'mover')),
      productIds: [product.productId],
    });
    const kept = await placeReservation(db, {
      ...(await reservation(product, 1, 'keeper')),
      productIds: [product.productId],
    });
    expect([placedQuantity(earlier), placedQuantity(kept)]).toEqual([2, 1]);

    const outcomes = await placeReservations(db, {
      productIds: [product.productId],
      entries: [
        // 2 of 5 free: the mover's own 2 come back, so 4 fit.
        await reservation(product, 4, 'mover', true),
        // Wants 5 in place of its 1: 0 + 1 free, refused; its earlier reservation stays.
        await reservation(product, 5, 'keeper', true),
        await reservation(product, 1, 'newcomer'),
      ],
    });
    expect(outcomes.map(placedQuantity)).toEqual([4, null, null]);
    expect(await ordersOfSession('mover')).toEqual(['ABANDONED', 'RESERVED']);
    expect(await ordersOfSession('keeper')).toEqual(['RESERVED']);
    expect(await ordersOfSession('newcomer')).toEqual([]);
    expect(await heldUnits(product.priceId)).toBe(5);
  });

  it('gives each reservation of a long batch its own order and lines, in the order asked', async () => {
    const product = await liveProduct(7);
    const entries = await Promise.all(
      Array.from({ length: 10 }, (_, index) => reservation(product, 1, `long-${index}`)),
    );
    const outcomes = await placeReservations(server.services.database.db, { productIds: [product.productId], entries });
    expect(outcomes.map(placedQuantity)).toEqual([1, 1, 1, 1, 1, 1, 1, null, null, null]);
    outcomes.forEach((outcome, index) => {
      if (!('placed' in outcome)) return;
      expect(outcome.placed.order.id).toBe(entries[index]!.plan.order.id);
      expect(outcome.placed.order.sessionId).toBe(`long-${index}`);
      expect(outcome.placed.items.map((item) => item.orderId)).toEqual([entries[index]!.plan.order.id]);
      expect(outcome.placed.items[0]!.heldUntil).not.toBeNull();
    });
    // A reservation's attendees come with its details (decision 112).
    const { rows } = await server.services.database.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM attendees WHERE order_id = ANY($1::uuid[])`,
      [`{${entries.map((entry) => entry.plan.order.id).join(',')}}`],
    );
    expect(Number(rows[0]!.count)).toBe(0);
    expect(await heldUnits(product.priceId)).toBe(7);
  });

  it('lets a session replace, in the same batch, the reservation it was given earlier in that batch', async () => {
    const product = await liveProduct(5);
    const outcomes = await placeReservations(server.services.database.db, {
      productIds: [product.productId],
      entries: [
        await reservation(product, 2, 'changes-mind', true),
        await reservation(product, 1, 'bystander'),
        // Its own 2 come back: 5 - 1 = 4 free, so 3 fit.
        await reservation(product, 3, 'changes-mind', true),
        // 5 - 1 - 3 = 1 left.
        await reservation(product, 2, 'late'),
        await reservation(product, 1, 'later'),
      ],
    });
    expect(outcomes.map(placedQuantity)).toEqual([2, 1, 3, null, 1]);
    const late = outcomes[3]!;
    expect('refused' in late && late.refused.reserved.get(product.priceId)).toBe(4);
    expect(await ordersOfSession('changes-mind')).toEqual(['ABANDONED', 'RESERVED']);
    expect(await heldUnits(product.priceId)).toBe(5);
  });

  it('counts each accepted reservation against a capacity assignment shared by the selected products', async () => {
    const [first, second] = await productsSharingCapacity(5);
    const productIds = [first.productId, second.productId].sort();
    // One of each product per reservation: 2 units of the assignment's 5 each time.
    const entries = await Promise.all(
      ['c-1', 'c-2', 'c-3'].map((session) => reservation(first, 1, session, false, [second.priceId])),
    );
    const outcomes = await placeReservations(server.services.database.db, { productIds, entries });
    expect(outcomes.map(placedQuantity)).toEqual([2, 2, null]);
    const refused = outcomes[2]!;
    expect(
      'refused' in refused &&
        refused.refused.limits.map(({ capacity, used, reserved }) => ({ capacity, used, reserved })),
    ).toEqual([
      { capacity: 5, used: 0, reserved: 4 },
      { capacity: 5, used: 0, reserved: 4 },
    ]);
    // One unit of one product still fits the last place; the next does not.
    const singles = await placeReservations(server.services.database.db, {
      productIds: [first.productId],
      entries: [await reservation(first, 1, 'c-4'), await reservation(first, 1, 'c-5')],
    });
    expect(singles.map(placedQuantity)).toEqual([1, null]);
  });

  it('places the batches of several selections in one statement, each on its own, in order', async () => {
    const [first, second] = await productsSharingCapacity(3);
    const elsewhere = await liveProduct(1);
    const outcomes = await placeSelectionBatches(server.services.database.db, [
      {
        productIds: [first.productId],
        entries: [await reservation(first, 1, 'g-1'), await reservation(first, 1, 'g-2')],
      },
      {
        productIds: [elsewhere.productId],
        entries: [await reservation(elsewhere, 1, 'g-3'), await reservation(elsewhere, 1, 'g-4')],
      },
      // Draws on the same capacity assignment (3) as the first selection, after it: one place left.
      {
        productIds: [second.productId],
        entries: [await reservation(second, 1, 'g-5'), await reservation(second, 1, 'g-6')],
      },
    ]);
    expect(outcomes?.map((batch) => batch.map(placedQuantity))).toEqual([
      [1, 1],
      [1, null],
      [1, null],
    ]);
    const refused = outcomes![2]![1]!;
    expect('refused' in refused && refused.refused.limits.map(({ reserved }) => reserved)).toEqual([3]);
    expect(await heldUnits(elsewhere.priceId)).toBe(1);
  });

  it('writes nothing and answers null when another transaction holds a lock of one selection', async (context) => {
    // PGlite has one connection: no other transaction can hold a lock there.
    if (server.services.database.driver !== 'postgres') return context.skip();
    const free = await liveProduct(5);
    const busy = await liveProduct(5);
    const entries = [await reservation(free, 1, 'nowait-1'), await reservation(busy, 1, 'nowait-2')];
    const lock = await holdRowLock(
      server.services.database,
      `SELECT id FROM product_prices WHERE id = '${busy.priceId}' FOR UPDATE`,
    );
    try {
      const outcomes = await placeSelectionBatches(server.services.database.db, [
        { productIds: [free.productId], entries: [entries[0]!] },
        { productIds: [busy.productId], entries: [entries[1]!] },
      ]);
      expect(outcomes).toBeNull();
      expect(await ordersOfSession('nowait-1')).toEqual([]);
    } finally {
      await lock.release();
    }
  });

  it("finds a session's earlier reservation by its key, never by reading the event's orders (decision 111)", async () => {
    const product = await liveProduct(500);
    const { database } = server.services;
    for (let start = 0; start < 150; start += 50) {
      const entries = await Promise.all(
        Array.from({ length: 50 }, (_, index) => reservation(product, 1, `crowd-${start + index}`, true)),
      );
      await placeReservations(database.db, { productIds: [product.productId], entries });
    }
    /** Rows of `orders` read by this transaction so far, through any index or by a sequential scan. */
    const ordersRead = async (tx: DbExecutor) => {
      const result = (await tx.execute(
        sql`SELECT (coalesce(idx_tup_fetch, 0) + seq_tup_read)::int AS read FROM pg_stat_xact_user_tables WHERE relname = 'orders'`,
      )) as { rows: { read: number }[] };
      return Number(result.rows[0]!.read);
    };
    // As the rush leaves the table (statistics lagging behind, or none yet), then once it has been analyzed. With
    // 150 rows, reading them all is as cheap as any index, and the planner may rightly do so: sequential scans are
    // off here, as they would be for the orders of a real event, so that the choice among indexes shows.
    for (const analyze of [false, true]) {
      if (analyze) await database.query('ANALYZE orders');
      const sessionId = `crowd-${analyze ? 1 : 0}`;
      const entries = [
        await reservation(product, 2, sessionId, true),
        await reservation(product, 1, `newcomer-${analyze}`, true),
      ];
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const before = await ordersRead(tx);
        const outcomes = await placeReservations(tx, { productIds: [product.productId], entries });
        expect(outcomes.map(placedQuantity)).toEqual([2, 1]);
        const current = await findSessionReservation(tx, { eventId: product.eventId, sessionId, now: new Date() });
        expect(current?.id).toBe(entries[0]!.plan.order.id);
        // The replaced order found and locked, the key checks of the new lines, the session's current reservation
        // read back: not the event's 150 orders.
        expect((await ordersRead(tx)) - before).toBeLessThan(20);
      });
      expect(await ordersOfSession(sessionId)).toEqual(['ABANDONED', 'RESERVED']);
    }
  });

  it('writes rows that carry every column with a database default, as the fixed inserts need (migration 0024)', async () => {
    const product = await liveProduct(5);
    const { plan } = await reservation(product, 2, 'complete-rows');
    const written = [
      { table: orders, rows: [plan.order] },
      { table: orderItems, rows: plan.items },
    ] as const;
    for (const { table, rows } of written) {
      const defaulted = Object.values(getTableColumns(table))
        .filter((column) => column.hasDefault)
        .map((column) => column.name);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const keys = Object.keys(toJsonRow(table, row as never));
        expect(defaulted.filter((name) => !keys.includes(name))).toEqual([]);
      }
    }
  });
});
