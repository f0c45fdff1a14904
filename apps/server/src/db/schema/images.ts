import { IMAGE_TYPES } from '@marquee/core';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

/** An uploaded picture, already resized and converted; the file itself lives in the file storage. */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ['EVENT', 'ORGANIZER'] }).notNull(),
    /** The event or organizer; their deletion removes images through the service (files need deleting too). */
    entityId: uuid('entity_id').notNull(),
    type: text('type', { enum: IMAGE_TYPES }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    averageColour: text('average_colour').notNull(),
    /** A tiny blurred preview as a data URI, shown while the image loads. */
    lqip: text('lqip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('images_entity_idx').on(table.entityType, table.entityId, table.type)],
);
