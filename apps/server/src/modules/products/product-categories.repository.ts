import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { productCategories } from '../../db/schema';

export type ProductCategoryRow = typeof productCategories.$inferSelect;
export type ProductCategoryValues = Partial<
  Omit<typeof productCategories.$inferInsert, 'id' | 'eventId' | 'createdAt' | 'updatedAt'>
>;

export async function listCategories(executor: DbExecutor, eventId: string): Promise<ProductCategoryRow[]> {
  return executor
    .select()
    .from(productCategories)
    .where(eq(productCategories.eventId, eventId))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.createdAt), asc(productCategories.id));
}

/** The category if it belongs to the event (whose account the caller has already checked). */
export async function findCategory(
  executor: DbExecutor,
  input: { eventId: string; categoryId: string; lock?: boolean },
): Promise<ProductCategoryRow | null> {
  const query = executor
    .select()
    .from(productCategories)
    .where(and(eq(productCategories.id, input.categoryId), eq(productCategories.eventId, input.eventId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function countCategories(executor: DbExecutor, eventId: string): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(productCategories)
    .where(eq(productCategories.eventId, eventId));
  return row?.total ?? 0;
}

/** The sort order that puts a new category last. */
export async function nextCategoryOrder(executor: DbExecutor, eventId: string): Promise<number> {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${productCategories.sortOrder}) + 1, 0)::int` })
    .from(productCategories)
    .where(eq(productCategories.eventId, eventId));
  return row?.next ?? 0;
}

export async function insertCategories(
  executor: DbExecutor,
  values: (typeof productCategories.$inferInsert)[],
): Promise<ProductCategoryRow[]> {
  if (values.length === 0) return [];
  return executor.insert(productCategories).values(values).returning();
}

export async function updateCategory(
  executor: DbExecutor,
  id: string,
  values: ProductCategoryValues,
): Promise<ProductCategoryRow> {
  const [row] = await executor
    .update(productCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productCategories.id, id))
    .returning();
  return row!;
}

/** Deletes the category; its products, their prices and tax links go with it (foreign keys cascade). */
export async function deleteCategory(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(productCategories).where(eq(productCategories.id, id));
}
