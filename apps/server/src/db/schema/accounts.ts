import { MESSAGING_TIERS, type TEventDefaults } from '@marquee/core';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The tenant: every later row (organizers, events, orders…) belongs to exactly one account. */
export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  shortId: text('short_id').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  currencyCode: text('currency_code').notNull().default('USD'),
  timezone: text('timezone').notNull().default('UTC'),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  /** Settings copied into new events; absent keys use the product defaults. */
  eventDefaults: jsonb('event_defaults').$type<Partial<TEventDefaults>>().notNull().default({}),
  /** Sending limits for messages (docs/decisions/101-messages.md); only an operator lowers or raises it. */
  messagingTier: text('messaging_tier', { enum: MESSAGING_TIERS }).notNull().default('TRUSTED'),
  ...timestamps,
});

/** A person. One user may belong to several accounts through account_users. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Always stored lower-cased and trimmed. One user holds an address; others may carry it only as duplicates
     * (below).
     */
    email: text('email').notNull(),
    /** Null until an invited user sets one. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    locale: text('locale').notNull().default('en'),
    timezone: text('timezone').notNull().default('UTC'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    pendingEmail: text('pending_email'),
    /**
     * Registered with an address another user already holds (decision 164): it signs in with its own password, but
     * can never confirm the address, and mail for the address goes to its holder, never on this user's behalf.
     */
    isEmailDuplicate: boolean('is_email_duplicate').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_key')
      .on(table.email)
      .where(sql`not ${table.isEmailDuplicate}`),
    index('users_email_duplicates_idx')
      .on(table.email, table.createdAt)
      .where(sql`${table.isEmailDuplicate}`),
  ],
);

export const accountUsers = pgTable(
  'account_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['ADMIN', 'ORGANIZER'] }).notNull(),
    status: text('status', { enum: ['INVITED', 'ACTIVE', 'INACTIVE'] }).notNull(),
    isAccountOwner: boolean('is_account_owner').notNull().default(false),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('account_users_account_user_key').on(table.accountId, table.userId),
    index('account_users_user_idx').on(table.userId),
    index('account_users_account_created_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * Server-side sessions (docs/decisions/004-sessions.md). The id is the SHA-256 of the cookie value,
 * so a copy of this table hands out no usable session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export const AUTH_TOKEN_PURPOSES = [
  'EMAIL_VERIFICATION',
  'EMAIL_VERIFICATION_CODE',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'INVITATION',
] as const;

/** Single-use, expiring secrets sent by email. Only their hash is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Purpose-specific data, e.g. the new address of an email change. */
    payload: text('payload'),
    /** Wrong guesses so far, for short numeric codes that must lock after a few tries. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('auth_tokens_hash_key').on(table.tokenHash),
    index('auth_tokens_user_purpose_idx').on(table.userId, table.purpose),
  ],
);
