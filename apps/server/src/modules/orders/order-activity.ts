import type { TBuyerActivityAction, TOrderActivityAction } from '@marquee/core';
import { asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { orderActivity } from '../../db/schema';
import type { AuthContext } from '../auth/sessions.service';

/**
 * Staff actions on an order and its tickets (docs/decisions/100-order-staff-activity.md), written in the
 * action's own transaction so the timeline never shows an action that rolled back.
 */

export type OrderActivityFacts = Record<string, string | number | null>;

export async function recordOrderActivity(
  executor: DbExecutor,
  auth: AuthContext,
  input: {
    orderId: string;
    eventId: string;
    attendeeId?: string | null;
    action: TOrderActivityAction;
    details?: OrderActivityFacts;
  },
): Promise<void> {
  const { user } = auth;
  await executor.insert(orderActivity).values({
    orderId: input.orderId,
    eventId: input.eventId,
    attendeeId: input.attendeeId ?? null,
    userId: user.id,
    userName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    action: input.action,
    details: input.details ?? {},
  });
}

/** The buyer's own change to a confirmed order (decision 109): no user, in the change's transaction. */
export async function recordBuyerActivity(
  executor: DbExecutor,
  input: {
    orderId: string;
    eventId: string;
    attendeeId?: string | null;
    action: TBuyerActivityAction;
    details?: OrderActivityFacts;
  },
): Promise<void> {
  await executor.insert(orderActivity).values({
    orderId: input.orderId,
    eventId: input.eventId,
    attendeeId: input.attendeeId ?? null,
    userId: null,
    userName: null,
    action: input.action,
    details: input.details ?? {},
  });
}

export async function listOrderActivity(executor: DbExecutor, orderId: string) {
  return executor
    .select()
    .from(orderActivity)
    .where(eq(orderActivity.orderId, orderId))
    .orderBy(asc(orderActivity.createdAt), asc(orderActivity.id));
}

/** The names of the fields whose value changes, e.g. "email, last_name" (null when none does). */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>): string | null {
  const changed = Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(after[key] ?? null) !== JSON.stringify(before[key] ?? null),
  );
  return changed.length > 0 ? changed.join(', ') : null;
}
