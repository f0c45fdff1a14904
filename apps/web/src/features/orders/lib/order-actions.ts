import type { TOrderDetail, TOrderSummary } from '@marquee/core';

/** A list row or a full order: the refunds in flight are known only from the detail. */
type TActionableOrder = TOrderSummary & Partial<Pick<TOrderDetail, 'refunds'>>;

/**
 * Which staff actions an order offers, mirroring the server's rules (orders.manage.service.ts) so the
 * drawer only shows buttons that can work; the server still decides and answers 409 otherwise.
 */
export function refundableRemaining(order: TActionableOrder): number {
  const inFlight = (order.refunds ?? [])
    .filter((refund) => refund.status === 'PENDING')
    .reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, order.total_gross - order.total_refunded - inFlight);
}

export function orderActions(order: TActionableOrder) {
  const isPaidByCard = order.payment_provider === 'STRIPE' && order.payment_status === 'PAYMENT_RECEIVED';
  // A checkout in progress or abandoned (listed on request, decision 098) is still the buyer's: no action applies.
  const isOrder =
    order.status === 'COMPLETED' || order.status === 'AWAITING_OFFLINE_PAYMENT' || order.status === 'CANCELLED';
  return {
    canMarkAsPaid: order.status === 'AWAITING_OFFLINE_PAYMENT',
    canCancel: isOrder && order.status !== 'CANCELLED',
    canEdit: isOrder,
    canDownloadInvoice: isOrder,
    canRefund:
      isOrder &&
      order.total_gross > 0 &&
      isPaidByCard &&
      order.refund_status !== 'REFUND_PENDING' &&
      refundableRemaining(order) > 0,
    canResend: (order.status === 'COMPLETED' || order.status === 'AWAITING_OFFLINE_PAYMENT') && Boolean(order.email),
    // An ORDER_OWNER message goes to the buyer's address (docs/decisions/101-messages.md).
    canMessage: isOrder && Boolean(order.email),
  };
}
