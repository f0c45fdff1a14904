import type { TCreatePublicOrder, TPublicOrder } from '@marquee/core';
import { useCallback, useState } from 'react';
import { reservePublicOrder } from '../api/public-event-calls';

/** Reserving the buyer's choice: its pending state and last error, without a query cache (decision 093). */
export function useReservation(eventId: string) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const reserve = useCallback(
    async (body: TCreatePublicOrder): Promise<TPublicOrder | null> => {
      setIsPending(true);
      setError(null);
      try {
        // Still pending on success: the page moves on to the checkout, so the button stays busy until then.
        return await reservePublicOrder(eventId, body);
      } catch (caught) {
        setError(caught instanceof Error ? caught : new Error(String(caught)));
        setIsPending(false);
        return null;
      }
    },
    [eventId],
  );
  const reset = useCallback(() => setError(null), []);
  return { reserve, reset, isPending, error };
}
