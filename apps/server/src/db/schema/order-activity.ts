import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { events } from './events';
import { attendees, orders } from './orders';

/**
 * What staff did to an order and its tickets, for the order's timeline (docs/decisions/100-order-staff-activity.md):
 * who edited the buyer, moved or cancelled a ticket, marked it paid, refunded or cancelled it. The user's name
 * is kept as it was, so the entry still reads right after the user leaves the account.
 */
export const orderActivity = pgTable(
  'order_activity',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    attendeeId: uuid('attendee_id').references(() => attendees.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_activity_order_created_idx').on(table.orderId, table.createdAt)],
);
