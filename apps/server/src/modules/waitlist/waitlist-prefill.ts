import type { DbExecutor } from '../../db/client';
import { findEntryOfOrder } from './waitlist.repository';

/**
 * The details a waiting-list offer's held order starts with at checkout (issue 31): the entrant's name and email.
 * Null for any other order.
 */
export async function offerPrefillOf(
  executor: DbExecutor,
  orderId: string,
): Promise<{ first_name: string; last_name: string; email: string } | null> {
  const entry = await findEntryOfOrder(executor, orderId);
  return entry ? { first_name: entry.firstName, last_name: entry.lastName, email: entry.email } : null;
}
