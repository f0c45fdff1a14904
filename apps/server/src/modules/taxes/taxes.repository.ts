import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { taxesAndFees } from '../../db/schema';

export type TaxOrFeeRow = typeof taxesAndFees.$inferSelect;
export type TaxOrFeeValues = Omit<typeof taxesAndFees.$inferInsert, 'id' | 'accountId' | 'createdAt' | 'updatedAt'>;

export async function listTaxesAndFees(executor: DbExecutor, accountId: string): Promise<TaxOrFeeRow[]> {
  return executor
    .select()
    .from(taxesAndFees)
    .where(eq(taxesAndFees.accountId, accountId))
    .orderBy(asc(taxesAndFees.type), asc(taxesAndFees.name));
}

export async function findTaxOrFee(
  executor: DbExecutor,
  input: { accountId: string; id: string },
): Promise<TaxOrFeeRow | null> {
  const [row] = await executor
    .select()
    .from(taxesAndFees)
    .where(and(eq(taxesAndFees.id, input.id), eq(taxesAndFees.accountId, input.accountId)));
  return row ?? null;
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
