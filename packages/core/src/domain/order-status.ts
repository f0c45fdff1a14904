/* The order, payment, refund and attendee status enumerations and how a status is shown (spec §4). */

export const ORDER_STATUSES = ['RESERVED', 'CANCELLED', 'COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'ABANDONED'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** A placed order: paid (or free), or placed to be paid offline. Its tickets exist and its buyer was told. */
export const PLACED_ORDER_STATUSES = [
  'COMPLETED',
  'AWAITING_OFFLINE_PAYMENT',
] as const satisfies readonly TOrderStatus[];

export const isPlacedOrderStatus = (status: string): boolean =>
  (PLACED_ORDER_STATUSES as readonly string[]).includes(status);

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

export const ATTENDEE_STATUSES = ['ACTIVE', 'AWAITING_PAYMENT', 'CANCELLED'] as const;
export type TAttendeeStatus = (typeof ATTENDEE_STATUSES)[number];

export type TStatusColor = 'orange' | 'red' | 'teal';

type TAnyOrderStatus = TOrderStatus | TOrderPaymentStatus | TOrderRefundStatus;
/** Every status a badge can show: an order's, its payment's, its refund's, or an attendee's. */
export type TAnyStatus = TAnyOrderStatus | TAttendeeStatus;

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

export type TStatusBadge = {
  color: TStatusColor;
  /** The English text (spec §4: lower case, underscores as spaces); screens translate it. */
  text: string;
};

const badgeOf = (status: string): TStatusBadge => ({
  color: getOrderStatusColor(status),
  text: formatStatusText(status),
});

/**
 * The one table of status badges: colour and text of every order, payment, refund and attendee status.
 * A status shared by two kinds (CANCELLED, AWAITING_PAYMENT, AWAITING_OFFLINE_PAYMENT) reads the same in both.
 */
export const STATUS_BADGES: Readonly<Record<TAnyStatus, TStatusBadge>> = Object.freeze(
  Object.fromEntries(
    [...ORDER_STATUSES, ...ORDER_PAYMENT_STATUSES, ...ORDER_REFUND_STATUSES, ...ATTENDEE_STATUSES].map((status) => [
      status,
      badgeOf(status),
    ]),
  ) as Record<TAnyStatus, TStatusBadge>,
);

export const isKnownStatus = (status: string): status is TAnyStatus => Object.hasOwn(STATUS_BADGES, status);

/** The badge of any status string: the table's entry, or the spec §4 rule for one it does not know yet. */
export function statusBadge(status: string | null | undefined): TStatusBadge {
  if (typeof status !== 'string') return { color: 'teal', text: '' };
  return isKnownStatus(status) ? STATUS_BADGES[status] : badgeOf(status);
}
