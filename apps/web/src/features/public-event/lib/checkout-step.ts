import type { TPublicOrder } from '@marquee/core';

/** Where "Continue" takes a buyer with an order in progress: the details until they are in, then the payment. */
export function checkoutStepPath(eventId: string, order: Pick<TPublicOrder, 'short_id' | 'email'>): string {
  return `/checkout/${eventId}/${order.short_id}/${order.email ? 'payment' : 'details'}`;
}

/** Whether this browser's order of the event can still be continued: a reservation whose hold has not run out. */
export function isOrderInProgress(order: Pick<TPublicOrder, 'status' | 'is_expired'> | null): order is TPublicOrder {
  return order !== null && order.status === 'RESERVED' && !order.is_expired;
}

/**
 * Where a bare `/checkout/{eventId}` leads (issue 25): the step of this browser's order in progress, as the event
 * page's "Continue" would; otherwise the event page, where buying starts.
 */
export function checkoutEntryPath(eventId: string, order: TPublicOrder | null): string {
  return isOrderInProgress(order) ? checkoutStepPath(eventId, order) : `/event/${encodeURIComponent(eventId)}`;
}
