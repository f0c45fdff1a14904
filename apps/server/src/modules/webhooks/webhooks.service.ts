import {
  WEBHOOK_DEFAULT_ROTATION_OVERLAP_HOURS,
  type TList,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhookDeliveryDetail,
  type TWebhookWithSecret,
  type ZCreateWebhook,
  type ZReplayWebhookDeliveries,
  type ZRotateWebhookSecret,
  type ZSendWebhookTest,
  type ZUpdateWebhook,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { requireEvent } from '../events/events.service';
import { requireOrganizer } from '../organizers/organizers.service';
import { DestinationRefusedError, resolveDestination } from './destination-guard';
import { allowListOf } from './webhook-allow-list';
import { newMessageId } from './webhook-consumer';
import { generateWebhookSecret, webhookEnvelope } from './webhook-signing';
import { queueWebhookDrains } from './webhooks.jobs';
import { toWebhook, toWebhookDelivery, toWebhookDeliveryDetail } from './webhooks.mapper';
import {
  countPendingDeliveries,
  deleteWebhook,
  findDelivery,
  findWebhook,
  insertDeliveries,
  insertWebhook,
  listAttempts,
  listDeliveriesPage,
  listOrganizerEventIds,
  listWebhooksPage,
  requeueDeliveries,
  updateWebhook,
  webhookDeliveriesListResource,
  webhooksListResource,
  type WebhookRow,
  type WebhookScope,
} from './webhooks.repository';

/**
 * Webhook endpoints and their delivery log (issue 26, decision 147). An endpoint belongs to an event or to an
 * organizer; both are reached only through the caller's account (404 otherwise). Reading is open to members;
 * changing needs `webhooks.manage` (checked by the routes).
 */

type Deps = IdentityDeps;
export type TScopeRef = { kind: 'EVENT'; eventId: string } | { kind: 'ORGANIZER'; organizerId: string };

/** The scope, checked against the caller's account, with the organizer an endpoint of it belongs to. */
async function resolveScope(
  executor: DbExecutor,
  auth: AuthContext,
  ref: TScopeRef,
): Promise<{ scope: WebhookScope; organizerId: string }> {
  const accountId = auth.account.id;
  if (ref.kind === 'EVENT') {
    const event = await requireEvent(executor, auth, ref.eventId);
    return { scope: { accountId, kind: 'EVENT', eventId: event.id }, organizerId: event.organizerId };
  }
  const organizer = await requireOrganizer(executor, auth, ref.organizerId);
  return { scope: { accountId, kind: 'ORGANIZER', organizerId: organizer.id }, organizerId: organizer.id };
}

async function requireWebhook(executor: DbExecutor, scope: WebhookScope, webhookId: string, lock = false) {
  const row = await findWebhook(executor, { scope, webhookId, lock });
  if (!row) throw AppError.notFound('webhook');
  return row;
}

const withPending = async (executor: DbExecutor, row: WebhookRow): Promise<TWebhook> =>
  toWebhook(row, await countPendingDeliveries(executor, row.id));

/**
 * The URL as saved: http(s), public, and resolving to public addresses only (decision 145). A name that does not
 * resolve yet is accepted (a receiver set up after its webhook, a passing DNS failure): sending checks again, and
 * the delivery log says the host could not be found.
 */
async function checkedUrl(deps: Deps, url: string): Promise<string> {
  try {
    return (await resolveDestination(url, allowListOf(deps.config))).url.toString();
  } catch (error) {
    if (error instanceof DestinationRefusedError && error.reason === 'UNRESOLVABLE') return new URL(url).toString();
    if (error instanceof DestinationRefusedError) throw AppError.validation({ url: [error.message] });
    throw error;
  }
}

/** An organizer endpoint's event filter: only that organizer's events; empty means all. */
async function checkedEventFilter(
  executor: DbExecutor,
  scope: WebhookScope,
  eventIds: string[] | null | undefined,
): Promise<string[] | null | undefined> {
  if (eventIds === undefined) return undefined;
  if (eventIds !== null && eventIds.length > 0 && scope.kind === 'EVENT')
    throw AppError.validation({ event_ids: ['An event’s webhook covers that event only: leave the events out.'] });
  if (!eventIds || eventIds.length === 0 || scope.kind === 'EVENT') return null;
  const unique = [...new Set(eventIds)];
  const found = await listOrganizerEventIds(executor, { ...scope, eventIds: unique });
  if (found.length !== unique.length) throw AppError.validation({ event_ids: ['Choose events of this organizer.'] });
  return unique;
}

export async function listWebhooks(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; rawQuery: unknown },
): Promise<TList<TWebhook>> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const query = parseListQuery(webhooksListResource, input.rawQuery);
  const { rows, meta } = await listWebhooksPage(db, { scope, query });
  const now = new Date();
  return { data: rows.map((row) => toWebhook(row, row.pendingCount, now)), meta };
}

export async function getWebhook(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string },
): Promise<TWebhook> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  return withPending(db, await requireWebhook(db, scope, input.webhookId));
}

export async function createWebhook(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; body: z.output<typeof ZCreateWebhook> },
): Promise<TWebhookWithSecret> {
  const { db } = deps.database;
  const { scope, organizerId } = await resolveScope(db, auth, input.ref);
  const url = await checkedUrl(deps, input.body.url);
  const eventFilter = await checkedEventFilter(db, scope, input.body.event_ids);
  const secret = generateWebhookSecret();
  const row = await insertWebhook(db, {
    accountId: scope.accountId,
    organizerId,
    eventId: scope.kind === 'EVENT' ? scope.eventId : null,
    eventFilter: eventFilter ?? null,
    url,
    description: input.body.description ?? null,
    eventTypes: input.body.event_types,
    status: input.body.status ?? 'ENABLED',
    secret,
    createdByUserId: auth.user.id,
  });
  return { ...toWebhook(row, 0), secret };
}

export async function editWebhook(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string; body: z.output<typeof ZUpdateWebhook> },
): Promise<TWebhook> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const { body } = input;
  const url = body.url !== undefined ? await checkedUrl(deps, body.url) : undefined;
  const eventFilter = await checkedEventFilter(db, scope, body.event_ids);
  const row = await db.transaction(async (tx) => {
    const current = await requireWebhook(tx, scope, input.webhookId, true);
    // Enabling again (from PAUSED or DISABLED) starts a fresh run: no back-off, no reason, no failure count.
    const enabling = body.status === 'ENABLED' && current.status !== 'ENABLED';
    return updateWebhook(tx, current.id, {
      ...(url !== undefined ? { url } : {}),
      ...(body.event_types !== undefined ? { eventTypes: body.event_types } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(eventFilter !== undefined ? { eventFilter } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
      ...(enabling
        ? { disabledReason: null, disabledAt: null, retryAt: null, consecutiveFailures: 0, failingSince: null }
        : {}),
    });
  });
  if (row.status === 'ENABLED') await queueWebhookDrains(deps, [row.id]);
  return withPending(db, row);
}

export async function removeWebhook(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string },
): Promise<void> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  await deleteWebhook(db, (await requireWebhook(db, scope, input.webhookId)).id);
}

/**
 * A new secret, shown once. The replaced one keeps signing beside it for `overlap_hours` (24 by default), so
 * receivers can switch without losing a delivery: each request carries both signatures meanwhile.
 */
export async function rotateWebhookSecret(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string; body: z.output<typeof ZRotateWebhookSecret> },
): Promise<TWebhookWithSecret> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const hours = input.body.overlap_hours ?? WEBHOOK_DEFAULT_ROTATION_OVERLAP_HOURS;
  const secret = generateWebhookSecret();
  const row = await db.transaction(async (tx) => {
    const current = await requireWebhook(tx, scope, input.webhookId, true);
    return updateWebhook(tx, current.id, {
      secret,
      previousSecret: hours > 0 ? current.secret : null,
      previousSecretExpiresAt: hours > 0 ? new Date(Date.now() + hours * 3_600_000) : null,
    });
  });
  return { ...(await withPending(db, row)), secret };
}

/** A delivery of a made-up event of one of the endpoint's types, marked as a test, sent like any other. */
export async function sendWebhookTest(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string; body: z.output<typeof ZSendWebhookTest> },
): Promise<TWebhookDelivery> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const webhook = await requireWebhook(db, scope, input.webhookId);
  const type = input.body.event_type ?? webhook.eventTypes[0] ?? 'order.created';
  const now = new Date();
  const data = {
    test: true,
    message: `A test delivery of ${type} from ${deps.config.publicConfig.appName}.`,
    webhook_id: webhook.id,
    event_id: webhook.eventId,
    organizer_id: webhook.organizerId,
  };
  const delivery = await db.transaction(async (tx) => {
    const [row] = await insertDeliveries(tx, [
      {
        webhookId: webhook.id,
        accountId: webhook.accountId,
        messageId: newMessageId(),
        sequence: 0,
        eventType: type,
        isTest: true,
        eventId: webhook.eventId,
        body: JSON.stringify(webhookEnvelope(type, now, data)),
      },
    ]);
    await queueWebhookDrains(deps, [webhook.id], tx);
    return (await findDelivery(tx, { webhookId: webhook.id, deliveryId: row!.id }))!;
  });
  return toWebhookDelivery(delivery);
}

export async function listWebhookDeliveries(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string; rawQuery: unknown },
): Promise<TList<TWebhookDelivery>> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const webhook = await requireWebhook(db, scope, input.webhookId);
  const query = parseListQuery(webhookDeliveriesListResource, input.rawQuery);
  const { rows, meta } = await listDeliveriesPage(db, { webhookId: webhook.id, query });
  return { data: rows.map(toWebhookDelivery), meta };
}

export async function getWebhookDelivery(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string; deliveryId: string },
): Promise<TWebhookDeliveryDetail> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const webhook = await requireWebhook(db, scope, input.webhookId);
  const delivery = await findDelivery(db, { webhookId: webhook.id, deliveryId: input.deliveryId });
  if (!delivery) throw AppError.notFound('delivery');
  return toWebhookDeliveryDetail(delivery, await listAttempts(db, delivery.id));
}

/** Sends one delivery again now, with its original body and `webhook-id`, whatever its state. */
export async function replayWebhookDelivery(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string; deliveryId: string },
): Promise<TWebhookDelivery> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const webhook = await requireWebhook(db, scope, input.webhookId);
  const delivery = await db.transaction(async (tx) => {
    const found = await findDelivery(tx, { webhookId: webhook.id, deliveryId: input.deliveryId });
    if (!found) throw AppError.notFound('delivery');
    await requeueDeliveries(tx, { webhookId: webhook.id, deliveryIds: [found.id], now: new Date() });
    await queueWebhookDrains(deps, [webhook.id], tx);
    return (await findDelivery(tx, { webhookId: webhook.id, deliveryId: found.id }))!;
  });
  return toWebhookDelivery(delivery);
}

/** Sends every FAILED delivery created in the range again (both ends optional). */
export async function replayFailedDeliveries(
  deps: Deps,
  auth: AuthContext,
  input: { ref: TScopeRef; webhookId: string; body: z.output<typeof ZReplayWebhookDeliveries> },
): Promise<{ replayed: number }> {
  const { db } = deps.database;
  const { scope } = await resolveScope(db, auth, input.ref);
  const webhook = await requireWebhook(db, scope, input.webhookId);
  const from = input.body.from ? new Date(input.body.from) : undefined;
  const to = input.body.to ? new Date(input.body.to) : undefined;
  if (from && to && from > to) throw AppError.validation({ to: ['Choose an end after the start.'] });
  const replayed = await db.transaction(async (tx) => {
    const count = await requeueDeliveries(tx, {
      webhookId: webhook.id,
      failedFrom: from,
      failedTo: to,
      now: new Date(),
    });
    if (count > 0) await queueWebhookDrains(deps, [webhook.id], tx);
    return count;
  });
  return { replayed };
}
