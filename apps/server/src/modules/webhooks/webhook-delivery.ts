import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { emailJobPayload, EMAIL_PRIORITY, sendEmailJob } from '../../jobs/email.job';
import type { DbExecutor } from '../../db/client';
import { webhooks } from '../../db/schema';
import type { JobContext } from '../../services';
import { activeAdminsOf } from '../users/users.service';
import { allowListOf } from './webhook-allow-list';
import { postWebhook } from './webhook-sender';
import { webhookHeaders } from './webhook-signing';
import {
  disableCause,
  disableReason,
  isSuccess,
  retryDelayMs,
  shouldGiveUpDelivery,
  type TWebhookDisableCause,
} from './webhook-retry-policy';
import {
  claimWebhookLease,
  failPendingDeliveries,
  insertAttempt,
  listDueDeliveries,
  releaseWebhookLease,
  updateDelivery,
  updateWebhook,
  type WebhookDeliveryRow,
  type WebhookRow,
} from './webhooks.repository';

/**
 * The sender (issue 26 point 2, decision 147). One worker at a time sends an endpoint's deliveries (the lease);
 * an order's deliveries go one after another in the order they happened, other orders' side by side up to
 * `PER_ENDPOINT_CONCURRENCY`. A failure opens the endpoint's circuit: nothing more is sent to it before its
 * back-off ends, so a dead receiver costs one attempt per back-off step and one worker slot at most, never a sale.
 */

export const PER_ENDPOINT_CONCURRENCY = 4;
const BATCH = 50;
/** Longer than a batch can take (each lane's attempts are bounded by the 10 s timeout and stop at a failure). */
const LEASE_MS = 120_000;
/** A drain hands over to a fresh job after this long, so one busy endpoint does not hold a worker slot forever. */
const DRAIN_BUDGET_MS = 20_000;

export type TDrainOutcome = 'DRAINED' | 'BUSY' | 'HELD' | 'CONTINUES';

export type TDrainHooks = {
  /** Queue a drain of this endpoint now, or at `at` (a back-off's end). */
  requeue(webhookId: string, at?: Date): Promise<void>;
};

export function userAgentOf(context: Pick<JobContext, 'config'>): string {
  return `${context.config.publicConfig.appName.replace(/[^\w.-]+/g, '')}-Webhooks/1.0`;
}

/** Sends what is due for one endpoint until nothing is, its circuit opens, or the budget is spent. */
export async function drainWebhook(context: JobContext, webhookId: string, hooks: TDrainHooks): Promise<TDrainOutcome> {
  const { db } = context.database;
  const token = randomUUID();
  const startedAt = Date.now();
  for (;;) {
    const now = new Date();
    const webhook = await claimWebhookLease(db, {
      webhookId,
      token,
      now,
      until: new Date(now.getTime() + LEASE_MS),
    });
    if (!webhook) return 'BUSY';
    if (webhook.status !== 'ENABLED') {
      await releaseWebhookLease(db, { webhookId, token });
      return 'HELD';
    }
    if (webhook.retryAt && webhook.retryAt > now) {
      await releaseWebhookLease(db, { webhookId, token });
      await hooks.requeue(webhookId, webhook.retryAt);
      return 'HELD';
    }
    const due = await listDueDeliveries(db, { webhookId, now, limit: BATCH });
    if (due.length === 0) {
      await releaseWebhookLease(db, { webhookId, token });
      // A delivery queued while this drain held the lease found it taken and left it to us: look once more.
      if ((await listDueDeliveries(db, { webhookId, now: new Date(), limit: 1 })).length === 0) return 'DRAINED';
      continue;
    }
    const failed = await sendBatch(context, webhook, due);
    if (failed) {
      const current = await releaseAndRead(db, webhookId, token);
      if (current?.status === 'ENABLED' && current.retryAt) await hooks.requeue(webhookId, current.retryAt);
      return 'HELD';
    }
    if (Date.now() - startedAt > DRAIN_BUDGET_MS) {
      await releaseWebhookLease(db, { webhookId, token });
      await hooks.requeue(webhookId);
      return 'CONTINUES';
    }
  }
}

async function releaseAndRead(db: DbExecutor, webhookId: string, token: string): Promise<WebhookRow | null> {
  await releaseWebhookLease(db, { webhookId, token });
  const [row] = await db
    .select()
    .from(webhooks)
    .where(sql`${webhooks.id} = ${webhookId}`);
  return row ?? null;
}

/** Runs the batch in lanes (one per order); a lane stops at its first failure. Answers whether any failed. */
async function sendBatch(context: JobContext, webhook: WebhookRow, due: WebhookDeliveryRow[]): Promise<boolean> {
  const lanes = new Map<string, WebhookDeliveryRow[]>();
  for (const delivery of due) {
    const key = delivery.orderId ?? delivery.id;
    lanes.set(key, [...(lanes.get(key) ?? []), delivery]);
  }
  const queue = [...lanes.values()];
  let next = 0;
  let failed = false;
  let lastSuccess: TAttemptOutcome | null = null;
  const lane = async () => {
    while (!failed && next < queue.length) {
      for (const delivery of queue[next++]!) {
        if (failed) break;
        const outcome = await attemptDelivery(context, webhook, delivery);
        if (!outcome.succeeded) {
          failed = true;
          break;
        }
        if (!lastSuccess || outcome.at >= lastSuccess.at) lastSuccess = outcome;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PER_ENDPOINT_CONCURRENCY, queue.length) }, lane));
  // Successes touch the endpoint row once a batch, not once each: parallel lanes would queue on its lock. After a
  // failure the failure's state stands (its circuit and its answer are what the screens should show).
  if (!failed && lastSuccess) await recordOnEndpoint(context.database.db, webhook.id, lastSuccess);
  return failed;
}

type TAttemptOutcome = { succeeded: boolean; status: number; body: string | null; at: Date };

/** The secrets that sign now: the current one, and the previous one during a rotation's overlap. */
export function signingSecrets(webhook: WebhookRow, now: Date): string[] {
  const overlap = webhook.previousSecret && webhook.previousSecretExpiresAt && webhook.previousSecretExpiresAt > now;
  return overlap ? [webhook.secret, webhook.previousSecret!] : [webhook.secret];
}

/**
 * One attempt, logged, with its consequences for the delivery and, when it failed, for the endpoint (a success is
 * recorded on the endpoint by the batch).
 */
async function attemptDelivery(
  context: JobContext,
  webhook: WebhookRow,
  delivery: WebhookDeliveryRow,
): Promise<TAttemptOutcome> {
  const sentAt = new Date();
  const headers = webhookHeaders({
    id: delivery.messageId,
    sentAt,
    body: delivery.body,
    secrets: signingSecrets(webhook, sentAt),
    userAgent: userAgentOf(context),
  });
  const result = await postWebhook({
    url: webhook.url,
    headers,
    body: delivery.body,
    allow: allowListOf(context.config),
    timeoutMs: context.config.webhookTimeoutMs,
  });
  const succeeded = isSuccess(result.status);
  const now = new Date();
  const attempts = delivery.attemptCount + 1;
  const error = result.error ?? (succeeded ? null : `The receiver answered ${result.status}.`);
  await context.database.db.transaction(async (tx) => {
    await insertAttempt(tx, {
      deliveryId: delivery.id,
      attemptedAt: sentAt,
      requestHeaders: headers,
      responseStatus: result.status,
      responseHeaders: result.headers,
      responseBody: result.body,
      durationMs: result.durationMs,
      error: result.error,
    });
    const givenUp = !succeeded && shouldGiveUpDelivery({ createdAt: delivery.createdAt, now });
    await updateDelivery(tx, delivery.id, {
      status: succeeded ? 'SUCCEEDED' : givenUp ? 'FAILED' : 'PENDING',
      attemptCount: attempts,
      lastAttemptAt: sentAt,
      lastResponseStatus: result.status,
      lastError: error,
      nextAttemptAt: succeeded || givenUp ? null : new Date(now.getTime() + retryDelayMs(attempts)),
    });
    if (succeeded) return;
    const endpoint = await recordOnEndpoint(tx, webhook.id, {
      succeeded,
      status: result.status,
      body: result.body,
      at: sentAt,
    });
    if (!endpoint || endpoint.status !== 'ENABLED') return;
    const cause = disableCause({
      status: result.status,
      consecutiveFailures: endpoint.consecutiveFailures,
      failingSince: endpoint.failingSince ?? now,
      now,
    });
    if (cause) await disableWebhook(context, tx, endpoint, cause);
  });
  return { succeeded, status: result.status, body: result.body, at: sentAt };
}

/**
 * The endpoint's last delivery and failure run, moved in one statement so parallel lanes count right: a success
 * closes the circuit, a failure (re)opens it for the back-off its run of failures has reached.
 */
async function recordOnEndpoint(
  tx: DbExecutor,
  webhookId: string,
  input: { succeeded: boolean; status: number; body: string | null; at: Date },
): Promise<WebhookRow | null> {
  const last = {
    lastDeliveryAt: input.at,
    lastResponseStatus: input.status,
    lastResponseBody: input.body?.slice(0, 1000) ?? null,
    lastDeliverySucceeded: input.succeeded,
  };
  if (input.succeeded) {
    const [row] = await tx
      .update(webhooks)
      .set({ ...last, consecutiveFailures: 0, failingSince: null, retryAt: null })
      .where(sql`${webhooks.id} = ${webhookId}`)
      .returning();
    return row ?? null;
  }
  const [row] = await tx
    .update(webhooks)
    .set({
      ...last,
      consecutiveFailures: sql`${webhooks.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhooks.failingSince}, now())`,
    })
    .where(sql`${webhooks.id} = ${webhookId}`)
    .returning();
  if (!row) return null;
  const retryAt = new Date(input.at.getTime() + retryDelayMs(row.consecutiveFailures));
  return updateWebhook(tx, webhookId, { retryAt });
}

/** Turns an endpoint off with its reason, gives its waiting deliveries up (replayable) and tells the admins. */
export async function disableWebhook(
  context: JobContext,
  tx: DbExecutor,
  webhook: WebhookRow,
  cause: TWebhookDisableCause,
): Promise<void> {
  const reason = disableReason(cause);
  await updateWebhook(tx, webhook.id, {
    status: 'DISABLED',
    disabledReason: reason,
    disabledAt: new Date(),
    retryAt: null,
  });
  await failPendingDeliveries(tx, { webhookId: webhook.id, reason: `Given up: the webhook was disabled. ${reason}` });
  const base = context.config.publicConfig.frontendUrl.replace(/\/+$/, '');
  const manageUrl = webhook.eventId
    ? `${base}/manage/event/${webhook.eventId}/webhooks`
    : `${base}/manage/organizer/${webhook.organizerId}/webhooks`;
  for (const admin of await activeAdminsOf(tx, webhook.accountId))
    await context.queue.send(
      sendEmailJob,
      emailJobPayload({
        template: 'webhook_disabled',
        locale: admin.locale,
        to: admin.email,
        data: { firstName: admin.firstName, url: webhook.url, cause, manageUrl },
      }),
      { executor: tx, priority: EMAIL_PRIORITY.notice },
    );
}
