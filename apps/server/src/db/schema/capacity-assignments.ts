import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { events } from './events';
import { products } from './products';

/** A shared limit over several products of an event (docs/decisions/021-capacity-assignments.md). */
export const capacityAssignments = pgTable(
  'capacity_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** null = unlimited. */
    capacity: integer('capacity'),
    status: text('status', { enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('capacity_assignments_event_idx').on(table.eventId, table.createdAt),
    check('capacity_assignments_capacity_check', sql`${table.capacity} IS NULL OR ${table.capacity} >= 1`),
  ],
);

/** The products an assignment covers (with all their prices); deleting either side removes the link. */
export const capacityAssignmentProducts = pgTable(
  'capacity_assignment_products',
  {
    capacityAssignmentId: uuid('capacity_assignment_id')
      .notNull()
      .references(() => capacityAssignments.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.capacityAssignmentId, table.productId] }),
    index('capacity_assignment_products_product_idx').on(table.productId),
  ],
);
