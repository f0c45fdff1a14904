import { z } from 'zod';

/**
 * Email templates (server-behaviour "Email templates", decision 165): an organizer's or an event's own wording for
 * the order confirmation and the attendee's ticket, in Liquid. Lookup: the event's active template, else the
 * organizer's, else the built-in email in the buyer's language.
 */

export const EMAIL_TEMPLATE_TYPES = ['order_confirmation', 'attendee_ticket'] as const;
export type TEmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export const EMAIL_TEMPLATE_SCOPES = ['EVENT', 'ORGANIZER'] as const;
export type TEmailTemplateScope = (typeof EMAIL_TEMPLATE_SCOPES)[number];

export const EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH = 255;
export const EMAIL_TEMPLATE_CTA_LABEL_MAX_LENGTH = 100;
/** The body's Liquid source (rich-text HTML with tags): room for a long letter, not for a data dump. */
export const EMAIL_TEMPLATE_BODY_MAX_LENGTH = 50_000;

/** The link the call-to-action button opens: the order page for a confirmation, the ticket for a ticket. */
export const EMAIL_TEMPLATE_CTA_URL_TOKEN: Record<TEmailTemplateType, string> = {
  order_confirmation: 'order.url',
  attendee_ticket: 'ticket.url',
};

const EVENT_TOKENS = [
  'event.title',
  'event.date',
  'event.time',
  'event.end_date',
  'event.end_time',
  'event.full_address',
  'event.description',
  'event.timezone',
] as const;
const ORDER_TOKENS = [
  'order.url',
  'order.number',
  'order.first_name',
  'order.last_name',
  'order.email',
  'order.is_awaiting_offline_payment',
] as const;
const ORGANIZER_TOKENS = [
  'organizer.name',
  'organizer.email',
  'settings.support_email',
  'settings.offline_payment_instructions',
  'settings.post_checkout_message',
] as const;

/** Every variable a template may use, per type, in the order the editor's picker lists them. */
export const EMAIL_TEMPLATE_TOKENS: Record<TEmailTemplateType, readonly string[]> = {
  order_confirmation: [...EVENT_TOKENS, ...ORDER_TOKENS, 'order.total', 'order.date', ...ORGANIZER_TOKENS],
  attendee_ticket: [
    ...EVENT_TOKENS,
    ...ORDER_TOKENS,
    'attendee.name',
    'attendee.email',
    'ticket.name',
    'ticket.price',
    'ticket.url',
    ...ORGANIZER_TOKENS,
  ],
};

/** Tokens whose value is the organizer's own rich text: written into the body as formatted HTML, not as text. */
export const EMAIL_TEMPLATE_HTML_TOKENS: readonly string[] = [
  'event.description',
  'settings.offline_payment_instructions',
  'settings.post_checkout_message',
];

export const ZEmailTemplate = z
  .object({
    id: z.uuid(),
    template_type: z.enum(EMAIL_TEMPLATE_TYPES),
    scope: z.enum(EMAIL_TEMPLATE_SCOPES),
    organizer_id: z.uuid(),
    /** Null for an organizer's template, which every event of the organizer without its own uses. */
    event_id: z.uuid().nullable(),
    subject: z.string(),
    /** Liquid source: rich-text HTML with `{{ tokens }}` and tags. */
    body: z.string(),
    cta: z.object({ label: z.string(), url_token: z.string() }),
    engine: z.literal('liquid'),
    is_active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'EmailTemplate' });
export type TEmailTemplate = z.infer<typeof ZEmailTemplate>;

const templateFields = {
  subject: z
    .string()
    .trim()
    .min(1, { error: 'Enter a subject.' })
    .max(EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH, { error: `At most ${EMAIL_TEMPLATE_SUBJECT_MAX_LENGTH} characters.` }),
  body: z
    .string()
    .trim()
    .min(1, { error: 'Write the email.' })
    .max(EMAIL_TEMPLATE_BODY_MAX_LENGTH, { error: `At most ${EMAIL_TEMPLATE_BODY_MAX_LENGTH} characters.` }),
  cta_label: z
    .string()
    .trim()
    .min(1, { error: 'Enter the button text.' })
    .max(EMAIL_TEMPLATE_CTA_LABEL_MAX_LENGTH, { error: `At most ${EMAIL_TEMPLATE_CTA_LABEL_MAX_LENGTH} characters.` }),
};

/** One template per type and place: creating a second of a type answers 409. `is_active` defaults to true. */
export const ZCreateEmailTemplate = z
  .object({ template_type: z.enum(EMAIL_TEMPLATE_TYPES), ...templateFields, is_active: z.boolean().optional() })
  .meta({ id: 'CreateEmailTemplate' });
export type TCreateEmailTemplate = z.input<typeof ZCreateEmailTemplate>;

/** Fields left out keep their value; the type is fixed. */
export const ZUpdateEmailTemplate = z
  .object({ ...templateFields, is_active: z.boolean() })
  .partial()
  .meta({ id: 'UpdateEmailTemplate' });
export type TUpdateEmailTemplate = z.input<typeof ZUpdateEmailTemplate>;

/** A draft to preview, saved or not. */
export const ZPreviewEmailTemplate = z
  .object({ template_type: z.enum(EMAIL_TEMPLATE_TYPES), ...templateFields })
  .meta({ id: 'PreviewEmailTemplate' });
export type TPreviewEmailTemplate = z.input<typeof ZPreviewEmailTemplate>;

/** The email as the buyer would get it, with sample order data and the place's real event details. */
export const ZEmailTemplatePreview = z
  .object({ subject: z.string(), html: z.string(), text: z.string() })
  .meta({ id: 'EmailTemplatePreview' });
export type TEmailTemplatePreview = z.infer<typeof ZEmailTemplatePreview>;

/** The built-in wording of a type, as Liquid in the reader's language: where a new template starts. */
export const ZEmailTemplateDefault = z
  .object({
    template_type: z.enum(EMAIL_TEMPLATE_TYPES),
    subject: z.string(),
    body: z.string(),
    cta: z.object({ label: z.string(), url_token: z.string() }),
  })
  .meta({ id: 'EmailTemplateDefault' });
export type TEmailTemplateDefault = z.infer<typeof ZEmailTemplateDefault>;

export const ZEmailTemplateToken = z
  .object({ token: z.string(), is_html: z.boolean() })
  .meta({ id: 'EmailTemplateToken' });
export type TEmailTemplateToken = z.infer<typeof ZEmailTemplateToken>;

export const ZEmailTemplateListQuery = z.object({
  include_inactive: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
