import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';
import type { OrderRow } from './orders.repository';

export type OrderRefundRow = typeof orderRefunds.$inferSelect;

/**
 * The `payment_failed` compare-and-set: PAYMENT_FAILED while the order is still in one of `from` and awaiting a
 * payment (the status is kept: the buyer may retry). False when the order had moved on.
 */
export async function markPaymentFailed(
  executor: DbExecutor,
  input: { orderId: string; from: readonly OrderRow['status'][] },
): Promise<boolean> {
  const rows = await executor
    .update(orders)
    .set({ paymentStatus: 'PAYMENT_FAILED', updatedAt: new Date() })
    .where(
      and(
        eq(orders.id, input.orderId),
        inArray(orders.status, [...input.from]),
        eq(orders.paymentStatus, 'AWAITING_PAYMENT'),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** A refund the provider reported, once by its id (a repeat report changes nothing). */
export async function insertRefund(executor: DbExecutor, values: typeof orderRefunds.$inferInsert): Promise<void> {
  await executor.insert(orderRefunds).values(values).onConflictDoNothing();
}

/** Compare-and-set of a refund's status; the row when it changed, null when it already had it (or is final). */
export async function transitionRefund(
  executor: DbExecutor,
  input: { providerRefundId: string; from: OrderRefundRow['status'][]; to: OrderRefundRow['status'] },
): Promise<OrderRefundRow | null> {
  const [row] = await executor
    .update(orderRefunds)
    .set({ status: input.to, updatedAt: new Date() })
    .where(and(eq(orderRefunds.providerRefundId, input.providerRefundId), inArray(orderRefunds.status, input.from)))
    .returning();
  return row ?? null;
}

/** Adds a succeeded refund to the order's total (capped at the gross) and sets its refund status from it. */
export async function addRefundedAmount(executor: DbExecutor, input: { orderId: string; amount: number }) {
  const refunded = sql`least(${orders.totalRefunded} + ${input.amount}, ${orders.totalGross})`;
  const [row] = await executor
    .update(orders)
    .set({
      totalRefunded: refunded,
      refundStatus: sql`case when ${refunded} >= ${orders.totalGross} then 'REFUNDED' else 'PARTIALLY_REFUNDED' end`,
      updatedAt: new Date(),
    })
    .where(eq(orders.id, input.orderId))
    .returning();
  return row ?? null;
}
