import { isWaitlistEnabled, waitlistProcessingMode, type TEventSettings } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { waitingPerPrice } from './waitlist.repository';

/**
 * What the buyer's side needs of the waiting list (issue 31, decision 160): people waiting per price, and the prices
 * whose freed tickets are kept for the list. While anyone waits for a price of a product in automatic mode, that
 * price reads as sold out and is not sold to others: the tickets it gets back go to the next in line.
 */
export type WaitlistAvailability = {
  waiting: Map<string, { people: number; tickets: number }>;
  heldPriceIds: Set<string>;
};

export async function waitlistAvailabilityOf(
  executor: DbExecutor,
  input: {
    eventId: string;
    settings: Pick<TEventSettings, 'waitlist_auto_process'>;
    products: Iterable<{
      id: string;
      waitlistEnabled: boolean | null;
      waitlistProcessingMode: 'AUTOMATIC' | 'MANUAL' | null;
    }>;
    prices: Iterable<{ id: string; productId: string }>;
  },
): Promise<WaitlistAvailability> {
  const waiting = await waitingPerPrice(executor, input.eventId);
  const heldPriceIds = new Set<string>();
  if (waiting.size === 0) return { waiting, heldPriceIds };
  const automatic = new Set<string>();
  for (const product of input.products) {
    const mode = waitlistProcessingMode(
      { waitlist_processing_mode: product.waitlistProcessingMode ?? null },
      input.settings,
    );
    if (mode === 'AUTOMATIC' && isWaitlistEnabled({ waitlist_enabled: product.waitlistEnabled }))
      automatic.add(product.id);
  }
  for (const price of input.prices)
    if ((waiting.get(price.id)?.people ?? 0) > 0 && automatic.has(price.productId)) heldPriceIds.add(price.id);
  return { waiting, heldPriceIds };
}
