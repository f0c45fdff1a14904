import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { products } from './products';

/** A checkout question of an event (spec §8, docs/decisions/022-questions-and-attendee-fields.md). */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    description: text('description'),
    type: text('type', {
      enum: ['ADDRESS', 'SINGLE_LINE_TEXT', 'MULTI_LINE_TEXT', 'CHECKBOX', 'RADIO', 'DROPDOWN', 'DATE'],
    }).notNull(),
    belongsTo: text('belongs_to', { enum: ['ORDER', 'PRODUCT'] }).notNull(),
    /** The choices of CHECKBOX, RADIO and DROPDOWN questions, in display order; empty otherwise. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    isRequired: boolean('is_required').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('questions_event_order_idx').on(table.eventId, table.sortOrder)],
);

/** The products a PRODUCT question is asked for. */
export const questionProducts = pgTable(
  'question_products',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.productId] }),
    index('question_products_product_idx').on(table.productId),
  ],
);

/** How checkout asks each ticket holder's built-in details; no row means the defaults (all asked, required). */
export const eventAttendeeFields = pgTable('event_attendee_fields', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  firstNameRequired: boolean('first_name_required').notNull().default(true),
  firstNameHidden: boolean('first_name_hidden').notNull().default(false),
  lastNameRequired: boolean('last_name_required').notNull().default(true),
  lastNameHidden: boolean('last_name_hidden').notNull().default(false),
  emailRequired: boolean('email_required').notNull().default(true),
  emailHidden: boolean('email_hidden').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
