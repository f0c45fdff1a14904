import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { JobQueue, JobDefinition } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { hasWaitingEntries, listEventsWithWaitingEntries } from './waitlist.repository';

/**
 * The waiting list's jobs (issue 31): the automatic offers of one event, queued when stock may have freed, and the
 * minute sweep that ends lapsed offers and catches what freed without a signal (a lapsed hold, a capacity raised).
 */

/** Events looked at per minute at most; the sweep resumes where the stock freed next minute. */
const SWEEP_EVENTS = 200;

export const processWaitlistJob: JobDefinition<{ eventId: string }, JobContext> = {
  name: 'waitlist.process-event',
  schema: z.object({ eventId: z.string().uuid() }),
  policy: 'short',
  retryLimit: 3,
  retryDelaySeconds: 5,
  expireInSeconds: 300,
  async handle({ eventId }, context) {
    // Imported when run: the offers queue this job themselves (a lapsed offer passes its tickets on).
    const { processEventWaitlist } = await import('./waitlist-offers');
    const offered = await processEventWaitlist(context, eventId);
    if (offered > 0) context.logger.info({ event_id: eventId, offered }, 'Waiting list offers made');
  },
};

export const sweepWaitlistJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'waitlist.sweep',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 300,
  async handle(_data, context) {
    const { expireOffers, processEventWaitlist } = await import('./waitlist-offers');
    await expireOffers(context);
    for (const eventId of await listEventsWithWaitingEntries(context.database.db, SWEEP_EVENTS))
      await processEventWaitlist(context, eventId);
  },
};

/**
 * Asks for the event's automatic offers after a change that may free stock, inside the caller's transaction when
 * one is given; one waiting job per event is enough however many changes ask.
 */
export async function queueWaitlistProcessing(
  deps: { queue: JobQueue<JobContext> },
  input: { eventId: string; executor?: DbExecutor; onlyIfWaiting?: DbExecutor },
): Promise<void> {
  if (input.onlyIfWaiting && !(await hasWaitingEntries(input.onlyIfWaiting, input.eventId))) return;
  await deps.queue.sendUnique(
    processWaitlistJob,
    { eventId: input.eventId },
    { executor: input.executor, singletonKey: `waitlist:${input.eventId}` },
  );
}
