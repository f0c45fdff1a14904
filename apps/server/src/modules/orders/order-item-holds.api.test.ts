import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { reservedQuantities } from './orders.repository';

/**
 * Decision 094: an order line carries its order's hold end while the order is RESERVED, kept by the database's
 * triggers whatever writes the order, and live holds are read from the lines alone.
 */

let server: TestServer;
let admin: HttpClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = (await registerAccount(server.baseUrl)).http;
});

afterAll(async () => {
  await server?.close();
});

const sql = <T extends Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.services.database.query<T>(text, values);

async function heldUntilOf(orderId: string): Promise<(Date | null)[]> {
  const { rows } = await sql<{ held_until: Date | string | null }>(
    'SELECT held_until FROM order_items WHERE order_id = $1 ORDER BY created_at, id',
    [orderId],
  );
  return rows.map((row) => (row.held_until === null ? null : new Date(row.held_until)));
}

describe('live holds on order lines', () => {
  it('follows the order through every status and hold change, and counts only live holds', async () => {
    const organizer = await createOrganizer(admin);
    const event = await createEvent(admin, { organizerId: organizer.id });
    const product = await createProduct(admin, event.id, {
      type: 'TIERED',
      prices: [
        { label: 'Early', price: 1000 },
        { label: 'Regular', price: 2000 },
      ],
    });
    const [first, second] = product.prices.map((price: { id: string }) => price.id) as [string, string];
    const reservedUntil = new Date(Date.now() + 10 * 60_000);
    const { order } = await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'RESERVED',
      reservedUntil,
      lines: [
        { productPriceId: first, quantity: 2 },
        { productPriceId: second, quantity: 1 },
      ],
    });
    const { order: completed } = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: first, quantity: 5 }],
    });

    // Written with the order: the lines of a reservation carry its end, the others nothing.
    expect(await heldUntilOf(order.id)).toEqual([reservedUntil, reservedUntil]);
    expect(await heldUntilOf(completed.id)).toEqual([null]);
    const live = () => reservedQuantities(server.services.database.db, [first, second], new Date());
    expect(await live()).toEqual(
      new Map([
        [first, 2],
        [second, 1],
      ]),
    );

    // An extended hold moves with the order; a lapsed one stops counting before any job runs.
    const extended = new Date(reservedUntil.getTime() + 5 * 60_000);
    await sql('UPDATE orders SET reserved_until = $2 WHERE id = $1', [order.id, extended]);
    expect(await heldUntilOf(order.id)).toEqual([extended, extended]);
    await sql(`UPDATE orders SET reserved_until = now() - interval '1 second' WHERE id = $1`, [order.id]);
    expect(await live()).toEqual(new Map());

    // Leaving RESERVED (completed, abandoned, cancelled...) ends the hold of every line.
    await sql('UPDATE orders SET reserved_until = $2 WHERE id = $1', [order.id, extended]);
    expect(await live()).toEqual(
      new Map([
        [first, 2],
        [second, 1],
      ]),
    );
    await sql(`UPDATE orders SET status = 'ABANDONED' WHERE id = $1`, [order.id]);
    expect(await heldUntilOf(order.id)).toEqual([null, null]);
    expect(await live()).toEqual(new Map());
  });

  it('gives a line added to a reservation later the same hold', async () => {
    const organizer = await createOrganizer(admin);
    const event = await createEvent(admin, { organizerId: organizer.id });
    const product = await createProduct(admin, event.id, { prices: [{ price: 1000 }] });
    const reservedUntil = new Date(Date.now() + 10 * 60_000);
    const { order, items } = await seedOrder(server.services.database, {
      eventId: event.id,
      status: 'RESERVED',
      reservedUntil,
      lines: [{ productPriceId: product.prices[0].id, quantity: 1 }],
    });
    const [line] = items;
    await sql(
      `INSERT INTO order_items (order_id, product_id, product_price_id, product_type, item_name, quantity,
         price_per_unit, price_before_discount, total_before_additions, total_gross)
       SELECT order_id, product_id, product_price_id, product_type, item_name, 1, 0, 0, 0, 0
       FROM order_items WHERE id = $1`,
      [line!.id],
    );
    expect(await heldUntilOf(order.id)).toEqual([reservedUntil, reservedUntil]);
  });
});
