import { t } from '@lingui/core/macro';
import type { FormErrors } from '@mantine/form';
import {
  isRichTextEmpty,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  messageSchedulePresets,
  ZCreateMessage,
  type TCreateMessage,
  type TEvent,
  type TMessageOrderStatus,
  type TMessageSchedulePreset,
  type TMessageType,
} from '@marquee/core';
import { applyApiErrorToForm, type TFormErrorTarget } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { isLocalDateTime, zonedToUtcIso, type TLocalDateTime } from '../../../lib/zoned-time';

/**
 * Who a message goes to when it is written from one person's screen (an attendee, an order): fixed, shown
 * by name. A TICKET_HOLDERS preset only starts the choice with some tickets ticked.
 */
export type TComposePreset =
  | { type: 'INDIVIDUAL_ATTENDEES'; attendees: { id: string; name: string }[] }
  | { type: 'ORDER_OWNER'; order: { id: string; short_id: string; buyer: string } }
  | { type: 'TICKET_HOLDERS'; productIds: string[] };

/** The audiences a person picks on the messages screen (the other two come only with a preset). */
export const CHOOSABLE_AUDIENCES = ['TICKET_HOLDERS', 'ALL_ATTENDEES', 'ORDER_OWNERS_WITH_PRODUCT'] as const;
export type TChoosableAudience = (typeof CHOOSABLE_AUDIENCES)[number];

export type TScheduleChoice = TMessageSchedulePreset | 'CUSTOM';

export type TComposeFormValues = {
  message_type: TChoosableAudience;
  product_ids: string[];
  order_statuses: TMessageOrderStatus[];
  subject: string;
  /** HTML from the editor; '' when nothing is written. */
  message: string;
  timing: 'NOW' | 'LATER';
  /** With LATER: a preset relative to the event, or a custom time. */
  schedule: TScheduleChoice | null;
  /** With CUSTOM: a wall-clock time in the event's zone. */
  scheduled_local: TLocalDateTime | '';
  acknowledgement: boolean;
  send_copy_to_current_user: boolean;
};

export type TComposeContext = {
  preset: TComposePreset | null;
  event: Pick<TEvent, 'timezone' | 'start_date' | 'end_date'>;
};

export function composeFormValues(preset: TComposePreset | null): TComposeFormValues {
  return {
    message_type: 'TICKET_HOLDERS',
    product_ids: preset?.type === 'TICKET_HOLDERS' ? [...preset.productIds] : [],
    order_statuses: ['COMPLETED'],
    subject: '',
    message: '',
    timing: 'NOW',
    schedule: null,
    scheduled_local: '',
    acknowledgement: false,
    send_copy_to_current_user: false,
  };
}

/** The message type the body carries: the preset's when it fixes one, else the one chosen. */
export function composeMessageType(values: Pick<TComposeFormValues, 'message_type'>, preset: TComposePreset | null) {
  return preset && preset.type !== 'TICKET_HOLDERS' ? preset.type : values.message_type;
}

export const audienceNeedsProducts = (type: TMessageType) =>
  type === 'TICKET_HOLDERS' || type === 'ORDER_OWNERS_WITH_PRODUCT';

/** When the message goes (UTC ISO), null for now; undefined when the chosen time is missing or invalid. */
export function composeScheduledAt(
  values: Pick<TComposeFormValues, 'timing' | 'schedule' | 'scheduled_local'>,
  event: TComposeContext['event'],
  now: Date,
): string | null | undefined {
  if (values.timing === 'NOW') return null;
  if (values.schedule === 'CUSTOM') {
    return isLocalDateTime(values.scheduled_local)
      ? (zonedToUtcIso(values.scheduled_local, event.timezone) ?? undefined)
      : undefined;
  }
  return messageSchedulePresets(event, now).find((option) => option.preset === values.schedule)?.at;
}

/** The request body. A test goes now, to the sender alone, whatever the form says about timing and copies. */
export function composeMessageBody(
  values: TComposeFormValues,
  { preset, event, isTest = false, now = new Date() }: TComposeContext & { isTest?: boolean; now?: Date },
): TCreateMessage {
  const messageType = composeMessageType(values, preset);
  return {
    message_type: messageType,
    subject: values.subject.trim(),
    message: values.message,
    // The resolver refuses anything but a ticked box; the contract's literal type says so too.
    acknowledgement: values.acknowledgement as true,
    is_test: isTest,
    send_copy_to_current_user: isTest ? false : values.send_copy_to_current_user,
    attendee_ids: preset?.type === 'INDIVIDUAL_ATTENDEES' ? preset.attendees.map((attendee) => attendee.id) : [],
    order_id: preset?.type === 'ORDER_OWNER' ? preset.order.id : null,
    product_ids: audienceNeedsProducts(messageType) ? values.product_ids : [],
    order_statuses: messageType === 'ORDER_OWNERS_WITH_PRODUCT' ? values.order_statuses : ['COMPLETED'],
    scheduled_at: isTest ? null : (composeScheduledAt(values, event, now) ?? null),
  };
}

/** A body path (from the contract or a 422) as the form field that shows it. */
export function composeFieldOf(path: string, values: Pick<TComposeFormValues, 'schedule'>): string {
  const [head] = path.split('.');
  if (head === 'product_ids' || head === 'order_statuses') return head;
  if (head === 'scheduled_at') return values.schedule === 'CUSTOM' ? 'scheduled_local' : 'schedule';
  if (head === 'attendee_ids' || head === 'order_id') return 'message_type';
  return path;
}

/**
 * The contract's rules (ZCreateMessage, as the server checks them), with this form's own words for the ones
 * people meet, and the time checks the contract leaves to the server's clock.
 */
export function validateComposeForm(
  values: TComposeFormValues,
  context: TComposeContext & { isTest?: boolean; now?: Date },
): FormErrors {
  const now = context.now ?? new Date();
  const messageType = composeMessageType(values, context.preset);
  const isLater = values.timing === 'LATER' && !context.isTest;
  const scheduledAt = isLater ? composeScheduledAt(values, context.event, now) : null;
  const contractErrors = contractResolver<TComposeFormValues>(ZCreateMessage, {
    prepare: (current) => composeMessageBody(current, { ...context, now }),
  })(values);
  const errors: FormErrors = {};
  for (const [path, error] of Object.entries(contractErrors)) {
    const field = composeFieldOf(path, values);
    if (!(field in errors)) errors[field] = error;
  }
  const subjectLength = values.subject.trim().length;
  const extra: FormErrors = {
    subject: subjectLength === 0 ? t`Enter a subject.` : null,
    message: isRichTextEmpty(values.message)
      ? t`Write the message.`
      : values.message.length > MESSAGE_BODY_MAX
        ? t`The message is too long. Shorten it or remove some formatting.`
        : null,
    product_ids:
      audienceNeedsProducts(messageType) && values.product_ids.length === 0 ? t`Choose at least one ticket.` : null,
    order_statuses:
      messageType === 'ORDER_OWNERS_WITH_PRODUCT' && values.order_statuses.length === 0
        ? t`Choose at least one order status.`
        : null,
    acknowledgement: values.acknowledgement ? null : t`Confirm that this message is about this event.`,
    schedule: !isLater
      ? null
      : values.schedule === null
        ? t`Choose when to send it.`
        : values.schedule !== 'CUSTOM' && scheduledAt === undefined
          ? t`This time has passed. Choose another.`
          : null,
    scheduled_local:
      !isLater || values.schedule !== 'CUSTOM'
        ? null
        : scheduledAt === undefined
          ? t`Enter a valid date and time.`
          : scheduledAt !== null && Date.parse(scheduledAt) <= now.getTime()
            ? t`Choose a time in the future.`
            : null,
  };
  // The body leaves out what this audience and timing do not use, so the contract only speaks of shown fields.
  for (const [path, error] of Object.entries(extra)) {
    if (error) errors[path] = error;
  }
  return errors;
}

export const SUBJECT_MAX = MESSAGE_SUBJECT_MAX;

/** A refusal the form shows above its buttons instead of on a field: the account or its limits. */
export type TComposeProblem = { kind: 'LIMIT' | 'BLOCKED'; message: string };

type TApiErrorLike = { status?: number; message: string };

/** A 429 (daily limit) or 403 (account not allowed to send yet) is shown in the form; anything else is not. */
export function composeProblemOf(error: unknown): TComposeProblem | null {
  const status = (error as TApiErrorLike | null)?.status;
  const message = (error as TApiErrorLike | null)?.message ?? '';
  if (status === 429) return { kind: 'LIMIT', message };
  if (status === 403) return { kind: 'BLOCKED', message };
  return null;
}

/** A 422's fields onto the form (`scheduled_at` lands on the time the person chose); the rest in a toast. */
export function applyComposeApiError(
  form: Pick<TFormErrorTarget, 'setFieldError'> & { getValues: () => TComposeFormValues },
  error: unknown,
): void {
  const values = form.getValues();
  applyApiErrorToForm(
    {
      getValues: () => ({ ...values, scheduled_at: null }),
      setFieldError: (path: string, message) => form.setFieldError(composeFieldOf(path, values), message),
    },
    error,
  );
}

type TPerson = { first_name: string | null; last_name: string | null; email: string | null };

/** "Ada Lovelace (ada@example.com)", or whichever of the two is known. */
export function personLabel(person: TPerson): string {
  const name = [person.first_name, person.last_name].filter(Boolean).join(' ').trim();
  if (name && person.email) return `${name} (${person.email})`;
  return name || person.email || '';
}

/** The order drawer's "Message buyer": that order's buyer, by name and address. */
export function orderMessagePreset(order: TPerson & { id: string; short_id: string }): TComposePreset {
  return { type: 'ORDER_OWNER', order: { id: order.id, short_id: order.short_id, buyer: personLabel(order) } };
}

/** A product card's "Message ticket holders": the holders of that ticket, to start with (more can be ticked). */
export function ticketHoldersMessagePreset(productId: string): TComposePreset {
  return { type: 'TICKET_HOLDERS', productIds: [productId] };
}

/** The attendee drawer's "Message": that attendee alone; `fallback` names one without a name or address. */
export function attendeeMessagePreset(attendee: TPerson & { id: string }, fallback: string): TComposePreset {
  return { type: 'INDIVIDUAL_ATTENDEES', attendees: [{ id: attendee.id, name: personLabel(attendee) || fallback }] };
}
