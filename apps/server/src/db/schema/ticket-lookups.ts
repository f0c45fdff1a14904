import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * "Find my tickets" links (server-behaviour §6, decision 110): one live link per buyer email, stored as
 * the hash of its token; asking again replaces it. Valid 24 hours, reusable within them.
 */
export const ticketLookupTokens = pgTable(
  'ticket_lookup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased buyer email. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ticket_lookup_tokens_email_key').on(table.email),
    uniqueIndex('ticket_lookup_tokens_hash_key').on(table.tokenHash),
    index('ticket_lookup_tokens_expires_idx').on(table.expiresAt),
  ],
);
