import type { DbExecutor } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { recordDomainEvent } from '../domain-events/record-domain-event';
import type { EventRow } from './events.repository';

/** `event.created`, `event.updated` or `event.archived` about `event` as it is now, in `tx` (docs/domain-events.md). */
export async function recordEventChange(
  deps: { queue: JobQueue<JobContext> },
  tx: DbExecutor,
  input: { event: EventRow; type: 'event.created' | 'event.updated' | 'event.archived' },
): Promise<void> {
  const { event } = input;
  await recordDomainEvent(deps, tx, {
    type: input.type,
    accountId: event.accountId,
    organizerId: event.organizerId,
    eventId: event.id,
    payload: {
      event: {
        id: event.id,
        title: event.title,
        status: event.status,
        start_date: event.startDate.toISOString(),
        end_date: event.endDate?.toISOString() ?? null,
      },
    },
  });
}
