import { DOMAIN_EVENT_PAYLOADS, ORDER_MOVE_RULES, ORDER_MOVES, type TDomainEvent } from '@marquee/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createProduct } from '../../test-support/catalogue';
import type { HttpClient } from '../../test-support/http';
import { registerAccount } from '../../test-support/identity';
import { seedOrder } from '../../test-support/orders';
import { startTestServer, type TestServer } from '../../test-support/test-server';
import { cancelPlacedOrder, markOrderAsPaid, moveOrder, placeOrder } from '../orders/order-lifecycle';
import { findEventWithOrganizer } from '../checkout/checkout.repository';
import { recordDomainEvent } from './record-domain-event';
import {
  markDomainEventHandledBy,
  readPendingDomainEvents,
  runDomainEventConsumer,
  type TDomainEventConsumer,
} from './domain-events.service';

/**
 * The order lifecycle and the outbox (decisions 122 and 123): each move checked against core's table, and the domain
 * events of a change written in its transaction, read back in order, handled once.
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

const sql = <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  server.services.database.query<T>(text, values).then((result) => result.rows);

async function shop() {
  const event = await createEvent(admin);
  const ticket = await createProduct(admin, event.id, { prices: [{ price: 2500, initial_quantity_available: 50 }] });
  const found = await findEventWithOrganizer(server.services.database.db, event.id);
  return { event: found!.event, priceId: ticket.prices[0].id as string };
}

async function reservation(input: { eventId: string; priceId: string }) {
  const written = await seedOrder(server.services.database, {
    eventId: input.eventId,
    status: 'RESERVED',
    reservedUntil: new Date(Date.now() + 600_000),
    lines: [{ productPriceId: input.priceId, quantity: 2 }],
    buyer: { firstName: 'Ann', lastName: 'Buyer', email: 'ann@example.com' },
  });
  return written.order;
}

const eventsOf = (orderId: string) =>
  sql<{ type: string; order_sequence: number; payload: unknown; version: number }>(
    `SELECT type, order_sequence, payload, version FROM domain_events WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );

const inTransaction = <T>(
  run: (tx: Parameters<Parameters<TestServer['services']['database']['db']['transaction']>[0]>[0]) => Promise<T>,
) => server.services.database.db.transaction(run);

describe('the order lifecycle', () => {
  it('places an order: the move, its events in sequence with valid payloads, and the buyer’s emails, together', async () => {
    const { event, priceId } = await shop();
    const order = await reservation({ eventId: event.id, priceId });
    const placed = await inTransaction((tx) =>
      placeOrder(server.services, tx, { orderId: order.id, event, placement: 'OFFLINE' }),
    );
    expect(placed.status).toBe('AWAITING_OFFLINE_PAYMENT');
    await inTransaction((tx) => markOrderAsPaid(server.services, tx, { orderId: order.id, event }));
    await inTransaction((tx) => cancelPlacedOrder(server.services, tx, { orderId: order.id }));

    const written = await eventsOf(order.id);
    expect(written.map((row) => row.type)).toEqual([
      'order.created',
      'attendee.created',
      'attendee.created',
      'order.marked_as_paid',
      'order.completed',
      'attendee.updated',
      'attendee.updated',
      'order.cancelled',
      'attendee.cancelled',
      'attendee.cancelled',
    ]);
    expect(written.map((row) => Number(row.order_sequence))).toEqual(written.map((_, index) => index + 1));
    for (const row of written) {
      expect(row.version).toBe(1);
      const schema = DOMAIN_EVENT_PAYLOADS[row.type as keyof typeof DOMAIN_EVENT_PAYLOADS];
      expect(schema.safeParse(row.payload).success).toBe(true);
    }
    expect(written[0]!.payload).toMatchObject({
      order: { status: 'AWAITING_OFFLINE_PAYMENT', totals: { subtotal: 5000, total: 5000 } },
      previous_status: 'RESERVED',
    });
    expect(written[7]!.payload).toMatchObject({ order: { status: 'CANCELLED' }, previous_status: 'COMPLETED' });
  });

  it('leaves neither the change nor its events when the transaction fails after them', async () => {
    const { event, priceId } = await shop();
    const order = await reservation({ eventId: event.id, priceId });
    await expect(
      inTransaction(async (tx) => {
        await placeOrder(server.services, tx, { orderId: order.id, event, placement: 'FREE' });
        throw new Error('after the change');
      }),
    ).rejects.toThrow('after the change');
    const [row] = await sql<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.id]);
    expect(row!.status).toBe('RESERVED');
    expect(await eventsOf(order.id)).toEqual([]);
    expect(
      await sql(`SELECT 1 FROM pgboss.job WHERE name = 'email.send' AND data->'data'->>'orderShortId' = $1`, [
        order.shortId,
      ]),
    ).toHaveLength(0);
  });

  it('refuses each move from a status the table does not start it from, with the table’s message, changing nothing', async () => {
    const { event, priceId } = await shop();
    const order = await reservation({ eventId: event.id, priceId });
    await inTransaction((tx) => moveOrder(tx, { orderId: order.id, move: 'abandon', values: { reservedUntil: null } }));
    for (const move of ORDER_MOVES.filter((candidate) => !ORDER_MOVE_RULES[candidate].from.includes('ABANDONED'))) {
      await expect(inTransaction((tx) => moveOrder(tx, { orderId: order.id, move, values: {} }))).rejects.toMatchObject(
        {
          message: ORDER_MOVE_RULES[move].refusal,
        },
      );
    }
    const [row] = await sql<{ status: string }>(`SELECT status FROM orders WHERE id = $1`, [order.id]);
    expect(row!.status).toBe('ABANDONED');
    // Through the API: marking a completed order paid is a 409 with the table's words.
    const completed = await seedOrder(server.services.database, {
      eventId: event.id,
      lines: [{ productPriceId: priceId, quantity: 1 }],
      buyer: { firstName: 'Bo', lastName: 'Buyer', email: 'bo@example.com' },
    });
    const refused = await admin.post(`/api/events/${event.id}/orders/${completed.order.id}/mark-as-paid`);
    expect(refused.status).toBe(409);
  });
});

describe('the outbox', () => {
  const consumer = (name: string, handle: TDomainEventConsumer['handle']): TDomainEventConsumer => ({
    name,
    types: ['product.updated'],
    handle,
  });

  async function productEvents(count: number) {
    const { event } = await shop();
    const found = await findEventWithOrganizer(server.services.database.db, event.id);
    for (let index = 0; index < count; index++)
      await inTransaction((tx) =>
        recordDomainEvent(server.services, tx, {
          type: 'product.updated',
          accountId: found!.event.accountId,
          organizerId: found!.event.organizerId,
          eventId: event.id,
          payload: { product: { id: crypto.randomUUID(), title: `P${index}`, type: 'PAID', product_type: 'TICKET' } },
        }),
      );
  }

  it('refuses a payload that does not match its type’s schema, writing nothing', async () => {
    const before = await sql(`SELECT count(*)::int AS n FROM domain_events`);
    await expect(
      inTransaction((tx) =>
        recordDomainEvent(server.services, tx, {
          type: 'product.updated',
          accountId: crypto.randomUUID(),
          payload: { product: { id: 'not-a-uuid' } } as never,
        }),
      ),
    ).rejects.toThrow();
    expect(await sql(`SELECT count(*)::int AS n FROM domain_events`)).toEqual(before);
  });

  it('reads in order, marks once, and hands each event to a consumer exactly once, even run twice at a time', async () => {
    await productEvents(3);
    const seen: number[] = [];
    const counting = consumer('test.counting', async (event) => {
      seen.push(event.id);
    });
    const pending = await readPendingDomainEvents(server.services.database, counting);
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.map((event) => event.id)).toEqual([...pending.map((event) => event.id)].sort((a, b) => a - b));
    const context = { ...server.services, logger: server.services.logger, jobId: 'test' };
    const [first, second] = await Promise.all([
      runDomainEventConsumer(context, counting),
      runDomainEventConsumer(context, counting),
    ]);
    expect(first + second).toBe(pending.length);
    expect(new Set(seen).size).toBe(seen.length);
    expect(await readPendingDomainEvents(server.services.database, counting)).toEqual([]);
    expect(await inTransaction((tx) => markDomainEventHandledBy(tx, counting.name, pending[0]!.id))).toBe(false);
  });

  it('leaves an event whose handler fails for the next run', async () => {
    await productEvents(1);
    let fail = true;
    const handled: TDomainEvent[] = [];
    const flaky = consumer('test.flaky', async (event) => {
      if (fail) throw new Error('downstream down');
      handled.push(event);
    });
    const context = { ...server.services, logger: server.services.logger, jobId: 'test' };
    await expect(runDomainEventConsumer(context, flaky)).rejects.toThrow('downstream down');
    const waiting = await readPendingDomainEvents(server.services.database, flaky);
    expect(waiting.length).toBeGreaterThan(0);
    fail = false;
    await runDomainEventConsumer(context, flaky);
    expect(handled.map((event) => event.id)).toEqual(waiting.map((event) => event.id));
  });

  it('passes over the events a consumer does not select, marking them handled without handing them over', async () => {
    await productEvents(2);
    const handled: number[] = [];
    const picky = {
      ...consumer('test.picky', async (event) => {
        handled.push(event.id);
      }),
      select: async (events: TDomainEvent[]) => events.slice(0, 1),
    };
    const context = { ...server.services, logger: server.services.logger, jobId: 'test' };
    const pending = await readPendingDomainEvents(server.services.database, picky);
    expect(await runDomainEventConsumer(context, picky)).toBeGreaterThan(0);
    expect(handled.length).toBeLessThan(pending.length);
    expect(await readPendingDomainEvents(server.services.database, picky)).toEqual([]);
  });
});
