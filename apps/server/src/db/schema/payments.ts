import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The Stripe PaymentIntent of an order (docs/decisions/046-payments-module.md): one per order, created
 * with an idempotency key derived from the order, so a repeated call returns the same intent.
 */
export const stripePayments = pgTable(
  'stripe_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Stripe's status of the intent as last seen (requires_payment_method, succeeded, …). */
    status: text('status').notNull(),
    /** The last failure Stripe reported, shown to nobody but staff. */
    lastError: text('last_error'),
    /** The charge of a succeeded intent: refunds reference it. */
    chargeId: text('charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stripe_payments_order_key').on(table.orderId),
    uniqueIndex('stripe_payments_intent_key').on(table.paymentIntentId),
  ],
);

/**
 * Every Stripe webhook event handled, by Stripe's event id: the unique key makes a duplicate delivery a
 * no-op, on any number of instances (docs/decisions/047-stripe-webhooks.md). Written in the same
 * transaction as the change the event causes, so a failed handling leaves no row and Stripe's retry runs it.
 */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A refund of an order through its payment provider; final only when the provider says so. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Stripe's refund id (`re_…`). */
    providerRefundId: text('provider_refund_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED'] }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('order_refunds_provider_refund_key').on(table.providerRefundId),
    index('order_refunds_order_idx').on(table.orderId),
    check('order_refunds_amount_check', sql`${table.amount} > 0`),
  ],
);
