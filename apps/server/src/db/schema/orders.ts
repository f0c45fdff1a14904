import type { TOrderAddress, TOrderLineAddition } from '@marquee/core';
import { ORDER_PAYMENT_STATUSES, ORDER_REFUND_STATUSES, ORDER_STATUSES } from '@marquee/core';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  bigint,
  boolean,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { affiliates } from './affiliates';
import { events } from './events';
import { organizers } from './organizers';
import { productPrices, products } from './products';
import { promoCodes } from './promo-codes';
import { questions } from './questions';

/**
 * An order of an event (spec §5, docs/decisions/025-orders.md). Totals are minor units of `currency`,
 * copied at the time of the order; lines keep their own prices and taxes so later changes never alter it.
 * Products and prices are referenced without cascade: a product with order lines cannot be deleted.
 */
/**
 * A session's orders of an event by status (decision 111): the expression of `orders_session_key_idx`, the only index
 * that a lookup by this key can take, whatever the statistics say. The reservation functions (migration 0028) spell
 * it the same way.
 */
export const sessionOrderKey = (columns: { sessionId: AnyPgColumn; eventId: AnyPgColumn; status: AnyPgColumn }) =>
  sql<string>`(${columns.sessionId} || ' ' || ${columns.eventId}::text || ' ' || ${columns.status})`;

/** The key of a session's live reservation of an event; event ids in their canonical lower-case form. */
export const liveSessionOrderKey = (sessionId: string, eventId: string) => `${sessionId} ${eventId} RESERVED`;

/**
 * A client's orders of an event by status (decision 134): the expression of `orders_client_key_idx`, built like
 * `sessionOrderKey` so that the count of a client's live reservations can take no other index.
 */
export const clientOrderKey = (columns: { clientKey: AnyPgColumn; eventId: AnyPgColumn; status: AnyPgColumn }) =>
  sql<string>`(${columns.clientKey} || ' ' || ${columns.eventId}::text || ' ' || ${columns.status})`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Random, unguessable: what buyers and organizers see (`o_…`). */
    shortId: text('short_id').notNull(),
    /** Random, unguessable: the buyer's order page and tickets. */
    publicId: text('public_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /**
     * The event's organizer, copied (an event never changes organizer) so the organizer-wide list filters and
     * sorts from one index instead of merging every event's rows (docs/decisions/092-orders-organizer-id.md).
     */
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }),
    refundStatus: text('refund_status', { enum: ORDER_REFUND_STATUSES }),
    /** RESERVED only: the hold ends then. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    /** The buyer's checkout session (issue 6). */
    sessionId: text('session_id'),
    /**
     * The client that placed the reservation: a keyed hash of its IP address (decision 134; never the address itself),
     * null for exempt addresses and orders not placed by a buyer. Counts the units one client holds.
     */
    clientKey: text('client_key'),
    currency: text('currency').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    address: jsonb('address').$type<TOrderAddress>(),
    locale: text('locale').notNull().default('en'),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** The code as applied, kept when the promo code is deleted. */
    promoCode: text('promo_code'),
    affiliateId: uuid('affiliate_id').references(() => affiliates.id, { onDelete: 'set null' }),
    affiliateCode: text('affiliate_code'),
    totalBeforeAdditions: bigint('total_before_additions', { mode: 'number' }).notNull().default(0),
    totalTax: bigint('total_tax', { mode: 'number' }).notNull().default(0),
    totalFee: bigint('total_fee', { mode: 'number' }).notNull().default(0),
    totalGross: bigint('total_gross', { mode: 'number' }).notNull().default(0),
    totalRefunded: bigint('total_refunded', { mode: 'number' }).notNull().default(0),
    totalDiscount: bigint('total_discount', { mode: 'number' }).notNull().default(0),
    paymentProvider: text('payment_provider', { enum: ['STRIPE', 'OFFLINE'] }),
    isManuallyCreated: boolean('is_manually_created').notNull().default(false),
    notes: text('notes'),
    optedIntoMarketingAt: timestamp('opted_into_marketing_at', { withTimezone: true }),
    /** Set when a cancellation released the counted units: never released twice. */
    statisticsDecrementedAt: timestamp('statistics_decremented_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_short_id_key').on(table.shortId),
    uniqueIndex('orders_public_id_key').on(table.publicId),
    index('orders_event_status_created_idx').on(table.eventId, table.status, table.createdAt),
    index('orders_email_idx').on(table.email),
    // The expiry sweep's lapsed reservations (decision 111): partial, so that no index is led by status, which
    // the planner could take for any lookup of RESERVED orders while the statistics lag behind a rush.
    index('orders_live_reserved_until_idx')
      .on(table.reservedUntil)
      .where(sql`${table.status} = 'RESERVED'`),
    // Partial: most orders have neither, and each index an order is written into costs every reservation.
    index('orders_promo_code_idx')
      .on(table.promoCodeId)
      .where(sql`${table.promoCodeId} is not null`),
    index('orders_affiliate_idx')
      .on(table.affiliateId)
      .where(sql`${table.affiliateId} is not null`),
    // A session's reservation of an event (decisions 097, 111), looked up by one key that no other index holds:
    // the planner has no other index to choose while the table's statistics lag behind a rush (it took indexes led
    // by event_id or status, reading the event's orders or every live reservation for each buyer).
    index('orders_session_key_idx').on(sessionOrderKey(table)),
    // A client's live reservations of an event (decision 134), by one key like the session's; partial, so that the
    // orders of exempt addresses and staff cost nothing.
    index('orders_client_key_idx')
      .on(clientOrderKey(table))
      .where(sql`${table.clientKey} is not null`),
    // Back-office lists and exports (docs/decisions/075-list-indexes.md): each sort and filter of the
    // event's order list has an index led by event_id, ending in id so keyset pages resume exactly.
    index('orders_event_created_id_idx').on(table.eventId, table.createdAt, table.id),
    index('orders_event_total_id_idx').on(table.eventId, table.totalGross, table.id),
    index('orders_event_payment_status_idx').on(table.eventId, table.paymentStatus, table.createdAt),
    index('orders_event_refund_status_idx').on(table.eventId, table.refundStatus, table.createdAt),
    // The organizer-wide list: the same shapes led by organizer_id (its count reads the status index alone).
    index('orders_organizer_status_created_idx').on(table.organizerId, table.status, table.createdAt),
    index('orders_organizer_created_id_idx').on(table.organizerId, table.createdAt, table.id),
    index('orders_organizer_total_id_idx').on(table.organizerId, table.totalGross, table.id),
    // The lists' free-text search is ILIKE '%…%' on each of these: trigram indexes serve it, one per
    // searched expression so the OR becomes a bitmap OR (docs/decisions/086-trigram-search.md).
    index('orders_short_id_trgm_idx').using('gin', table.shortId.op('gin_trgm_ops')),
    index('orders_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('orders_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) gin_trgm_ops`,
    ),
    check(
      'orders_totals_check',
      sql`${table.totalGross} >= 0 AND ${table.totalRefunded} >= 0 AND ${table.totalRefunded} <= ${table.totalGross}`,
    ),
  ],
);

/** One line of an order: a product price, its quantity and what it cost, frozen at the time of the order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'no action' }),
    /** Set null when a tier is removed: the line keeps its name, label and prices. */
    productPriceId: uuid('product_price_id').references(() => productPrices.id, { onDelete: 'set null' }),
    productType: text('product_type', { enum: ['TICKET', 'GENERAL'] }).notNull(),
    itemName: text('item_name').notNull(),
    priceLabel: text('price_label'),
    quantity: integer('quantity').notNull(),
    /** After the discount. */
    pricePerUnit: integer('price_per_unit').notNull(),
    priceBeforeDiscount: integer('price_before_discount').notNull(),
    totalBeforeAdditions: bigint('total_before_additions', { mode: 'number' }).notNull(),
    totalDiscount: bigint('total_discount', { mode: 'number' }).notNull().default(0),
    totalTax: bigint('total_tax', { mode: 'number' }).notNull().default(0),
    totalFee: bigint('total_fee', { mode: 'number' }).notNull().default(0),
    totalGross: bigint('total_gross', { mode: 'number' }).notNull(),
    /** The taxes and fees applied, as they were then. */
    taxesAndFees: jsonb('taxes_and_fees').$type<TOrderLineAddition[]>().notNull().default([]),
    /**
     * The end of the order's hold while it is RESERVED, else null: kept by database triggers from the order
     * (migration 0016, decision 094), so live holds are read from this table alone.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_items_order_idx').on(table.orderId),
    index('order_items_product_idx').on(table.productId),
    index('order_items_price_idx').on(table.productPriceId),
    // Live holds only: small whatever the event's history, and what every reservation reads.
    index('order_items_live_holds_idx')
      .on(table.productPriceId, table.heldUntil)
      .where(sql`${table.heldUntil} is not null`),
    check('order_items_quantity_check', sql`${table.quantity} >= 1`),
  ],
);

/** One ticket holder: an attendee per TICKET unit of an order. */
export const attendees = pgTable(
  'attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortId: text('short_id').notNull(),
    publicId: text('public_id').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'no action' }),
    /** Set null when a tier is removed: the line keeps its name, label and prices. */
    productPriceId: uuid('product_price_id').references(() => productPrices.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    locale: text('locale').notNull().default('en'),
    notes: text('notes'),
    status: text('status', { enum: ['ACTIVE', 'AWAITING_PAYMENT', 'CANCELLED'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('attendees_short_id_key').on(table.shortId),
    uniqueIndex('attendees_public_id_key').on(table.publicId),
    index('attendees_order_idx').on(table.orderId),
    index('attendees_event_status_created_idx').on(table.eventId, table.status, table.createdAt),
    index('attendees_email_idx').on(table.email),
    index('attendees_product_idx').on(table.productId),
    index('attendees_event_created_id_idx').on(table.eventId, table.createdAt, table.id),
    index('attendees_event_product_idx').on(table.eventId, table.productId),
    index('attendees_short_id_trgm_idx').using('gin', table.shortId.op('gin_trgm_ops')),
    index('attendees_public_id_trgm_idx').using('gin', table.publicId.op('gin_trgm_ops')),
    index('attendees_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('attendees_name_trgm_idx').using(
      'gin',
      sql`(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '')) gin_trgm_ops`,
    ),
  ],
);

/** An answer to a checkout question, for the order or one attendee. */
export const questionAnswers = pgTable(
  'question_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'no action' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id').references(() => attendees.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'no action' }),
    answer: jsonb('answer').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('question_answers_question_idx').on(table.questionId),
    index('question_answers_order_idx').on(table.orderId),
    index('question_answers_attendee_idx').on(table.attendeeId),
  ],
);

/**
 * The emails queued to the buyer and attendees about an order (confirmation, tickets, updates), for the
 * order's timeline in the back office (docs/decisions/076-order-timeline-emails.md). Queued, not delivered:
 * delivery is the email job's business and is retried there.
 */
export const orderEmails = pgTable(
  'order_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_emails_order_created_idx').on(table.orderId, table.createdAt)],
);

/**
 * The invoice of an order (server-behaviour §5 Invoices, docs/decisions/090-stored-invoices.md): issued once,
 * its number fixed for good. `sequence_number` is the number's digits, counted per event from the start number.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sequenceNumber: integer('sequence_number').notNull(),
    invoiceNumber: text('invoice_number').notNull(),
    status: text('status', { enum: ['PAID', 'UNPAID'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_order_key').on(table.orderId),
    uniqueIndex('invoices_event_sequence_key').on(table.eventId, table.sequenceNumber),
  ],
);

/**
 * A buyer's change of the order's email from the public order link (decision 137): it takes effect only once the new
 * address confirms, and the old address can cancel it (before) or undo it (for a week after). Tokens are stored
 * hashed, as every link secret is.
 */
export const orderEmailChanges = pgTable(
  'order_email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    /** The link sent to the new address. */
    confirmTokenHash: text('confirm_token_hash').notNull(),
    /** The link sent to the old address: cancels a pending change, or undoes a confirmed one. */
    undoTokenHash: text('undo_token_hash').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }).notNull(),
    undoExpiresAt: timestamp('undo_expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Cancelled from the old address, or replaced by a newer request, before it was confirmed. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('order_email_changes_confirm_token_key').on(table.confirmTokenHash),
    uniqueIndex('order_email_changes_undo_token_key').on(table.undoTokenHash),
    index('order_email_changes_order_idx').on(table.orderId, table.requestedAt),
  ],
);
