import {
  DOMAIN_EVENT_PAYLOADS,
  DOMAIN_EVENT_VERSION,
  type TDomainEventPayload,
  type TDomainEventType,
} from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { dispatchDomainEventsJob } from './domain-events.jobs';
import { insertDomainEvent } from './domain-events.repository';

/** The outbox's write side (decision 123): called inside the transaction that made the change, never after it. */

export type TDomainEventScope = {
  accountId: string;
  organizerId?: string | null;
  eventId?: string | null;
  orderId?: string | null;
};

/** Writes one event in `tx` (with its payload checked against the catalogue) and asks for a dispatch after commit. */
export async function recordDomainEvent<TType extends TDomainEventType>(
  deps: { queue: JobQueue<JobContext> },
  tx: DbExecutor,
  input: TDomainEventScope & { type: TType; payload: TDomainEventPayload<TType> },
): Promise<void> {
  const payload = DOMAIN_EVENT_PAYLOADS[input.type].parse(input.payload);
  await insertDomainEvent(tx, {
    type: input.type,
    version: DOMAIN_EVENT_VERSION,
    accountId: input.accountId,
    organizerId: input.organizerId ?? null,
    eventId: input.eventId ?? null,
    orderId: input.orderId ?? null,
    payload,
  });
  // One waiting dispatch per order (or event, or account) is enough however many events its transactions write
  // (policy `short`). Keyed that narrowly, the insert only ever meets the key of a transaction that already holds the
  // same order or event row, so it never makes unrelated sales wait for each other.
  const key = input.orderId ?? input.eventId ?? input.accountId;
  await deps.queue.sendUnique(dispatchDomainEventsJob, {}, { executor: tx, singletonKey: `dispatch:${key}` });
}
