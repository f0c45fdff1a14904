import {
  WEBHOOK_LAST_RESPONSE_PREVIEW,
  type TWebhook,
  type TWebhookAttempt,
  type TWebhookDelivery,
  type TWebhookDeliveryDetail,
} from '@marquee/core';
import type { WebhookAttemptRow, WebhookDeliveryListRow, WebhookRow } from './webhooks.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** `whsec_…` and the last four characters: enough to tell two secrets apart, useless to sign. */
export const secretHint = (secret: string) => `whsec_…${secret.slice(-4)}`;

export function toWebhook(row: WebhookRow, pendingCount: number, now = new Date()): TWebhook {
  const overlapLive = row.previousSecret && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    scope: row.eventId ? 'EVENT' : 'ORGANIZER',
    organizer_id: row.organizerId,
    event_id: row.eventId,
    event_ids: row.eventId ? null : row.eventFilter && row.eventFilter.length > 0 ? row.eventFilter : null,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes,
    status: row.status,
    disabled_reason: row.status === 'DISABLED' ? row.disabledReason : null,
    disabled_at: row.status === 'DISABLED' ? iso(row.disabledAt) : null,
    secret_hint: secretHint(row.secret),
    previous_secret_expires_at: overlapLive ? iso(row.previousSecretExpiresAt) : null,
    last_delivery:
      row.lastDeliveryAt && row.lastResponseStatus !== null
        ? {
            at: row.lastDeliveryAt.toISOString(),
            response_status: row.lastResponseStatus,
            succeeded: row.lastDeliverySucceeded ?? false,
            response_body: row.lastResponseBody?.slice(0, WEBHOOK_LAST_RESPONSE_PREVIEW) ?? null,
          }
        : null,
    pending_delivery_count: pendingCount,
    consecutive_failures: row.consecutiveFailures,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toWebhookDelivery(row: WebhookDeliveryListRow): TWebhookDelivery {
  return {
    id: row.id,
    webhook_id: row.webhookId,
    message_id: row.messageId,
    event_type: row.eventType,
    is_test: row.isTest,
    event_id: row.eventId,
    event_title: row.eventTitle,
    order_id: row.orderId,
    status: row.status,
    attempt_count: row.attemptCount,
    next_attempt_at: row.status === 'PENDING' ? iso(row.nextAttemptAt) : null,
    last_attempt_at: iso(row.lastAttemptAt),
    last_response_status: row.lastResponseStatus,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
  };
}

export function toWebhookAttempt(row: WebhookAttemptRow): TWebhookAttempt {
  return {
    id: row.id,
    attempted_at: row.attemptedAt.toISOString(),
    request_headers: row.requestHeaders,
    response_status: row.responseStatus,
    response_headers: row.responseHeaders,
    response_body: row.responseBody,
    duration_ms: row.durationMs,
    error: row.error,
  };
}

export function toWebhookDeliveryDetail(
  row: WebhookDeliveryListRow,
  attempts: WebhookAttemptRow[],
): TWebhookDeliveryDetail {
  return { ...toWebhookDelivery(row), request_body: row.body, attempts: attempts.map(toWebhookAttempt) };
}
