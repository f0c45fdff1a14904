import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** PostgreSQL `bytea`: node-postgres hands back a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Rendered PDF tickets (issue 29, decision 156): a cache, never the source of truth. One row per scope (an order's
 * tickets, or one ticket, in one language); `fingerprint` is the hash of everything drawn, so a changed design, name
 * or event makes the row stale and the next download renders again in the job queue. Rows are dropped a week after
 * they were written and whenever their order is deleted.
 */
export const ticketPdfs = pgTable(
  'ticket_pdfs',
  {
    /** `order:<order id>:<locale>` or `attendee:<attendee id>:<locale>`. */
    scopeKey: text('scope_key').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fingerprint: text('fingerprint').notNull(),
    content: bytea('content').notNull(),
    pageCount: integer('page_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_pdfs_order_idx').on(table.orderId), index('ticket_pdfs_created_idx').on(table.createdAt)],
);
