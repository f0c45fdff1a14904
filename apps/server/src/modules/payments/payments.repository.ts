import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orderRefunds, orders, stripePayments, stripeWebhookEvents } from '../../db/schema';

export type StripePaymentRow = typeof stripePayments.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

export async function findPaymentOfOrder(executor: DbExecutor, orderId: string): Promise<StripePaymentRow | null> {
  const [row] = await executor.select().from(stripePayments).where(eq(stripePayments.orderId, orderId));
  return row ?? null;
}

export async function findPaymentByIntent(executor: DbExecutor, intentId: string): Promise<StripePaymentRow | null> {
  const [row] = await executor.select().from(stripePayments).where(eq(stripePayments.paymentIntentId, intentId));
  return row ?? null;
}

/** The order's intent; a concurrent call that stored one first wins (unique order_id), and that one is returned. */
export async function insertPayment(
  executor: DbExecutor,
  values: typeof stripePayments.$inferInsert,
): Promise<StripePaymentRow> {
  const [inserted] = await executor.insert(stripePayments).values(values).onConflictDoNothing().returning();
  return inserted ?? (await findPaymentOfOrder(executor, values.orderId))!;
}

export async function updatePayment(
  executor: DbExecutor,
  paymentId: string,
  values: Partial<Pick<StripePaymentRow, 'status' | 'lastError' | 'chargeId'>>,
): Promise<void> {
  await executor
    .update(stripePayments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(stripePayments.id, paymentId));
}

/** Records a webhook event id; false when it was recorded before (a duplicate delivery). */
export async function claimWebhookEvent(executor: DbExecutor, input: { id: string; type: string }): Promise<boolean> {
  const rows = await executor
    .insert(stripeWebhookEvents)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: stripeWebhookEvents.id });
  return rows.length > 0;
}

/** RESERVED awaiting payment → PAYMENT_FAILED (the order stays RESERVED: the buyer may retry). */
export async function markPaymentFailed(executor: DbExecutor, orderId: string): Promise<boolean> {
  const rows = await executor
    .update(orders)
    .set({ paymentStatus: 'PAYMENT_FAILED', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'RESERVED'), eq(orders.paymentStatus, 'AWAITING_PAYMENT')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

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
