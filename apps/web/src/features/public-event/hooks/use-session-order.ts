import type { TPublicOrder } from '@marquee/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchCurrentPublicOrder } from '../api/public-event-calls';
import { isOrderInProgress } from '../lib/checkout-step';

/**
 * This browser's live reservation of the event (decision 062), asked once when the page opens unless the
 * browser is known to have no checkout session (`mayHoldOrder` false); null when there is none or it cannot be
 * told (the page works without it). `forget` drops it once it was released.
 */
export function useSessionOrder(
  eventId: string,
  mayHoldOrder = true,
  /** A change asks again (the widget's overlay closed: the buyer may have left an order in progress). */
  refreshKey = 0,
): { order: TPublicOrder | null; forget: () => void } {
  const [order, setOrder] = useState<TPublicOrder | null>(null);
  useEffect(() => {
    if (!mayHoldOrder) return;
    const controller = new AbortController();
    fetchCurrentPublicOrder(eventId, controller.signal).then(
      (current) => setOrder(isOrderInProgress(current) ? current : null),
      () => setOrder(null),
    );
    return () => controller.abort();
  }, [eventId, mayHoldOrder, refreshKey]);
  const forget = useCallback(() => setOrder(null), []);
  return { order, forget };
}
