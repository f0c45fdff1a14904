import { z } from 'zod';
import { ATTENDEE_STATUSES, ZOrderLineAddition, ZOrderSummary } from './orders';

/**
 * The organizer's side of one event's orders (issue 7; docs/decisions/066-order-management.md): the list
 * row, the detail, buyer edits and the actions' bodies. Money: integer minor units of the order currency.
 */

/** A row of `GET /events/{id}/orders`: the summary plus how many units the order holds. */
export const ZEventOrderRow = ZOrderSummary.extend({ item_count: z.number().int() }).meta({ id: 'EventOrderRow' });
export type TEventOrderRow = z.infer<typeof ZEventOrderRow>;

export const ZOrderAddressBody = z
  .object({
    address_line_1: z.string().trim().max(255).nullable().optional(),
    address_line_2: z.string().trim().max(255).nullable().optional(),
    city: z.string().trim().max(255).nullable().optional(),
    state_or_region: z.string().trim().max(255).nullable().optional(),
    zip_or_postal_code: z.string().trim().max(50).nullable().optional(),
    country: z.string().trim().max(100).nullable().optional(),
  })
  .strict();

export const ZOrderLineDetail = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  product_price_id: z.uuid().nullable(),
  product_type: z.string(),
  item_name: z.string(),
  price_label: z.string().nullable(),
  quantity: z.number().int(),
  price_per_unit: z.number().int(),
  price_before_discount: z.number().int().nullable(),
  total_before_additions: z.number().int(),
  total_discount: z.number().int(),
  total_tax: z.number().int(),
  total_fee: z.number().int(),
  total_gross: z.number().int(),
  taxes_and_fees: z.array(ZOrderLineAddition),
});

export const ORDER_TIMELINE_KINDS = [
  'CREATED',
  'COMPLETED',
  'AWAITING_OFFLINE_PAYMENT',
  'PAYMENT',
  'EMAIL_QUEUED',
  'REFUND',
  'CANCELLED',
  /** An attendee of the order checked in on a list (details: attendee, list); and checked out again. */
  'CHECKED_IN',
  'CHECKED_OUT',
  /** Something staff did (details: `action`, one of ORDER_ACTIVITY_ACTIONS, `by`, and the action's facts). */
  'STAFF_ACTION',
  /** A message from staff reached the buyer or an attendee (details: `subject`, `to`, `status`, `message_id`). */
  'MESSAGE',
  /** Something the buyer did from the order page (details: `action`, one of BUYER_ACTIVITY_ACTIONS, and its facts). */
  'BUYER_ACTION',
] as const;

/** Staff actions recorded on an order's timeline (docs/decisions/100-order-staff-activity.md). */
export const ORDER_ACTIVITY_ACTIONS = [
  'ORDER_CREATED_BY_STAFF',
  'BUYER_EDITED',
  'MARKED_PAID',
  'CONFIRMATION_RESENT',
  'REFUND_REQUESTED',
  'CANCELLED_BY_STAFF',
  'ATTENDEE_EDITED',
  'ATTENDEE_TICKET_CHANGED',
  'ATTENDEE_CANCELLED',
  'ATTENDEE_REACTIVATED',
  'TICKET_RESENT',
] as const;

/** The buyer's own actions on a confirmed order (decision 109), recorded in the same table with no user. */
export const BUYER_ACTIVITY_ACTIONS = [
  'BUYER_SELF_EDITED',
  'ATTENDEE_SELF_EDITED',
  'CONFIRMATION_SELF_RESENT',
  'TICKET_SELF_RESENT',
  // A new order email from the order link takes effect only once confirmed (decision 137).
  'BUYER_EMAIL_CHANGE_REQUESTED',
  'BUYER_EMAIL_CHANGE_CONFIRMED',
  'BUYER_EMAIL_CHANGE_CANCELLED',
  'BUYER_EMAIL_CHANGE_UNDONE',
] as const;
export type TBuyerActivityAction = (typeof BUYER_ACTIVITY_ACTIONS)[number];
export type TOrderActivityAction = (typeof ORDER_ACTIVITY_ACTIONS)[number];

export function isBuyerActivityAction(action: string): action is TBuyerActivityAction {
  return (BUYER_ACTIVITY_ACTIONS as readonly string[]).includes(action);
}

export const ZOrderTimelineEntry = z.object({
  kind: z.enum(ORDER_TIMELINE_KINDS),
  at: z.string(),
  /** Extra facts: a refund's amount and status, an email's template, a payment's status. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});

export const ZOrderDetail = ZEventOrderRow.extend({
  locale: z.string(),
  notes: z.string().nullable(),
  address: ZOrderAddressBody.nullable(),
  is_manually_created: z.boolean(),
  updated_at: z.string(),
  lines: z.array(ZOrderLineDetail),
  payments: z.array(
    z.object({
      id: z.uuid(),
      provider: z.literal('STRIPE'),
      payment_intent_id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      last_error: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.uuid(),
      provider_refund_id: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.enum(['PENDING', 'SUCCEEDED', 'FAILED']),
      reason: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  answers: z.array(
    z.object({
      question_id: z.uuid(),
      question_title: z.string(),
      belongs_to: z.string(),
      attendee_id: z.uuid().nullable(),
      product_id: z.uuid().nullable(),
      answer: z.unknown(),
    }),
  ),
  attendees: z.array(
    z.object({
      id: z.uuid(),
      short_id: z.string(),
      product_id: z.uuid(),
      first_name: z.string().nullable(),
      last_name: z.string().nullable(),
      email: z.string().nullable(),
      status: z.enum(ATTENDEE_STATUSES),
    }),
  ),
  timeline: z.array(ZOrderTimelineEntry),
}).meta({ id: 'OrderDetail' });
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/** `PUT /events/{id}/orders/{orderId}`: the buyer's details staff may correct. */
export const ZUpdateOrderBuyer = z
  .object({
    first_name: z.string().trim().min(1, { error: 'Enter a first name.' }).max(100),
    last_name: z.string().trim().min(1, { error: 'Enter a last name.' }).max(100),
    email: z.email({ error: 'Enter a valid email address.' }).max(255),
    address: ZOrderAddressBody.nullable().optional(),
    notes: z.string().trim().max(5000).nullable().optional(),
  })
  .strict()
  .meta({ id: 'UpdateOrderBuyer' });
export type TUpdateOrderBuyer = z.infer<typeof ZUpdateOrderBuyer>;

export const ZCancelOrderBody = z
  .object({ refund: z.boolean().default(false), notify_buyer: z.boolean().default(true) })
  .strict()
  .meta({ id: 'CancelOrder' });
export type TCancelOrderBody = z.infer<typeof ZCancelOrderBody>;

export const ZRefundOrderBody = z
  .object({
    amount: z.number().int({ error: 'Use whole minor units.' }).positive({ error: 'Refund more than zero.' }),
    notify_buyer: z.boolean().default(true),
    cancel_order: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'RefundOrder' });
export type TRefundOrderBody = z.infer<typeof ZRefundOrderBody>;
