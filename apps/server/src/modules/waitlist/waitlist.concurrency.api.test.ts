import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createOrganizer, createProduct } from '../../test-support/catalogue';
import { createHttpClient, type HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { offerNextOfPrice, processEventWaitlist } from './waitlist-offers';

/**
 * Issue 31 point 3: offers, reservations and cancellations racing on the last tickets never offer or sell more than
 * is free, and no entry is offered twice. Run on both databases by CI.
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

const STOCK = 10;
const BUYERS = 200;

describe('the waiting list under concurrency', () => {
  it.for(['MANUAL', 'AUTOMATIC'] as const)(
    'never holds or sells more than the stock while %s offers, cancellations and 200 buyers race',
    { timeout: 120_000 },
    async (mode) => {
      const event = await createEvent(admin, { organizerId });
      const product = await createProduct(admin, event.id, {
        title: 'Last tickets',
        type: 'FREE',
        max_per_order: 4,
        waitlist_processing_mode: mode,
        prices: [{ price: 0, initial_quantity_available: STOCK }],
      });
      const priceId = product.prices[0].id as string;
      await sql(`UPDATE events SET status = 'LIVE' WHERE id = $1`, [event.id]);
      const sold = [];
      for (let index = 0; index < STOCK; index++)
        sold.push(
          await seedOrder(server.services.database, {
            eventId: event.id,
            lines: [{ productPriceId: priceId, quantity: 1 }],
            buyer: { firstName: 'Early', lastName: `Bird${index}`, email: `early${index}@example.com` },
          }),
        );
      const entryIds: string[] = [];
      for (let index = 0; index < 15; index++) {
        const joined = await createHttpClient(server.baseUrl).post(`/api/public/events/${event.id}/waitlist`, {
          product_price_id: priceId,
          quantity: 1 + (index % 2),
          first_name: 'Wait',
          last_name: `Er${index}`,
          email: `waiter${index}@example.com`,
        });
        expect(joined.status, JSON.stringify(joined.body)).toBe(201);
        entryIds.push(joined.body.data.id);
      }

      const body = { products: [{ product_id: product.id, quantities: [{ price_id: priceId, quantity: 1 }] }] };
      const tasks: Promise<unknown>[] = [];
      // Six tickets come back while everyone grabs at them.
      for (const order of sold.slice(0, 6))
        tasks.push(admin.post(`/api/events/${event.id}/orders/${order.order.id}/cancel`, { notify_buyer: false }));
      for (let index = 0; index < BUYERS; index++)
        tasks.push(createHttpClient(server.baseUrl).post(`/api/public/events/${event.id}/order`, body));
      for (let index = 0; index < 6; index++) {
        tasks.push(admin.post(`/api/events/${event.id}/waitlist/offer`, { product_price_id: priceId, count: 50 }));
        tasks.push(offerNextOfPrice(server.services, { eventId: event.id, productPriceId: priceId, count: 50 }));
        tasks.push(processEventWaitlist(server.services, event.id));
      }
      const results = await Promise.allSettled(tasks);
      expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
      // Let queued automatic offers run too, then look again.
      await processEventWaitlist(server.services, event.id);

      const { rows: stock } = await sql<{ sold: number }>(
        'SELECT quantity_sold AS sold FROM product_prices WHERE id = $1',
        [priceId],
      );
      const { rows: held } = await sql<{ held: string }>(
        `SELECT coalesce(sum(i.quantity), 0) AS held FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE i.product_price_id = $1 AND o.status = 'RESERVED' AND o.reserved_until > now()`,
        [priceId],
      );
      const taken = Number(stock[0]!.sold) + Number(held[0]!.held);
      expect(taken).toBeLessThanOrEqual(STOCK);
      // Every ticket that came back is taken by someone (a buyer or an offer) once the dust settles.
      expect(taken).toBeGreaterThanOrEqual(STOCK - 1);

      const { rows: entries } = await sql<{
        status: string;
        quantity: number;
        offer_count: number;
        order_id: string | null;
        order_status: string | null;
        live: boolean | null;
      }>(
        `SELECT w.status, w.quantity, w.offer_count, w.order_id, o.status AS order_status,
                o.reserved_until > now() AS live
         FROM waitlist_entries w LEFT JOIN orders o ON o.id = w.order_id WHERE w.event_id = $1`,
        [event.id],
      );
      expect(entries.every((entry) => entry.offer_count <= 1)).toBe(true);
      const offered = entries.filter((entry) => entry.status === 'OFFERED');
      // In manual mode the buyers may well win every ticket; in automatic mode the list comes first.
      if (mode === 'AUTOMATIC') expect(offered.length).toBeGreaterThan(0);
      expect(new Set(offered.map((entry) => entry.order_id)).size).toBe(offered.length);
      expect(offered.every((entry) => entry.order_status === 'RESERVED' && entry.live)).toBe(true);
      // Orders held for entries are exactly the entries' quantities.
      const { rows: heldForList } = await sql<{ held: string }>(
        `SELECT coalesce(sum(i.quantity), 0) AS held FROM order_items i JOIN waitlist_entries w ON w.order_id = i.order_id
         WHERE w.event_id = $1 AND w.status = 'OFFERED'`,
        [event.id],
      );
      expect(Number(heldForList[0]!.held)).toBe(offered.reduce((total, entry) => total + entry.quantity, 0));
      if (mode === 'AUTOMATIC') {
        // People were waiting: the freed tickets went to them, not to the passers-by.
        const { rows: bought } = await sql<{ n: string }>(
          `SELECT count(*) AS n FROM orders WHERE event_id = $1 AND status = 'RESERVED' AND session_id IS NOT NULL
           AND id NOT IN (SELECT order_id FROM waitlist_entries WHERE order_id IS NOT NULL)`,
          [event.id],
        );
        expect(Number(bought[0]!.n)).toBe(0);
      }
    },
  );
});
