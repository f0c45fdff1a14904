import type { TCapacityLimit } from '@marquee/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { fromJsonRow, toJsonRow } from '../../db/json-rows';
import {
  attendees,
  capacityAssignmentProducts,
  capacityAssignments,
  orderItems,
  orders,
  productPrices,
} from '../../db/schema';
import type { OrderItemRow, OrderRow } from '../orders/orders.repository';
import type { OrderPlan } from '../orders/orders.service';

export type PriceStock = { initialQuantityAvailable: number | null; quantitySold: number };

export type StockRead = {
  /** Per price of the asked products: its stock and sold count as committed now. */
  stock: Map<string, PriceStock>;
  /** Units held by live reservations per price, leaving out the given session's and order's own. */
  reserved: Map<string, number>;
  /** Whether the session holds a reservation of the event (which a new selection replaces). */
  sessionHasReservation: boolean;
};

/**
 * The stock of the asked products' prices, their live holds and whether the buyer's session already holds a
 * reservation, in one statement (decision 102): a reservation's unlocked first look. Live holds come from the order lines alone (`held_until`, decision 094), one range of the partial
 * index per price; the session's own RESERVED orders of the event are left out, as a new selection replaces them.
 */
export async function readStock(
  executor: DbExecutor,
  input: {
    productIds: string[];
    now: Date;
    session?: { eventId: string; sessionId: string } | null;
  },
): Promise<StockRead> {
  if (input.productIds.length === 0) return { stock: new Map(), reserved: new Map(), sessionHasReservation: false };
  const session = input.session ?? null;
  const mine = session
    ? sql`select id from orders where event_id = ${session.eventId} and session_id = ${session.sessionId} and status = 'RESERVED'`
    : sql`select null::uuid where false`;
  const result = await executor.execute(sql`
    with mine as (${mine})
    select "product_prices"."id" as id,
      "product_prices"."initial_quantity_available" as initial,
      "product_prices"."quantity_sold" as sold,
      coalesce((
        select sum(held.quantity) from order_items held
        where held.product_price_id = "product_prices"."id" and held.held_until > ${input.now}
          and held.order_id not in (select id from mine)
      ), 0)::int as held,
      exists (select 1 from mine) as session_holds
    from product_prices
    where ${inArray(productPrices.productId, input.productIds)}`);
  const rows = (result as unknown as { rows: StockRow[] }).rows;
  const stock = new Map<string, PriceStock>();
  const reserved = new Map<string, number>();
  for (const row of rows) {
    stock.set(row.id, {
      initialQuantityAvailable: row.initial === null ? null : Number(row.initial),
      quantitySold: Number(row.sold),
    });
    if (Number(row.held) > 0) reserved.set(row.id, Number(row.held));
  }
  return { stock, reserved, sessionHasReservation: rows.some((row) => row.session_holds === true) };
}

type StockRow = {
  id: string;
  initial: number | string | null;
  sold: number | string;
  held: number | string;
  session_holds: boolean;
};

/** One capacity assignment (`id`) limiting one of the asked products. */
export type StockLimit = TCapacityLimit & { id: string; productId: string };

/** Stock as the reservation statement saw it when it refused: prices and the capacity assignments limiting them. */
export type StockSnapshot = { stock: Map<string, PriceStock>; reserved: Map<string, number>; limits: StockLimit[] };

/**
 * Writes a priced reservation in one statement (`reservation_place`, migration 0021, decision 102): replaces the
 * session's earlier reservation when asked, refuses at once when the stock is already too small, inserts the order,
 * its lines and attendees, locks the products' price rows and then their ACTIVE capacity assignments in id order,
 * and checks the stock again under those locks. A refusal writes nothing and returns the stock it saw.
 */
export async function placeReservation(
  executor: DbExecutor,
  input: { plan: OrderPlan; replaceSession: boolean; productIds: string[]; now: Date },
): Promise<{ placed: { order: OrderRow; items: OrderItemRow[] } } | { refused: StockSnapshot }> {
  const { plan } = input;
  const result = await executor.execute(sql`select reservation_place(
    ${JSON.stringify(toJsonRow(orders, plan.order))}::jsonb,
    ${JSON.stringify(plan.items.map((item) => toJsonRow(orderItems, item)))}::jsonb,
    ${JSON.stringify(plan.attendees.map((attendee) => toJsonRow(attendees, attendee)))}::jsonb,
    ${input.replaceSession},
    ${arrayLiteral(input.productIds)}::uuid[],
    ${input.now}) as outcome`);
  const [row] = (result as unknown as { rows: { outcome: OutcomeJson | string }[] }).rows;
  const outcome: OutcomeJson = typeof row!.outcome === 'string' ? JSON.parse(row!.outcome) : row!.outcome;
  if ('stock' in outcome) return { refused: toStockSnapshot(outcome.stock) };
  return {
    placed: {
      order: fromJsonRow(orders, outcome.order),
      items: outcome.items.map((item) => fromJsonRow(orderItems, item)),
    },
  };
}

type OutcomeJson = { order: Record<string, unknown>; items: Record<string, unknown>[] } | { stock: StockJson };

type StockJson = {
  prices: { id: string; product_id: string; initial: number | null; sold: number; held: number }[];
  limits: {
    id: string;
    product_id: string;
    status: TCapacityLimit['status'];
    capacity: number | null;
    used: number;
    held: number;
  }[];
};

function toStockSnapshot(json: StockJson): StockSnapshot {
  const snapshot: StockSnapshot = { stock: new Map(), reserved: new Map(), limits: [] };
  for (const price of json.prices) {
    snapshot.stock.set(price.id, { initialQuantityAvailable: price.initial, quantitySold: Number(price.sold) });
    if (Number(price.held) > 0) snapshot.reserved.set(price.id, Number(price.held));
  }
  for (const limit of json.limits) {
    snapshot.limits.push({
      id: limit.id,
      productId: limit.product_id,
      status: limit.status,
      capacity: limit.capacity,
      used: Number(limit.used),
      reserved: Number(limit.held),
    });
  }
  return snapshot;
}

/** A PostgreSQL array literal of ids (values that need no quoting), the same on both drivers. */
const arrayLiteral = (values: string[]) => `{${values.join(',')}}`;

/** The products of the event covered by an ACTIVE capacity assignment (part of a sales configuration read). */
export async function listCappedProductIds(executor: DbExecutor, eventId: string): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ productId: capacityAssignmentProducts.productId })
    .from(capacityAssignmentProducts)
    .innerJoin(capacityAssignments, eq(capacityAssignments.id, capacityAssignmentProducts.capacityAssignmentId))
    .where(and(eq(capacityAssignments.eventId, eventId), eq(capacityAssignments.status, 'ACTIVE')));
  return rows.map((row) => row.productId);
}
