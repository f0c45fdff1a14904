import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events, productCategories } from './events';
import { taxesAndFees } from './taxes-and-fees';

/** What an event sells (docs/decisions/019-products-and-prices.md); money lives on its prices. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description'),
    /** The price type. */
    type: text('type', { enum: ['PAID', 'FREE', 'DONATION', 'TIERED'] }).notNull(),
    productType: text('product_type', { enum: ['TICKET', 'GENERAL'] })
      .notNull()
      .default('TICKET'),
    saleStartDate: timestamp('sale_start_date', { withTimezone: true }),
    saleEndDate: timestamp('sale_end_date', { withTimezone: true }),
    minPerOrder: integer('min_per_order').notNull().default(1),
    /** null: the default maximum (100) applies. */
    maxPerOrder: integer('max_per_order'),
    isHidden: boolean('is_hidden').notNull().default(false),
    hideBeforeSaleStartDate: boolean('hide_before_sale_start_date').notNull().default(false),
    hideAfterSaleEndDate: boolean('hide_after_sale_end_date').notNull().default(false),
    hideWhenSoldOut: boolean('hide_when_sold_out').notNull().default(false),
    isHiddenWithoutPromoCode: boolean('is_hidden_without_promo_code').notNull().default(false),
    showQuantityRemaining: boolean('show_quantity_remaining').notNull().default(false),
    startCollapsed: boolean('start_collapsed').notNull().default(false),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    highlightMessage: text('highlight_message'),
    /** The waiting list (issue 31): null follows the event's settings (on, the event's mode and timeout). */
    waitlistEnabled: boolean('waitlist_enabled'),
    waitlistProcessingMode: text('waitlist_processing_mode', { enum: ['AUTOMATIC', 'MANUAL'] }),
    waitlistOfferTimeoutMinutes: integer('waitlist_offer_timeout_minutes'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_event_category_order_idx').on(table.eventId, table.categoryId, table.sortOrder),
    index('products_category_idx').on(table.categoryId),
    index('products_account_idx').on(table.accountId),
  ],
);

/** One price of a product: a single row for PAID, FREE and DONATION, one per tier for TIERED. */
export const productPrices = pgTable(
  'product_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    label: text('label'),
    /** Minor units of the event currency. */
    price: integer('price').notNull(),
    /** null = unlimited. */
    initialQuantityAvailable: integer('initial_quantity_available'),
    quantitySold: integer('quantity_sold').notNull().default(0),
    saleStartDate: timestamp('sale_start_date', { withTimezone: true }),
    saleEndDate: timestamp('sale_end_date', { withTimezone: true }),
    isHidden: boolean('is_hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_prices_product_order_idx').on(table.productId, table.sortOrder),
    check('product_prices_quantity_sold_check', sql`${table.quantitySold} >= 0`),
    check('product_prices_price_check', sql`${table.price} >= 0`),
    check(
      'product_prices_initial_quantity_check',
      sql`${table.initialQuantityAvailable} IS NULL OR ${table.initialQuantityAvailable} >= 0`,
    ),
  ],
);

/** The account taxes and fees a product charges; deleting either side removes the link. */
export const productTaxesAndFees = pgTable(
  'product_taxes_and_fees',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    taxAndFeeId: uuid('tax_and_fee_id')
      .notNull()
      .references(() => taxesAndFees.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.taxAndFeeId] }),
    index('product_taxes_and_fees_tax_idx').on(table.taxAndFeeId),
  ],
);
