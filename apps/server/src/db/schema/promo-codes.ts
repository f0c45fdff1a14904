import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';
import { products } from './products';

/** A promo code of an event (spec §7, docs/decisions/023-promo-codes.md). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** As the organizer typed it (trimmed): shown in this casing everywhere (issue 25). */
    code: text('code').notNull(),
    /**
     * `normalisePromoCode(code)`, written by the repository with every `code`: what codes are looked up and kept
     * unique by, case-insensitively. Folded in JavaScript rather than by SQL lower(), whose Unicode rules depend
     * on the database's collation (PGlite's C locale folds ASCII only).
     */
    codeKey: text('code_key').notNull(),
    discountType: text('discount_type', { enum: ['PERCENTAGE', 'FIXED', 'NONE'] }).notNull(),
    /** PERCENTAGE: thousandths of a percent (12.5 % → 12 500); FIXED: minor units of the event currency; NONE: 0. */
    discount: integer('discount').notNull().default(0),
    /** Saved without a product list; otherwise only the linked products are covered. */
    appliesToAllProducts: boolean('applies_to_all_products').notNull().default(true),
    /** null = unlimited. */
    maxAllowedUsages: integer('max_allowed_usages'),
    expiryDate: timestamp('expiry_date', { withTimezone: true }),
    /** Completed orders that used the code (reports' "times used"). */
    orderUsageCount: integer('order_usage_count').notNull().default(0),
    /**
     * Live orders holding a use of the code: reservations, orders awaiting payment and completed ones (decision 120).
     * The limit is checked against it. Raised by whoever places an order with the code, in the same conditional
     * statement that checks the limit; given back by a trigger when the order ends (migration 0030).
     */
    liveUsageCount: integer('live_usage_count').notNull().default(0),
    attendeeUsageCount: integer('attendee_usage_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_event_code_key').on(table.eventId, table.codeKey),
    index('promo_codes_event_created_idx').on(table.eventId, table.createdAt),
    check(
      'promo_codes_discount_check',
      sql`${table.discount} >= 0 AND (${table.discountType} <> 'PERCENTAGE' OR ${table.discount} <= 100000) AND (${table.discountType} <> 'NONE' OR ${table.discount} = 0)`,
    ),
    check('promo_codes_max_usages_check', sql`${table.maxAllowedUsages} IS NULL OR ${table.maxAllowedUsages} >= 1`),
    check('promo_codes_usage_check', sql`${table.orderUsageCount} >= 0 AND ${table.attendeeUsageCount} >= 0`),
    check('promo_codes_live_usage_check', sql`${table.liveUsageCount} >= 0`),
  ],
);

/** The products a scoped promo code applies to. */
export const promoCodeProducts = pgTable(
  'promo_code_products',
  {
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.promoCodeId, table.productId] }),
    index('promo_code_products_product_idx').on(table.productId),
  ],
);
