import {
  MESSAGE_RECIPIENT_STATUSES,
  MESSAGE_STATUSES,
  MESSAGE_TYPES,
  type TMessageOrderStatus,
  type TMessagingTier,
} from '@marquee/core';
import { and, asc, count, eq, exists, gte, inArray, isNotNull, lte, min, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  accounts,
  attendees,
  events,
  messageRecipients,
  messages,
  orderItems,
  orders,
  organizers,
  products,
  users,
} from '../../db/schema';
import { defineListResource, field, runListQuery, type ParsedListQuery } from '../../lib/list-query';
import { LISTED_STATUSES } from '../orders/orders.repository';

export type MessageRow = typeof messages.$inferSelect;
export type MessageInsert = typeof messages.$inferInsert;
export type MessageRecipientRow = typeof messageRecipients.$inferSelect;
export type MessageRecipientInsert = typeof messageRecipients.$inferInsert;
export type EventRow = typeof events.$inferSelect;

/** A message with what its DTO shows besides its own row: the sender and the order's short id. */
export type MessageListRow = {
  message: MessageRow;
  sender: { id: string; firstName: string; lastName: string | null; email: string } | null;
  orderShortId: string | null;
};

export const messagesListResource = defineListResource({
  fields: {
    created_at: field.datetime(messages.createdAt, { sortable: true }),
    scheduled_at: field.datetime(messages.scheduledAt, { sortable: true }),
    sent_at: field.datetime(messages.sentAt, { sortable: true }),
    subject: field.string(messages.subject, { sortable: true }),
    status: field.enum(messages.status, MESSAGE_STATUSES, { sortable: true, filterable: true }),
    message_type: field.enum(messages.messageType, MESSAGE_TYPES, { filterable: true }),
    is_test: field.boolean(messages.isTest, { filterable: true }),
  },
  searchable: [messages.subject],
  defaultSort: { field: 'created_at', direction: 'desc' },
  tieBreaker: messages.id,
});

export const messageRecipientsListResource = defineListResource({
  fields: {
    email: field.string(messageRecipients.email, { sortable: true }),
    status: field.enum(messageRecipients.status, MESSAGE_RECIPIENT_STATUSES, { sortable: true, filterable: true }),
    created_at: field.datetime(messageRecipients.createdAt, { sortable: true }),
    sent_at: field.datetime(messageRecipients.sentAt, { sortable: true }),
  },
  searchable: [messageRecipients.email, messageRecipients.name],
  defaultSort: { field: 'email', direction: 'asc' },
  tieBreaker: messageRecipients.id,
});

const listColumns = {
  message: messages,
  senderId: users.id,
  senderFirstName: users.firstName,
  senderLastName: users.lastName,
  senderEmail: users.email,
  orderShortId: orders.shortId,
};

type JoinedRow = {
  message: MessageRow;
  senderId: string | null;
  senderFirstName: string | null;
  senderLastName: string | null;
  senderEmail: string | null;
  orderShortId: string | null;
};

function toListRow(row: JoinedRow): MessageListRow {
  return {
    message: row.message,
    sender:
      row.senderId && row.senderEmail
        ? {
            id: row.senderId,
            firstName: row.senderFirstName ?? '',
            lastName: row.senderLastName,
            email: row.senderEmail,
          }
        : null,
    orderShortId: row.orderShortId,
  };
}

function selectMessages(executor: DbExecutor) {
  return executor
    .select(listColumns)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.sentByUserId))
    .leftJoin(orders, eq(orders.id, messages.orderId));
}

export async function listMessagesPage(executor: DbExecutor, input: { eventId: string; query: ParsedListQuery }) {
  const { rows, meta } = await runListQuery<JoinedRow>({
    resource: messagesListResource,
    query: input.query,
    scope: eq(messages.eventId, input.eventId),
    fetchPage: (clauses) =>
      selectMessages(executor)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) => (await executor.select({ total: count() }).from(messages).where(where))[0]?.total ?? 0,
  });
  return { rows: rows.map(toListRow), meta };
}

/** The message if it belongs to the event. */
export async function findMessage(
  executor: DbExecutor,
  input: { eventId: string; messageId: string },
): Promise<MessageListRow | null> {
  const [row] = await selectMessages(executor).where(
    and(eq(messages.id, input.messageId), eq(messages.eventId, input.eventId)),
  );
  return row ? toListRow(row) : null;
}

export async function insertMessage(executor: DbExecutor, values: MessageInsert): Promise<MessageRow> {
  const [row] = await executor.insert(messages).values(values).returning();
  return row!;
}

/** Compare-and-set SCHEDULED → CANCELLED; false when the message was no longer waiting. */
export async function cancelScheduledMessage(
  executor: DbExecutor,
  input: { eventId: string; messageId: string },
): Promise<boolean> {
  const rows = await executor
    .update(messages)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(and(eq(messages.id, input.messageId), eq(messages.eventId, input.eventId), eq(messages.status, 'SCHEDULED')))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/**
 * The account's tier, read under the account row's lock: two messages created at once queue behind each other,
 * so the 24-hour count each one checks includes the other.
 */
export async function lockAccountTier(executor: DbExecutor, accountId: string): Promise<TMessagingTier> {
  const [row] = await executor
    .select({ tier: accounts.messagingTier })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .for('update');
  return row?.tier ?? 'TRUSTED';
}

/**
 * Messages that count against the tier limit: created since `since`, tests and cancelled ones left out; with the
 * oldest one's time, from which the caller can tell when a slot frees.
 */
export async function countCountedMessages(
  executor: DbExecutor,
  input: { accountId: string; since: Date },
): Promise<{ total: number; oldest: Date | null }> {
  const [row] = await executor
    .select({ total: count(), oldest: min(messages.createdAt) })
    .from(messages)
    .where(
      and(
        eq(messages.accountId, input.accountId),
        gte(messages.createdAt, input.since),
        eq(messages.isTest, false),
        ne(messages.status, 'CANCELLED'),
      ),
    );
  return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
}

export async function findAccountTier(executor: DbExecutor, accountId: string): Promise<TMessagingTier> {
  const [row] = await executor
    .select({ tier: accounts.messagingTier })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.tier ?? 'TRUSTED';
}

export async function findSender(executor: DbExecutor, userId: string | null) {
  if (!userId) return null;
  const [row] = await executor
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findEventAttendeeIds(
  executor: DbExecutor,
  input: { eventId: string; ids: string[] },
): Promise<string[]> {
  if (input.ids.length === 0) return [];
  const rows = await executor
    .select({ id: attendees.id })
    .from(attendees)
    .where(and(eq(attendees.eventId, input.eventId), inArray(attendees.id, input.ids)));
  return rows.map((row) => row.id);
}

export async function findEventProductTypes(
  executor: DbExecutor,
  input: { eventId: string; ids: string[] },
): Promise<{ id: string; productType: string }[]> {
  if (input.ids.length === 0) return [];
  return executor
    .select({ id: products.id, productType: products.productType })
    .from(products)
    .where(and(eq(products.eventId, input.eventId), inArray(products.id, input.ids)));
}

/** An order of the event as the back office lists it (not a checkout in progress). */
export async function findEventOrderContact(
  executor: DbExecutor,
  input: { eventId: string; orderId: string },
): Promise<{ id: string; email: string | null } | null> {
  const [row] = await executor
    .select({ id: orders.id, email: orders.email })
    .from(orders)
    .where(
      and(
        eq(orders.id, input.orderId),
        eq(orders.eventId, input.eventId),
        inArray(orders.status, [...LISTED_STATUSES]),
      ),
    );
  return row ?? null;
}

/** A person a message may reach, before deduplication: an attendee with their order, or a buyer alone. */
export type AudienceRow = {
  attendeeId: string | null;
  attendeeEmail: string | null;
  attendeeFirstName: string | null;
  attendeeLastName: string | null;
  attendeeLocale: string | null;
  orderId: string;
  orderEmail: string | null;
  orderFirstName: string | null;
  orderLastName: string | null;
  orderLocale: string;
};

const buyerColumns = {
  orderId: orders.id,
  orderEmail: orders.email,
  orderFirstName: orders.firstName,
  orderLastName: orders.lastName,
  orderLocale: orders.locale,
};

const attendeeColumns = {
  attendeeId: attendees.id,
  attendeeEmail: attendees.email,
  attendeeFirstName: attendees.firstName,
  attendeeLastName: attendees.lastName,
  attendeeLocale: attendees.locale,
  ...buyerColumns,
};

const noAttendee = {
  attendeeId: sql<string | null>`null::uuid`,
  attendeeEmail: sql<string | null>`null::text`,
  attendeeFirstName: sql<string | null>`null::text`,
  attendeeLastName: sql<string | null>`null::text`,
  attendeeLocale: sql<string | null>`null::text`,
};

/** Attendees of the event matching `where`, with their orders, oldest first (the first source wins a duplicate). */
async function attendeeAudience(executor: DbExecutor, eventId: string, where: ReturnType<typeof and>) {
  return executor
    .select(attendeeColumns)
    .from(attendees)
    .innerJoin(orders, eq(orders.id, attendees.orderId))
    .where(and(eq(attendees.eventId, eventId), where))
    .orderBy(asc(attendees.createdAt), asc(attendees.id));
}

/**
 * Everyone the message's audience names now (server-behaviour §10, decision 101), in a stable order;
 * the service deduplicates them by email.
 */
export async function listAudience(
  executor: DbExecutor,
  message: Pick<MessageRow, 'eventId' | 'messageType' | 'attendeeIds' | 'productIds' | 'orderId' | 'orderStatuses'>,
): Promise<AudienceRow[]> {
  switch (message.messageType) {
    case 'ORDER_OWNER':
      if (!message.orderId) return [];
      return executor
        .select({ ...noAttendee, ...buyerColumns })
        .from(orders)
        .where(and(eq(orders.id, message.orderId), eq(orders.eventId, message.eventId)));
    case 'INDIVIDUAL_ATTENDEES':
      if (message.attendeeIds.length === 0) return [];
      return attendeeAudience(executor, message.eventId, inArray(attendees.id, message.attendeeIds));
    case 'TICKET_HOLDERS':
      if (message.productIds.length === 0) return [];
      return attendeeAudience(
        executor,
        message.eventId,
        and(eq(attendees.status, 'ACTIVE'), inArray(attendees.productId, message.productIds)),
      );
    case 'ALL_ATTENDEES':
      return attendeeAudience(executor, message.eventId, eq(attendees.status, 'ACTIVE'));
    case 'ORDER_OWNERS_WITH_PRODUCT': {
      if (message.productIds.length === 0 || message.orderStatuses.length === 0) return [];
      return executor
        .select({ ...noAttendee, ...buyerColumns })
        .from(orders)
        .where(
          and(
            eq(orders.eventId, message.eventId),
            inArray(orders.status, message.orderStatuses as TMessageOrderStatus[]),
            isNotNull(orders.email),
            exists(
              executor
                .select({ one: sql`1` })
                .from(orderItems)
                .where(and(eq(orderItems.orderId, orders.id), inArray(orderItems.productId, message.productIds))),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orders.id));
    }
  }
}

/** Rows per insert: 7 parameters each, far inside PostgreSQL's 65,535. */
const RECIPIENT_INSERT_BATCH = 1000;

/** Writes the recipients; ids are returned in insertion order. A row already there (a retried dispatch) stays. */
export async function insertRecipients(
  executor: DbExecutor,
  rows: MessageRecipientInsert[],
): Promise<{ id: string }[]> {
  const ids: { id: string }[] = [];
  for (let start = 0; start < rows.length; start += RECIPIENT_INSERT_BATCH) {
    ids.push(
      ...(await executor
        .insert(messageRecipients)
        .values(rows.slice(start, start + RECIPIENT_INSERT_BATCH))
        .onConflictDoNothing()
        .returning({ id: messageRecipients.id })),
    );
  }
  return ids;
}

/** The message under its row lock: dispatches (a job and the sweep's) queue behind each other. */
export async function lockMessage(executor: DbExecutor, messageId: string): Promise<MessageRow | null> {
  const [row] = await executor.select().from(messages).where(eq(messages.id, messageId)).for('update');
  return row ?? null;
}

export async function updateMessage(
  executor: DbExecutor,
  messageId: string,
  values: Partial<Pick<MessageRow, 'status' | 'sentAt' | 'recipientCount' | 'failureReason'>>,
): Promise<void> {
  await executor
    .update(messages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(messages.id, messageId));
}

/** Due messages still SCHEDULED (the partial index holds exactly these), oldest first. */
export async function listDueScheduledMessageIds(
  executor: DbExecutor,
  input: { now: Date; limit: number },
): Promise<string[]> {
  const rows = await executor
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.status, 'SCHEDULED'), lte(messages.scheduledAt, input.now)))
    .orderBy(asc(messages.scheduledAt))
    .limit(input.limit);
  return rows.map((row) => row.id);
}

/**
 * Deliveries still PENDING of messages that went out before `sentBefore`: long past every retry of their job
 * (one that timed out on its last attempt never ran its handler to settle the row).
 */
export async function listAbandonedDeliveries(
  executor: DbExecutor,
  input: { sentBefore: Date; limit: number },
): Promise<{ recipientId: string; messageId: string }[]> {
  return executor
    .select({ recipientId: messageRecipients.id, messageId: messages.id })
    .from(messages)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(
      and(
        eq(messages.status, 'PROCESSING'),
        lte(messages.sentAt, input.sentBefore),
        eq(messageRecipients.status, 'PENDING'),
      ),
    )
    .limit(input.limit);
}

/** One delivery with what its email needs. */
export async function findDelivery(executor: DbExecutor, recipientId: string) {
  const [row] = await executor
    .select({ recipient: messageRecipients, message: messages, event: events, organizer: organizers })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .innerJoin(events, eq(events.id, messages.eventId))
    .innerJoin(organizers, eq(organizers.id, events.organizerId))
    .where(eq(messageRecipients.id, recipientId));
  return row ?? null;
}

/**
 * Settles one PENDING delivery as SENT or FAILED and moves the message's counts in the same statement pair;
 * the delivery that completes the count settles the message: SENT, or FAILED when every delivery failed.
 * False when the row was no longer PENDING (a retried job), so nothing is counted twice.
 */
export async function settleRecipient(
  executor: DbExecutor,
  input: { recipientId: string; messageId: string; isSent: boolean; error: string | null; now: Date },
): Promise<boolean> {
  const settled = await executor
    .update(messageRecipients)
    .set(
      input.isSent
        ? { status: 'SENT', sentAt: input.now, error: null }
        : { status: 'FAILED', error: input.error ?? 'The mail server refused the message.' },
    )
    .where(and(eq(messageRecipients.id, input.recipientId), eq(messageRecipients.status, 'PENDING')))
    .returning({ id: messageRecipients.id });
  if (settled.length === 0) return false;
  const sent = input.isSent ? 1 : 0;
  const failed = input.isSent ? 0 : 1;
  // Column references in SET read the values before this update, under the row lock the UPDATE takes.
  await executor
    .update(messages)
    .set({
      sentCount: sql`${messages.sentCount} + ${sent}`,
      failedCount: sql`${messages.failedCount} + ${failed}`,
      status: sql`CASE WHEN ${messages.status} = 'PROCESSING' AND ${messages.sentCount} + ${messages.failedCount} + 1 >= ${messages.recipientCount}
        THEN CASE WHEN ${messages.sentCount} + ${sent} = 0 THEN 'FAILED' ELSE 'SENT' END
        ELSE ${messages.status} END`,
      failureReason: sql`CASE WHEN ${messages.status} = 'PROCESSING' AND ${messages.sentCount} + ${sent} = 0 AND ${messages.failedCount} + ${failed} >= ${messages.recipientCount}
        THEN 'Every delivery failed.' ELSE ${messages.failureReason} END`,
      updatedAt: input.now,
    })
    .where(eq(messages.id, input.messageId));
  return true;
}

export async function listRecipientsPage(executor: DbExecutor, input: { messageId: string; query: ParsedListQuery }) {
  return runListQuery<MessageRecipientRow>({
    resource: messageRecipientsListResource,
    query: input.query,
    scope: eq(messageRecipients.messageId, input.messageId),
    fetchPage: (clauses) =>
      executor
        .select()
        .from(messageRecipients)
        .where(clauses.where)
        .orderBy(...clauses.orderBy)
        .limit(clauses.limit)
        .offset(clauses.offset),
    count: async (where) =>
      (await executor.select({ total: count() }).from(messageRecipients).where(where))[0]?.total ?? 0,
  });
}

/**
 * The messages an order's buyer or attendees were sent (tests left out), one row per delivery, for the
 * order's timeline.
 */
export async function listMessagesOfOrder(executor: DbExecutor, orderId: string) {
  return executor
    .select({
      messageId: messages.id,
      subject: messages.subject,
      email: messageRecipients.email,
      status: messageRecipients.status,
      createdAt: messageRecipients.createdAt,
      sentAt: messageRecipients.sentAt,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .where(and(eq(messageRecipients.orderId, orderId), eq(messages.isTest, false)))
    .orderBy(asc(messageRecipients.createdAt), asc(messageRecipients.email));
}
