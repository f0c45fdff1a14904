import type { TEventSettings, THomepageDesignDraft, TLocationDetails } from '@marquee/core';
import { sql, type Column, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { organizers } from './organizers';

/**
 * Events a public list may show (decision 138): buyer-visible (LIVE or PAUSED, core's BUYER_VISIBLE_EVENT_STATUSES)
 * and not behind a page password. The predicate of the partial index `events_listed_start_idx`; the public list
 * repeats it word for word so PostgreSQL can prove the index applies.
 */
export const listedEventCondition = (table: { status: Column; settings: Column }): SQL =>
  sql`${table.status} in ('LIVE', 'PAUSED') and (${table.settings} ->> 'homepage_visibility') is distinct from 'PASSWORD_PROTECTED'`;

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortId: text('short_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Sanitised HTML. */
    description: text('description'),
    category: text('category').notNull().default('OTHER'),
    status: text('status', { enum: ['DRAFT', 'LIVE', 'PAUSED', 'ARCHIVED'] })
      .notNull()
      .default('DRAFT'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    timezone: text('timezone').notNull(),
    currency: text('currency').notNull(),
    locationDetails: jsonb('location_details').$type<TLocationDetails>(),
    mapsUrl: text('maps_url'),
    isOnlineEvent: boolean('is_online_event').notNull().default(false),
    settings: jsonb('settings').$type<TEventSettings>().notNull(),
    /** argon2id of the page password while `homepage_visibility` is PASSWORD_PROTECTED (decision 133); never sent. */
    homepagePasswordHash: text('homepage_password_hash'),
    /** The homepage designer's unpublished theme and sections (decision 155); buyers never see it. */
    homepageDesignDraft: jsonb('homepage_design_draft').$type<THomepageDesignDraft>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('events_short_id_key').on(table.shortId),
    index('events_account_start_idx').on(table.accountId, table.startDate),
    index('events_organizer_start_idx').on(table.organizerId, table.startDate),
    index('events_account_status_idx').on(table.accountId, table.status),
    index('events_account_end_idx').on(table.accountId, table.endDate),
    index('events_listed_start_idx').on(table.startDate, table.id).where(listedEventCondition(table)),
  ],
);

/** Named, ordered groups of products on the event page; every event starts with one. */
export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    isHidden: boolean('is_hidden').notNull().default(false),
    noProductsMessage: text('no_products_message'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_categories_event_order_idx').on(table.eventId, table.sortOrder)],
);
