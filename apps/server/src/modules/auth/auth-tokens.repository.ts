import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { authTokens } from '../../db/schema';

export type AuthTokenRow = typeof authTokens.$inferSelect;
export type AuthTokenPurpose = AuthTokenRow['purpose'];

/** Stores a new token and voids earlier unused ones of the same purpose: only the latest link works. */
export async function replaceToken(
  executor: DbExecutor,
  values: {
    tokenHash: string;
    purpose: AuthTokenPurpose;
    userId: string;
    accountId?: string | null;
    payload?: string | null;
    expiresAt: Date;
  },
): Promise<AuthTokenRow> {
  const scope = [
    eq(authTokens.userId, values.userId),
    eq(authTokens.purpose, values.purpose),
    isNull(authTokens.usedAt),
  ];
  if (values.accountId) scope.push(eq(authTokens.accountId, values.accountId));
  await executor.delete(authTokens).where(and(...scope));
  const [row] = await executor.insert(authTokens).values(values).returning();
  return row!;
}

/** The token row for a hash and purpose, locked for the caller's transaction. */
export async function findTokenForUpdate(
  executor: DbExecutor,
  input: { tokenHash: string; purpose: AuthTokenPurpose },
): Promise<AuthTokenRow | null> {
  const [row] = await executor
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, input.tokenHash), eq(authTokens.purpose, input.purpose)))
    .for('update');
  return row ?? null;
}

export async function findLatestUnusedToken(
  executor: DbExecutor,
  input: { userId: string; purpose: AuthTokenPurpose },
): Promise<AuthTokenRow | null> {
  const [row] = await executor
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, input.userId), eq(authTokens.purpose, input.purpose), isNull(authTokens.usedAt)))
    .orderBy(sql`${authTokens.createdAt} DESC`)
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function markTokenUsed(executor: DbExecutor, id: string, now: Date): Promise<void> {
  await executor.update(authTokens).set({ usedAt: now }).where(eq(authTokens.id, id));
}

export async function incrementTokenAttempts(executor: DbExecutor, id: string): Promise<number> {
  const [row] = await executor
    .update(authTokens)
    .set({ attempts: sql`${authTokens.attempts} + 1` })
    .where(eq(authTokens.id, id))
    .returning({ attempts: authTokens.attempts });
  return row?.attempts ?? 0;
}

export async function deleteUnusedTokens(
  executor: DbExecutor,
  input: { userId: string; purposes: AuthTokenPurpose[]; accountId?: string },
): Promise<void> {
  const conditions = [
    eq(authTokens.userId, input.userId),
    isNull(authTokens.usedAt),
    inArray(authTokens.purpose, input.purposes),
  ];
  if (input.accountId) conditions.push(eq(authTokens.accountId, input.accountId));
  await executor.delete(authTokens).where(and(...conditions));
}
