import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { accounts, accountUsers, apiKeys, users } from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyListRow = ApiKeyRow & { creatorFirstName: string | null; creatorLastName: string | null };

export const apiKeysListResource = defineListResource({
  fields: {
    created_at: field.datetime(apiKeys.createdAt, { sortable: true, filterable: true }),
    name: field.string(apiKeys.name, { sortable: true }),
    last_used_at: field.datetime(apiKeys.lastUsedAt, { sortable: true, filterable: true }),
    expires_at: field.datetime(apiKeys.expiresAt, { sortable: true, filterable: true }),
    role: field.enum(apiKeys.role, ['ADMIN', 'ORGANIZER'], { filterable: true }),
  },
  searchable: [apiKeys.name],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: apiKeys.id,
});

const listColumns = { key: apiKeys, creatorFirstName: users.firstName, creatorLastName: users.lastName };
const withCreator = (row: { key: ApiKeyRow; creatorFirstName: string | null; creatorLastName: string | null }) => ({
  ...row.key,
  creatorFirstName: row.creatorFirstName,
  creatorLastName: row.creatorLastName,
});

export async function listApiKeysPage(executor: DbExecutor, input: { accountId: string; query: ParsedListQuery }) {
  return runListQuery<ApiKeyListRow>({
    resource: apiKeysListResource,
    query: input.query,
    scope: eq(apiKeys.accountId, input.accountId),
    fetchPage: async (clauses) =>
      (
        await executor
          .select(listColumns)
          .from(apiKeys)
          .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
          .where(clauses.where)
          .orderBy(...clauses.orderBy)
          .limit(clauses.limit)
          .offset(clauses.offset)
      ).map(withCreator),
    count: async (where) => (await executor.select({ total: count() }).from(apiKeys).where(where))[0]?.total ?? 0,
  });
}

export async function findApiKey(
  executor: DbExecutor,
  input: { accountId: string; apiKeyId: string },
): Promise<ApiKeyListRow | null> {
  const [row] = await executor
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.id, input.apiKeyId), eq(apiKeys.accountId, input.accountId)));
  return row ? withCreator(row) : null;
}

export async function insertApiKey(executor: DbExecutor, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await executor.insert(apiKeys).values(values).returning();
  return row!;
}

export async function deleteApiKey(executor: DbExecutor, input: { accountId: string; apiKeyId: string }) {
  const deleted = await executor
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, input.apiKeyId), eq(apiKeys.accountId, input.accountId)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}

/** The unexpired key with this hash, with its creator while their membership is ACTIVE. */
export async function findLiveApiKey(executor: DbExecutor, keyHash: string, now: Date) {
  const [row] = await executor
    .select({ key: apiKeys, user: users, membership: accountUsers, account: accounts })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdByUserId))
    .innerJoin(
      accountUsers,
      and(eq(accountUsers.userId, apiKeys.createdByUserId), eq(accountUsers.accountId, apiKeys.accountId)),
    )
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(
      and(
        eq(apiKeys.keyHash, keyHash),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        eq(accountUsers.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

/** Moves `last_used_at` on only when it is older than `staleBefore`: one write a minute, not one per call. */
export async function touchApiKey(executor: DbExecutor, input: { id: string; now: Date; staleBefore: Date }) {
  await executor
    .update(apiKeys)
    .set({ lastUsedAt: input.now })
    .where(and(eq(apiKeys.id, input.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, input.staleBefore))));
}

export const countApiKeys = async (executor: DbExecutor, accountId: string) =>
  (
    await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(apiKeys)
      .where(eq(apiKeys.accountId, accountId))
  )[0]?.n ?? 0;
