import type { Database } from '../db/client';
import { writeOrder, type WriteOrderInput, type WrittenOrder } from '../modules/orders/orders.service';

/**
 * Writes an order through the orders domain layer (priced, counted, with attendees), as checkout will:
 * how API and browser tests create sales until checkout lands. Pass the test server's `services.database`.
 */
export async function seedOrder(
  database: Database,
  input: Omit<WriteOrderInput, 'status'> & { status?: WriteOrderInput['status'] },
): Promise<WrittenOrder> {
  return database.db.transaction((tx) => writeOrder(tx, { status: 'COMPLETED', ...input }));
}
