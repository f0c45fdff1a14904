import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';

/** A partner whose `?aff=CODE` links attribute orders (spec §7, docs/decisions/024-affiliates.md). */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Upper case, fixed once created. */
    code: text('code').notNull(),
    email: text('email'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    /** Completed orders attributed; grows with issue 6 and never shrinks. */
    totalSales: integer('total_sales').notNull().default(0),
    /** Their gross, minor units of the event currency. */
    totalSalesGross: bigint('total_sales_gross', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('affiliates_event_code_key').on(table.eventId, table.code),
    index('affiliates_event_created_idx').on(table.eventId, table.createdAt),
    check('affiliates_code_upper_check', sql`${table.code} = upper(${table.code})`),
  ],
);
