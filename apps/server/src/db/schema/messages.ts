import { MESSAGE_RECIPIENT_STATUSES, MESSAGE_STATUSES, MESSAGE_TYPES, type TMessageOrderStatus } from '@marquee/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { events } from './events';
import { attendees, orders } from './orders';

/**
 * A message from staff to an event's buyers or attendees (server-behaviour §10, docs/decisions/101-messages.md).
 * The audience is stored as asked (`message_type` and its ids); recipients are resolved when it is sent.
 * The counts are kept here, moved by each delivery under the row's lock, so lists read no recipient rows.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Copied from the event, so the 24-hour tier limit counts an account's messages from one index. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sentByUserId: uuid('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    /** Sanitised HTML. */
    message: text('message').notNull(),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull(),
    attendeeIds: jsonb('attendee_ids').$type<string[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderStatuses: jsonb('order_statuses').$type<TMessageOrderStatus[]>().notNull().default([]),
    isTest: boolean('is_test').notNull().default(false),
    sendCopyToCurrentUser: boolean('send_copy_to_current_user').notNull().default(false),
    status: text('status', { enum: MESSAGE_STATUSES }).notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When the recipients were resolved and their deliveries queued. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failureReason: text('failure_reason'),
    recipientCount: integer('recipient_count').notNull().default(0),
    sentCount: integer('sent_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messages_event_created_idx').on(table.eventId, table.createdAt, table.id),
    index('messages_account_created_idx').on(table.accountId, table.createdAt),
    // The minute sweep's "due and still waiting" scan; only waiting messages are in it.
    index('messages_scheduled_due_idx')
      .on(table.status, table.scheduledAt)
      .where(sql`${table.status} = 'SCHEDULED'`),
    // The minute sweep's "still sending long after it went" scan.
    index('messages_processing_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'PROCESSING'`),
  ],
);

/** One delivery of a message: one row per deduplicated (trimmed, lower-cased) email. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    /** The language the email's own words are rendered in (the attendee's, the buyer's or the sender's). */
    locale: text('locale').notNull().default('en'),
    attendeeId: uuid('attendee_id').references(() => attendees.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The sender's own copy (or a test): worded as such in the email. */
    isSender: boolean('is_sender').notNull().default(false),
    status: text('status', { enum: MESSAGE_RECIPIENT_STATUSES }).notNull().default('PENDING'),
    /** The mail server's answer when the delivery failed. */
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('message_recipients_message_email_key').on(table.messageId, table.email),
    index('message_recipients_message_status_idx').on(table.messageId, table.status),
    // The order's timeline reads its messages; deleting an order or an attendee sets these null.
    index('message_recipients_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} IS NOT NULL`),
    index('message_recipients_attendee_idx')
      .on(table.attendeeId)
      .where(sql`${table.attendeeId} IS NOT NULL`),
  ],
);
