import { ORDER_MOVE_RULES, orderMoveSources } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { expireLapsedReservations } from './orders.repository';

/**
 * `expire` for lapsed reservations (decisions 058 and 114), as the reservation expiry jobs call it: up to `limit`
 * reservations (of one event, or of all) whose hold ended by `now` become ABANDONED in one compare-and-set,
 * oldest hold first, skipping rows a buyer holds right now. Answers how many it ended.
 */
export async function expireReservations(
  executor: DbExecutor,
  input: { now: Date; limit: number; eventId?: string },
): Promise<number> {
  // The move has one source (a reservation) and one target; the sweep's statement compares with that one status.
  const [from] = orderMoveSources('expire');
  return expireLapsedReservations(executor, { ...input, from: from!, to: ORDER_MOVE_RULES.expire.to! });
}
