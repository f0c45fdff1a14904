import { EMAIL_TEMPLATE_TYPES } from '@marquee/core';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { events } from './events';
import { organizers } from './organizers';

/**
 * An organizer's or an event's own wording of a buyer email (decision 165), in Liquid. An organizer's template has
 * no event; one template per type and place.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'cascade' }),
    templateType: text('template_type', { enum: EMAIL_TEMPLATE_TYPES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    ctaLabel: text('cta_label').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_templates_event_type_key')
      .on(table.eventId, table.templateType)
      .where(sql`${table.eventId} is not null`),
    uniqueIndex('email_templates_organizer_type_key')
      .on(table.organizerId, table.templateType)
      .where(sql`${table.eventId} is null`),
    index('email_templates_account_idx').on(table.accountId),
  ],
);
