import type { TOrderPaymentStatus, TOrderStatus } from './order-status';

/**
 * The one table of how an order's status may move (issue 23, decision 122). The server's order lifecycle
 * (`apps/server/src/modules/orders/order-lifecycle.ts`) checks every change against it before it writes, and
 * refuses anything else with a 409 carrying `refusal`; the back office reads it to offer only the moves that can
 * succeed.
 *
 * `to: null` keeps the status (the move changes something else: details, payment or refund state).
 */

export const ORDER_MOVES = [
  'reserve',
  'attach_details',
  'await_offline_payment',
  'complete',
  'payment_failed',
  'mark_paid',
  'cancel',
  'expire',
  'abandon',
  'refund_requested',
  'refund_settled',
  'void_late_payment',
] as const;
export type TOrderMove = (typeof ORDER_MOVES)[number];

type TMoveRule = {
  /** Statuses the move starts from; `null` is "no order yet". */
  from: readonly (TOrderStatus | null)[];
  to: TOrderStatus | null;
  /** Why the move is refused from any other status (API message, English; the web translates by move). */
  refusal: string;
};

export const ORDER_MOVE_RULES: Readonly<Record<TOrderMove, TMoveRule>> = {
  reserve: { from: [null], to: 'RESERVED', refusal: 'This order already exists.' },
  attach_details: {
    from: ['RESERVED'],
    to: null,
    refusal: 'This order is no longer being checked out: its details cannot change here.',
  },
  await_offline_payment: {
    from: ['RESERVED'],
    to: 'AWAITING_OFFLINE_PAYMENT',
    refusal: 'Only an order being checked out can be placed for offline payment.',
  },
  complete: { from: ['RESERVED'], to: 'COMPLETED', refusal: 'This order can no longer be completed.' },
  payment_failed: {
    from: ['RESERVED'],
    to: null,
    refusal: 'A payment can only fail for an order being checked out.',
  },
  mark_paid: {
    from: ['AWAITING_OFFLINE_PAYMENT'],
    to: 'COMPLETED',
    refusal: 'Only an order awaiting offline payment can be marked as paid.',
  },
  cancel: {
    from: ['RESERVED', 'COMPLETED', 'AWAITING_OFFLINE_PAYMENT'],
    to: 'CANCELLED',
    refusal: 'This order cannot be cancelled: it is already cancelled or was never placed.',
  },
  expire: { from: ['RESERVED'], to: 'ABANDONED', refusal: 'Only a reservation can expire.' },
  abandon: { from: ['RESERVED'], to: 'ABANDONED', refusal: 'Only a reservation in progress can be abandoned.' },
  refund_requested: {
    from: ['COMPLETED', 'CANCELLED'],
    to: null,
    refusal: 'Only a paid order, or a paid order since cancelled, can be refunded.',
  },
  refund_settled: {
    from: ['COMPLETED', 'CANCELLED'],
    to: null,
    refusal: 'Only a paid order, or a paid order since cancelled, can settle a refund.',
  },
  /** A card payment that arrived after the hold ended: the order is cancelled and the money goes back (spec §5). */
  void_late_payment: {
    from: ['RESERVED', 'ABANDONED'],
    to: 'CANCELLED',
    refusal: 'This order was settled already.',
  },
};

/** The statuses a move may start from (the `from` of the compare-and-set that performs it). */
export function orderMoveSources(move: TOrderMove): TOrderStatus[] {
  return ORDER_MOVE_RULES[move].from.filter((status): status is TOrderStatus => status !== null);
}

/** Whether `move` is allowed from `status` (null: no order yet). */
export function canMoveOrder(status: TOrderStatus | null, move: TOrderMove): boolean {
  return ORDER_MOVE_RULES[move].from.includes(status);
}

/** The status after the move: its target, or the status it started from when the move keeps it. */
export function orderStatusAfter(status: TOrderStatus, move: TOrderMove): TOrderStatus {
  return ORDER_MOVE_RULES[move].to ?? status;
}

/** The moves an order in `status` can take now, in table order. */
export function availableOrderMoves(status: TOrderStatus): TOrderMove[] {
  return ORDER_MOVES.filter((move) => canMoveOrder(status, move));
}

/** Whether the payment side allows a refund: money was received (refunds go back to where it came from). */
export function isRefundablePayment(paymentStatus: TOrderPaymentStatus | null): boolean {
  return paymentStatus === 'PAYMENT_RECEIVED';
}
