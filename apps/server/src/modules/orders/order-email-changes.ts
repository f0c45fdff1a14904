import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orderEmailChanges } from '../../db/schema';

/**
 * The buyer's pending and recent email changes of an order (decision 137): the only writes of `order_email_changes`.
 * The checkout module's self-service runs the flow; these keep the rows.
 */

export type OrderEmailChangeRow = typeof orderEmailChanges.$inferSelect;

/** A new request; any earlier one still waiting for its confirmation is cancelled (one pending change per order). */
export async function requestOrderEmailChange(
  tx: DbExecutor,
  values: Pick<
    typeof orderEmailChanges.$inferInsert,
    'orderId' | 'oldEmail' | 'newEmail' | 'confirmTokenHash' | 'undoTokenHash' | 'confirmExpiresAt' | 'undoExpiresAt'
  >,
): Promise<OrderEmailChangeRow> {
  await tx
    .update(orderEmailChanges)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(orderEmailChanges.orderId, values.orderId),
        isNull(orderEmailChanges.confirmedAt),
        isNull(orderEmailChanges.cancelledAt),
      ),
    );
  const [row] = await tx.insert(orderEmailChanges).values(values).returning();
  return row!;
}

/** The change a link names, locked for the caller's transaction; null when no change has that token. */
export async function lockOrderEmailChangeByToken(
  tx: DbExecutor,
  input: { kind: 'confirm' | 'undo'; tokenHash: string },
): Promise<OrderEmailChangeRow | null> {
  const column = input.kind === 'confirm' ? orderEmailChanges.confirmTokenHash : orderEmailChanges.undoTokenHash;
  const [row] = await tx.select().from(orderEmailChanges).where(eq(column, input.tokenHash)).for('update');
  return row ?? null;
}

export async function markOrderEmailChange(
  tx: DbExecutor,
  input: { id: string; mark: 'confirmedAt' | 'cancelledAt' | 'undoneAt' },
): Promise<void> {
  await tx
    .update(orderEmailChanges)
    .set({ [input.mark]: new Date() })
    .where(eq(orderEmailChanges.id, input.id));
}

/** A fresh undo link for the old address once the change is made; the earlier one stops working. */
export async function replaceOrderEmailUndoLink(
  tx: DbExecutor,
  input: { id: string; undoTokenHash: string; undoExpiresAt: Date },
): Promise<void> {
  await tx
    .update(orderEmailChanges)
    .set({ undoTokenHash: input.undoTokenHash, undoExpiresAt: input.undoExpiresAt })
    .where(eq(orderEmailChanges.id, input.id));
}

/** The address an order's email is waiting to move to (confirmation pending and not expired), if any. */
export async function findPendingOrderEmail(executor: DbExecutor, orderId: string): Promise<string | null> {
  const [row] = await executor
    .select({ newEmail: orderEmailChanges.newEmail })
    .from(orderEmailChanges)
    .where(
      and(
        eq(orderEmailChanges.orderId, orderId),
        isNull(orderEmailChanges.confirmedAt),
        isNull(orderEmailChanges.cancelledAt),
        gt(orderEmailChanges.confirmExpiresAt, new Date()),
      ),
    )
    .orderBy(desc(orderEmailChanges.requestedAt))
    .limit(1);
  return row?.newEmail ?? null;
}
