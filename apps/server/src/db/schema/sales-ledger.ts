import type { TLedgerAddition } from '@marquee/core';
import { LEDGER_MOVEMENTS } from '@marquee/core';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * The sales ledger (issue 27, docs/decisions/151-sales-ledger.md): one row per money movement of an order (a sale or a
 * cancellation of a line, a payment, a refund), written by the reports module from the outbox and never updated.
 * Amounts are signed minor units of `currency`: revenue (subtotal − discount = net; net + fee + tax = gross) and cash.
 * Ids of products, tiers, codes and affiliates are kept without foreign keys: a row outlives what it names, and its
 * names are copied for that reason.
 */
export const salesLedger = pgTable(
  'sales_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: uuid('account_id').notNull(),
    organizerId: uuid('organizer_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').notNull(),
    orderItemId: uuid('order_item_id'),
    movement: text('movement', { enum: LEDGER_MOVEMENTS }).notNull(),
    /** Unique per order: writing a movement twice (a retried consumer, the backfill) adds nothing. */
    entryKey: text('entry_key').notNull(),
    /** The outbox event it came from; null for rows the backfill rebuilt from an order's state. */
    domainEventId: bigint('domain_event_id', { mode: 'number' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** `occurred_at`'s day in the event's timezone: what daily reports group by. */
    day: date('day', { mode: 'string' }).notNull(),
    productId: uuid('product_id'),
    productPriceId: uuid('product_price_id'),
    productType: text('product_type', { enum: ['TICKET', 'GENERAL'] }),
    itemName: text('item_name'),
    priceLabel: text('price_label'),
    promoCodeId: uuid('promo_code_id'),
    promoCode: text('promo_code'),
    affiliateId: uuid('affiliate_id'),
    affiliateCode: text('affiliate_code'),
    paymentProvider: text('payment_provider'),
    isManual: boolean('is_manual').notNull().default(false),
    /**
     * A digest of the buyer's email (SHA-256 of the lower-cased address) on the rows that count an order, so distinct
     * buyers are counted without reading the orders; never the address itself.
     */
    buyerKey: text('buyer_key'),
    currency: text('currency').notNull(),
    /** +1 on a sale's first row, −1 on its cancellation's: orders are counted by summing it. */
    orderCount: integer('order_count').notNull().default(0),
    quantity: integer('quantity').notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    cash: bigint('cash', { mode: 'number' }).notNull().default(0),
    /** Each tax and fee the row moved, with the net it applied to. */
    taxesAndFees: jsonb('taxes_and_fees').$type<TLedgerAddition[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_ledger_order_entry_key').on(table.orderId, table.entryKey),
    index('sales_ledger_event_occurred_idx').on(table.eventId, table.occurredAt),
    // The promo codes report's distinct buyers: only the rows that count an order, of orders with a code.
    index('sales_ledger_event_promo_buyer_idx')
      .on(table.eventId, table.promoCodeId, table.day, table.buyerKey, table.orderCount)
      .where(sql`${table.promoCodeId} is not null and ${table.orderCount} <> 0`),
  ],
);

/**
 * Daily roll-ups of the ledger per event (in the event's timezone) and per bucket (movement, product, tier, payment
 * method, promo code, affiliate), kept in the transaction that writes the ledger rows: reports over a year of a large
 * event read a few thousand of these instead of millions of rows.
 */
export const salesLedgerDaily = pgTable(
  'sales_ledger_daily',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The dimensions below joined into one key (nulls as empty), so the upsert needs no nullable key columns. */
    bucket: text('bucket').notNull(),
    organizerId: uuid('organizer_id').notNull(),
    currency: text('currency').notNull(),
    movement: text('movement', { enum: LEDGER_MOVEMENTS }).notNull(),
    productId: uuid('product_id'),
    productPriceId: uuid('product_price_id'),
    productType: text('product_type', { enum: ['TICKET', 'GENERAL'] }),
    paymentProvider: text('payment_provider'),
    promoCodeId: uuid('promo_code_id'),
    affiliateId: uuid('affiliate_id'),
    entries: integer('entries').notNull().default(0),
    orderCount: integer('order_count').notNull().default(0),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull().default(0),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    net: bigint('net', { mode: 'number' }).notNull().default(0),
    fee: bigint('fee', { mode: 'number' }).notNull().default(0),
    tax: bigint('tax', { mode: 'number' }).notNull().default(0),
    gross: bigint('gross', { mode: 'number' }).notNull().default(0),
    cash: bigint('cash', { mode: 'number' }).notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.day, table.bucket] }),
    index('sales_ledger_daily_organizer_day_idx').on(table.organizerId, table.day),
  ],
);

/** Daily roll-ups of the taxes and fees the ledger moved, per event and per tax or fee at one rate. */
export const salesLedgerDailyTaxes = pgTable(
  'sales_ledger_daily_taxes',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    additionKey: text('addition_key').notNull(),
    organizerId: uuid('organizer_id').notNull(),
    currency: text('currency').notNull(),
    type: text('type', { enum: ['TAX', 'FEE'] }).notNull(),
    name: text('name').notNull(),
    calculation: text('calculation', { enum: ['PERCENTAGE', 'FIXED'] }).notNull(),
    rate: integer('rate'),
    base: bigint('base', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.day, table.additionKey] }),
    index('sales_ledger_daily_taxes_organizer_day_idx').on(table.organizerId, table.day),
  ],
);
