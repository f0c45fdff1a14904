import { maskEmail, type TOrderEmailChangeResult } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { emailJobPayload, sendEmailJob } from '../../jobs/email.job';
import { AppError } from '../../lib/app-error';
import { hashSecret, newSecretToken, shortId } from '../../lib/secrets';
import { appUrl, type IdentityDeps } from '../auth/identity-context';
import { toEventSettings } from '../events/events.mapper';
import { recordBuyerActivity } from '../orders/order-activity';
import { editOrderBuyer, updateAttendee } from '../orders/order-details';
import {
  lockOrderEmailChangeByToken,
  markOrderEmailChange,
  replaceOrderEmailUndoLink,
  requestOrderEmailChange,
  type OrderEmailChangeRow,
} from '../orders/order-email-changes';
import { recordOrderChange } from '../orders/order-events';
import { noteOrderEmail } from '../orders/order-records';
import type { OrderRow } from '../orders/orders.repository';
import { queueOrderConfirmation } from './checkout.emails';
import { findEventWithOrganizer, listAttendeesOfOrder, lockOrder } from './checkout.repository';

/**
 * The buyer's change of the order's email from the public order link (issue 24 point 1, decision 137). Whoever holds
 * the link may ask, but the order moves only once the new address confirms, and the old address is told at once
 * with a link that cancels the change, or undoes it for a week after it was made. Each step rotates the order's short
 * id (the link key), so the side that lost the order also lost its links.
 */

type Deps = IdentityDeps;

export const ORDER_EMAIL_CHANGE_CONFIRM_HOURS = 24;
export const ORDER_EMAIL_CHANGE_UNDO_DAYS = 7;
const HOUR = 60 * 60 * 1000;

type EventWithOrganizer = NonNullable<Awaited<ReturnType<typeof findEventWithOrganizer>>>;

/** The event's support address, else the organizer's: whom the notices name. */
function contactOf(found: EventWithOrganizer): string | null {
  return toEventSettings(found.event).support_email ?? found.organizer.email ?? null;
}

async function queueNoticeToPreviousAddress(
  deps: Deps,
  tx: DbExecutor,
  input: {
    kind: 'ORDER_REQUESTED' | 'ORDER';
    order: OrderRow;
    to: string;
    found: EventWithOrganizer;
    newEmail: string;
    undoToken: string;
    undoUntil: Date;
  },
) {
  const { event, organizer } = input.found;
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'order_email_changed',
      locale: input.order.locale,
      to: input.to,
      data: {
        kind: input.kind,
        firstName: input.order.firstName ?? '',
        eventTitle: event.title,
        orderShortId: input.order.shortId,
        newEmailHint: maskEmail(input.newEmail),
        organizerName: organizer.name,
        contactEmail: contactOf(input.found),
        undoUrl: appUrl(deps, `/order-email/${input.undoToken}/undo`),
        undoUntil: input.undoUntil.toISOString(),
        timezone: event.timezone,
      },
    }),
    { executor: tx },
  );
  await noteOrderEmail(tx, { orderId: input.order.id, template: 'order_email_changed', recipient: input.to });
}

/**
 * Called by the buyer's self-edit when the email differs: files the request (replacing a pending one), asks the new
 * address to confirm and tells the old one. The order keeps its address and links until then.
 */
export async function requestBuyerEmailChange(
  deps: Deps,
  tx: DbExecutor,
  input: { order: OrderRow & { email: string }; newEmail: string },
): Promise<void> {
  const { order, newEmail } = input;
  const found = await findEventWithOrganizer(tx, order.eventId);
  if (!found) throw AppError.notFound('order');
  const confirmToken = newSecretToken();
  const undoToken = newSecretToken();
  const now = Date.now();
  const confirmExpiresAt = new Date(now + ORDER_EMAIL_CHANGE_CONFIRM_HOURS * HOUR);
  const undoExpiresAt = new Date(confirmExpiresAt.getTime() + ORDER_EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR);
  await requestOrderEmailChange(tx, {
    orderId: order.id,
    oldEmail: order.email,
    newEmail,
    confirmTokenHash: hashSecret(confirmToken),
    undoTokenHash: hashSecret(undoToken),
    confirmExpiresAt,
    undoExpiresAt,
  });
  await deps.queue.send(
    sendEmailJob,
    emailJobPayload({
      template: 'order_email_change_confirm',
      locale: order.locale,
      to: newEmail,
      data: {
        firstName: order.firstName ?? '',
        eventTitle: found.event.title,
        orderReference: order.publicId,
        confirmUrl: appUrl(deps, `/order-email/${confirmToken}/confirm`),
        expiresInHours: ORDER_EMAIL_CHANGE_CONFIRM_HOURS,
      },
    }),
    { executor: tx },
  );
  await noteOrderEmail(tx, { orderId: order.id, template: 'order_email_change_confirm', recipient: newEmail });
  await queueNoticeToPreviousAddress(deps, tx, {
    kind: 'ORDER_REQUESTED',
    order,
    to: order.email,
    found,
    newEmail,
    undoToken,
    undoUntil: undoExpiresAt,
  });
  await recordBuyerActivity(tx, {
    orderId: order.id,
    eventId: order.eventId,
    action: 'BUYER_EMAIL_CHANGE_REQUESTED',
    details: { to: newEmail },
  });
}

/**
 * Moves the order from one address to another: a new short id for the order and for the tickets whose links went to
 * the address losing it (its own, or none of their own), then the order and its tickets to the address gaining it.
 */
async function moveOrderEmail(
  deps: Deps,
  tx: DbExecutor,
  input: { order: OrderRow; found: EventWithOrganizer; from: string; to: string },
): Promise<OrderRow> {
  const updated = await editOrderBuyer(tx, {
    orderId: input.order.id,
    values: { email: input.to, shortId: shortId('o') },
  });
  for (const attendee of await listAttendeesOfOrder(tx, input.order.id))
    if (attendee.email === null || attendee.email.toLowerCase() === input.from)
      await updateAttendee(tx, attendee.id, { shortId: shortId('a') });
  await recordOrderChange(deps, tx, { orderId: input.order.id, type: 'order.updated' });
  await queueOrderConfirmation(deps, tx, { order: updated, event: input.found.event, buyerOnly: true });
  return updated;
}

const linkNoLongerValid = () =>
  new AppError(
    'NOT_FOUND',
    'This link is no longer valid. If you still want the change, ask again from the order page.',
  );

/** The change and its order, both locked, for a link of the given kind. */
async function lockChange(tx: DbExecutor, input: { kind: 'confirm' | 'undo'; token: string }) {
  const change = await lockOrderEmailChangeByToken(tx, { kind: input.kind, tokenHash: hashSecret(input.token) });
  const order = change ? await lockOrder(tx, change.orderId) : null;
  const found = order ? await findEventWithOrganizer(tx, order.eventId) : null;
  if (!change || !order || !found) throw linkNoLongerValid();
  return { change, order, found };
}

const result = (status: TOrderEmailChangeResult['status'], order: OrderRow): TOrderEmailChangeResult => ({
  status,
  event_id: order.eventId,
  order_short_id: order.shortId,
  email: order.email ?? '',
});

/** `POST /api/public/order-email-changes/{token}/confirm`: the new address confirms, and the order moves there. */
export async function confirmBuyerEmailChange(deps: Deps, token: string): Promise<TOrderEmailChangeResult> {
  return deps.database.db.transaction(async (tx) => {
    const { change, order, found } = await lockChange(tx, { kind: 'confirm', token });
    if (change.confirmedAt && !change.undoneAt && order.email === change.newEmail) return result('CONFIRMED', order);
    if (change.confirmedAt || change.cancelledAt || change.confirmExpiresAt.getTime() <= Date.now())
      throw linkNoLongerValid();
    if (order.email !== change.oldEmail) {
      await markOrderEmailChange(tx, { id: change.id, mark: 'cancelledAt' });
      throw new AppError('CONFLICT', "The order's email changed since this request: nothing was changed.");
    }
    const moved = await moveOrderEmail(deps, tx, { order, found, from: change.oldEmail, to: change.newEmail });
    await markOrderEmailChange(tx, { id: change.id, mark: 'confirmedAt' });
    // The old address gets a fresh undo link (its first one is replaced: only the hash of a link is kept). The notice
    // names the order by the key that address had, never the new one.
    await sendUndoLink(deps, tx, { change, order, found });
    await recordBuyerActivity(tx, {
      orderId: order.id,
      eventId: order.eventId,
      action: 'BUYER_EMAIL_CHANGE_CONFIRMED',
      details: { to: change.newEmail },
    });
    return result('CONFIRMED', moved);
  });
}

async function sendUndoLink(
  deps: Deps,
  tx: DbExecutor,
  input: { change: OrderEmailChangeRow; order: OrderRow; found: EventWithOrganizer },
) {
  const undoToken = newSecretToken();
  const undoUntil = new Date(Date.now() + ORDER_EMAIL_CHANGE_UNDO_DAYS * 24 * HOUR);
  await replaceOrderEmailUndoLink(tx, {
    id: input.change.id,
    undoTokenHash: hashSecret(undoToken),
    undoExpiresAt: undoUntil,
  });
  await queueNoticeToPreviousAddress(deps, tx, {
    kind: 'ORDER',
    order: input.order,
    to: input.change.oldEmail,
    found: input.found,
    newEmail: input.change.newEmail,
    undoToken,
    undoUntil,
  });
}

/**
 * `POST /api/public/order-email-changes/{token}/undo`, from the old address: cancels a change still waiting for its
 * confirmation, or takes the order back from a confirmed one for a week.
 */
export async function undoBuyerEmailChange(deps: Deps, token: string): Promise<TOrderEmailChangeResult> {
  return deps.database.db.transaction(async (tx) => {
    const { change, order, found } = await lockChange(tx, { kind: 'undo', token });
    if (change.cancelledAt) return result('CANCELLED', order);
    if (change.undoneAt) return result('UNDONE', order);
    if (!change.confirmedAt) {
      await markOrderEmailChange(tx, { id: change.id, mark: 'cancelledAt' });
      await recordBuyerActivity(tx, {
        orderId: order.id,
        eventId: order.eventId,
        action: 'BUYER_EMAIL_CHANGE_CANCELLED',
      });
      return result('CANCELLED', order);
    }
    if (change.undoExpiresAt.getTime() <= Date.now())
      throw new AppError('GONE', 'This change can no longer be undone here. Please contact the organizer.');
    if (order.email !== change.newEmail)
      throw new AppError('CONFLICT', "The order's email changed again since: nothing was changed.");
    const back = await moveOrderEmail(deps, tx, { order, found, from: change.newEmail, to: change.oldEmail });
    await markOrderEmailChange(tx, { id: change.id, mark: 'undoneAt' });
    await recordBuyerActivity(tx, {
      orderId: order.id,
      eventId: order.eventId,
      action: 'BUYER_EMAIL_CHANGE_UNDONE',
      details: { to: change.oldEmail },
    });
    return result('UNDONE', back);
  });
}
