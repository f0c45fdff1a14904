import type { DbExecutor } from '../../db/client';
import { insertWebhook, listEventWebhooks } from './webhooks.repository';

/**
 * A duplicated event's own endpoints (decision 166): same address, description, types and state, and the same
 * signing secret, since the receiver already checks signatures with it and a copy's new secret is shown to no one.
 * Delivery history and failure counts start afresh.
 */
export async function copyEventWebhooks(
  executor: DbExecutor,
  input: { sourceEventId: string; targetEventId: string; userId: string },
): Promise<number> {
  const sources = await listEventWebhooks(executor, input.sourceEventId);
  for (const source of sources) {
    await insertWebhook(executor, {
      accountId: source.accountId,
      organizerId: source.organizerId,
      eventId: input.targetEventId,
      eventFilter: null,
      url: source.url,
      description: source.description,
      eventTypes: source.eventTypes,
      status: source.status,
      disabledReason: source.disabledReason,
      disabledAt: source.disabledAt,
      secret: source.secret,
      previousSecret: null,
      createdByUserId: input.userId,
    });
  }
  return sources.length;
}
