import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import {
  WEBHOOK_EVENT_TYPE_GROUPS,
  WEBHOOK_EVENT_TYPES,
  type TWebhookDeliveryStatus,
  type TWebhookEventType,
  type TWebhookStatus,
} from '@marquee/core';

export type TEventTypeGroup = (typeof WEBHOOK_EVENT_TYPE_GROUPS)[number];
export type TEventTypeResource = TEventTypeGroup['resource'];

const GROUP_LABELS: Record<TEventTypeResource, MessageDescriptor> = {
  order: msg`Orders`,
  attendee: msg`Attendees`,
  checkin: msg`Check-ins`,
  product: msg`Products`,
  event: msg`Events`,
  waitlist: msg`Waiting list`,
};

/** "All order events": the summary of an endpoint subscribed to one whole group. */
const GROUP_SUMMARIES: Record<TEventTypeResource, MessageDescriptor> = {
  order: msg`All order events`,
  attendee: msg`All attendee events`,
  checkin: msg`All check-in events`,
  product: msg`All product events`,
  event: msg`All event changes`,
  waitlist: msg`All waiting-list events`,
};

/** When each type is sent (docs/domain-events.md), beside its checkbox. */
const TYPE_DESCRIPTIONS: Record<TWebhookEventType, MessageDescriptor> = {
  'order.created': msg`An order is placed: completed, or awaiting offline payment.`,
  'order.updated': msg`The buyer's details change.`,
  'order.marked_as_paid': msg`An offline payment is recorded.`,
  'order.completed': msg`An order is completed: at checkout, by card, or marked as paid.`,
  'order.cancelled': msg`An order is cancelled.`,
  'order.refunded': msg`A refund went through.`,
  'attendee.created': msg`Tickets of a placed order exist, or staff add an attendee.`,
  'attendee.updated': msg`An attendee's details or ticket change.`,
  'attendee.cancelled': msg`A ticket is cancelled.`,
  'checkin.created': msg`A ticket is checked in.`,
  'checkin.deleted': msg`A check-in is undone.`,
  'product.created': msg`A ticket or product is added.`,
  'product.updated': msg`A ticket or product changes.`,
  'product.deleted': msg`A ticket or product is deleted.`,
  'event.created': msg`An event is created.`,
  'event.updated': msg`An event's details or status change.`,
  'event.archived': msg`An event is archived.`,
  'waitlist.joined': msg`Someone joins the waiting list of a sold-out ticket.`,
  'waitlist.offered': msg`Tickets are offered to someone on the waiting list and held for them.`,
  'waitlist.purchased': msg`Someone on the waiting list buys the tickets they were offered.`,
  'waitlist.expired': msg`An offer ends unanswered and its tickets are released.`,
  'waitlist.cancelled': msg`Someone leaves the waiting list, or staff remove them.`,
};

const STATUS_LABELS: Record<TWebhookStatus, MessageDescriptor> = {
  ENABLED: msg`Enabled`,
  PAUSED: msg`Paused`,
  DISABLED: msg`Disabled`,
};

const DELIVERY_STATUS_LABELS: Record<TWebhookDeliveryStatus, MessageDescriptor> = {
  PENDING: msg`Pending`,
  SUCCEEDED: msg`Succeeded`,
  FAILED: msg`Failed`,
};

export function useWebhookLabels() {
  const { i18n } = useLingui();
  return {
    group: (resource: TEventTypeResource) => i18n._(GROUP_LABELS[resource]),
    typeDescription: (type: TWebhookEventType) => i18n._(TYPE_DESCRIPTIONS[type]),
    status: (status: TWebhookStatus) => i18n._(STATUS_LABELS[status]),
    deliveryStatus: (status: TWebhookDeliveryStatus) => i18n._(DELIVERY_STATUS_LABELS[status]),
    /** "All event types", "All order events", "order.created" or "5 event types". */
    eventTypesSummary: (types: readonly TWebhookEventType[]) => {
      if (types.length >= WEBHOOK_EVENT_TYPES.length) return i18n._(msg`All event types`);
      if (types.length === 1 && types[0]) return types[0];
      const whole = WEBHOOK_EVENT_TYPE_GROUPS.find(
        (group) => group.types.length === types.length && group.types.every((type) => types.includes(type)),
      );
      if (whole) return i18n._(GROUP_SUMMARIES[whole.resource]);
      return plural(types.length, { one: '# event type', other: '# event types' });
    },
  };
}
