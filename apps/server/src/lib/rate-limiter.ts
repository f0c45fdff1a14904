import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/client';
import { rateLimitBuckets } from '../db/schema';
import { AppError } from './app-error';

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Counts one hit for `key` under `rule` in PostgreSQL (one atomic upsert, so it holds across
 * instances) and throws a 429 once the window's limit is passed. Fixed windows: simple, and the
 * worst case (a burst at a window edge) is twice the limit, which is acceptable for abuse limits.
 */
export async function hitRateLimit(
  executor: DbExecutor,
  rule: RateLimitRule,
  key: string,
  now = new Date(),
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const { windowStart, retryAfterSeconds } = currentWindow(rule, now);
  const [row] = await executor
    .insert(rateLimitBuckets)
    .values({ key: `${rule.name}:${key}`, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitBuckets.key, rateLimitBuckets.windowStart],
      set: { hits: sql`${rateLimitBuckets.hits} + 1` },
    })
    .returning({ hits: rateLimitBuckets.hits });
  const hits = row?.hits ?? 1;
  if (hits > rule.limit) throw rateLimited(retryAfterSeconds);
  return { hits, retryAfterSeconds };
}

/**
 * The rule's 429 when `key` has no hit left in the current window, counting nothing: for a budget spent only by
 * some outcomes (a wrong guess), checked before anything is evaluated so that a right answer cannot show through.
 */
export async function assertUnderRateLimit(
  executor: DbExecutor,
  rule: RateLimitRule,
  key: string,
  now = new Date(),
): Promise<void> {
  const { windowStart, retryAfterSeconds } = currentWindow(rule, now);
  const [row] = await executor
    .select({ hits: rateLimitBuckets.hits })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.key, `${rule.name}:${key}`), eq(rateLimitBuckets.windowStart, windowStart)));
  if ((row?.hits ?? 0) >= rule.limit) throw rateLimited(retryAfterSeconds);
}

/** The fixed window `now` falls in, and the seconds until it ends (at least 1). */
function currentWindow(rule: RateLimitRule, now: Date): { windowStart: Date; retryAfterSeconds: number } {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { windowStart, retryAfterSeconds };
}

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`,
    {},
    { retryAfterSeconds },
  );
}

/** Clears a key's counters, e.g. after a successful sign-in. */
export async function resetRateLimit(executor: DbExecutor, rule: RateLimitRule, key: string): Promise<void> {
  await executor.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${`${rule.name}:${key}`}`);
}

/** Old windows are useless; the hourly maintenance job deletes them. */
export async function deleteExpiredRateLimitBuckets(executor: DbExecutor, olderThan: Date): Promise<void> {
  await executor.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.windowStart} < ${olderThan}`);
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
