import type { DbExecutor } from '../../db/client';
import { waitingPerProduct } from './waitlist.repository';

/** People waiting (status WAITING) per product, for the organizer's product list and product reads. */
export function waitingPeoplePerProduct(executor: DbExecutor, productIds: string[]): Promise<Map<string, number>> {
  return productIds.length === 0 ? Promise.resolve(new Map()) : waitingPerProduct(executor, productIds);
}
