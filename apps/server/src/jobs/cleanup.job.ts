import { lt, or } from 'drizzle-orm';
import { z } from 'zod';
import { authTokens } from '../db/schema';
import { deleteExpiredRateLimitBuckets } from '../lib/rate-limiter';
import { deleteExpiredSessions } from '../modules/auth/sessions.repository';
import { deleteExpiredLookupTokens } from '../modules/ticket-lookup/ticket-lookup.repository';
import { deleteTicketPdfsWrittenBefore } from '../modules/ticket-pdf/ticket-pdf.repository';
import type { JobContext } from '../services';
import type { JobDefinition } from './job-queue';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Hourly housekeeping: expired sessions, spent or expired emailed tokens and ticket-lookup links, old rate-limit
 * windows, PDF tickets stored more than a week ago (a cache: drawn again when asked for, decision 156).
 */
export const cleanupJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'maintenance.cleanup',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  cron: '17 * * * *',
  retryLimit: 2,
  async handle(_data, { database, logger }) {
    const now = new Date();
    const { db } = database;
    await deleteExpiredSessions(db, now);
    // Spent tokens are kept a day, so a second click on a link can say "used" or "expired" rather than "invalid".
    const dayAgo = new Date(now.getTime() - DAY_MS);
    await db.delete(authTokens).where(or(lt(authTokens.expiresAt, dayAgo), lt(authTokens.usedAt, dayAgo)));
    await deleteExpiredRateLimitBuckets(db, dayAgo);
    await deleteExpiredLookupTokens(db, now);
    await deleteTicketPdfsWrittenBefore(db, new Date(now.getTime() - 7 * DAY_MS));
    logger.debug('Housekeeping done');
  },
};
