import { createHash } from 'node:crypto';
import type { TLedgerAddition, TLedgerAmounts, TLedgerLineSource, TLedgerMovement } from '@marquee/core';
import { rawQueryOf, type DbExecutor } from '../../db/client';

/**
 * The sales ledger's SQL (decision 151): the reports module is its only writer. Rows are inserted once per
 * `(order_id, entry_key)`; the daily roll-ups grow by exactly the rows that were inserted, in the same transaction.
 */

/** What a ledger row needs to know about its order, read when the movement is written. */
export type LedgerOrderContext = {
  orderId: string;
  accountId: string;
  organizerId: string;
  eventId: string;
  timezone: string;
  currency: string;
  status: string;
  promoCodeId: string | null;
  promoCode: string | null;
  affiliateId: string | null;
  affiliateCode: string | null;
  paymentProvider: string | null;
  isManual: boolean;
  email: string | null;
  totalGross: number;
  totalRefunded: number;
  createdAt: Date;
  completedAt: Date | null;
  updatedAt: Date;
  /** Backfill only: when a cancelled order was cancelled, as best its history tells. */
  cancelledAt?: Date | null;
};

export type LedgerLine = TLedgerLineSource & {
  productId: string;
  productPriceId: string | null;
  productType: 'TICKET' | 'GENERAL';
  itemName: string;
  priceLabel: string | null;
};

export type LedgerRowInput = {
  movement: TLedgerMovement;
  entryKey: string;
  domainEventId: number | null;
  occurredAt: Date;
  day: string;
  line: LedgerLine | null;
  orderCount: number;
  amounts: TLedgerAmounts;
};

const num = (value: unknown) => Number(value ?? 0);

/** The buyer's digest (decision 151): the same address in any case gives the same key. */
const buyerKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export async function findLedgerOrderContext(tx: DbExecutor, orderId: string): Promise<LedgerOrderContext | null> {
  return (await findLedgerOrderContexts(tx, [orderId])).get(orderId) ?? null;
}

/** The contexts of several orders, by order id. */
export async function findLedgerOrderContexts(
  tx: DbExecutor,
  orderIds: string[],
): Promise<Map<string, LedgerOrderContext>> {
  if (orderIds.length === 0) return new Map();
  const { rows } = await rawQueryOf(tx)<Record<string, unknown>>(
    `SELECT o.id, e.account_id, o.organizer_id, o.event_id, e.timezone, o.currency, o.status, o.promo_code_id,
            o.promo_code, o.affiliate_id, o.affiliate_code, o.payment_provider, o.is_manually_created, o.email,
            o.total_gross, o.total_refunded, o.created_at, o.completed_at, o.updated_at
       FROM orders o JOIN events e ON e.id = o.event_id
      WHERE o.id = ANY($1::uuid[])`,
    [orderIds],
  );
  return new Map(rows.map((row) => [String(row.id), toContext(row)]));
}

function toContext(row: Record<string, unknown>): LedgerOrderContext {
  return {
    orderId: String(row.id),
    accountId: String(row.account_id),
    organizerId: String(row.organizer_id),
    eventId: String(row.event_id),
    timezone: String(row.timezone),
    currency: String(row.currency),
    status: String(row.status),
    promoCodeId: (row.promo_code_id as string | null) ?? null,
    promoCode: (row.promo_code as string | null) ?? null,
    affiliateId: (row.affiliate_id as string | null) ?? null,
    affiliateCode: (row.affiliate_code as string | null) ?? null,
    paymentProvider: (row.payment_provider as string | null) ?? null,
    isManual: Boolean(row.is_manually_created),
    email: (row.email as string | null) ?? null,
    totalGross: num(row.total_gross),
    totalRefunded: num(row.total_refunded),
    createdAt: new Date(row.created_at as string | Date),
    completedAt: row.completed_at ? new Date(row.completed_at as string | Date) : null,
    updatedAt: new Date(row.updated_at as string | Date),
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at as string | Date) : null,
  };
}

/** Placed or cancelled orders (never reservations) created up to `before`, a page at a time: the backfill's input. */
export async function listLedgerBackfillOrders(
  tx: DbExecutor,
  input: { afterId: string | null; limit: number },
): Promise<LedgerOrderContext[]> {
  const { rows } = await rawQueryOf(tx)<Record<string, unknown>>(
    `SELECT o.id, e.account_id, o.organizer_id, o.event_id, e.timezone, o.currency, o.status, o.promo_code_id,
            o.promo_code, o.affiliate_id, o.affiliate_code, o.payment_provider, o.is_manually_created, o.email,
            o.total_gross, o.total_refunded, o.created_at, o.completed_at, o.updated_at,
            CASE WHEN o.status = 'CANCELLED' THEN coalesce(
              (SELECT min(d.occurred_at) FROM domain_events d WHERE d.order_id = o.id AND d.type = 'order.cancelled'),
              (SELECT min(a.created_at) FROM order_activity a
                WHERE a.order_id = o.id AND a.action = 'CANCELLED_BY_STAFF'),
              o.updated_at) END AS cancelled_at
       FROM orders o JOIN events e ON e.id = o.event_id
      WHERE o.status IN ('COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'CANCELLED')
        AND ($1::uuid IS NULL OR o.id > $1::uuid)
      ORDER BY o.id LIMIT $2`,
    [input.afterId, input.limit],
  );
  return rows.map(toContext);
}

export async function listLedgerLines(tx: DbExecutor, orderId: string): Promise<LedgerLine[]> {
  return (await listLedgerLinesOf(tx, [orderId])).get(orderId) ?? [];
}

/** The lines of several orders, by order id, each order's in its own order. */
export async function listLedgerLinesOf(tx: DbExecutor, orderIds: string[]): Promise<Map<string, LedgerLine[]>> {
  const byOrder = new Map<string, LedgerLine[]>();
  if (orderIds.length === 0) return byOrder;
  const { rows } = await rawQueryOf(tx)<Record<string, unknown>>(
    `SELECT order_id, id, product_id, product_price_id, product_type, item_name, price_label, quantity, price_per_unit,
            price_before_discount, taxes_and_fees
       FROM order_items WHERE order_id = ANY($1::uuid[]) ORDER BY order_id, created_at, id`,
    [orderIds],
  );
  for (const row of rows) {
    const list = byOrder.get(String(row.order_id)) ?? [];
    list.push(toLine(row));
    byOrder.set(String(row.order_id), list);
  }
  return byOrder;
}

function toLine(row: Record<string, unknown>): LedgerLine {
  return {
    id: String(row.id),
    productId: String(row.product_id),
    productPriceId: (row.product_price_id as string | null) ?? null,
    productType: row.product_type as 'TICKET' | 'GENERAL',
    itemName: String(row.item_name),
    priceLabel: (row.price_label as string | null) ?? null,
    quantity: num(row.quantity),
    price_per_unit: num(row.price_per_unit),
    price_before_discount: num(row.price_before_discount),
    taxes_and_fees: (row.taxes_and_fees as LedgerLine['taxes_and_fees'] | null) ?? [],
  };
}

/** Refunds that succeeded on an order, oldest first (the backfill's view of its cash going back). */
export async function listSucceededRefunds(
  tx: DbExecutor,
  orderId: string,
): Promise<{ id: string; amount: number; createdAt: Date }[]> {
  const { rows } = await rawQueryOf(tx)<Record<string, unknown>>(
    `SELECT id, amount, updated_at FROM order_refunds WHERE order_id = $1 AND status = 'SUCCEEDED'
      ORDER BY updated_at, id`,
    [orderId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    amount: num(row.amount),
    createdAt: new Date(row.updated_at as string | Date),
  }));
}

const ROW_COLUMNS = [
  'account_id',
  'organizer_id',
  'event_id',
  'order_id',
  'order_item_id',
  'movement',
  'entry_key',
  'domain_event_id',
  'occurred_at',
  'day',
  'product_id',
  'product_price_id',
  'product_type',
  'item_name',
  'price_label',
  'promo_code_id',
  'promo_code',
  'affiliate_id',
  'affiliate_code',
  'payment_provider',
  'is_manual',
  'buyer_key',
  'currency',
  'order_count',
  'quantity',
  'subtotal',
  'discount',
  'net',
  'fee',
  'tax',
  'gross',
  'cash',
  'taxes_and_fees',
] as const;

function rowValues(order: LedgerOrderContext, row: LedgerRowInput): unknown[] {
  return [
    order.accountId,
    order.organizerId,
    order.eventId,
    order.orderId,
    row.line?.id ?? null,
    row.movement,
    row.entryKey,
    row.domainEventId,
    row.occurredAt,
    row.day,
    row.line?.productId ?? null,
    row.line?.productPriceId ?? null,
    row.line?.productType ?? null,
    row.line?.itemName ?? null,
    row.line?.priceLabel ?? null,
    order.promoCodeId,
    order.promoCode,
    order.affiliateId,
    order.affiliateCode,
    order.paymentProvider,
    order.isManual,
    row.orderCount !== 0 && order.email ? buyerKey(order.email) : null,
    order.currency,
    row.orderCount,
    row.amounts.quantity,
    row.amounts.subtotal,
    row.amounts.discount,
    row.amounts.net,
    row.amounts.fee,
    row.amounts.tax,
    row.amounts.gross,
    row.amounts.cash,
    JSON.stringify(row.amounts.taxes_and_fees),
  ];
}

/** A row to write, with the order it belongs to. */
export type LedgerEntry = { order: LedgerOrderContext; row: LedgerRowInput };

/** Rows per statement: 33 parameters each keeps a statement well under PostgreSQL's 65,535. */
const ROWS_PER_STATEMENT = 1000;

/** Inserts one order's rows that are not there yet and adds exactly those to the daily roll-ups; answers how many. */
export function insertLedgerRows(tx: DbExecutor, order: LedgerOrderContext, rows: LedgerRowInput[]): Promise<number> {
  return insertLedgerEntries(
    tx,
    rows.map((row) => ({ order, row })),
  );
}

/**
 * Inserts the rows of any number of orders that are not there yet, and adds exactly those to the daily roll-ups, in a
 * few statements. Answers how many were new.
 */
export async function insertLedgerEntries(tx: DbExecutor, entries: LedgerEntry[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < entries.length; start += ROWS_PER_STATEMENT) {
    const chunk = entries.slice(start, start + ROWS_PER_STATEMENT);
    const values: unknown[] = [];
    const tuples = chunk.map(({ order, row }) => {
      const cells = rowValues(order, row).map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${cells.join(', ')})`;
    });
    const inserted = await rawQueryOf(tx)<{ order_id: string; entry_key: string }>(
      `INSERT INTO sales_ledger (${ROW_COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}
       ON CONFLICT (order_id, entry_key) DO NOTHING RETURNING order_id, entry_key`,
      values,
    );
    const newKeys = new Set(inserted.rows.map((row) => `${row.order_id} ${row.entry_key}`));
    const fresh = chunk.filter(({ order, row }) => newKeys.has(`${order.orderId} ${row.entryKey}`));
    await addToDailyRollups(tx, fresh);
    added += fresh.length;
  }
  return added;
}

const SUMMED = [
  'entries',
  'order_count',
  'quantity',
  'subtotal',
  'discount',
  'net',
  'fee',
  'tax',
  'gross',
  'cash',
] as const;
type Sums = Record<(typeof SUMMED)[number], number>;

type Bucket = Sums & {
  eventId: string;
  organizerId: string;
  currency: string;
  key: string;
  day: string;
  movement: TLedgerMovement;
  productId: string | null;
  productPriceId: string | null;
  productType: string | null;
  paymentProvider: string | null;
  promoCodeId: string | null;
  affiliateId: string | null;
  firstAt: Date;
  lastAt: Date;
};

type TaxBucket = {
  eventId: string;
  organizerId: string;
  currency: string;
  key: string;
  day: string;
  addition: TLedgerAddition;
  base: number;
  amount: number;
};

/** A statement's parameters, numbered as they are added. */
function parameters() {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  return { values, param };
}

function bucketOf(order: LedgerOrderContext, row: LedgerRowInput): Bucket {
  const key = [
    row.movement,
    row.line?.productId ?? '',
    row.line?.productPriceId ?? '',
    order.paymentProvider ?? '',
    order.promoCodeId ?? '',
    order.affiliateId ?? '',
  ].join('|');
  return {
    eventId: order.eventId,
    organizerId: order.organizerId,
    currency: order.currency,
    key,
    day: row.day,
    movement: row.movement,
    productId: row.line?.productId ?? null,
    productPriceId: row.line?.productPriceId ?? null,
    productType: row.line?.productType ?? null,
    paymentProvider: order.paymentProvider,
    promoCodeId: order.promoCodeId,
    affiliateId: order.affiliateId,
    entries: 0,
    order_count: 0,
    quantity: 0,
    subtotal: 0,
    discount: 0,
    net: 0,
    fee: 0,
    tax: 0,
    gross: 0,
    cash: 0,
    firstAt: row.occurredAt,
    lastAt: row.occurredAt,
  };
}

async function addToDailyRollups(tx: DbExecutor, entries: LedgerEntry[]) {
  if (entries.length === 0) return;
  const query = rawQueryOf(tx);
  const buckets = new Map<string, Bucket>();
  const taxBuckets = new Map<string, TaxBucket>();
  for (const { order, row } of entries) {
    const fresh = bucketOf(order, row);
    const id = `${order.eventId}|${row.day}|${fresh.key}`;
    const bucket = buckets.get(id) ?? fresh;
    bucket.entries += 1;
    bucket.order_count += row.orderCount;
    bucket.quantity += row.amounts.quantity;
    bucket.subtotal += row.amounts.subtotal;
    bucket.discount += row.amounts.discount;
    bucket.net += row.amounts.net;
    bucket.fee += row.amounts.fee;
    bucket.tax += row.amounts.tax;
    bucket.gross += row.amounts.gross;
    bucket.cash += row.amounts.cash;
    if (row.occurredAt < bucket.firstAt) bucket.firstAt = row.occurredAt;
    if (row.occurredAt > bucket.lastAt) bucket.lastAt = row.occurredAt;
    buckets.set(id, bucket);
    for (const addition of row.amounts.taxes_and_fees) {
      const key = [addition.type, addition.name, addition.calculation, addition.rate ?? ''].join('|');
      const taxId = `${order.eventId}|${row.day}|${key}`;
      const taxBucket = taxBuckets.get(taxId) ?? {
        eventId: order.eventId,
        organizerId: order.organizerId,
        currency: order.currency,
        key,
        day: row.day,
        addition,
        base: 0,
        amount: 0,
      };
      taxBucket.base += addition.base;
      taxBucket.amount += addition.amount;
      taxBuckets.set(taxId, taxBucket);
    }
  }
  // One upsert per table, rows in key order so concurrent writers lock them in the same order.
  const daily = parameters();
  const tuples = [...buckets.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, b]) => {
      const p = daily.param;
      return `(${p(b.eventId)}::uuid, ${p(b.day)}::date, ${p(b.key)}, ${p(b.organizerId)}::uuid, ${p(b.currency)},
        ${p(b.movement)}, ${p(b.productId)}::uuid, ${p(b.productPriceId)}::uuid, ${p(b.productType)},
        ${p(b.paymentProvider)}, ${p(b.promoCodeId)}::uuid, ${p(b.affiliateId)}::uuid,
        ${SUMMED.map((column) => `${p(b[column])}::bigint`).join(', ')},
        ${p(b.firstAt)}::timestamptz, ${p(b.lastAt)}::timestamptz)`;
    });
  await query(
    `INSERT INTO sales_ledger_daily (event_id, day, bucket, organizer_id, currency, movement, product_id,
       product_price_id, product_type, payment_provider, promo_code_id, affiliate_id, ${SUMMED.join(', ')},
       first_at, last_at)
     VALUES ${tuples.join(', ')}
     ON CONFLICT (event_id, day, bucket) DO UPDATE SET
       ${SUMMED.map((column) => `${column} = sales_ledger_daily.${column} + excluded.${column}`).join(', ')},
       first_at = least(sales_ledger_daily.first_at, excluded.first_at),
       last_at = greatest(sales_ledger_daily.last_at, excluded.last_at)`,
    daily.values,
  );
  if (taxBuckets.size === 0) return;
  const taxes = parameters();
  const taxTuples = [...taxBuckets.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, b]) => {
      const p = taxes.param;
      return `(${p(b.eventId)}::uuid, ${p(b.day)}::date, ${p(b.key)}, ${p(b.organizerId)}::uuid, ${p(b.currency)},
        ${p(b.addition.type)}, ${p(b.addition.name)}, ${p(b.addition.calculation)}, ${p(b.addition.rate)}::integer,
        ${p(b.base)}::bigint, ${p(b.amount)}::bigint)`;
    });
  await query(
    `INSERT INTO sales_ledger_daily_taxes (event_id, day, addition_key, organizer_id, currency, type, name,
       calculation, rate, base, amount)
     VALUES ${taxTuples.join(', ')}
     ON CONFLICT (event_id, day, addition_key) DO UPDATE SET
       base = sales_ledger_daily_taxes.base + excluded.base,
       amount = sales_ledger_daily_taxes.amount + excluded.amount`,
    taxes.values,
  );
}
