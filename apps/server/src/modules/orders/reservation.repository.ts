import type { TCapacityLimit } from '@marquee/core';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { LOCK_TIMEOUT_MS, lockTimeoutSetting } from '../../db/lock-order';
import { fromJsonRow, toJsonRow } from '../../db/json-rows';
import { orderItems, orders } from '../../db/schema';
import type { OrderItemRow, OrderRow } from './orders.repository';
import type { OrderPlan } from './orders.service';

export type PriceStock = { initialQuantityAvailable: number | null; quantitySold: number };

/** One capacity assignment (`id`) limiting one of the asked products. */
export type StockLimit = TCapacityLimit & { id: string; productId: string };

/** Stock as the reservation statement saw it when it refused: prices and the capacity assignments limiting them. */
export type StockSnapshot = { stock: Map<string, PriceStock>; reserved: Map<string, number>; limits: StockLimit[] };

export type PlacementOutcome =
  | { placed: { order: OrderRow; items: OrderItemRow[] } }
  | { refused: StockSnapshot }
  /** The order's promo code has no use left (decision 120); nothing was written. */
  | { promoCodeUsedUp: string }
  /** The client already holds `held` units of the event; with this order it would pass `limit` (decision 134). */
  | { clientLimit: { held: number; limit: number } };

/**
 * Writes a priced reservation in one statement (`reservation_place`, migrations 0021 and 0029, decisions 102 and
 * 112): replaces the session's earlier reservation when asked, refuses at once when the stock is already too small,
 * inserts the order and its lines (attendees come with the details), locks the products' price rows and then their
 * ACTIVE capacity assignments in id order, checks the stock again under those locks, and then takes a use of the
 * order's promo code if it has one left (migration 0030, decision 120). A refusal writes nothing and returns the
 * stock it saw, or the used-up code; with `fullPrice` (the same order priced without the code) a used-up code
 * places that instead. Each reservation statement runs under `lockTimeoutMs` (the setting comes first in its select
 * list, so it is in force before the function waits for any lock; decision 119).
 */
export async function placeReservation(
  executor: DbExecutor,
  input: ReservationEntry & { productIds: string[] },
  lockTimeoutMs = LOCK_TIMEOUT_MS,
): Promise<PlacementOutcome> {
  const rows = jsonRowsOf(input.plan);
  const fullPrice = input.fullPrice ? JSON.stringify(jsonRowsOf(input.fullPrice)) : null;
  const result =
    await executor.execute(sql`select ${lockTimeoutSetting(lockTimeoutMs)} as lock_timeout, reservation_place(
    ${JSON.stringify(rows.order)}::jsonb,
    ${JSON.stringify(rows.items)}::jsonb,
    ${input.replaceSession},
    ${arrayLiteral(input.productIds)}::uuid[],
    ${input.now},
    ${fullPrice}::jsonb,
    ${input.clientLimit ?? null}::integer) as outcome`);
  return toPlacementOutcome(outcomeOf<OutcomeJson>(result));
}

export type ReservationEntry = {
  plan: OrderPlan;
  replaceSession: boolean;
  now: Date;
  /** The same order without its promo code, placed if the code is used up; absent: refused then. */
  fullPrice?: OrderPlan | null;
  /**
   * The units the order's client (`client_key`) may hold in live reservations of the event, this one included
   * (decision 134); absent or null: no cap (exempt address, or no key).
   */
  clientLimit?: number | null;
};

/** The reservations of one product selection (`productIds` sorted), in arrival order. */
export type SelectionBatch = { productIds: string[]; entries: ReservationEntry[] };

/**
 * Writes several reservations of the same products in one statement (`reservation_place_batch`, migrations 0023
 * and 0025, decisions 104 and 105): each is accepted or refused as `placeReservation` would, in the given order.
 * The outcomes come back in that order.
 */
export async function placeReservations(
  executor: DbExecutor,
  batch: SelectionBatch,
  lockTimeoutMs = LOCK_TIMEOUT_MS,
): Promise<PlacementOutcome[]> {
  const result =
    await executor.execute(sql`select ${lockTimeoutSetting(lockTimeoutMs)} as lock_timeout, reservation_place_batch(
    ${JSON.stringify(batch.entries.map(batchEntryOf))}::jsonb,
    ${arrayLiteral(batch.productIds)}::uuid[]) as outcome`);
  return outcomeOf<OutcomeJson[]>(result).map(toPlacementOutcome);
}

/**
 * The batches of several selections in one statement (`reservation_place_groups`, migration 0026, decision 105):
 * every lock is taken first, then each batch is placed as `placeReservations` would, in the given order. One list of
 * outcomes per batch; `null`, with nothing written, when another transaction holds one of those locks (the batches
 * are then for `placeReservations` one by one, so that no selection waits for another's lock).
 */
export async function placeSelectionBatches(
  executor: DbExecutor,
  batches: SelectionBatch[],
  lockTimeoutMs = LOCK_TIMEOUT_MS,
): Promise<PlacementOutcome[][] | null> {
  const groups = batches.map((batch) => ({ product_ids: batch.productIds, entries: batch.entries.map(batchEntryOf) }));
  const result = await executor.execute(
    sql`select ${lockTimeoutSetting(lockTimeoutMs)} as lock_timeout, reservation_place_groups(${JSON.stringify(groups)}::jsonb) as outcome`,
  );
  return outcomeOf<OutcomeJson[][] | null>(result)?.map((outcomes) => outcomes.map(toPlacementOutcome)) ?? null;
}

const batchEntryOf = ({ plan, replaceSession, now, fullPrice, clientLimit }: ReservationEntry) => ({
  ...jsonRowsOf(plan),
  replace_session: replaceSession,
  at: now.toISOString(),
  ...(fullPrice ? { full_price: jsonRowsOf(fullPrice) } : {}),
  ...(clientLimit != null && plan.order.clientKey ? { client_limit: clientLimit } : {}),
});

/** A priced reservation's rows keyed by column name, as the reservation functions take them. */
const jsonRowsOf = (plan: OrderPlan) => ({
  order: toJsonRow(orders, plan.order),
  items: plan.items.map((item) => toJsonRow(orderItems, item)),
});

/** The one `outcome` column of a statement's one row; node-postgres parses jsonb, PGlite may hand text. */
function outcomeOf<T>(result: unknown): T {
  const [row] = (result as { rows: { outcome: T | string }[] }).rows;
  return typeof row!.outcome === 'string' ? (JSON.parse(row!.outcome) as T) : row!.outcome;
}

function toPlacementOutcome(outcome: OutcomeJson): PlacementOutcome {
  if ('stock' in outcome) return { refused: toStockSnapshot(outcome.stock) };
  if ('promo_code_used_up' in outcome) return { promoCodeUsedUp: outcome.promo_code_used_up };
  if ('client_limit' in outcome)
    return { clientLimit: { held: Number(outcome.client_limit.held), limit: Number(outcome.client_limit.limit) } };
  return {
    placed: {
      order: fromJsonRow(orders, outcome.order),
      items: outcome.items.map((item) => fromJsonRow(orderItems, item)),
    },
  };
}

type OutcomeJson =
  | { order: Record<string, unknown>; items: Record<string, unknown>[] }
  | { stock: StockJson }
  | { promo_code_used_up: string }
  | { client_limit: { held: number; limit: number } };

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
