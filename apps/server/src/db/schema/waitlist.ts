import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { WAITLIST_ENTRY_STATUSES } from '@marquee/core';
import { accounts } from './accounts';
import { events } from './events';
import { orders } from './orders';
import { productPrices, products } from './products';

/**
 * One person waiting for `quantity` tickets of a product price (issue 31, server-behaviour §14, decision 160). An
 * offer is a RESERVED order (`order_id`) held until `offer_expires_at`, counted against stock like any reservation.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productPriceId: uuid('product_price_id')
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
    /** Other prices of the same product the person would also take, tried in this order after the main one. */
    alternativePriceIds: uuid('alternative_price_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Lower case, trimmed. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: WAITLIST_ENTRY_STATUSES }).notNull().default('WAITING'),
    /** Joining order within the price: max + 1 (§14). */
    position: integer('position').notNull(),
    /** Draw order when the entry took part in a lottery; offers follow it first. */
    lotteryRank: integer('lottery_rank'),
    /**
     * SHA-256 of the entrant's link from the joining email (view, leave, open an offer): 64 letters and digits, never
     * stored or logged in clear.
     */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 of the link in the latest offer's email (the same rights); a new one per offer. */
    offerTokenHash: text('offer_token_hash'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerCount: integer('offer_count').notNull().default(0),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('waitlist_entries_token_key').on(table.tokenHash),
    uniqueIndex('waitlist_entries_offer_token_key').on(table.offerTokenHash),
    uniqueIndex('waitlist_entries_price_position_key').on(table.productPriceId, table.position),
    // One open place per person and price, however many joins race (§14).
    uniqueIndex('waitlist_entries_open_email_key')
      .on(table.productPriceId, table.email)
      .where(sql`${table.status} in ('WAITING', 'OFFERED')`),
    index('waitlist_entries_event_status_idx').on(table.eventId, table.status),
    index('waitlist_entries_order_idx').on(table.orderId),
    index('waitlist_entries_offer_expiry_idx')
      .on(table.offerExpiresAt)
      .where(sql`${table.status} = 'OFFERED'`),
    check('waitlist_entries_quantity_check', sql`${table.quantity} between 1 and 100`),
  ],
);

/** A lottery drawn for a price (issue 31): once, with the seed that reproduces its order. */
export const waitlistDraws = pgTable(
  'waitlist_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productPriceId: uuid('product_price_id')
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
    seed: text('seed').notNull(),
    lotteryUntil: timestamp('lottery_until', { withTimezone: true }).notNull(),
    /** Entry ids in drawn order. */
    entryIds: uuid('entry_ids').array().notNull(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('waitlist_draws_price_until_key').on(table.productPriceId, table.lotteryUntil)],
);
