import { useEffect, useState } from 'react';
import { fetchCurrentPublicOrder } from '../api/public-event-calls';
import { checkoutEntryPath } from '../lib/checkout-step';

/**
 * Where a bare `/checkout/{eventId}` sends the buyer (issue 25): asks once for this browser's order of the event, then
 * answers its step or the event page; null while asking. When the question fails, the event page: it asks again.
 */
export function useCheckoutEntryPath(eventId: string): string | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchCurrentPublicOrder(eventId, controller.signal).then(
      (order) => setPath(checkoutEntryPath(eventId, order)),
      () => {
        if (!controller.signal.aborted) setPath(checkoutEntryPath(eventId, null));
      },
    );
    return () => controller.abort();
  }, [eventId]);
  return path;
}
