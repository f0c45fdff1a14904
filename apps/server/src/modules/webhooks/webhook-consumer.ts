import { DOMAIN_EVENT_TYPES, type TDomainEvent } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { randomString } from '../../lib/secrets';
import type { JobContext } from '../../services';
import type { TDomainEventConsumer } from '../domain-events/domain-events.service';
import { webhookData } from './webhook-payloads';
import { webhookEnvelope } from './webhook-signing';
import { queueWebhookDrains } from './webhooks.jobs';
import {
  insertDeliveries,
  listSubscribedTypesOfAccounts,
  listSubscribedWebhooks,
  type WebhookRow,
} from './webhooks.repository';

/** A message id (`webhook-id`): the same for every endpoint an event goes to, and on every retry and replay. */
export const newMessageId = () => `msg_${randomString(24)}`;

function covers(webhook: WebhookRow, event: TDomainEvent): boolean {
  if (!webhook.eventTypes.includes(event.type)) return false;
  if (webhook.eventId) return webhook.eventId === event.event_id;
  const filter = webhook.eventFilter ?? [];
  return filter.length === 0 || (event.event_id !== null && filter.includes(event.event_id));
}

/**
 * Webhooks are one more consumer of the outbox (issue 26 point 2): after the change committed, each event becomes
 * one delivery per endpoint that wants it, written with the consumer's mark, and the endpoints' senders are
 * asked for. The request that made the change never waits on any of this.
 */
export const webhookConsumer: TDomainEventConsumer = {
  name: 'webhooks',
  types: DOMAIN_EVENT_TYPES,
  // Most accounts have no webhook, and most endpoints take a few types: the rest is passed over a batch at a time.
  async select(events, context) {
    const accountIds = [...new Set(events.map((event) => event.account_id))];
    const subscribed = await listSubscribedTypesOfAccounts(context.database.db, accountIds);
    return events.filter((event) => subscribed.get(event.account_id)?.has(event.type));
  },
  async handle(event, tx, context) {
    const endpoints = (
      await listSubscribedWebhooks(tx, {
        accountId: event.account_id,
        organizerId: event.organizer_id,
        eventId: event.event_id,
      })
    ).filter((webhook) => covers(webhook, event));
    if (endpoints.length === 0) return;
    await createDeliveries(context, tx, { event, endpoints, data: await webhookData(event, tx, context) });
  },
};

async function createDeliveries(
  context: JobContext,
  tx: DbExecutor,
  input: { event: TDomainEvent; endpoints: WebhookRow[]; data: unknown },
): Promise<void> {
  const { event } = input;
  const body = JSON.stringify(webhookEnvelope(event.type, new Date(event.occurred_at), input.data));
  const messageId = newMessageId();
  await insertDeliveries(
    tx,
    input.endpoints.map((webhook) => ({
      webhookId: webhook.id,
      accountId: event.account_id,
      messageId,
      sequence: event.id,
      domainEventId: event.id,
      eventType: event.type,
      eventId: event.event_id,
      orderId: event.order_id,
      body,
    })),
  );
  await queueWebhookDrains(
    context,
    input.endpoints.filter((webhook) => webhook.status === 'ENABLED').map((webhook) => webhook.id),
    tx,
  );
}
