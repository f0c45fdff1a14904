import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { attendees, orders } from './orders';
import { products } from './products';

/** A door list over some products of an event (server-behaviour §9, docs/decisions/099-check-in-lists.md). */
export const checkInLists = pgTable(
  'check_in_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `cil_…`: the unguessable key of the staff page /check-in/{short_id}. */
    shortId: text('short_id').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    activatesAt: timestamp('activates_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('check_in_lists_short_id_key').on(table.shortId),
    index('check_in_lists_event_created_idx').on(table.eventId, table.createdAt),
  ],
);

/** The products a list covers; deleting either side removes the link. */
export const checkInListProducts = pgTable(
  'check_in_list_products',
  {
    checkInListId: uuid('check_in_list_id')
      .notNull()
      .references(() => checkInLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.checkInListId, table.productId] }),
    index('check_in_list_products_product_idx').on(table.productId),
  ],
);

/**
 * One entry of an attendee through a list's door. A check-out sets `checked_out_at` instead of deleting the
 * row, so the attendee's history keeps every entry and exit; at most one live check-in per attendee and list
 * (the partial unique index settles two scanners racing on one ticket).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** `ci_…`: the id a check-out uses. */
    shortId: text('short_id').notNull(),
    /** Null once the list is deleted: the check-in stays in the attendee's history under `check_in_list_name`. */
    checkInListId: uuid('check_in_list_id').references(() => checkInLists.id, { onDelete: 'set null' }),
    /** The list's name when the check-in was made, shown after the list is deleted. */
    checkInListName: text('check_in_list_name').notNull(),
    attendeeId: uuid('attendee_id')
      .notNull()
      .references(() => attendees.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    checkedOutAt: timestamp('checked_out_at', { withTimezone: true }),
    checkedOutIpAddress: text('checked_out_ip_address'),
  },
  (table) => [
    uniqueIndex('check_ins_short_id_key').on(table.shortId),
    uniqueIndex('check_ins_live_attendee_list_key')
      .on(table.attendeeId, table.checkInListId)
      .where(sql`${table.checkedOutAt} IS NULL`),
    index('check_ins_attendee_created_idx').on(table.attendeeId, table.createdAt),
    index('check_ins_list_live_idx')
      .on(table.checkInListId)
      .where(sql`${table.checkedOutAt} IS NULL`),
    index('check_ins_order_idx').on(table.orderId),
    index('check_ins_event_created_idx').on(table.eventId, table.createdAt),
  ],
);
