import type { TPublicOrder } from '@marquee/core';

/** Where "Continue" takes a buyer with an order in progress: the details until they are in, then the payment. */
export function checkoutStepPath(eventId: string, order: Pick<TPublicOrder, 'short_id' | 'email'>): string {
  return `/checkout/${eventId}/${order.short_id}/${order.email ? 'payment' : 'details'}`;
}
