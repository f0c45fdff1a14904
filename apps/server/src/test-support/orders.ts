import type { Database } from '../db/client';
import { writeOrder, type WriteOrderInput, type WrittenOrder } from '../modules/orders/orders.service';
import { writeLedgerFromOrderState } from '../modules/reports/ledger-backfill';

/**
 * Writes an order through the orders domain layer (priced, counted, with attendees), as checkout will:
 * how API and browser tests create sales until checkout lands. Pass the test server's `services.database`.
 */
export async function seedOrder(
  database: Database,
  input: Omit<WriteOrderInput, 'status'> & { status?: WriteOrderInput['status'] },
): Promise<WrittenOrder> {
  return database.db.transaction(async (tx) => {
    const written = await writeOrder(tx, { status: 'COMPLETED', ...input });
    // Written without the outbox: its sales ledger is written from its state, as the backfill does (decision 151).
    await writeLedgerFromOrderState(tx, written.order.id);
    return written;
  });
}
