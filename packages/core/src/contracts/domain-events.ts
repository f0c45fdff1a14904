import { z } from 'zod';
import { ORDER_PAYMENT_STATUSES, ORDER_REFUND_STATUSES, ORDER_STATUSES } from '../domain/order-status';

/**
 * Domain events (issue 23, decision 123): one row per change, written to the outbox in the transaction that made the
 * change, read in order by consumers (emails now; webhooks and reports next). Each type has a versioned payload
 * whose shape is the schema below; a consumer parses the payload with it and ignores versions it does not know.
 * docs/domain-events.md is the catalogue.
 */

export const DOMAIN_EVENT_TYPES = [
  'order.created',
  'order.updated',
  'order.marked_as_paid',
  'order.completed',
  'order.cancelled',
  'order.refunded',
  'attendee.created',
  'attendee.updated',
  'attendee.cancelled',
  'checkin.created',
  'checkin.deleted',
  'product.created',
  'product.updated',
  'product.deleted',
  'event.created',
  'event.updated',
  'event.archived',
  'waitlist.joined',
  'waitlist.offered',
  'waitlist.purchased',
  'waitlist.expired',
  'waitlist.cancelled',
] as const;
export type TDomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

/** The payload version every type is written at today. */
export const DOMAIN_EVENT_VERSION = 1;

const ZMoney = z.number().int();

export const ZOrderEventPayload = z.object({
  order: z.object({
    id: z.uuid(),
    short_id: z.string(),
    public_id: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(ORDER_PAYMENT_STATUSES).nullable(),
    refund_status: z.enum(ORDER_REFUND_STATUSES).nullable(),
    payment_provider: z.string().nullable(),
    currency: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    promo_code: z.string().nullable(),
    affiliate_code: z.string().nullable(),
    /** The order's money as the breakdown reads it (decision 117). */
    totals: z.object({
      subtotal: ZMoney,
      discount: ZMoney,
      net: ZMoney,
      fee: ZMoney,
      tax: ZMoney,
      total: ZMoney,
      refunded: ZMoney,
    }),
    created_at: z.string(),
    completed_at: z.string().nullable(),
  }),
  /** The status before the change; null for a new order. */
  previous_status: z.enum(ORDER_STATUSES).nullable(),
  /** order.refunded: the amount this refund returned. */
  refund_amount: ZMoney.optional(),
  /** order.refunded: the refund's id. */
  refund_id: z.string().optional(),
});
export type TOrderEventPayload = z.infer<typeof ZOrderEventPayload>;

export const ZAttendeeEventPayload = z.object({
  attendee: z.object({
    id: z.uuid(),
    short_id: z.string(),
    public_id: z.string(),
    order_id: z.uuid(),
    product_id: z.uuid(),
    product_price_id: z.uuid().nullable(),
    status: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
  }),
});
export type TAttendeeEventPayload = z.infer<typeof ZAttendeeEventPayload>;

export const ZCheckInEventPayload = z.object({
  check_in: z.object({
    /** The check-in's public id (`ci_…`), as the door and the API name it. */
    id: z.string(),
    attendee_id: z.uuid(),
    check_in_list_id: z.uuid(),
    order_id: z.uuid(),
    created_at: z.string(),
  }),
});
export type TCheckInEventPayload = z.infer<typeof ZCheckInEventPayload>;

export const ZProductEventPayload = z.object({
  product: z.object({
    id: z.uuid(),
    title: z.string(),
    type: z.string(),
    product_type: z.string(),
  }),
});
export type TProductEventPayload = z.infer<typeof ZProductEventPayload>;

export const ZEventEventPayload = z.object({
  event: z.object({
    id: z.uuid(),
    title: z.string(),
    status: z.string(),
    start_date: z.string(),
    end_date: z.string().nullable(),
  }),
});
export type TEventEventPayload = z.infer<typeof ZEventEventPayload>;

export const ZWaitlistEventPayload = z.object({
  waitlist_entry: z.object({
    id: z.uuid(),
    product_id: z.uuid(),
    product_price_id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    quantity: z.number().int(),
    status: z.string(),
    position: z.number().int(),
    /** The held order of an offer (and the order bought with it). */
    order_id: z.uuid().nullable(),
    offer_expires_at: z.string().nullable(),
    created_at: z.string(),
  }),
  /** waitlist.cancelled: who removed the entry. */
  cancelled_by: z.enum(['ENTRANT', 'ORGANIZER']).optional(),
});
export type TWaitlistEventPayload = z.infer<typeof ZWaitlistEventPayload>;

/** Which payload schema each type carries. */
export const DOMAIN_EVENT_PAYLOADS = {
  'order.created': ZOrderEventPayload,
  'order.updated': ZOrderEventPayload,
  'order.marked_as_paid': ZOrderEventPayload,
  'order.completed': ZOrderEventPayload,
  'order.cancelled': ZOrderEventPayload,
  'order.refunded': ZOrderEventPayload,
  'attendee.created': ZAttendeeEventPayload,
  'attendee.updated': ZAttendeeEventPayload,
  'attendee.cancelled': ZAttendeeEventPayload,
  'checkin.created': ZCheckInEventPayload,
  'checkin.deleted': ZCheckInEventPayload,
  'product.created': ZProductEventPayload,
  'product.updated': ZProductEventPayload,
  'product.deleted': ZProductEventPayload,
  'event.created': ZEventEventPayload,
  'event.updated': ZEventEventPayload,
  'event.archived': ZEventEventPayload,
  'waitlist.joined': ZWaitlistEventPayload,
  'waitlist.offered': ZWaitlistEventPayload,
  'waitlist.purchased': ZWaitlistEventPayload,
  'waitlist.expired': ZWaitlistEventPayload,
  'waitlist.cancelled': ZWaitlistEventPayload,
} as const satisfies Record<TDomainEventType, z.ZodType>;

export type TDomainEventPayload<TType extends TDomainEventType> = z.infer<(typeof DOMAIN_EVENT_PAYLOADS)[TType]>;

/** One outbox row as consumers read it. */
export type TDomainEvent<TType extends TDomainEventType = TDomainEventType> = {
  /** Increases with every event written (read order). */
  id: number;
  type: TType;
  version: number;
  account_id: string;
  organizer_id: string | null;
  event_id: string | null;
  order_id: string | null;
  /** 1, 2, 3… for the events of one order, in the order they happened; null outside orders. */
  order_sequence: number | null;
  occurred_at: string;
  payload: TDomainEventPayload<TType>;
};
