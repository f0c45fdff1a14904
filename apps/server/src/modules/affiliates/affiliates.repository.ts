import { AFFILIATE_STATUSES } from '@marquee/core';
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { affiliates } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type AffiliateRow = typeof affiliates.$inferSelect;
export type AffiliateInsert = typeof affiliates.$inferInsert;
export type AffiliateValues = Partial<Pick<AffiliateInsert, 'name' | 'email' | 'status'>>;

export const UNIQUE_AFFILIATE_CODE_CONSTRAINT = 'affiliates_event_code_key';

export const affiliatesListResource = defineListResource({
  fields: {
    created_at: field.datetime(affiliates.createdAt, { sortable: true, filterable: true }),
    name: field.string(affiliates.name, { sortable: true, filterable: true }),
    total_sales: field.integer(affiliates.totalSales, { sortable: true, filterable: true }),
    total_sales_gross: field.integer(affiliates.totalSalesGross, { sortable: true, filterable: true }),
    code: field.string(affiliates.code, { filterable: true }),
    email: field.string(affiliates.email, { filterable: true }),
    status: field.enum(affiliates.status, AFFILIATE_STATUSES, { filterable: true }),
  },
  searchable: [affiliates.name, affiliates.code, affiliates.email],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: affiliates.id,
});

export async function listAffiliatesPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  return runListQuery<AffiliateRow>({
    resource: affiliatesListResource,
    query: input.query,
    scope: eq(affiliates.eventId, input.eventId),
    fetchPage: (clauses) =>
      executor
        .select()
        .from(affiliates)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => (await executor.select({ total: count() }).from(affiliates).where(where))[0]?.total ?? 0,
  });
}

export async function listAffiliatesOfEvent(executor: DbExecutor, eventId: string): Promise<AffiliateRow[]> {
  return executor
    .select()
    .from(affiliates)
    .where(eq(affiliates.eventId, eventId))
    .orderBy(asc(affiliates.createdAt), asc(affiliates.id));
}

export async function findAffiliate(
  executor: DbExecutor,
  input: { eventId: string; affiliateId: string; lock?: boolean },
): Promise<AffiliateRow | null> {
  const query = executor
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.id, input.affiliateId), eq(affiliates.eventId, input.eventId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The event's affiliate with this code (already upper-cased). */
export async function findAffiliateByCode(
  executor: DbExecutor,
  input: { eventId: string; code: string },
): Promise<AffiliateRow | null> {
  const [row] = await executor
    .select()
    .from(affiliates)
    .where(and(eq(affiliates.eventId, input.eventId), eq(affiliates.code, input.code)));
  return row ?? null;
}

export async function insertAffiliates(executor: DbExecutor, values: AffiliateInsert[]): Promise<AffiliateRow[]> {
  if (values.length === 0) return [];
  return executor.insert(affiliates).values(values).returning();
}

export async function updateAffiliate(
  executor: DbExecutor,
  id: string,
  values: AffiliateValues,
): Promise<AffiliateRow> {
  const [row] = await executor
    .update(affiliates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(affiliates.id, id))
    .returning();
  return row!;
}

export async function deleteAffiliate(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(affiliates).where(eq(affiliates.id, id));
}
