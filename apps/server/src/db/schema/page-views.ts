import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { organizers } from './organizers';

/**
 * Views of the public pages, counted per day in the page's own timezone (issue 27 point 4, decision 150): written
 * by the page-views module in batches, read by dashboards and reports. No visitor data: only counts.
 */
export const eventDailyViews = pgTable(
  'event_daily_views',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.date] })],
);

export const organizerDailyViews = pgTable(
  'organizer_daily_views',
  {
    organizerId: uuid('organizer_id')
      .notNull()
      .references(() => organizers.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizerId, table.date] })],
);
