import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { organizers } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type OrganizerRow = typeof organizers.$inferSelect;

export async function insertOrganizer(
  executor: DbExecutor,
  values: typeof organizers.$inferInsert,
): Promise<OrganizerRow> {
  const [row] = await executor.insert(organizers).values(values).returning();
  return row!;
}

/** The organizer if it belongs to the account; null otherwise, so other accounts' ids look absent. */
export async function findOrganizer(
  executor: DbExecutor,
  input: { accountId: string; organizerId: string; lock?: boolean },
): Promise<OrganizerRow | null> {
  const query = executor
    .select()
    .from(organizers)
    .where(and(eq(organizers.id, input.organizerId), eq(organizers.accountId, input.accountId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateOrganizer(
  executor: DbExecutor,
  id: string,
  values: Partial<Omit<OrganizerRow, 'id' | 'accountId' | 'createdAt'>>,
): Promise<OrganizerRow> {
  const [row] = await executor
    .update(organizers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizers.id, id))
    .returning();
  return row!;
}

export async function deleteOrganizer(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(organizers).where(eq(organizers.id, id));
}

export async function isSlugTaken(executor: DbExecutor, input: { accountId: string; slug: string; exceptId?: string }) {
  const conditions = [eq(organizers.accountId, input.accountId), eq(organizers.slug, input.slug)];
  if (input.exceptId) conditions.push(ne(organizers.id, input.exceptId));
  const [row] = await executor
    .select({ id: organizers.id })
    .from(organizers)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Organizers of the account that are not archived, other than `exceptId`, under row locks. */
/** Whether the account has any organizer, archived ones included. */
export async function accountHasOrganizer(executor: DbExecutor, accountId: string): Promise<boolean> {
  const rows = await executor
    .select({ id: organizers.id })
    .from(organizers)
    .where(eq(organizers.accountId, accountId))
    .limit(1);
  return rows.length > 0;
}

export async function countOtherActiveOrganizers(executor: DbExecutor, input: { accountId: string; exceptId: string }) {
  const rows = await executor
    .select({ id: organizers.id })
    .from(organizers)
    .where(
      and(
        eq(organizers.accountId, input.accountId),
        ne(organizers.status, 'ARCHIVED'),
        ne(organizers.id, input.exceptId),
      ),
    )
    .for('update');
  return rows.length;
}

export const organizersListResource = defineListResource({
  fields: {
    name: field.string(organizers.name, { sortable: true, filterable: true }),
    created_at: field.datetime(organizers.createdAt, { sortable: true, filterable: true }),
    updated_at: field.datetime(organizers.updatedAt, { sortable: true }),
    status: field.enum(organizers.status, ['DRAFT', 'LIVE', 'ARCHIVED'], { sortable: true, filterable: true }),
    currency: field.string(organizers.currency, { filterable: true }),
  },
  searchable: [organizers.name, organizers.email],
  defaultSort: { field: 'name', direction: 'asc' },
  tieBreaker: organizers.id,
});

export async function listOrganizers(executor: DbExecutor, input: { accountId: string; query: ParsedListQuery }) {
  const scope: SQL = eq(organizers.accountId, input.accountId);
  return runListQuery<OrganizerRow>({
    resource: organizersListResource,
    query: input.query,
    scope,
    fetchPage: (clauses) =>
      executor
        .select()
        .from(organizers)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => (await executor.select({ total: count() }).from(organizers).where(where))[0]?.total ?? 0,
  });
}
