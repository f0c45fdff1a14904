import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { events, products, productTaxesAndFees, taxesAndFees } from '../../db/schema';

export type TaxOrFeeRow = typeof taxesAndFees.$inferSelect;
export type TaxOrFeeValues = Omit<typeof taxesAndFees.$inferInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;

export async function listTaxesAndFees(executor: DbExecutor, accountId: string): Promise<TaxOrFeeRow[]> {
  return executor
    .select()
    .from(taxesAndFees)
    .where(eq(taxesAndFees.accountId, accountId))
    .orderBy(asc(taxesAndFees.type), asc(taxesAndFees.name));
}

/**
 * `lock` takes the row's update lock, which waits for products attaching it (they share-lock it) to commit, so
 * the links read after it are complete.
 */
export async function findTaxOrFee(
  executor: DbExecutor,
  input: { accountId: string; id: string; lock?: boolean },
): Promise<TaxOrFeeRow | null> {
  const query = executor
    .select()
    .from(taxesAndFees)
    .where(and(eq(taxesAndFees.id, input.id), eq(taxesAndFees.accountId, input.accountId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The events with a product that carries the tax or fee, by title. */
export async function listEventsUsingTax(
  executor: DbExecutor,
  taxId: string,
): Promise<{ id: string; title: string; currency: string }[]> {
  return executor
    .selectDistinct({ id: events.id, title: events.title, currency: events.currency })
    .from(productTaxesAndFees)
    .innerJoin(products, eq(products.id, productTaxesAndFees.productId))
    .innerJoin(events, eq(events.id, products.eventId))
    .where(eq(productTaxesAndFees.taxAndFeeId, taxId))
    .orderBy(asc(events.title), asc(events.id));
}

export async function insertTaxOrFee(
  executor: DbExecutor,
  accountId: string,
  values: TaxOrFeeValues,
): Promise<TaxOrFeeRow> {
  const [row] = await executor
    .insert(taxesAndFees)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateTaxOrFee(executor: DbExecutor, id: string, values: TaxOrFeeValues): Promise<TaxOrFeeRow> {
  const [row] = await executor
    .update(taxesAndFees)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(taxesAndFees.id, id))
    .returning();
  return row!;
}

export async function deleteTaxOrFee(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(taxesAndFees).where(eq(taxesAndFees.id, id));
}
