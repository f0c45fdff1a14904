import type { THomepageDesignDraft, TOrganizerSettings } from '@marquee/core';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** Who runs events: a brand, venue or promoter. An account has one or more. */
export const organizers = pgTable(
  'organizers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    website: text('website'),
    /** Sanitised HTML. */
    description: text('description'),
    currency: text('currency').notNull(),
    timezone: text('timezone').notNull(),
    status: text('status', { enum: ['DRAFT', 'LIVE', 'ARCHIVED'] })
      .notNull()
      .default('DRAFT'),
    settings: jsonb('settings').$type<TOrganizerSettings>().notNull(),
    /** argon2id of the page password while `homepage_visibility` is PASSWORD_PROTECTED (decision 133); never sent. */
    homepagePasswordHash: text('homepage_password_hash'),
    /** The homepage designer's unpublished theme and sections (decision 155); buyers never see it. */
    homepageDesignDraft: jsonb('homepage_design_draft').$type<THomepageDesignDraft>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('organizers_account_slug_key').on(table.accountId, table.slug),
    index('organizers_account_created_idx').on(table.accountId, table.createdAt),
    index('organizers_account_name_idx').on(table.accountId, table.name),
  ],
);
