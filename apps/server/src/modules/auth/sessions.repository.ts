import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { accounts, accountUsers, sessions, users } from '../../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(executor: DbExecutor, values: typeof sessions.$inferInsert): Promise<void> {
  await executor.insert(sessions).values(values);
}

/** The session with its user and membership, only while the session is unexpired and the membership ACTIVE. */
export async function findLiveSession(executor: DbExecutor, sessionId: string, now: Date) {
  const [row] = await executor
    .select({ session: sessions, user: users, membership: accountUsers, account: accounts })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(
      accountUsers,
      and(eq(accountUsers.userId, sessions.userId), eq(accountUsers.accountId, sessions.accountId)),
    )
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now), eq(accountUsers.status, 'ACTIVE')));
  return row ?? null;
}

export async function touchSession(
  executor: DbExecutor,
  sessionId: string,
  values: { lastSeenAt: Date; expiresAt: Date },
) {
  await executor.update(sessions).set(values).where(eq(sessions.id, sessionId));
}

export async function deleteSession(executor: DbExecutor, sessionId: string): Promise<void> {
  await executor.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user (optionally keeping one, e.g. the one that changed the password). */
export async function deleteSessionsOfUser(
  executor: DbExecutor,
  input: { userId: string; accountId?: string; exceptSessionId?: string },
): Promise<number> {
  const conditions = [eq(sessions.userId, input.userId)];
  if (input.accountId) conditions.push(eq(sessions.accountId, input.accountId));
  if (input.exceptSessionId) conditions.push(ne(sessions.id, input.exceptSessionId));
  const deleted = await executor
    .delete(sessions)
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return deleted.length;
}

export async function deleteExpiredSessions(executor: DbExecutor, now: Date): Promise<void> {
  await executor.delete(sessions).where(lt(sessions.expiresAt, now));
}

export const countSessionsOfUser = async (executor: DbExecutor, userId: string) =>
  (
    await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, userId))
  )[0]?.n ?? 0;
