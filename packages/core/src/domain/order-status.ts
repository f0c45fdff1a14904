/* The order status enumerations and how a status is shown (spec §4). */

export const ORDER_STATUSES = ['RESERVED', 'CANCELLED', 'COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'ABANDONED'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PAYMENT_STATUSES = [
  'NO_PAYMENT_REQUIRED',
  'AWAITING_PAYMENT',
  'AWAITING_OFFLINE_PAYMENT',
  'PAYMENT_FAILED',
  'PAYMENT_RECEIVED',
] as const;
export type TOrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const ORDER_REFUND_STATUSES = ['REFUND_PENDING', 'REFUND_FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type TOrderRefundStatus = (typeof ORDER_REFUND_STATUSES)[number];

export type TStatusColor = 'orange' | 'red' | 'teal';

type TAnyOrderStatus = TOrderStatus | TOrderPaymentStatus | TOrderRefundStatus;

// Typed against the enumerations so a renamed status breaks the build instead of turning teal.
const ORANGE_STATUSES: ReadonlySet<string> = new Set<TAnyOrderStatus>([
  'AWAITING_PAYMENT',
  'REFUND_PENDING',
  'PARTIALLY_REFUNDED',
]);
const RED_STATUSES: ReadonlySet<string> = new Set<TAnyOrderStatus>([
  'CANCELLED',
  'REFUND_FAILED',
  'REFUNDED',
  'PAYMENT_FAILED',
]);

/**
 * Badge colour of an order, payment or refund status: orange while something is pending, red when
 * money or the order was lost, teal for everything else (including unknown and missing statuses).
 */
export function getOrderStatusColor(status: string | null | undefined): TStatusColor {
  if (typeof status !== 'string') return 'teal';
  if (ORANGE_STATUSES.has(status)) return 'orange';
  if (RED_STATUSES.has(status)) return 'red';
  return 'teal';
}

/** 'AWAITING_OFFLINE_PAYMENT' → 'awaiting offline payment'; a missing status → ''. */
export function formatStatusText(status: string | null | undefined): string {
  if (typeof status !== 'string') return '';
  // toLowerCase, not toLocaleLowerCase: under a Turkish locale 'I' would become a dotless 'ı'.
  return status.toLowerCase().replace(/_/g, ' ');
}
