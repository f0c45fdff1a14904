import { z } from 'zod';
import { DOMAIN_EVENT_TYPES, type TDomainEventType } from './domain-events';
import { ZDateTimeInput } from './input-hygiene';

/**
 * Webhooks (issue 26, server-behaviour §11, decisions 145–148): endpoints of an event or of an organizer (all its
 * events, or some), fed from the domain-event outbox after commit and sent by the job queue in the Standard Webhooks
 * format. Every attempt is logged for 30 days; a delivery can be replayed with its original `webhook-id`.
 */

/** Every type an endpoint may subscribe to: the outbox's catalogue. */
export const WEBHOOK_EVENT_TYPES = DOMAIN_EVENT_TYPES;
export type TWebhookEventType = TDomainEventType;

/** The types grouped by the resource they describe, in the order screens list them. */
export const WEBHOOK_EVENT_TYPE_GROUPS = [
  { resource: 'order', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('order.')) },
  { resource: 'attendee', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('attendee.')) },
  { resource: 'checkin', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('checkin.')) },
  { resource: 'product', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('product.')) },
  { resource: 'event', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('event.')) },
  { resource: 'waitlist', types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith('waitlist.')) },
] as const;

/** ENABLED sends; PAUSED keeps deliveries waiting until enabled again; DISABLED was stopped by the server (reason). */
export const WEBHOOK_STATUSES = ['ENABLED', 'PAUSED', 'DISABLED'] as const;
export type TWebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/** PENDING waits for its first attempt or a retry; FAILED gave up (retries spent, endpoint disabled or deleted). */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'SUCCEEDED', 'FAILED'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;
/** An organizer endpoint limited to some events names at most this many. */
export const WEBHOOK_MAX_EVENT_FILTER = 500;
/** How long the replaced secret keeps signing after a rotation, unless the caller says otherwise. */
export const WEBHOOK_DEFAULT_ROTATION_OVERLAP_HOURS = 24;
export const WEBHOOK_MAX_ROTATION_OVERLAP_HOURS = 7 * 24;
/** What the delivery log keeps of a response body, and the screens' "last delivery" of it. */
export const WEBHOOK_RESPONSE_BODY_LIMIT = 10 * 1024;
export const WEBHOOK_LAST_RESPONSE_PREVIEW = 1000;
export const WEBHOOK_LOG_RETENTION_DAYS = 30;

const ZEventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: 'Choose event types from the list.' }))
  .min(1, 'Choose at least one event type.')
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type)));

const ZUrl = z
  .string()
  .trim()
  .min(1, 'Enter the URL that receives the webhooks.')
  .max(WEBHOOK_URL_MAX_LENGTH, `Use at most ${WEBHOOK_URL_MAX_LENGTH} characters.`);

const ZDescription = z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH).nullable();

/** An organizer endpoint's events: empty or null means every event of the organizer, present and future. */
const ZEventFilter = z.array(z.uuid()).max(WEBHOOK_MAX_EVENT_FILTER).nullable();

export const ZCreateWebhook = z
  .object({
    url: ZUrl,
    event_types: ZEventTypes,
    description: ZDescription.optional(),
    /** Start PAUSED to set a receiver up before it gets traffic. */
    status: z.enum(['ENABLED', 'PAUSED']).optional(),
    /** Organizer endpoints only. */
    event_ids: ZEventFilter.optional(),
  })
  .strict();

/** Fields left out keep their value; ENABLED also re-enables an endpoint the server disabled. */
export const ZUpdateWebhook = z
  .object({
    url: ZUrl.optional(),
    event_types: ZEventTypes.optional(),
    description: ZDescription.optional(),
    status: z.enum(['ENABLED', 'PAUSED']).optional(),
    event_ids: ZEventFilter.optional(),
  })
  .strict();

export const ZRotateWebhookSecret = z
  .object({
    /** Hours the old secret keeps signing next to the new one (0 = stop at once). */
    overlap_hours: z.number().int().min(0).max(WEBHOOK_MAX_ROTATION_OVERLAP_HOURS).optional(),
  })
  .strict();

export const ZSendWebhookTest = z.object({ event_type: z.enum(WEBHOOK_EVENT_TYPES).optional() }).strict();

export const ZReplayWebhookDeliveries = z
  .object({
    /** Deliveries created in this range (inclusive); both optional. */
    from: ZDateTimeInput.optional(),
    to: ZDateTimeInput.optional(),
  })
  .strict();

export const ZWebhookLastDelivery = z
  .object({
    at: z.string(),
    /** The receiver's HTTP status; 0 when no answer came (network error, timeout, refused address). */
    response_status: z.number().int(),
    succeeded: z.boolean(),
    /** The first 1,000 characters of the answer. */
    response_body: z.string().nullable(),
  })
  .meta({ id: 'WebhookLastDelivery' });

export const ZWebhook = z
  .object({
    id: z.uuid(),
    scope: z.enum(['EVENT', 'ORGANIZER']),
    organizer_id: z.uuid(),
    /** The event of an EVENT endpoint; null for an organizer's. */
    event_id: z.uuid().nullable(),
    /** An ORGANIZER endpoint limited to some events; null = all. */
    event_ids: z.array(z.uuid()).nullable(),
    url: z.string(),
    description: z.string().nullable(),
    event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    status: z.enum(WEBHOOK_STATUSES),
    /** Why the server disabled it (DISABLED only). */
    disabled_reason: z.string().nullable(),
    disabled_at: z.string().nullable(),
    /** The secret's last characters, to tell secrets apart; the secret itself is shown once. */
    secret_hint: z.string(),
    /** Until then the previous secret signs too (after a rotation). */
    previous_secret_expires_at: z.string().nullable(),
    last_delivery: ZWebhookLastDelivery.nullable(),
    /** Deliveries waiting for their first attempt or a retry. */
    pending_delivery_count: z.number().int(),
    /** Failures in a row; a success resets it. */
    consecutive_failures: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Webhook' });
export type TWebhook = z.infer<typeof ZWebhook>;

/** The create and rotate answers: the only ones that carry the secret. */
export const ZWebhookWithSecret = ZWebhook.extend({ secret: z.string() }).meta({ id: 'WebhookWithSecret' });
export type TWebhookWithSecret = z.infer<typeof ZWebhookWithSecret>;

export const ZWebhookDelivery = z
  .object({
    id: z.uuid(),
    webhook_id: z.uuid(),
    /** The `webhook-id` header: the same on every attempt and replay, so receivers can drop duplicates. */
    message_id: z.string(),
    event_type: z.enum(WEBHOOK_EVENT_TYPES),
    is_test: z.boolean(),
    event_id: z.uuid().nullable(),
    /** The event's title, so an organizer endpoint's log says which event a delivery came from. */
    event_title: z.string().nullable(),
    order_id: z.uuid().nullable(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempt_count: z.number().int(),
    next_attempt_at: z.string().nullable(),
    last_attempt_at: z.string().nullable(),
    last_response_status: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookAttempt = z
  .object({
    id: z.uuid(),
    attempted_at: z.string(),
    request_headers: z.record(z.string(), z.string()),
    /** 0 when no answer came. */
    response_status: z.number().int(),
    response_headers: z.record(z.string(), z.string()).nullable(),
    /** The first 10 KB. */
    response_body: z.string().nullable(),
    duration_ms: z.number().int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

/** One delivery with its request body and every attempt, newest first. */
export const ZWebhookDeliveryDetail = ZWebhookDelivery.extend({
  request_body: z.string(),
  attempts: z.array(ZWebhookAttempt),
}).meta({ id: 'WebhookDeliveryDetail' });
export type TWebhookDeliveryDetail = z.infer<typeof ZWebhookDeliveryDetail>;

export const ZWebhookReplayResult = z.object({ replayed: z.number().int() }).meta({ id: 'WebhookReplayResult' });

export type TCreateWebhook = z.input<typeof ZCreateWebhook>;
export type TUpdateWebhook = z.input<typeof ZUpdateWebhook>;
export type TReplayWebhookDeliveries = z.input<typeof ZReplayWebhookDeliveries>;
export type TWebhookReplayResult = z.infer<typeof ZWebhookReplayResult>;
