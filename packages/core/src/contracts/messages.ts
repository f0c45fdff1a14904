import { z } from 'zod';
import { ZDateTimeInput as ZDateTime } from './input-hygiene';
import { isRichTextEmpty } from '../domain/rich-text';
import { COUNTED_ORDER_STATUSES } from './orders';

/**
 * Messages from organizers to their buyers and attendees (server-behaviour §10, docs/decisions/101-messages.md).
 * A message names one audience; its recipients are resolved when it is sent (so a scheduled message reaches
 * the buyers of the days before it goes), deduplicated by email, and each gets a queued delivery logged as a
 * recipient row.
 */

export const MESSAGE_SUBJECT_MAX = 100;
/** Of the message's HTML, as stored. */
export const MESSAGE_BODY_MAX = 8000;
/** Most attendees one INDIVIDUAL_ATTENDEES message may name (server-behaviour §10). */
export const MESSAGE_ATTENDEE_IDS_MAX = 50;
export const MESSAGE_PRODUCT_IDS_MAX = 500;

export const MESSAGE_TYPES = [
  'INDIVIDUAL_ATTENDEES',
  'ORDER_OWNER',
  'TICKET_HOLDERS',
  'ALL_ATTENDEES',
  'ORDER_OWNERS_WITH_PRODUCT',
] as const;
export type TMessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_STATUSES = ['PENDING_REVIEW', 'SCHEDULED', 'PROCESSING', 'SENT', 'FAILED', 'CANCELLED'] as const;
export type TMessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_RECIPIENT_STATUSES = ['PENDING', 'SENT', 'FAILED'] as const;
export type TMessageRecipientStatus = (typeof MESSAGE_RECIPIENT_STATUSES)[number];

/** Order statuses an ORDER_OWNERS_WITH_PRODUCT message may target: the orders that hold tickets. */
export const MESSAGE_ORDER_STATUSES = COUNTED_ORDER_STATUSES;
export type TMessageOrderStatus = (typeof MESSAGE_ORDER_STATUSES)[number];

export const MESSAGE_SORT_FIELDS = ['created_at', 'scheduled_at', 'sent_at', 'subject', 'status'] as const;
export const MESSAGE_FILTER_FIELDS = ['status', 'message_type', 'is_test'] as const;
export const MESSAGE_RECIPIENT_SORT_FIELDS = ['email', 'status', 'created_at', 'sent_at'] as const;
export const MESSAGE_RECIPIENT_FILTER_FIELDS = ['status'] as const;

export const ZMessageSender = z
  .object({ id: z.uuid(), first_name: z.string(), last_name: z.string().nullable(), email: z.string() })
  .meta({ id: 'MessageSender' });

export const ZMessage = z
  .object({
    id: z.uuid(),
    event_id: z.uuid(),
    subject: z.string(),
    /** Sanitised HTML. */
    message: z.string(),
    message_type: z.enum(MESSAGE_TYPES),
    attendee_ids: z.array(z.uuid()),
    product_ids: z.array(z.uuid()),
    order_id: z.uuid().nullable(),
    /** The order's short id, for the ORDER_OWNER link in the back office. */
    order_short_id: z.string().nullable(),
    order_statuses: z.array(z.enum(MESSAGE_ORDER_STATUSES)),
    is_test: z.boolean(),
    send_copy_to_current_user: z.boolean(),
    status: z.enum(MESSAGE_STATUSES),
    /** When a scheduled message goes (UTC, ISO 8601); null for one sent at once. */
    scheduled_at: z.string().nullable(),
    /** When its recipients were resolved and their deliveries queued. */
    sent_at: z.string().nullable(),
    /** Recipients resolved (after deduplication by email); 0 until sent. */
    recipient_count: z.number().int(),
    sent_count: z.number().int(),
    failed_count: z.number().int(),
    /**
     * Why a FAILED message failed, in words for staff (over the tier's recipient limit when it went, or every
     * delivery refused); null otherwise. Optional only so that objects written before it stay valid.
     */
    failure_reason: z.string().nullable().optional(),
    /** Null once the sender's user was deleted. */
    sent_by: ZMessageSender.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Message' });
export type TMessage = z.infer<typeof ZMessage>;

export const ZMessageRecipient = z
  .object({
    id: z.uuid(),
    message_id: z.uuid(),
    email: z.string(),
    name: z.string().nullable(),
    attendee_id: z.uuid().nullable(),
    order_id: z.uuid().nullable(),
    status: z.enum(MESSAGE_RECIPIENT_STATUSES),
    /** Why the delivery failed (the mail server's answer), when it did. */
    error: z.string().nullable(),
    sent_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'MessageRecipient' });
export type TMessageRecipient = z.infer<typeof ZMessageRecipient>;

const messageContent = {
  subject: z
    .string({ error: 'Enter a subject.' })
    .trim()
    .min(1, { error: 'Enter a subject.' })
    .max(MESSAGE_SUBJECT_MAX, { error: `At most ${MESSAGE_SUBJECT_MAX} characters.` }),
  message: z
    .string({ error: 'Write the message.' })
    .max(MESSAGE_BODY_MAX, { error: `At most ${MESSAGE_BODY_MAX} characters.` })
    .refine((html) => !isRichTextEmpty(html), { error: 'Write the message.' }),
  is_test: z.boolean().default(false),
  send_copy_to_current_user: z.boolean().default(false),
  /** The sender confirms the message is about the event they sold (transactional), not marketing. */
  acknowledgement: z.literal(true, { error: 'Confirm that this message is about the event.' }),
};

/** `POST /api/events/{id}/messages`. `scheduled_at` must be in the future (checked by the server's clock). */
export const ZCreateMessage = z
  .object({
    ...messageContent,
    message_type: z.enum(MESSAGE_TYPES, { error: 'Choose who receives the message.' }),
    attendee_ids: z
      .array(z.uuid())
      .max(MESSAGE_ATTENDEE_IDS_MAX, { error: `At most ${MESSAGE_ATTENDEE_IDS_MAX} attendees.` })
      .default([]),
    product_ids: z
      .array(z.uuid())
      .max(MESSAGE_PRODUCT_IDS_MAX, { error: `At most ${MESSAGE_PRODUCT_IDS_MAX} tickets.` })
      .default([]),
    order_id: z.uuid().nullish(),
    order_statuses: z.array(z.enum(MESSAGE_ORDER_STATUSES)).default(['COMPLETED']),
    scheduled_at: ZDateTime.nullish(),
  })
  .superRefine((value, context) => {
    const require = (path: string, ok: boolean, message: string) => {
      if (!ok) context.addIssue({ code: 'custom', path: [path], message });
    };
    switch (value.message_type) {
      case 'ORDER_OWNER':
        require('order_id', Boolean(value.order_id), 'Choose the order.');
        break;
      case 'INDIVIDUAL_ATTENDEES':
        require('attendee_ids', value.attendee_ids.length > 0, 'Choose at least one attendee.');
        break;
      case 'TICKET_HOLDERS':
        require('product_ids', value.product_ids.length > 0, 'Choose at least one ticket.');
        break;
      case 'ORDER_OWNERS_WITH_PRODUCT':
        require('product_ids', value.product_ids.length > 0, 'Choose at least one ticket.');
        require('order_statuses', value.order_statuses.length > 0, 'Choose at least one order status.');
        break;
      case 'ALL_ATTENDEES':
        break;
    }
  })
  .meta({ id: 'CreateMessage' });
export type TCreateMessage = z.input<typeof ZCreateMessage>;

/** `POST /api/events/{id}/orders/{orderId}/message`: an ORDER_OWNER message to that order's buyer, sent now. */
export const ZCreateOrderMessage = z.object(messageContent).meta({ id: 'CreateOrderMessage' });
export type TCreateOrderMessage = z.input<typeof ZCreateOrderMessage>;
