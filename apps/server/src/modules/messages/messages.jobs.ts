import { MESSAGING_TIER_LIMITS } from '@marquee/core';
import { z } from 'zod';
import { renderEmail } from '../../emails/render-email';
import type { JobDefinition, JobRun } from '../../jobs/job-queue';
import { isPermanentMailError, sendingAs } from '../../lib/mailer/mailer';
import type { JobContext } from '../../services';
import { toEmailSender } from '../checkout/checkout.emails';
import { toEventSettings } from '../events/events.mapper';
import { tooManyRecipientsReason } from './messages.errors';
import { resolveRecipients } from './messages.recipients';
import {
  findAccountTier,
  findDelivery,
  findSender,
  insertRecipients,
  listAbandonedDeliveries,
  listDueScheduledMessageIds,
  lockMessage,
  settleRecipient,
  updateMessage,
} from './messages.repository';

/**
 * A message's delivery (docs/decisions/101-messages.md): `message.dispatch` resolves the recipients once and
 * queues one `message.deliver` per recipient; `message.sweep-scheduled` runs every minute for due messages
 * whose dispatch job was lost.
 */

type Context = JobContext & JobRun;
type MessageJob = { message_id: string };
type DeliverJob = { recipient_id: string };

const ZMessageJob = z.object({ message_id: z.uuid() });
const ZDeliverJob = z.object({ recipient_id: z.uuid() });
const ERROR_MAX = 1000;

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/**
 * Moves the message SCHEDULED → PROCESSING (or takes one created PROCESSING), writes its recipients and queues
 * their deliveries, all in one transaction under the message's row lock: a cancelled, settled or already
 * dispatched message is left alone, so a second job or the sweep finds nothing to do.
 */
export async function dispatchMessage(context: Context, messageId: string, now = new Date()): Promise<void> {
  await context.database.db.transaction(async (tx) => {
    const message = await lockMessage(tx, messageId);
    if (!message) return;
    const isDue = message.status === 'SCHEDULED' && (message.scheduledAt?.getTime() ?? 0) <= now.getTime();
    const isWaiting = message.status === 'PROCESSING' && !message.sentAt;
    if (!isDue && !isWaiting) return;
    const recipients = await resolveRecipients(tx, {
      audience: message,
      isTest: message.isTest,
      sendCopyToSender: message.sendCopyToCurrentUser,
      sender: await findSender(tx, message.sentByUserId),
    });
    const { maxRecipientsPerMessage } = MESSAGING_TIER_LIMITS[await findAccountTier(tx, message.accountId)];
    if (!message.isTest && recipients.length > maxRecipientsPerMessage) {
      await updateMessage(tx, message.id, {
        status: 'FAILED',
        failureReason: tooManyRecipientsReason(recipients.length, maxRecipientsPerMessage),
      });
      context.logger.warn({ message_id: message.id, recipients: recipients.length }, 'Message over its tier limit');
      return;
    }
    const rows = await insertRecipients(
      tx,
      recipients.map((recipient) => ({ messageId: message.id, ...recipient })),
    );
    await updateMessage(tx, message.id, {
      status: rows.length === 0 ? 'SENT' : 'PROCESSING',
      sentAt: now,
      recipientCount: rows.length,
    });
    await context.queue.sendMany(
      deliverMessageJob,
      rows.map((row) => ({ recipient_id: row.id })),
      { executor: tx },
    );
    context.logger.info({ message_id: message.id, recipients: rows.length }, 'Message dispatched');
  });
}

/** A dispatch that failed for good leaves the message FAILED with the reason, not PROCESSING for ever. */
async function failUndispatched(context: Context, messageId: string, error: unknown): Promise<void> {
  await context.database.db.transaction(async (tx) => {
    const message = await lockMessage(tx, messageId);
    if (!message || message.sentAt || (message.status !== 'SCHEDULED' && message.status !== 'PROCESSING')) return;
    await updateMessage(tx, messageId, {
      status: 'FAILED',
      failureReason: `The message could not be sent: ${describeError(error)}`,
    });
  });
}

export const dispatchMessageJob: JobDefinition<MessageJob, JobContext> = {
  name: 'message.dispatch',
  schema: ZMessageJob,
  // One waiting job per message: the sweep's re-queue is a no-op while the scheduled one waits.
  policy: 'short',
  retryLimit: 5,
  retryDelaySeconds: 10,
  expireInSeconds: 10 * 60,
  async handle({ message_id }, context) {
    try {
      await dispatchMessage(context, message_id);
    } catch (error) {
      if (context.isLastAttempt) await failUndispatched(context, message_id, error);
      throw error;
    }
  },
};

/**
 * Sends one recipient's email and settles the row: SENT, or FAILED with the mail server's answer on a
 * permanent refusal or on the last attempt (other failures throw, and the queue retries with backoff).
 */
export async function deliverToRecipient(context: Context, recipientId: string): Promise<void> {
  const { database, mailer, config, logger } = context;
  const found = await findDelivery(database.db, recipientId);
  if (!found || found.recipient.status !== 'PENDING') return;
  const { recipient, message, event, organizer } = found;
  const settings = toEventSettings(event);
  const rendered = renderEmail({
    template: 'event_message',
    locale: recipient.locale,
    data: {
      eventTitle: event.title,
      subject: message.subject,
      messageHtml: message.message,
      footerHtml: settings.email_footer_message,
      kind: message.isTest ? 'TEST' : recipient.isSender ? 'COPY' : 'RECIPIENT',
    },
    appName: config.publicConfig.appName,
    frontendUrl: config.publicConfig.frontendUrl,
    supportEmail: config.publicConfig.platformSupportEmail,
  });
  // In the organizer's name, answered to the organizer (decision 142), as the order emails are.
  const sender = toEmailSender({ event, organizer });
  const replyTo = sender.replyTo ?? undefined;
  const settle = (isSent: boolean, error: string | null) =>
    database.db.transaction((tx) =>
      settleRecipient(tx, { recipientId, messageId: message.id, isSent, error, now: new Date() }),
    );
  try {
    await mailer.send({
      from: sendingAs(config.mailFrom, sender.fromName),
      to: recipient.email,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      ...(replyTo ? { replyTo } : {}),
    });
  } catch (error) {
    if (!isPermanentMailError(error) && !context.isLastAttempt) throw error;
    await settle(false, describeError(error));
    logger.warn({ err: error, message_id: message.id, recipient_id: recipientId }, 'Message delivery failed');
    return;
  }
  await settle(true, null);
}

export const deliverMessageJob: JobDefinition<DeliverJob, JobContext> = {
  name: 'message.deliver',
  schema: ZDeliverJob,
  // A message fans out to thousands of deliveries: fetched 25 at a time, each completing or retrying alone.
  batchSize: 25,
  retryLimit: 5,
  retryDelaySeconds: 30,
  // Covers a whole batch against a slow mail server (each send gives up after its own timeouts).
  expireInSeconds: 15 * 60,
  async handle({ recipient_id }, context) {
    await deliverToRecipient(context, recipient_id);
  },
};

export const SWEEP_BATCH = 500;

/** Queues a dispatch for each due message still SCHEDULED; one already waiting for it makes the send a no-op. */
export async function queueDueMessages(context: Context, now = new Date()): Promise<number> {
  const ids = await listDueScheduledMessageIds(context.database.db, { now, limit: SWEEP_BATCH });
  let queued = 0;
  for (const id of ids)
    if (await context.queue.sendUnique(dispatchMessageJob, { message_id: id }, { singletonKey: id })) queued++;
  return queued;
}

/**
 * Past every retry of a delivery (six attempts of at most 15 minutes, with backoff, take well under this), a
 * row still PENDING will not be settled by its job any more.
 */
export const ABANDONED_DELIVERY_AFTER_MS = 6 * 3_600_000;
export const ABANDONED_DELIVERY_REASON = 'No answer from the mail server after every attempt.';

/** Settles deliveries left PENDING long after their message went as FAILED, so no message stays PROCESSING. */
export async function settleAbandonedDeliveries(context: Context, now = new Date()): Promise<number> {
  const abandoned = await listAbandonedDeliveries(context.database.db, {
    sentBefore: new Date(now.getTime() - ABANDONED_DELIVERY_AFTER_MS),
    limit: SWEEP_BATCH,
  });
  let settled = 0;
  for (const { recipientId, messageId } of abandoned) {
    const isSettled = await context.database.db.transaction((tx) =>
      settleRecipient(tx, { recipientId, messageId, isSent: false, error: ABANDONED_DELIVERY_REASON, now }),
    );
    if (isSettled) settled++;
  }
  return settled;
}

export const sweepScheduledMessagesJob: JobDefinition<Record<string, never>, JobContext> = {
  name: 'message.sweep-scheduled',
  schema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 120,
  async handle(_data, context) {
    const queued = await queueDueMessages(context);
    if (queued > 0) context.logger.info({ queued }, 'Due scheduled messages queued');
    const abandoned = await settleAbandonedDeliveries(context);
    if (abandoned > 0) context.logger.warn({ abandoned }, 'Message deliveries that never finished marked failed');
  },
};
