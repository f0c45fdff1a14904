import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
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
import { accounts } from './accounts';

/**
 * The outbox (decision 123): one row per domain event, written in the transaction that made the change, so an event
 * exists exactly when its change committed. No foreign keys besides the account: an event outlives what it describes
 * (a deleted product, an archived event) for as long as consumers need it.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id'),
    eventId: uuid('event_id'),
    orderId: uuid('order_id'),
    /** 1, 2, 3… per order, in the order its changes happened (the order row is locked by each change). */
    orderSequence: integer('order_sequence'),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('domain_events_order_sequence_key')
      .on(table.orderId, table.orderSequence)
      .where(sql`${table.orderId} IS NOT NULL`),
    index('domain_events_occurred_idx').on(table.occurredAt),
  ],
);

/** How far each consumer has read: every event with an id up to `handled_through` is handled (or not its type). */
export const domainEventConsumers = pgTable('domain_event_consumers', {
  consumer: text('consumer').primaryKey(),
  handledThrough: bigint('handled_through', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events a consumer handled beyond its mark: marking is an insert that succeeds once, which makes handling idempotent. */
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    consumer: text('consumer').notNull(),
    domainEventId: bigint('domain_event_id', { mode: 'number' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.consumer, table.domainEventId] })],
);
