import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../domain/locales';
import { ORDER_STATUSES } from '../domain/order-status';
import { ZCheckIn } from './check-in-lists';
import { ATTENDEE_STATUSES } from './orders';

/**
 * The organizer's attendee calls (issue 7, docs/decisions/070-attendees-back-office.md): the list, one
 * attendee with their answers, the full edit, cancel / reactivate, manual add and resending the ticket.
 */

export const ATTENDEE_NAME_MAX = 100;
export const ATTENDEE_EMAIL_MAX = 255;
export const ATTENDEE_NOTES_MAX = 2000;

export const ZAttendee = z
  .object({
    id: z.uuid(),
    short_id: z.string(),
    public_id: z.string(),
    event_id: z.uuid(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    locale: z.string(),
    notes: z.string().nullable(),
    status: z.enum(ATTENDEE_STATUSES),
    product_id: z.uuid(),
    product_title: z.string(),
    /** Null when the tier was removed after the sale. */
    product_price_id: z.uuid().nullable(),
    price_label: z.string().nullable(),
    order_id: z.uuid(),
    order_short_id: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    order_is_manually_created: z.boolean(),
    /** Live check-ins, one per check-in list the attendee is checked in on now (docs/decisions/099-check-in-lists.md). */
    check_ins: z.array(
      z.object({
        check_in_list_id: z.uuid(),
        check_in_list_name: z.string(),
        short_id: z.string(),
        created_at: z.string(),
      }),
    ),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Attendee' });
export type TAttendee = z.infer<typeof ZAttendee>;

/** One stored answer, in the shape the edit call takes back (`{ answer }`, or the address object). */
export const ZAttendeeAnswer = z
  .object({
    question_id: z.uuid(),
    question_title: z.string(),
    question_type: z.string(),
    response: z.unknown(),
  })
  .meta({ id: 'AttendeeAnswer' });
export type TAttendeeAnswer = z.infer<typeof ZAttendeeAnswer>;

export const ZAttendeeDetail = ZAttendee.extend({
  order_first_name: z.string().nullable(),
  order_last_name: z.string().nullable(),
  order_email: z.string().nullable(),
  answers: z.array(ZAttendeeAnswer),
  /** Every check-in on every list, newest first; a checked-out one has `checked_out_at`. */
  check_in_history: z.array(ZCheckIn),
}).meta({ id: 'AttendeeDetail' });
export type TAttendeeDetail = z.infer<typeof ZAttendeeDetail>;

const ZAnswerInput = z.object({ question_id: z.uuid(), response: z.unknown() });

const person = {
  first_name: z.string().trim().min(1).max(ATTENDEE_NAME_MAX),
  last_name: z.string().trim().min(1).max(ATTENDEE_NAME_MAX),
  email: z.email().max(ATTENDEE_EMAIL_MAX),
};

/**
 * The full edit. `answers`, when sent, replace the attendee's answers to the questions of their product and
 * are checked as checkout checks them (required ones included); left out, the stored answers stay.
 * `product_id` with `product_price_id` move the attendee to another ticket or tier of the event
 * (docs/decisions/096-change-attendee-ticket.md): the new one needs a unit available; the order's amounts stay.
 */
export const ZUpdateAttendee = z
  .object({
    ...person,
    notes: z.string().trim().max(ATTENDEE_NOTES_MAX).nullish(),
    answers: z.array(ZAnswerInput).max(200).optional(),
    product_id: z.uuid().optional(),
    product_price_id: z.uuid().optional(),
  })
  .superRefine((value, context) => {
    if (value.product_id !== undefined && value.product_price_id === undefined)
      context.addIssue({ code: 'custom', path: ['product_price_id'], message: 'Choose a price of the new ticket.' });
    if (value.product_price_id !== undefined && value.product_id === undefined)
      context.addIssue({ code: 'custom', path: ['product_id'], message: 'Choose the new ticket.' });
  })
  .meta({ id: 'UpdateAttendee' });
export type TUpdateAttendee = z.infer<typeof ZUpdateAttendee>;

/** Cancel (`CANCELLED`) or reactivate (`ACTIVE`) one attendee. */
export const ZAttendeeStatusChange = z
  .object({ status: z.enum(['ACTIVE', 'CANCELLED']) })
  .meta({ id: 'AttendeeStatusChange' });
export type TAttendeeStatusChange = z.infer<typeof ZAttendeeStatusChange>;

/**
 * Staff add a ticket holder: a COMPLETED order made by staff. `unit_price` is what one ticket costs before
 * the product's taxes and fees (minor units; default the price's own amount; 0 = a complimentary ticket,
 * on which no tax or fee applies).
 */
export const ZCreateAttendee = z
  .object({
    product_id: z.uuid(),
    product_price_id: z.uuid(),
    ...person,
    locale: z.enum(SUPPORTED_LOCALES).optional(),
    notes: z.string().trim().max(ATTENDEE_NOTES_MAX).nullish(),
    unit_price: z.number().int().min(0).max(1_000_000_000_00).optional(),
    send_confirmation_email: z.boolean().default(true),
    answers: z.array(ZAnswerInput).max(200).optional(),
  })
  .meta({ id: 'CreateAttendee' });
export type TCreateAttendee = z.infer<typeof ZCreateAttendee>;

export const ZResendTicketResult = z
  .object({ attendee_id: z.uuid(), sent_to: z.string() })
  .meta({ id: 'ResendTicketResult' });
export type TResendTicketResult = z.infer<typeof ZResendTicketResult>;
