import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toJsonRow } from '../../db/json-rows';
import { attendees, orderItems, orders } from '../../db/schema';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { registerAccount } from '../../test-support/identity';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { planOrder } from '../orders/orders.service';
import { placeReservation, placeReservations, type PlacementOutcome } from './reservation.repository';

/**
 * Several reservations of the same products in one statement (decision 104): each is accepted or refused on its
 * own, in order, exactly as it would be alone. Runs on PGlite by default and on PostgreSQL with DATABASE_URL set.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function liveProduct(stock: number) {
  const { http: admin } = await registerAccount(server.baseUrl);
  const organizer = await createOrganizer(admin);
  const event = await createEvent(admin, { organizerId: organizer.id });
  const product = await createProduct(admin, event.id, {
    title: 'Batch',
    prices: [{ price: 1000, initial_quantity_available: stock }],
  });
  await server.services.database.query(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
  return { eventId: event.id as string, productId: product.id as string, priceId: product.prices[0].id as string };
}

type Product = Awaited<ReturnType<typeof liveProduct>>;

async function reservation(product: Product, quantity: number, sessionId: string, replaceSession = false) {
  const now = new Date();
  const plan = await planOrder(server.services.database.db, {
    eventId: product.eventId,
    status: 'RESERVED',
    lines: [{ productPriceId: product.priceId, quantity }],
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

  it('writes rows that carry every column with a database default, as the fixed inserts need (migration 0024)', async () => {
    const product = await liveProduct(5);
    const { plan } = await reservation(product, 2, 'complete-rows');
    const written = [
      { table: orders, rows: [plan.order] },
      { table: orderItems, rows: plan.items },
      { table: attendees, rows: plan.attendees },
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
