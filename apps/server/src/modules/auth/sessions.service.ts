import type { DbExecutor } from '../../db/client';
import { newSecretToken, hashSecret } from '../../lib/secrets';
import type { AccountRow } from '../accounts/accounts.repository';
import type { MembershipRow, UserRow } from '../users/users.repository';
import { deleteSessionsOfUser, findLiveSession, insertSession, touchSession } from './sessions.repository';

/** Sessions stay valid for 14 days after the last request (sliding), refreshed at most hourly. */
export const SESSION_IDLE_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export type AuthContext = {
  /** The session's id; null when an API key is the caller. */
  sessionId: string | null;
  /** The API key the caller used (decision 149); absent for a session. */
  apiKeyId?: string;
  user: UserRow;
  membership: MembershipRow;
  account: AccountRow;
};

export async function createSession(
  executor: DbExecutor,
  input: { userId: string; accountId: string; ip: string | null; userAgent: string | null; now?: Date },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const token = newSecretToken();
  const sessionId = hashSecret(token);
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS);
  await insertSession(executor, {
    id: sessionId,
    userId: input.userId,
    accountId: input.accountId,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, sessionId, expiresAt };
}

/** The live session for a cookie's hash: unexpired, and its membership still ACTIVE. */
export async function resolveSession(
  executor: DbExecutor,
  sessionId: string,
  now = new Date(),
): Promise<AuthContext | null> {
  const row = await findLiveSession(executor, sessionId, now);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(executor, sessionId, {
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS),
    });
  }
  return { sessionId, user: row.user, membership: row.membership, account: row.account };
}

export { deleteSessionsOfUser };
