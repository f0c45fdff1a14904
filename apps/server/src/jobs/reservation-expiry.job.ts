import { z } from 'zod';
import type { Database } from '../db/client';
import { expireReservations } from '../modules/orders/order-expiry';
import type { JobContext } from '../services';
import type { JobDefinition } from './job-queue';
import { queueWaitlistProcessing } from '../modules/waitlist/waitlist.jobs';

/**
 * Reservation expiry (issue 6 point 3, decisions 058 and 114). Availability never waits for these jobs: holds
 * count only while `reserved_until` is ahead. The jobs make lapsed reservations ABANDONED, so lists, reports and
 * the buyer's order page say so.
 */

export const SWEEP_BATCH_SIZE = 500;
/** A bound on one run, so a huge backlog is worked off over several minutes without a long job. */
const SWEEP_MAX_BATCHES = 40;

/** Ends lapsed reservations (of one event, or of all) in batches; answers how many. */
async function expireInBatches(database: Database, eventId?: string): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const ended = await expireReservations(database.db, { now: new Date(), limit: SWEEP_BATCH_SIZE, eventId });
    total += ended;
    if (ended < SWEEP_BATCH_SIZE) break;
  }
  return total;
}

/**
 * Queued with reservations, to start at the second their holds end: one waiting job per event and second, however
 * many reservations of the event end in it (`reservationExpiryOf`).
 */
export const expireEventReservationsJob: JobDefinition<{ eventId: string }, JobContext> = {
  name: 'checkout.expire-event-reservations',
  schema: z.object({ eventId: z.string().uuid() }),
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
  async handle({ eventId }, context) {
    const { database, logger } = context;
    const expired = await expireInBatches(database, eventId);
    // Freed tickets go to the waiting list first (issue 31).
    if (expired > 0) await queueWaitlistProcessing(context, { eventId, onlyIfWaiting: database.db });
    // None: completed, abandoned, already expired, or extended (the sweep catches a later lapse).
    logger.debug({ event_id: eventId, expired }, 'Reservation expiry checked');
  },
};

/** When and under which singleton key the expiry job of a reservation of `eventId` held until `reservedUntil` goes. */
export function reservationExpiryOf(eventId: string, reservedUntil: Date) {
  const startAfter = new Date(Math.ceil(reservedUntil.getTime() / 1000) * 1000);
  return { startAfter, singletonKey: `${eventId} ${startAfter.toISOString()}` };
}

/** Every minute: the safety net for expiry jobs lost, late or never queued (e.g. a crash after commit). */
export const sweepReservationsJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'checkout.sweep-reservations',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 120,
  async handle(_data, { database, logger }) {
    const total = await expireInBatches(database);
    if (total > 0) logger.info({ expired: total }, 'Lapsed reservations expired');
  },
};
