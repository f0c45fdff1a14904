import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { stripePayments, stripeWebhookEvents } from '../../db/schema';

export type StripePaymentRow = typeof stripePayments.$inferSelect;

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
