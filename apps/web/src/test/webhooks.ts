import type { TWebhook, TWebhookDelivery, TWebhookDeliveryDetail } from '@marquee/core';

export const webhookEventId = '55555555-5555-4555-8555-555555555555';
export const webhookId = '66666666-6666-4666-8666-666666666666';
export const deliveryId = '77777777-7777-4777-8777-777777777777';

export function buildWebhook(overrides: Partial<TWebhook> = {}): TWebhook {
  return {
    id: webhookId,
    scope: 'EVENT',
    organizer_id: '44444444-4444-4444-8444-444444444444',
    event_id: webhookEventId,
    event_ids: null,
    url: 'https://hooks.example.com/in',
    description: 'CRM sync',
    event_types: [
      'order.created',
      'order.updated',
      'order.marked_as_paid',
      'order.completed',
      'order.cancelled',
      'order.refunded',
    ],
    status: 'ENABLED',
    disabled_reason: null,
    disabled_at: null,
    secret_hint: 'aSw',
    previous_secret_expires_at: null,
    last_delivery: { at: '2026-01-01T10:00:00.000Z', response_status: 500, succeeded: false, response_body: 'boom' },
    pending_delivery_count: 0,
    consecutive_failures: 1,
    created_at: '2026-01-01T09:00:00.000Z',
    updated_at: '2026-01-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildDelivery(overrides: Partial<TWebhookDelivery> = {}): TWebhookDelivery {
  return {
    id: deliveryId,
    webhook_id: webhookId,
    message_id: 'msg_2mWzYQ7',
    event_type: 'order.created',
    is_test: false,
    event_id: webhookEventId,
    event_title: 'Harbour nights',
    order_id: '88888888-8888-4888-8888-888888888888',
    status: 'FAILED',
    attempt_count: 3,
    next_attempt_at: null,
    last_attempt_at: '2026-01-01T10:05:00.000Z',
    last_response_status: 500,
    last_error: 'The receiver answered 500.',
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function buildDeliveryDetail(overrides: Partial<TWebhookDeliveryDetail> = {}): TWebhookDeliveryDetail {
  return {
    ...buildDelivery(),
    request_body: '{"type":"order.created","data":{"order":{"short_id":"o_1"}}}',
    attempts: [
      {
        id: '99999999-9999-4999-8999-999999999999',
        attempted_at: '2026-01-01T10:05:00.000Z',
        request_headers: { 'webhook-id': 'msg_2mWzYQ7', 'content-type': 'application/json' },
        response_status: 500,
        response_headers: { 'content-type': 'text/plain' },
        response_body: 'boom',
        duration_ms: 120,
        error: null,
      },
    ],
    ...overrides,
  };
}
