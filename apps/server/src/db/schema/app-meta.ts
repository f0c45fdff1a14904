import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Instance-wide facts that belong to no account: schema-independent markers such as when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
