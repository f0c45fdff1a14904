import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { attendees, events, orders, organizers, ticketLookupTokens } from '../../db/schema';
import { COUNTED_ORDER_STATUSES } from '../orders/orders.service';

/** A buyer with more orders than this sees the newest ones; the list is a way back to tickets, not an archive. */
export const LOOKUP_ORDER_LIMIT = 100;

/** Stores the email's one live link, replacing any earlier one. */
export async function replaceLookupToken(
  executor: DbExecutor,
  values: { email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await executor
    .insert(ticketLookupTokens)
    .values(values)
    .onConflictDoUpdate({
      target: ticketLookupTokens.email,
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: sql`now()` },
    });
}

export async function findLiveLookupToken(executor: DbExecutor, input: { tokenHash: string; now: Date }) {
  const [row] = await executor
    .select()
    .from(ticketLookupTokens)
    .where(and(eq(ticketLookupTokens.tokenHash, input.tokenHash), gt(ticketLookupTokens.expiresAt, input.now)));
  return row ?? null;
}

/** The orders a lookup lists: those that hold tickets (counted: COMPLETED or AWAITING_OFFLINE_PAYMENT, decision 110). */
export async function listLookupOrders(executor: DbExecutor, email: string) {
  return executor
    .select({
      order: orders,
      event: events,
      organizerName: organizers.name,
      // Correlated per order (index on attendees.order_id): only the listed orders' tickets are counted.
      tickets: sql<number>`(
        select count(*)::int from ${attendees}
        where ${attendees.orderId} = ${orders.id} and ${attendees.status} <> 'CANCELLED'
      )`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(and(eq(orders.email, email), inArray(orders.status, [...COUNTED_ORDER_STATUSES])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LOOKUP_ORDER_LIMIT);
}

export async function deleteExpiredLookupTokens(executor: DbExecutor, now: Date): Promise<void> {
  await executor.delete(ticketLookupTokens).where(lt(ticketLookupTokens.expiresAt, now));
}
