import type { Database } from '../../db/client';
import { lockTimeoutOf } from '../../db/lock-order';
import { KeyedBatcher } from '../../lib/keyed-batcher';
import {
  placeReservation,
  placeReservations,
  placeSelectionBatches,
  type PlacementOutcome,
  type ReservationEntry,
  type SelectionBatch,
} from './reservation.repository';

/** Buyers of one product selection handed to the database together at most (decision 104). */
const MAX_BATCH_SIZE = 50;

/**
 * Reservation statements a process has out at once (decision 113). Beyond that, buyers of every selection wait
 * for one to return and go together in the next: without the limit, once the selections' batches fell out of step,
 * each returning batch went alone with the one or two buyers that had arrived meanwhile, and a steady stream of
 * buyers became a stream of one-buyer statements costing the database twice as much.
 */
const MAX_STATEMENTS_IN_FLIGHT = 2;

type Reservation = ReservationEntry & { productIds: string[] };

const batchers = new WeakMap<Database, KeyedBatcher<Reservation, PlacementOutcome>>();

/** One selection's batch in a statement of its own. */
async function placeAlone(database: Database, selection: SelectionBatch): Promise<PlacementOutcome[]> {
  return selection.entries.length === 1
    ? [
        await placeReservation(
          database.db,
          { ...selection.entries[0]!, productIds: selection.productIds },
          lockTimeoutOf(database),
        ),
      ]
    : placeReservations(database.db, selection, lockTimeoutOf(database));
}

/**
 * Places a priced reservation (decisions 104, 105, 113). Buyers of the same products who arrive while that selection
 * is with the database go together in its next batch; the batches of the selections ready together go in one
 * statement that waits for no lock, while fewer than `MAX_STATEMENTS_IN_FLIGHT` are out. When a lock of one of them
 * is held elsewhere, each selection goes on its own, outside that count, so that no selection waits for another's
 * locks. A lone buyer goes at the end of the turn. `productIds` sorted.
 */
export function placeReservationSoon(database: Database, reservation: Reservation): Promise<PlacementOutcome> {
  let batcher = batchers.get(database);
  if (!batcher) {
    batcher = new KeyedBatcher<Reservation, PlacementOutcome>({
      maxBatchSize: MAX_BATCH_SIZE,
      maxRunsInFlight: MAX_STATEMENTS_IN_FLIGHT,
      run: (batches) => {
        const selections = batches.map(({ inputs }) => ({ productIds: inputs[0]!.productIds, entries: inputs }));
        const together = placeSelectionBatches(database.db, selections, lockTimeoutOf(database));
        return {
          // When a lock of one selection is held elsewhere, each goes on its own, and each is answered when done.
          outputs: selections.map((selection, index) =>
            together.then((outcomes) => outcomes?.[index] ?? placeAlone(database, selection)),
          ),
          released: together,
        };
      },
    });
    batchers.set(database, batcher);
  }
  return batcher.add(reservation.productIds.join(','), reservation);
}

/**
 * A reservation placed in the caller's transaction, alone, by the same statement as every other (a waiting-list
 * offer: its entry row is locked by the caller for as long as the hold is being placed).
 */
export function placeReservationInTransaction(
  tx: Parameters<typeof placeReservation>[0],
  reservation: Reservation,
  lockTimeoutMs: number,
): Promise<PlacementOutcome> {
  return placeReservation(tx, reservation, lockTimeoutMs);
}
