import { DOMAIN_EVENT_VERSION, type TDomainEvent, type TDomainEventType } from '@marquee/core';
import type { Database, DbExecutor } from '../../db/client';
import type { JobContext } from '../../services';
import {
  advanceConsumerMark,
  listPendingDomainEvents,
  markDomainEventHandled,
  markDomainEventsHandled,
  type DomainEventRow,
} from './domain-events.repository';

/**
 * The outbox's consumer API (decision 123): consumers (`TDomainEventConsumer`) are run by the dispatch job, read
 * events in order, and handle each once. Writers use `record-domain-event.ts`.
 */

export type TDomainEventConsumer = {
  /** Stable: it keys what this consumer has handled. */
  name: string;
  types: readonly TDomainEventType[];
  /** Runs in the transaction that marks the event handled: what it writes or queues commits with the mark. */
  handle(event: TDomainEvent, tx: DbExecutor, context: JobContext): Promise<void>;
  /**
   * Optional: which of a batch of events `handle` needs to see, asked once per batch; the others are marked handled
   * together in one statement (a consumer that concerns few accounts, such as webhooks, then costs no transaction
   * per event).
   */
  select?(events: TDomainEvent[], context: JobContext): Promise<TDomainEvent[]>;
  /**
   * Optional, instead of one transaction per event: handles a batch of events (in order) in one transaction that marks
   * them all, for a consumer whose work is cheap per event and costly per transaction (the sales ledger). A failure
   * leaves the whole batch for the next run.
   */
  handleBatch?(events: TDomainEvent[], tx: DbExecutor, context: JobContext): Promise<void>;
};

export function toDomainEvent(row: DomainEventRow): TDomainEvent {
  return {
    id: row.id,
    type: row.type as TDomainEventType,
    version: row.version,
    account_id: row.accountId,
    organizer_id: row.organizerId,
    event_id: row.eventId,
    order_id: row.orderId,
    order_sequence: row.orderSequence,
    occurred_at: row.occurredAt.toISOString(),
    payload: row.payload as TDomainEvent['payload'],
  };
}

/** Events the consumer has not handled yet, oldest first (the read side of the consumer API). */
export async function readPendingDomainEvents(
  database: Database,
  consumer: Pick<TDomainEventConsumer, 'name' | 'types'>,
  limit = 100,
): Promise<TDomainEvent[]> {
  const rows = await listPendingDomainEvents(database.db, { consumer: consumer.name, types: consumer.types, limit });
  return rows.map(toDomainEvent);
}

/** Marks an event handled in `tx`; false when it already was (the caller then does nothing). */
export function markDomainEventHandledBy(tx: DbExecutor, consumer: string, eventId: number): Promise<boolean> {
  return markDomainEventHandled(tx, { consumer, domainEventId: eventId });
}

/** How long an id may stay unseen while its transaction is still running; the consumer mark never passes younger ids. */
const SETTLE_SECONDS = 300;
const BATCH = 100;

/**
 * Runs a consumer over what it has not handled: each event in its own transaction with its mark, so an event is handled
 * exactly once even with several workers (the second mark finds the first and skips), and a failing handler leaves
 * the event for the next run. Answers how many it handled.
 */
export async function runDomainEventConsumer(context: JobContext, consumer: TDomainEventConsumer): Promise<number> {
  let handled = 0;
  for (;;) {
    const events = await readPendingDomainEvents(context.database, consumer, BATCH);
    const wanted = consumer.select ? await consumer.select(events, context) : events;
    if (wanted.length < events.length) {
      const kept = new Set(wanted.map((event) => event.id));
      await markDomainEventsHandled(context.database.db, {
        consumer: consumer.name,
        domainEventIds: events.filter((event) => !kept.has(event.id)).map((event) => event.id),
      });
    }
    if (consumer.handleBatch) {
      const handleBatch = consumer.handleBatch.bind(consumer);
      await context.database.db.transaction(async (tx) => {
        const marked = new Set(
          await markDomainEventsHandled(tx, {
            consumer: consumer.name,
            domainEventIds: wanted.map((event) => event.id),
          }),
        );
        const fresh = wanted.filter((event) => marked.has(event.id) && event.version <= DOMAIN_EVENT_VERSION);
        if (fresh.length > 0) await handleBatch(fresh, tx, context);
        handled += fresh.length;
      });
    } else
      for (const event of wanted)
        await context.database.db.transaction(async (tx) => {
          if (!(await markDomainEventHandledBy(tx, consumer.name, event.id))) return;
          if (event.version > DOMAIN_EVENT_VERSION) return;
          await consumer.handle(event, tx, context);
          handled += 1;
        });
    if (events.length < BATCH) break;
  }
  await advanceConsumerMark(context.database.db, {
    consumer: consumer.name,
    types: consumer.types,
    settleSeconds: SETTLE_SECONDS,
  });
  return handled;
}
