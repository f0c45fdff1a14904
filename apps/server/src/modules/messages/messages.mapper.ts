import type { TMessage, TMessageRecipient } from '@marquee/core';
import type { MessageListRow, MessageRecipientRow } from './messages.repository';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toMessage({ message, sender, orderShortId }: MessageListRow): TMessage {
  return {
    id: message.id,
    event_id: message.eventId,
    subject: message.subject,
    message: message.message,
    message_type: message.messageType,
    attendee_ids: message.attendeeIds,
    product_ids: message.productIds,
    order_id: message.orderId,
    order_short_id: orderShortId,
    order_statuses: message.orderStatuses,
    is_test: message.isTest,
    send_copy_to_current_user: message.sendCopyToCurrentUser,
    status: message.status,
    scheduled_at: iso(message.scheduledAt),
    sent_at: iso(message.sentAt),
    recipient_count: message.recipientCount,
    sent_count: message.sentCount,
    failed_count: message.failedCount,
    failure_reason: message.failureReason,
    sent_by: sender
      ? { id: sender.id, first_name: sender.firstName, last_name: sender.lastName, email: sender.email }
      : null,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
  };
}

export function toMessageRecipient(row: MessageRecipientRow): TMessageRecipient {
  return {
    id: row.id,
    message_id: row.messageId,
    email: row.email,
    name: row.name,
    attendee_id: row.attendeeId,
    order_id: row.orderId,
    status: row.status,
    error: row.error,
    sent_at: iso(row.sentAt),
    created_at: row.createdAt.toISOString(),
  };
}
