import { z } from 'zod';
import { ZDateTimeInput as ZDateTime } from './input-hygiene';
import { ORDER_STATUSES } from '../domain/order-status';
import { ATTENDEE_STATUSES } from './orders';

/**
 * Check-in lists and check-ins (server-behaviour §9, docs/decisions/099-check-in-lists.md). A list covers some
 * products of an event; door staff open its unguessable `/check-in/{short_id}` page without signing in and
 * check attendees in and out. A check-out keeps the check-in's row (with `checked_out_at`), so an attendee's
 * history shows every entry and exit.
 */

export const CHECK_IN_LIST_NAME_MAX = 100;
export const CHECK_IN_LIST_DESCRIPTION_MAX = 255;
/** Most products one list may cover; far above any real event. */
export const MAX_CHECK_IN_LIST_PRODUCTS = 500;
/** Page size cap of the public attendees call (server-behaviour §9). */
export const CHECK_IN_ATTENDEES_PER_PAGE_MAX = 100;
/** Most attendees one check-in request may carry (a scanner sends one; a batch from an offline device more). */
export const CHECK_IN_BATCH_MAX = 100;

export const CHECK_IN_ACTIONS = ['check-in', 'check-in-and-mark-order-as-paid'] as const;
export type TCheckInAction = (typeof CHECK_IN_ACTIONS)[number];

/** Sortable fields of the organizer's list call (server-behaviour §3). */
export const CHECK_IN_LIST_SORT_FIELDS = ['name', 'expires_at', 'created_at', 'updated_at'] as const;

export const ZCheckInListProduct = z.object({ id: z.uuid(), title: z.string() }).meta({ id: 'CheckInListProduct' });

export const ZCheckInList = z
  .object({
    id: z.uuid(),
    short_id: z.string(),
    event_id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    activates_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    product_ids: z.array(z.uuid()),
    /** The covered products, in catalogue order. */
    products: z.array(ZCheckInListProduct),
    /** Attendees the list counts (server-behaviour §9, "Counting"). */
    total_attendees: z.number().int(),
    /** Of those, how many are checked in on this list now. */
    checked_in_attendees: z.number().int(),
    /** activates_at is unset or has passed. */
    is_active: z.boolean(),
    /** expires_at is set and has passed. */
    is_expired: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CheckInList' });
export type TCheckInList = z.infer<typeof ZCheckInList>;

const listFields = {
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a name.' })
    .max(CHECK_IN_LIST_NAME_MAX, { error: `At most ${CHECK_IN_LIST_NAME_MAX} characters.` }),
  description: z
    .string()
    .trim()
    .max(CHECK_IN_LIST_DESCRIPTION_MAX, { error: `At most ${CHECK_IN_LIST_DESCRIPTION_MAX} characters.` })
    .nullish(),
  activates_at: ZDateTime.nullish(),
  expires_at: ZDateTime.nullish(),
  product_ids: z
    .array(z.uuid())
    .min(1, { error: 'Choose at least one ticket.' })
    .max(MAX_CHECK_IN_LIST_PRODUCTS, { error: `At most ${MAX_CHECK_IN_LIST_PRODUCTS} tickets.` }),
};

function expiresAfterActivation(
  value: { activates_at?: string | null; expires_at?: string | null },
  context: z.RefinementCtx,
) {
  if (value.activates_at && value.expires_at && Date.parse(value.expires_at) <= Date.parse(value.activates_at))
    context.addIssue({ code: 'custom', path: ['expires_at'], message: 'The list must expire after it activates.' });
}

export const ZCreateCheckInList = z
  .object(listFields)
  .superRefine(expiresAfterActivation)
  .meta({ id: 'CreateCheckInList' });
export type TCreateCheckInList = z.input<typeof ZCreateCheckInList>;

/** Fields left out keep their value; `product_ids`, when sent, is the whole new list. */
export const ZUpdateCheckInList = z
  .object(listFields)
  .partial()
  .superRefine(expiresAfterActivation)
  .meta({ id: 'UpdateCheckInList' });
export type TUpdateCheckInList = z.input<typeof ZUpdateCheckInList>;

/** One check-in (live, or checked out when `checked_out_at` is set). */
export const ZCheckIn = z
  .object({
    id: z.uuid(),
    /** `ci_…`: the id a check-out uses. */
    short_id: z.string(),
    /** Null once the list was deleted; the check-in stays in the history under the list's name. */
    check_in_list_id: z.uuid().nullable(),
    check_in_list_name: z.string(),
    attendee_id: z.uuid(),
    attendee_public_id: z.string(),
    product_id: z.uuid(),
    order_id: z.uuid(),
    event_id: z.uuid(),
    created_at: z.string(),
    checked_out_at: z.string().nullable(),
  })
  .meta({ id: 'CheckIn' });
export type TCheckIn = z.infer<typeof ZCheckIn>;

/** `GET /api/public/check-in-lists/{shortId}`: the list and what the door page needs of its event. */
export const ZPublicCheckInList = z
  .object({
    short_id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    activates_at: z.string().nullable(),
    expires_at: z.string().nullable(),
    is_active: z.boolean(),
    is_expired: z.boolean(),
    total_attendees: z.number().int(),
    checked_in_attendees: z.number().int(),
    products: z.array(ZCheckInListProduct),
    event: z.object({
      id: z.uuid(),
      title: z.string(),
      timezone: z.string(),
      start_date: z.string(),
      end_date: z.string().nullable(),
      /** Attendees of orders awaiting offline payment may be checked in (and their order marked paid). */
      allow_orders_awaiting_offline_payment_to_check_in: z.boolean(),
    }),
  })
  .meta({ id: 'PublicCheckInList' });
export type TPublicCheckInList = z.infer<typeof ZPublicCheckInList>;

/**
 * One attendee as the door page shows them, with their live check-in on this list: what staff need to let a person
 * in, and nothing that opens a ticket or an order elsewhere (decision 137). No email, no ticket code (what the QR
 * holds), no ticket or order link key: anyone holding the door link reads this.
 */
export const ZCheckInAttendee = z
  .object({
    /** The door's handle for checking this person in from the list (`attendee_id` in POST check-ins). */
    id: z.uuid(),
    /** The last characters of the ticket code, as printed on the ticket: to tell two people of one name apart. */
    reference: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    status: z.enum(ATTENDEE_STATUSES),
    product_id: z.uuid(),
    product_title: z.string(),
    price_label: z.string().nullable(),
    /** The order's reference (`ord_…`), which the buyer's emails show; not a key to anything. */
    order_public_id: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    check_in: z.object({ short_id: z.string(), created_at: z.string() }).nullable(),
  })
  .meta({ id: 'CheckInAttendee' });
export type TCheckInAttendee = z.infer<typeof ZCheckInAttendee>;

/** `POST /api/public/check-in-lists/{shortId}/check-ins`. */
export const ZCreateCheckIns = z
  .object({
    attendees: z
      .array(
        z
          .object({
            /** A scanned or typed ticket code (what the QR holds). */
            public_id: z.string().trim().min(1).max(64).optional(),
            /** A row of the door's list (its `id`), checked in by hand. */
            attendee_id: z.uuid().optional(),
            action: z.enum(CHECK_IN_ACTIONS).default('check-in'),
          })
          .refine((item) => (item.public_id === undefined) !== (item.attendee_id === undefined), {
            error: 'Send either the ticket code (public_id) or the attendee id, not both.',
            path: ['public_id'],
          }),
      )
      .min(1, { error: 'Send at least one attendee.' })
      .max(CHECK_IN_BATCH_MAX, { error: `At most ${CHECK_IN_BATCH_MAX} attendees at once.` }),
  })
  .meta({ id: 'CreateCheckIns' });
export type TCreateCheckIns = z.input<typeof ZCreateCheckIns>;

/**
 * A check-in as the door sees it: the ticket code only when the request sent it (a scan), never for a row checked in
 * by its id, so the door link cannot collect ticket codes (decision 137).
 */
export const ZDoorCheckIn = ZCheckIn.omit({ attendee_public_id: true })
  .extend({ attendee_public_id: z.string().optional() })
  .meta({ id: 'DoorCheckIn' });
export type TDoorCheckIn = z.infer<typeof ZDoorCheckIn>;

/**
 * Its answer: `data` holds the check-ins made (and, for an attendee already checked in, the existing one);
 * `errors` maps the id sent (the public id, or the attendee id) to why it was not checked in now.
 */
export const ZCreateCheckInsResult = z
  .object({
    data: z.array(ZDoorCheckIn),
    errors: z.record(z.string(), z.string()),
  })
  .meta({ id: 'CreateCheckInsResult' });
export type TCreateCheckInsResult = z.infer<typeof ZCreateCheckInsResult>;

/** Check-in state of a list at a point in time (`is_active`, `is_expired`). */
export function checkInListWindow(
  list: { activates_at: string | null; expires_at: string | null },
  now: Date = new Date(),
): { is_active: boolean; is_expired: boolean } {
  const time = now.getTime();
  return {
    is_active: list.activates_at === null || Date.parse(list.activates_at) <= time,
    is_expired: list.expires_at !== null && Date.parse(list.expires_at) <= time,
  };
}
