import type { Database } from '../../db/client';
import { KeyedBatcher } from '../../lib/keyed-batcher';
import type { OrderPlan } from '../orders/orders.service';
import {
  placeReservation,
  placeReservations,
  placeSelectionBatches,
  type PlacementOutcome,
  type SelectionBatch,
} from './reservation.repository';

/** Buyers of one product selection handed to the database together at most (decision 104). */
const MAX_BATCH_SIZE = 50;

type Reservation = { plan: OrderPlan; replaceSession: boolean; productIds: string[]; now: Date };

const batchers = new WeakMap<Database, KeyedBatcher<Reservation, PlacementOutcome>>();

/** One selection's batch in a statement of its own. */
async function placeAlone(database: Database, selection: SelectionBatch): Promise<PlacementOutcome[]> {
  return selection.entries.length === 1
    ? [await placeReservation(database.db, { ...selection.entries[0]!, productIds: selection.productIds })]
    : placeReservations(database.db, selection);
}

/**
 * Places a priced reservation (decisions 104, 105). Buyers of the same products who arrive while that selection is
 * with the database go together in its next batch; the batches of the selections whose buyers arrived in the same
 * turn of the event loop go in one statement, unless a lock of one of them is held elsewhere. A lone buyer goes at
 * the end of the turn; a selection never waits for another's batch in flight, nor for its locks. `productIds`
 * sorted.
 */
export function placeReservationSoon(database: Database, reservation: Reservation): Promise<PlacementOutcome> {
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = new KeyedBatcher<Reservation, PlacementOutcome>({
      maxBatchSize: MAX_BATCH_SIZE,
      run: (batches) => {
        const selections = batches.map(({ inputs }) => ({ productIds: inputs[0]!.productIds, entries: inputs }));
        if (selections.length === 1) return [placeAlone(database, selections[0]!)];
        const together = placeSelectionBatches(database.db, selections);
        // When a lock of one selection is held elsewhere, each goes on its own, and each is answered when done.
        return selections.map((selection, index) =>
          together.then((outcomes) => outcomes?.[index] ?? placeAlone(database, selection)),
        );
      },
    });
    batchers.set(database, batcher);
  }
  return batcher.add(reservation.productIds.join(','), reservation);
}
