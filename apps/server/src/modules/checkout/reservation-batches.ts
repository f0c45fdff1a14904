import type { Database } from '../../db/client';
import { KeyedBatcher } from '../../lib/keyed-batcher';
import type { OrderPlan } from '../orders/orders.service';
import { placeReservation, placeReservations, type PlacementOutcome } from './reservation.repository';

/** Buyers of one product selection handed to the database together at most (decision 104). */
const MAX_BATCH_SIZE = 50;

type Reservation = { plan: OrderPlan; replaceSession: boolean; productIds: string[]; now: Date };

const batchers = new WeakMap<Database, KeyedBatcher<Reservation, PlacementOutcome>>();

/**
 * Places a priced reservation (decision 104). Buyers of the same products who arrive while that selection is with
 * the database go together in the next statement: one round trip and one commit for the lot. A lone buyer, or the
 * first of a rush, goes at once; selections of other products never wait for these. `productIds` sorted.
 */
export function placeReservationSoon(database: Database, reservation: Reservation): Promise<PlacementOutcome> {
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = new KeyedBatcher<Reservation, PlacementOutcome>({
      maxBatchSize: MAX_BATCH_SIZE,
      run: async (_key, entries) =>
        entries.length === 1
          ? [await placeReservation(database.db, entries[0]!)]
          : placeReservations(database.db, { productIds: entries[0]!.productIds, entries }),
    });
    batchers.set(database, batcher);
  }
  return batcher.add(reservation.productIds.join(','), reservation);
}
