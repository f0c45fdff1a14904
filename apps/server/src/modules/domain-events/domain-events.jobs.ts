import { z } from 'zod';
import type { JobDefinition, JobRun } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { DOMAIN_EVENT_CONSUMERS } from './domain-event-consumers';
import { runDomainEventConsumer } from './domain-events.service';

const ZNoData = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;

async function dispatchAll(context: JobContext & JobRun): Promise<void> {
  for (const consumer of DOMAIN_EVENT_CONSUMERS) {
    const handled = await runDomainEventConsumer(context, consumer);
    if (handled > 0) context.logger.debug({ consumer: consumer.name, handled }, 'Domain events handled');
  }
}

/** Queued by every transaction that records an event: runs each consumer over what it has not handled. */
export const dispatchDomainEventsJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'domain-events.dispatch',
  schema: ZNoData,
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 300,
  handle: (_data, context) => dispatchAll(context),
};

/** Every minute: the safety net for a dispatch that failed for good, and what moves the consumers' marks on. */
export const sweepDomainEventsJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'domain-events.sweep',
  schema: ZNoData,
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 300,
  handle: (_data, context) => dispatchAll(context),
};
