import { CAPACITY_ASSIGNMENT_STATUSES } from '@marquee/core';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { capacityAssignmentProducts, capacityAssignments, productCategories, products } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type CapacityAssignmentRow = typeof capacityAssignments.$inferSelect;
export type CapacityAssignmentInsert = typeof capacityAssignments.$inferInsert;
export type CapacityAssignmentValues = Partial<
  Omit<CapacityAssignmentInsert, 'id' | 'eventId' | 'createdAt' | 'updatedAt'>
>;
/** A row with its usage: units sold of every covered product. */
export type CapacityAssignmentUsage = CapacityAssignmentRow & { usedCapacity: number };
export type CoveredProduct = { capacityAssignmentId: string; productId: string; title: string };

/**
 * Units sold over every product the assignment covers, all their prices. The subquery's tables are aliased
 * and the outer row is named in full: Drizzle writes a column of a single-table select without its table,
 * which inside the subquery would bind to the price's own id.
 * Live reservations are counted apart (`reservedCapacity`): the list shows what is sold.
 */
const usedCapacity = sql<number>`(
  select coalesce(sum(used_price.quantity_sold), 0)::int
  from capacity_assignment_products used_link
  inner join product_prices used_price on used_price.product_id = used_link.product_id
  where used_link.capacity_assignment_id = "capacity_assignments"."id"
)`.mapWith(Number);

/**
 * Units of the covered products held by live reservations (RESERVED orders whose hold has not ended), leaving
 * out one order when given (a reservation checking the holds of others inside its own transaction).
 */
const reservedCapacity = (excludeOrderId?: string) =>
  sql<number>`(
  select coalesce(sum(held_item.quantity), 0)::int
  from capacity_assignment_products held_link
  inner join order_items held_item on held_item.product_id = held_link.product_id
  where held_link.capacity_assignment_id = "capacity_assignments"."id"
    and held_item.held_until > now()
    ${excludeOrderId ? sql`and held_item.order_id <> ${excludeOrderId}` : sql``}
)`.mapWith(Number);

const withUsage = { ...getTableColumns(capacityAssignments), usedCapacity };

export const capacityListResource = defineListResource({
  fields: {
    name: field.string(capacityAssignments.name, { sortable: true, filterable: true }),
    capacity: field.integer(capacityAssignments.capacity, { sortable: true, filterable: true }),
    used_capacity: field.integer(usedCapacity, { sortable: true }),
    created_at: field.datetime(capacityAssignments.createdAt, { sortable: true, filterable: true }),
    status: field.enum(capacityAssignments.status, CAPACITY_ASSIGNMENT_STATUSES, { filterable: true }),
  },
  searchable: [capacityAssignments.name],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: capacityAssignments.id,
});

export async function listAssignmentsPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runListQuery<CapacityAssignmentUsage>({
    resource: capacityListResource,
    query: input.query,
    scope: eq(capacityAssignments.eventId, input.eventId),
    fetchPage: (clauses) =>
      executor
        .select(withUsage)
        .from(capacityAssignments)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) =>
      (await executor.select({ total: count() }).from(capacityAssignments).where(where))[0]?.total ?? 0,
  });
}

/** The assignment if it belongs to the event, with its usage. */
export async function findAssignment(
  executor: DbExecutor,
  input: { eventId: string; assignmentId: string },
): Promise<CapacityAssignmentUsage | null> {
  const [row] = await executor
    .select(withUsage)
    .from(capacityAssignments)
    .where(and(eq(capacityAssignments.id, input.assignmentId), eq(capacityAssignments.eventId, input.eventId)));
  return row ?? null;
}

export async function listAssignmentsOfEvent(executor: DbExecutor, eventId: string): Promise<CapacityAssignmentRow[]> {
  return executor
    .select()
    .from(capacityAssignments)
    .where(eq(capacityAssignments.eventId, eventId))
    .orderBy(asc(capacityAssignments.createdAt), asc(capacityAssignments.id));
}

/** The products each assignment covers, in catalogue order. */
export async function listCoveredProducts(executor: DbExecutor, assignmentIds: string[]): Promise<CoveredProduct[]> {
  if (assignmentIds.length === 0) return [];
  return executor
    .select({
      capacityAssignmentId: capacityAssignmentProducts.capacityAssignmentId,
      productId: products.id,
      title: products.title,
    })
    .from(capacityAssignmentProducts)
    .innerJoin(products, eq(products.id, capacityAssignmentProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(capacityAssignmentProducts.capacityAssignmentId, assignmentIds))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id), asc(products.sortOrder), asc(products.id));
}

/**
 * The ACTIVE assignments each of the given products belongs to, with capacity and usage: what the product
 * read model caps availability with. INACTIVE ones limit nothing, so they are not read.
 */
export async function listCapacityLimits(executor: DbExecutor, productIds: string[], excludeOrderId?: string) {
  if (productIds.length === 0) return [];
  return executor
    .select({
      id: capacityAssignments.id,
      productId: capacityAssignmentProducts.productId,
      status: capacityAssignments.status,
      capacity: capacityAssignments.capacity,
      used: usedCapacity,
      reserved: reservedCapacity(excludeOrderId),
    })
    .from(capacityAssignmentProducts)
    .innerJoin(capacityAssignments, eq(capacityAssignments.id, capacityAssignmentProducts.capacityAssignmentId))
    .where(and(inArray(capacityAssignmentProducts.productId, productIds), eq(capacityAssignments.status, 'ACTIVE')));
}

export async function insertAssignments(
  executor: DbExecutor,
  values: CapacityAssignmentInsert[],
): Promise<CapacityAssignmentRow[]> {
  if (values.length === 0) return [];
  return executor.insert(capacityAssignments).values(values).returning();
}

export async function updateAssignment(
  executor: DbExecutor,
  id: string,
  values: CapacityAssignmentValues,
): Promise<void> {
  await executor
    .update(capacityAssignments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(capacityAssignments.id, id));
}

export async function deleteAssignment(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(capacityAssignments).where(eq(capacityAssignments.id, id));
}

export async function insertCoveredProducts(
  executor: DbExecutor,
  links: { capacityAssignmentId: string; productId: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await executor.insert(capacityAssignmentProducts).values(links).onConflictDoNothing();
}

export async function replaceCoveredProducts(executor: DbExecutor, id: string, productIds: string[]): Promise<void> {
  await executor.delete(capacityAssignmentProducts).where(eq(capacityAssignmentProducts.capacityAssignmentId, id));
  await insertCoveredProducts(
    executor,
    productIds.map((productId) => ({ capacityAssignmentId: id, productId })),
  );
}

/** The product ids an assignment covers now. */
export async function coveredProductIds(executor: DbExecutor, id: string): Promise<string[]> {
  const rows = await executor
    .select({ productId: capacityAssignmentProducts.productId })
    .from(capacityAssignmentProducts)
    .where(eq(capacityAssignmentProducts.capacityAssignmentId, id));
  return rows.map((row) => row.productId);
}
