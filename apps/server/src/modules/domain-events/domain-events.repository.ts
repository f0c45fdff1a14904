import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { domainEventConsumers, domainEventDeliveries, domainEvents, orders } from '../../db/schema';

export type DomainEventRow = typeof domainEvents.$inferSelect;
export type DomainEventInsert = Omit<typeof domainEvents.$inferInsert, 'id' | 'orderSequence' | 'occurredAt'>;

/**
 * Writes one event. An order's events are numbered 1, 2, 3… in the order they happened: the order row is locked first
 * (a no-op when the change already locked it), so two transactions never read the same last number.
 */
export async function insertDomainEvent(executor: DbExecutor, values: DomainEventInsert): Promise<DomainEventRow> {
  if (values.orderId) {
    await executor.select({ id: orders.id }).from(orders).where(eq(orders.id, values.orderId)).for('no key update');
  }
  const orderSequence = values.orderId
    ? sql<number>`(SELECT coalesce(max(${domainEvents.orderSequence}), 0) + 1 FROM ${domainEvents} WHERE ${domainEvents.orderId} = ${values.orderId})`
    : null;
  const [row] = await executor
    .insert(domainEvents)
    .values({ ...values, orderSequence })
    .returning();
  return row!;
}

/** Up to `limit` events of `types` the consumer has not handled, oldest first. */
export async function listPendingDomainEvents(
  executor: DbExecutor,
  input: { consumer: string; types: readonly string[]; limit: number },
): Promise<DomainEventRow[]> {
  const mark = sql`coalesce((SELECT ${domainEventConsumers.handledThrough} FROM ${domainEventConsumers} WHERE ${domainEventConsumers.consumer} = ${input.consumer}), 0)`;
  return executor
    .select()
    .from(domainEvents)
    .where(
      and(
        gt(domainEvents.id, mark),
        inArray(domainEvents.type, [...input.types]),
        sql`NOT EXISTS (SELECT 1 FROM ${domainEventDeliveries} WHERE ${domainEventDeliveries.consumer} = ${input.consumer} AND ${domainEventDeliveries.domainEventId} = ${domainEvents.id})`,
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(input.limit);
}

/** Marks an event handled by a consumer; true only the first time (what makes handling idempotent). */
export async function markDomainEventHandled(
  executor: DbExecutor,
  input: { consumer: string; domainEventId: number },
): Promise<boolean> {
  const rows = await executor
    .insert(domainEventDeliveries)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: domainEventDeliveries.domainEventId });
  return rows.length > 0;
}

/** Marks many events handled by a consumer in one statement; answers the ids this call marked (not marked before). */
export async function markDomainEventsHandled(
  executor: DbExecutor,
  input: { consumer: string; domainEventIds: number[] },
): Promise<number[]> {
  if (input.domainEventIds.length === 0) return [];
  const rows = await executor
    .insert(domainEventDeliveries)
    .values(input.domainEventIds.map((domainEventId) => ({ consumer: input.consumer, domainEventId })))
    .onConflictDoNothing()
    .returning({ id: domainEventDeliveries.domainEventId });
  return rows.map((row) => row.id);
}

/**
 * Moves the consumer's mark up to just below its oldest unhandled event, and drops the delivery rows under it. Ids are
 * taken when a transaction writes, not when it commits, so a lower id may still appear: the mark never passes an event
 * younger than `settleSeconds` (far longer than any transaction here runs).
 */
export async function advanceConsumerMark(
  executor: DbExecutor,
  input: { consumer: string; types: readonly string[]; settleSeconds: number },
): Promise<void> {
  const types = sql`ARRAY[${sql.join(
    input.types.map((type) => sql`${type}`),
    sql`, `,
  )}]::text[]`;
  await executor.execute(sql`
    WITH current AS (
      SELECT coalesce((SELECT handled_through FROM domain_event_consumers WHERE consumer = ${input.consumer}), 0) AS mark
    ), oldest_pending AS (
      SELECT min(e.id) AS id FROM domain_events e, current
      WHERE e.id > current.mark AND e.type = ANY(${types})
        AND NOT EXISTS (SELECT 1 FROM domain_event_deliveries d WHERE d.consumer = ${input.consumer} AND d.domain_event_id = e.id)
    ), settled AS (
      SELECT max(e.id) AS id FROM domain_events e, current
      WHERE e.id > current.mark AND e.occurred_at < now() - make_interval(secs => ${input.settleSeconds})
    ), next AS (
      SELECT greatest(current.mark, least(coalesce(oldest_pending.id - 1, settled.id, current.mark), coalesce(settled.id, current.mark))) AS mark
      FROM current, oldest_pending, settled
    ), saved AS (
      INSERT INTO domain_event_consumers (consumer, handled_through, updated_at)
      SELECT ${input.consumer}, next.mark, now() FROM next
      ON CONFLICT (consumer) DO UPDATE SET handled_through = greatest(domain_event_consumers.handled_through, excluded.handled_through), updated_at = now()
      RETURNING handled_through
    )
    DELETE FROM domain_event_deliveries d USING saved
    WHERE d.consumer = ${input.consumer} AND d.domain_event_id <= saved.handled_through`);
}

/** Events of one order, in sequence (tests, the order's history). */
export async function listOrderDomainEvents(executor: DbExecutor, orderId: string): Promise<DomainEventRow[]> {
  return executor
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.orderId, orderId))
    .orderBy(asc(domainEvents.orderSequence));
}
