import { WEBHOOK_LOG_RETENTION_DAYS } from '@marquee/core';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import { drainWebhook, type TDrainHooks } from './webhook-delivery';
import { deleteOldDeliveries, listWebhooksWithDueDeliveries } from './webhooks.repository';

const ZDrain = z.object({ webhook_id: z.uuid() });
type TDrain = z.infer<typeof ZDrain>;

/**
 * Sends an endpoint's due deliveries (webhook-delivery.ts). Its own queue, so webhooks never wait behind emails or
 * reservations, nor they behind webhooks. Jobs of different endpoints run side by side; the lease keeps one sender
 * per endpoint whichever worker runs it. `short`: one waiting drain per endpoint is enough, however many events came.
 */
export const deliverWebhooksJob: JobDefinition<TDrain, JobContext> = {
  name: 'webhooks.deliver',
  schema: ZDrain,
  policy: 'short',
  batchSize: 8,
  concurrency: 8,
  retryLimit: 3,
  retryDelaySeconds: 10,
  expireInSeconds: 300,
  async handle(data, context) {
    const outcome = await drainWebhook(context, data.webhook_id, drainHooks(context));
    context.logger.debug({ webhook_id: data.webhook_id, outcome }, 'Webhook drain');
  },
};

/** Waiting drains are keyed apart from delayed ones, so a back-off's wake-up never holds back fresh deliveries. */
export function drainHooks(context: Pick<JobContext, 'queue'>): TDrainHooks {
  return {
    requeue: async (webhookId, at) => {
      await context.queue.sendUnique(
        deliverWebhooksJob,
        { webhook_id: webhookId },
        at ? { startAfter: at, singletonKey: `webhook-retry:${webhookId}` } : { singletonKey: `webhook:${webhookId}` },
      );
    },
  };
}

/** Asks for a drain of these endpoints after `executor`'s commit (or now, without one). */
export async function queueWebhookDrains(
  context: Pick<JobContext, 'queue'>,
  webhookIds: Iterable<string>,
  executor?: DbExecutor,
): Promise<void> {
  for (const webhookId of new Set(webhookIds))
    await context.queue.sendUnique(
      deliverWebhooksJob,
      { webhook_id: webhookId },
      { singletonKey: `webhook:${webhookId}`, ...(executor ? { executor } : {}) },
    );
}

const ZNoData = z.object({}).strict() as unknown as z.ZodType<Record<string, never>>;

/**
 * Every minute: wakes the senders of endpoints with due deliveries (retries whose time came, a drain that died
 * with its worker), and keeps the delivery log to its 30 days.
 */
export const sweepWebhooksJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'webhooks.sweep',
  schema: ZNoData,
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 120,
  async handle(_data, context) {
    const now = new Date();
    const { db } = context.database;
    await queueWebhookDrains(context, await listWebhooksWithDueDeliveries(db, now));
    if (now.getUTCMinutes() === 23)
      await deleteOldDeliveries(db, new Date(now.getTime() - WEBHOOK_LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000));
  },
};
