import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts } from './accounts';

/** Account-level taxes and fees that products opt into (docs/decisions/018-taxes-and-fees.md). */
export const taxesAndFees = pgTable(
  'taxes_and_fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ['TAX', 'FEE'] }).notNull(),
    calculation: text('calculation', { enum: ['PERCENTAGE', 'FIXED'] }).notNull(),
    /** PERCENTAGE: thousandths of a percent (8.875 % → 8875). */
    rateMilliPercent: integer('rate_milli_percent'),
    /** FIXED: minor units of `currency`. */
    amount: integer('amount'),
    currency: text('currency'),
    isDefault: boolean('is_default').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('taxes_and_fees_account_name_key').on(table.accountId, sql`lower(${table.name})`),
    index('taxes_and_fees_account_idx').on(table.accountId, table.createdAt),
  ],
);
