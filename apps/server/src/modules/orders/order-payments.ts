import { orderMoveSources } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { recordOrderChange } from './order-events';
import { tryMoveOrder } from './order-lifecycle';
import {
  addRefundedAmount,
  insertRefund,
  markPaymentFailed,
  transitionRefund,
  type OrderRefundRow,
} from './order-payments.repository';
import { setRefundStatus } from './orders.manage.repository';
import { setAttendeesStatus, type OrderRow } from './orders.repository';

/**
 * What a payment provider reports about an order's money (issue 23 point 1, decision 125): a failed attempt, a
 * payment that came too late, a refund asked for and a refund settled. The payments module reads the provider and
 * calls these; only they write the order's payment and refund state and its refunds.
 */

type Deps = { queue: JobQueue<JobContext> };

/**
 * `payment_failed`: a declined attempt makes the order PAYMENT_FAILED while it is still being checked out and
 * awaiting that payment (its status stays: the buyer may try again). False when it had moved on.
 */
export async function recordPaymentFailed(tx: DbExecutor, orderId: string): Promise<boolean> {
  return markPaymentFailed(tx, { orderId, from: orderMoveSources('payment_failed') });
}

/**
 * `void_late_payment`: a card payment that arrived after the hold ended (spec §5) cancels the reservation with its
 * tickets and marks the money as to be refunded. Null when the order was settled already.
 */
export async function voidLatePayment(
  tx: DbExecutor,
  input: { orderId: string; provider: NonNullable<OrderRow['paymentProvider']> },
): Promise<OrderRow | null> {
  const cancelled = await tryMoveOrder(tx, {
    orderId: input.orderId,
    move: 'void_late_payment',
    values: {
      reservedUntil: null,
      paymentStatus: 'PAYMENT_RECEIVED',
      paymentProvider: input.provider,
      refundStatus: 'REFUND_PENDING',
    },
  });
  if (cancelled) await setAttendeesStatus(tx, input.orderId, 'CANCELLED');
  return cancelled;
}

/**
 * `refund_requested`: a refund the provider reports, recorded PENDING once by its id. Recorded whatever the order's
 * status: the money moved at the provider, and the table's sources (a paid order, or one cancelled since) only
 * say where the back office offers a refund.
 */
export async function recordRefundRequested(
  tx: DbExecutor,
  input: { orderId: string; providerRefundId: string; amount: number; currency: string },
): Promise<void> {
  await insertRefund(tx, { ...input, status: 'PENDING' });
}

/**
 * `refund_settled`: the provider's final word on a refund. SUCCEEDED counts its amount into the order's refunded
 * total (PARTIALLY_REFUNDED / REFUNDED) and records `order.refunded`; FAILED makes the order REFUND_FAILED. Each
 * happens once, on the refund's own compare-and-set, however many reports arrive; the refund's row when it moved.
 */
export async function settleRefund(
  deps: Deps,
  tx: DbExecutor,
  input: { orderId: string; providerRefundId: string; outcome: 'SUCCEEDED' | 'FAILED' },
): Promise<OrderRefundRow | null> {
  if (input.outcome === 'SUCCEEDED') {
    const moved = await transitionRefund(tx, {
      providerRefundId: input.providerRefundId,
      from: ['PENDING', 'FAILED'],
      to: 'SUCCEEDED',
    });
    if (moved) {
      await addRefundedAmount(tx, { orderId: input.orderId, amount: moved.amount });
      await recordOrderChange(deps, tx, {
        orderId: input.orderId,
        type: 'order.refunded',
        refundAmount: moved.amount,
        refundId: moved.id,
      });
    }
    return moved;
  }
  const moved = await transitionRefund(tx, {
    providerRefundId: input.providerRefundId,
    from: ['PENDING'],
    to: 'FAILED',
  });
  if (moved) await setRefundStatus(tx, input.orderId, 'REFUND_FAILED');
  return moved;
}
