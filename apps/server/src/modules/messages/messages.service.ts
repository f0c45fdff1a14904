import {
  MESSAGING_TIER_LIMITS,
  messageHasLinks,
  type TList,
  type TMessage,
  type TMessageOrderStatus,
  type TMessageRecipient,
  type TMessageType,
  type ZCreateMessage,
  type ZCreateOrderMessage,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/rich-text';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { requireEvent } from '../events/events.service';
import { messageErrors } from './messages.errors';
import { dispatchMessageJob } from './messages.jobs';
import { toMessage, toMessageRecipient } from './messages.mapper';
import { resolveRecipients, type Audience } from './messages.recipients';
import {
  cancelScheduledMessage,
  countCountedMessages,
  findEventAttendeeIds,
  findEventOrderContact,
  findEventProductTypes,
  findMessage,
  insertMessage,
  listMessagesPage,
  listRecipientsPage,
  lockAccountTier,
  messageRecipientsListResource,
  messagesListResource,
} from './messages.repository';

/**
 * Messages from staff to an event's buyers and attendees (server-behaviour §10, docs/decisions/101-messages.md).
 * Every call first finds the event in the caller's account, so another account's ids answer 404. Creating one
 * checks the gates (verified account, tier limits), stores sanitised HTML and queues `message.dispatch` in the
 * same transaction: at once, or to start at `scheduled_at`.
 */

type Deps = IdentityDeps;
type CreateBody = z.output<typeof ZCreateMessage>;
type OrderMessageBody = z.output<typeof ZCreateOrderMessage>;
type Content = Pick<CreateBody, 'subject' | 'message' | 'is_test' | 'send_copy_to_current_user'>;
type MessageRef = { eventId: string; messageId: string };

const DAY_MS = 86_400_000;

async function loadMessage(executor: DbExecutor, ref: MessageRef): Promise<TMessage> {
  const row = await findMessage(executor, ref);
  if (!row) throw messageErrors.notFound();
  return toMessage(row);
}

const unique = <T>(values: T[]) => [...new Set(values)];

/**
 * The audience as stored: only the fields its type uses, each id checked to belong to this event (422 naming
 * the field otherwise, so another event's or account's ids read as wrong choices).
 */
async function checkAudience(executor: DbExecutor, eventId: string, body: CreateBody): Promise<Audience> {
  const type: TMessageType = body.message_type;
  const audience: Audience = {
    eventId,
    messageType: type,
    attendeeIds: [],
    productIds: [],
    orderId: null,
    orderStatuses: [],
  };
  const errors: FieldErrors = {};
  if (type === 'INDIVIDUAL_ATTENDEES') {
    audience.attendeeIds = unique(body.attendee_ids);
    const found = await findEventAttendeeIds(executor, { eventId, ids: audience.attendeeIds });
    if (found.length < audience.attendeeIds.length) errors.attendee_ids = ['Choose attendees of this event.'];
  }
  if (type === 'TICKET_HOLDERS' || type === 'ORDER_OWNERS_WITH_PRODUCT') {
    audience.productIds = unique(body.product_ids);
    const found = await findEventProductTypes(executor, { eventId, ids: audience.productIds });
    if (found.length < audience.productIds.length) errors.product_ids = ['Choose products of this event.'];
    else if (type === 'TICKET_HOLDERS' && found.some((product) => product.productType !== 'TICKET'))
      errors.product_ids = ['Choose tickets: other products have no holders.'];
  }
  if (type === 'ORDER_OWNERS_WITH_PRODUCT') audience.orderStatuses = unique<TMessageOrderStatus>(body.order_statuses);
  if (type === 'ORDER_OWNER') {
    const order = body.order_id ? await findEventOrderContact(executor, { eventId, orderId: body.order_id }) : null;
    if (!order) errors.order_id = ['Choose an order of this event.'];
    else if (!order.email) errors.order_id = ['This order has no email address to write to.'];
    else audience.orderId = order.id;
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return audience;
}

/** A scheduled time must be ahead of the server's clock; a test always goes at once. */
function checkSchedule(body: { scheduled_at?: string | null; is_test: boolean }, now: Date): Date | null {
  if (body.is_test || !body.scheduled_at) return null;
  const at = new Date(body.scheduled_at);
  if (at.getTime() <= now.getTime()) throw messageErrors.scheduleInPast();
  return at;
}

/**
 * The gates and the write, in one transaction under the account row's lock (the 24-hour count stays exact
 * when two messages are created at once), with the dispatch queued in it.
 */
async function writeMessage(
  deps: Deps,
  auth: AuthContext,
  input: {
    eventId: string;
    content: Content;
    audienceOf: (tx: DbExecutor) => Promise<Audience>;
    scheduledAt?: string | null;
  },
): Promise<TMessage> {
  const { content } = input;
  const now = new Date();
  return deps.database.db.transaction(async (tx) => {
    const event = await requireEvent(tx, auth, input.eventId);
    if (!auth.account.verifiedAt) throw messageErrors.unverified();
    const audience = await input.audienceOf(tx);
    const scheduledAt = checkSchedule({ scheduled_at: input.scheduledAt, is_test: content.is_test }, now);
    const html = sanitizeRichText(content.message);
    if (!html) throw messageErrors.emptyMessage();
    const tier = await lockAccountTier(tx, auth.account.id);
    const limits = MESSAGING_TIER_LIMITS[tier];
    if (!limits.linksAllowed && messageHasLinks(html)) throw messageErrors.linksNotAllowed();
    if (!content.is_test) {
      const recent = await countCountedMessages(tx, {
        accountId: auth.account.id,
        since: new Date(now.getTime() - DAY_MS),
      });
      if (recent.total >= limits.messagesPer24Hours) {
        const freesAt = (recent.oldest?.getTime() ?? now.getTime()) + DAY_MS;
        throw messageErrors.dailyLimit(
          limits.messagesPer24Hours,
          Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)),
        );
      }
      const recipients = await resolveRecipients(tx, {
        audience,
        isTest: false,
        sendCopyToSender: content.send_copy_to_current_user,
        sender: auth.user,
      });
      if (recipients.length > limits.maxRecipientsPerMessage)
        throw messageErrors.tooManyRecipients(recipients.length, limits.maxRecipientsPerMessage);
    }
    const row = await insertMessage(tx, {
      ...audience,
      accountId: auth.account.id,
      eventId: event.id,
      sentByUserId: auth.user.id,
      subject: content.subject,
      message: html,
      isTest: content.is_test,
      sendCopyToCurrentUser: content.send_copy_to_current_user,
      status: scheduledAt ? 'SCHEDULED' : 'PROCESSING',
      scheduledAt,
    });
    await deps.queue.send(
      dispatchMessageJob,
      { message_id: row.id },
      { executor: tx, singletonKey: row.id, ...(scheduledAt ? { startAfter: scheduledAt } : {}) },
    );
    return loadMessage(tx, { eventId: event.id, messageId: row.id });
  });
}

export async function createMessage(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: CreateBody },
): Promise<TMessage> {
  const { body } = input;
  return writeMessage(deps, auth, {
    eventId: input.eventId,
    content: body,
    audienceOf: (tx) => checkAudience(tx, input.eventId, body),
    scheduledAt: body.scheduled_at,
  });
}

/** The order screen's "message the buyer": an ORDER_OWNER message sent now; another event's order is a 404. */
export async function createOrderMessage(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; orderId: string; body: OrderMessageBody },
): Promise<TMessage> {
  return writeMessage(deps, auth, {
    eventId: input.eventId,
    content: input.body,
    audienceOf: async (tx) => {
      const order = await findEventOrderContact(tx, { eventId: input.eventId, orderId: input.orderId });
      if (!order) throw AppError.notFound('order');
      if (!order.email) throw AppError.validation({ order_id: ['This order has no email address to write to.'] });
      return {
        eventId: input.eventId,
        messageType: 'ORDER_OWNER',
        attendeeIds: [],
        productIds: [],
        orderId: order.id,
        orderStatuses: [],
      };
    },
  });
}

export async function listEventMessages(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TMessage>> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  const query = parseListQuery(messagesListResource, input.rawQuery);
  const { rows, meta } = await listMessagesPage(db, { eventId: event.id, query });
  return { data: rows.map(toMessage), meta };
}

export async function getMessage(deps: Deps, auth: AuthContext, ref: MessageRef): Promise<TMessage> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, ref.eventId);
  return loadMessage(db, { eventId: event.id, messageId: ref.messageId });
}

/** Compare-and-set from SCHEDULED; any other status is a 409 naming it. The queued dispatch then finds it cancelled. */
export async function cancelMessage(deps: Deps, auth: AuthContext, ref: MessageRef): Promise<TMessage> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, ref.eventId);
  const target = { eventId: event.id, messageId: ref.messageId };
  if (!(await cancelScheduledMessage(db, target))) {
    const current = await loadMessage(db, target);
    throw messageErrors.notCancellable(current.status);
  }
  return loadMessage(db, target);
}

export async function listMessageRecipients(
  deps: Deps,
  auth: AuthContext,
  input: MessageRef & { rawQuery: unknown },
): Promise<TList<TMessageRecipient>> {
  const { db } = deps.database;
  const event = await requireEvent(db, auth, input.eventId);
  const message = await loadMessage(db, { eventId: event.id, messageId: input.messageId });
  const query = parseListQuery(messageRecipientsListResource, input.rawQuery);
  const { rows, meta } = await listRecipientsPage(db, { messageId: message.id, query });
  return { data: rows.map(toMessageRecipient), meta };
}
