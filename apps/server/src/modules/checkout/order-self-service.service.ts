import { recordAttendeeChanges, recordOrderChange } from '../orders/order-events';
import {
  maskEmail,
  type TBuyerActivityAction,
  type TPublicAttendeeSelfEdit,
  type TPublicOrder,
  type TPublicOrderSelfEdit,
  type TSelfServiceResendResult,
} from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { AppError } from '../../lib/app-error';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limiter';
import { shortId } from '../../lib/secrets';
import type { IdentityDeps } from '../auth/identity-context';
import { queueAttendeeTicket } from '../attendees/attendees.emails';
import { findAttendee, type AttendeeListRow } from '../attendees/attendees.repository';
import { toEventSettings } from '../events/events.mapper';
import { changedFields, recordBuyerActivity } from '../orders/order-activity';
import { editOrderBuyer, updateAttendee } from '../orders/order-details';
import { noteOrderEmail } from '../orders/order-records';
import type { OrderRow } from '../orders/orders.repository';
import { isCountedStatus } from '../orders/orders.service';
import { findEventWithOrganizer, listAttendeesOfOrder, lockOrder } from './checkout.repository';
import { queueOrderConfirmation } from './checkout.emails';
import { loadPublicOrder, requireSessionOrder } from './checkout.service';
import { requestBuyerEmailChange } from './order-email-change.service';

/**
 * The buyer's own changes to a confirmed order (server-behaviour §6 "Self-service", decision 109): names and
 * emails of the order and its tickets, and resends. Allowed while the event allows attendee self-edit and the
 * order counts. The order's short id is the buyer's key (unguessable, as for the summary page); a change of
 * address rotates the short ids whose links went to the old address, so those links stop working.
 */

type Deps = IdentityDeps;
type OrderRef = { eventId: string; shortId: string; sessionIdentifier: string | null };

/** Abuse limits (server-behaviour §2), keyed on the order itself: a rotated short id does not reset them. */
export const SELF_SERVICE_RATE_LIMITS = {
  edits: { name: 'self-service-edit', limit: 20, windowSeconds: 60 * 60 },
  resends: { name: 'self-service-resend', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Finds the order, counts the attempt, then runs `change` in a transaction holding the order's row lock, once
 * the rules pass: the event allows self-service (403) and the order counts (409).
 */
async function withEditableOrder<T>(
  deps: Deps,
  ref: OrderRef,
  rule: RateLimitRule,
  change: (tx: DbExecutor, context: EditableOrder) => Promise<T>,
): Promise<T> {
  const { db } = deps.database;
  const found = await requireSessionOrder(db, ref);
  await hitRateLimit(db, rule, found.id);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    const event = order ? await findEventWithOrganizer(tx, order.eventId) : null;
    if (!order || !event) throw AppError.notFound('order');
    const settings = toEventSettings(event.event);
    if (!settings.allow_attendee_self_edit)
      throw new AppError(
        'FORBIDDEN',
        'The organizer does not allow changes to orders of this event. Please contact them for help.',
      );
    if (!isCountedStatus(order.status))
      throw new AppError(
        'CONFLICT',
        order.status === 'CANCELLED'
          ? 'This order is cancelled: it can no longer be changed.'
          : 'Only a confirmed order can be changed.',
      );
    const contactEmail = settings.support_email ?? event.organizer.email ?? null;
    return change(tx, { order, event: event.event, organizerName: event.organizer.name, contactEmail });
  });
}

type EditableOrder = {
  order: OrderRow;
  event: NonNullable<Awaited<ReturnType<typeof findEventWithOrganizer>>>['event'];
  organizerName: string;
  contactEmail: string | null;
};

async function record(
  tx: DbExecutor,
  order: OrderRow,
  action: TBuyerActivityAction,
  details: Record<string, string>,
  attendeeId?: string,
) {
  await recordBuyerActivity(tx, { orderId: order.id, eventId: order.eventId, attendeeId, action, details });
}

/** Tells the address an order or a ticket no longer uses that it changed, and where to (masked). */
async function queueEmailChangedNotice(
  deps: Deps,
  tx: DbExecutor,
  input: EditableOrder & { kind: 'ORDER' | 'TICKET'; to: string; firstName: string; newEmail: string; locale: string },
) {
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'order_email_changed',
      locale: input.locale,
      to: input.to,
      data: {
        kind: input.kind,
        firstName: input.firstName,
        eventTitle: input.event.title,
        orderShortId: input.order.shortId,
        newEmailHint: maskEmail(input.newEmail),
        organizerName: input.organizerName,
        contactEmail: input.contactEmail,
      },
    }),
    { executor: tx },
  );
  await noteOrderEmail(tx, { orderId: input.order.id, template: 'order_email_changed', recipient: input.to });
}

type Person = { firstName: string | null; lastName: string | null; email: string | null };

/** The person's values after the change, the names of the fields it changes (null: none) and whether the email does. */
function personChange(current: Person, body: TPublicOrderSelfEdit) {
  const after = {
    firstName: body.first_name ?? current.firstName,
    lastName: body.last_name ?? current.lastName,
    email: body.email?.toLowerCase() ?? current.email,
  };
  const fields = changedFields(
    { first_name: current.firstName, last_name: current.lastName, email: current.email },
    { first_name: after.firstName, last_name: after.lastName, email: after.email },
  );
  return { after, fields, emailChanged: after.email !== current.email };
}

/**
 * PATCH …/order/{shortId}: the buyer's names, at once, and email, once the new address confirms (decision 137): a
 * new email files a request, asks that address to confirm and tells the current one, which can cancel it. The answer
 * is the order with its `pending_email`.
 */
export async function selfEditOrder(
  deps: Deps,
  input: OrderRef & { body: TPublicOrderSelfEdit },
): Promise<TPublicOrder> {
  return withEditableOrder(deps, input, SELF_SERVICE_RATE_LIMITS.edits, async (tx, context) => {
    const { order } = context;
    const { after, fields, emailChanged } = personChange(order, input.body);
    if (!fields) return loadPublicOrder(tx, order);

    const names = { firstName: after.firstName, lastName: after.lastName };
    const nameFields = changedFields(
      { first_name: order.firstName, last_name: order.lastName },
      { first_name: names.firstName, last_name: names.lastName },
    );
    const updated = nameFields ? await editOrderBuyer(tx, { orderId: order.id, values: names }) : order;
    if (nameFields) {
      await recordOrderChange(deps, tx, { orderId: order.id, type: 'order.updated' });
      await record(tx, order, 'BUYER_SELF_EDITED', { fields: nameFields });
    }
    if (emailChanged && order.email && after.email)
      await requestBuyerEmailChange(deps, tx, { order: { ...updated, email: order.email }, newEmail: after.email });
    return loadPublicOrder(tx, updated);
  });
}

async function requireOrderAttendee(tx: DbExecutor, order: OrderRow, attendeeShortId: string) {
  const own = (await listAttendeesOfOrder(tx, order.id)).find((attendee) => attendee.shortId === attendeeShortId);
  const attendee = own ? await findAttendee(tx, { eventId: order.eventId, attendeeId: own.id }) : null;
  if (!attendee) throw AppError.notFound('ticket');
  return attendee;
}

function requireActiveTicket(attendee: AttendeeListRow, doing: 'change' | 'send') {
  if (attendee.status === 'CANCELLED')
    throw new AppError(
      'CONFLICT',
      doing === 'change'
        ? 'This ticket is cancelled: it can no longer be changed.'
        : 'This ticket is cancelled: it is no longer valid.',
    );
  if (doing === 'send' && attendee.status !== 'ACTIVE')
    throw new AppError('CONFLICT', 'This ticket is awaiting payment: it can be sent once the order is paid.');
}

/**
 * PATCH …/order/{shortId}/attendees/{attendeeShortId}: one ticket's names and email. A new email gives the
 * ticket a new short id, sends it to the new address and tells the old one. Answers with the whole order.
 */
export async function selfEditAttendee(
  deps: Deps,
  input: OrderRef & { attendeeShortId: string; body: TPublicAttendeeSelfEdit },
): Promise<TPublicOrder> {
  return withEditableOrder(deps, input, SELF_SERVICE_RATE_LIMITS.edits, async (tx, context) => {
    const { order } = context;
    const attendee = await requireOrderAttendee(tx, order, input.attendeeShortId);
    requireActiveTicket(attendee, 'change');
    const { after, fields, emailChanged } = personChange(attendee, input.body);
    if (!fields) return loadPublicOrder(tx, order);

    await updateAttendee(tx, attendee.id, {
      ...after,
      ...(emailChanged ? { shortId: shortId('a') } : {}),
    });
    await recordAttendeeChanges(deps, tx, { orderId: order.id, type: 'attendee.updated', attendeeIds: [attendee.id] });
    await record(tx, order, 'ATTENDEE_SELF_EDITED', { attendee: attendee.publicId, fields }, attendee.id);
    if (emailChanged && after.email) {
      const moved = await findAttendee(tx, { eventId: order.eventId, attendeeId: attendee.id });
      await queueAttendeeTicket(deps, tx, moved!);
      if (attendee.email)
        await queueEmailChangedNotice(deps, tx, {
          ...context,
          kind: 'TICKET',
          to: attendee.email,
          firstName: attendee.firstName ?? '',
          newEmail: after.email,
          locale: attendee.locale,
        });
    }
    return loadPublicOrder(tx, order);
  });
}

/** POST …/order/{shortId}/resend-confirmation: the order's summary again, to the buyer only. */
export async function selfResendConfirmation(deps: Deps, input: OrderRef): Promise<TSelfServiceResendResult> {
  return withEditableOrder(deps, input, SELF_SERVICE_RATE_LIMITS.resends, async (tx, { order, event }) => {
    if (!order.email) throw new AppError('CONFLICT', 'This order has no email address.');
    await queueOrderConfirmation(deps, tx, { order, event, buyerOnly: true });
    await record(tx, order, 'CONFIRMATION_SELF_RESENT', { to: order.email });
    return { sent_to: order.email };
  });
}

/** POST …/order/{shortId}/attendees/{attendeeShortId}/resend-ticket: an ACTIVE ticket, to its address. */
export async function selfResendTicket(
  deps: Deps,
  input: OrderRef & { attendeeShortId: string },
): Promise<TSelfServiceResendResult> {
  return withEditableOrder(deps, input, SELF_SERVICE_RATE_LIMITS.resends, async (tx, { order }) => {
    const attendee = await requireOrderAttendee(tx, order, input.attendeeShortId);
    requireActiveTicket(attendee, 'send');
    const sentTo = await queueAttendeeTicket(deps, tx, attendee);
    if (!sentTo) throw new AppError('CONFLICT', 'This ticket has no email address.');
    await record(tx, order, 'TICKET_SELF_RESENT', { attendee: attendee.publicId, to: sentTo }, attendee.id);
    return { sent_to: sentTo };
  });
}
