import { z } from 'zod';
import { expireLapsedReservations, expireReservation } from '../modules/orders/orders.repository';
import type { JobContext } from '../services';
import type { JobDefinition } from './job-queue';

/**
 * Reservation expiry (issue 6 point 3, decision 058). Availability never waits for these jobs: holds
 * count only while `reserved_until` is ahead. The jobs make lapsed reservations ABANDONED, so lists,
 * reports and the buyer's order page say so.
 */

/** Queued with each reservation, to start at its `reserved_until` (one waiting job per order). */
export const expireReservationJob: JobDefinition<{ orderId: string }, JobContext> = {
  name: 'checkout.expire-reservation',
  schema: z.object({ orderId: z.string().uuid() }),
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
  async handle({ orderId }, { database, logger }) {
    const isExpired = await expireReservation(database.db, { orderId, now: new Date() });
    // Not expired: completed, abandoned, already expired, or extended (the sweep catches a later lapse).
    logger.debug({ order_id: orderId, is_expired: isExpired }, 'Reservation expiry checked');
  },
};

export const SWEEP_BATCH_SIZE = 500;
/** A bound on one run, so a huge backlog is worked off over several minutes without a long job. */
const SWEEP_MAX_BATCHES = 40;

/** Every minute: the safety net for expiry jobs lost, late or never queued (e.g. a crash after commit). */
export const sweepReservationsJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'checkout.sweep-reservations',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 120,
  async handle(_data, { database, logger }) {
    let total = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
      const ended = await expireLapsedReservations(database.db, { now: new Date(), limit: SWEEP_BATCH_SIZE });
      total += ended;
      if (ended < SWEEP_BATCH_SIZE) break;
    }
    if (total > 0) logger.info({ expired: total }, 'Lapsed reservations expired');
  },
};
