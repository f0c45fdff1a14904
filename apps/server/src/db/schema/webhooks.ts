import { USER_ROLES, WEBHOOK_DELIVERY_STATUSES, WEBHOOK_STATUSES, type TWebhookEventType } from '@marquee/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { events } from './events';
import { organizers } from './organizers';

/**
 * A webhook endpoint (issue 26, decision 147): of one event (`event_id`), or of an organizer (`event_id` null),
 * then optionally limited to some of its events (`event_filter`). `secret` signs; after a rotation
 * `previous_secret` signs too until `previous_secret_expires_at`. The endpoint also holds its delivery state:
 * `lease_*` makes one worker at a time its sender, `retry_at` holds every delivery back after a failure
 * (a dead receiver costs one attempt per back-off step, not one per delivery).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    eventFilter: jsonb('event_filter').$type<string[]>(),
    url: text('url').notNull(),
    description: text('description'),
    eventTypes: jsonb('event_types').$type<TWebhookEventType[]>().notNull(),
    status: text('status', { enum: WEBHOOK_STATUSES }).notNull().default('ENABLED'),
    disabledReason: text('disabled_reason'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** When the current run of failures began; null after a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** After a failure nothing is sent before this. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
    leaseToken: uuid('lease_token'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastDeliveryAt: timestamp('last_delivery_at', { withTimezone: true }),
    lastResponseStatus: integer('last_response_status'),
    lastResponseBody: text('last_response_body'),
    lastDeliverySucceeded: boolean('last_delivery_succeeded'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhooks_account_idx').on(table.accountId, table.organizerId),
    index('webhooks_event_idx').on(table.eventId),
  ],
);

/**
 * One message for one endpoint: a domain event (or a test) in the body it is sent with, the same body and
 * `message_id` (the `webhook-id` header) on every attempt and replay. `order_id` orders an order's deliveries.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    messageId: text('message_id').notNull(),
    /** Read order within an endpoint: the outbox id, so an order's deliveries go out as its events happened. */
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    domainEventId: bigint('domain_event_id', { mode: 'number' }),
    eventType: text('event_type').$type<TWebhookEventType>().notNull(),
    isTest: boolean('is_test').notNull().default(false),
    eventId: uuid('event_id'),
    orderId: uuid('order_id'),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastResponseStatus: integer('last_response_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_pending_idx')
      .on(table.webhookId, table.sequence)
      .where(sql`${table.status} = 'PENDING'`),
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.createdAt),
    index('webhook_deliveries_created_idx').on(table.createdAt),
  ],
);

/** Every attempt, kept 30 days with what was sent and what came back (the first 10 KB). */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    requestHeaders: jsonb('request_headers').$type<Record<string, string>>().notNull(),
    responseStatus: integer('response_status').notNull(),
    responseHeaders: jsonb('response_headers').$type<Record<string, string>>(),
    responseBody: text('response_body'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.attemptedAt)],
);

/** An integration's key (decision 149): only its hash is kept; it acts with `role` in its account. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull(),
    keyHash: text('key_hash').notNull().unique(),
    keyHint: text('key_hint').notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_keys_account_idx').on(table.accountId, table.createdAt)],
);
