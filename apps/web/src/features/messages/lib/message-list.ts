import { MESSAGE_STATUSES, type TMessage, type TMessageRecipientStatus, type TMessageStatus } from '@marquee/core';
import type { TListParams } from '../../../lib/list-params';
import type { TListUrlState } from '../../../lib/list-url-state';

/** The inbox's filters as they live in the URL (`?status=SCHEDULED`). */
export const MESSAGE_FILTER_KEYS = ['status'] as const;
export type TMessageFilterKey = (typeof MESSAGE_FILTER_KEYS)[number];

/** The selected message lives in the URL too, so a reload or a shared link opens it again. */
export const MESSAGE_PARAM = 'message';

/** While a message goes out its counts change by the second; a scheduled one only needs a glance now and then. */
export const PROCESSING_REFETCH_MS = 5_000;
export const WAITING_REFETCH_MS = 30_000;

export const MESSAGE_STATUS_COLORS: Record<TMessageStatus, string> = {
  PENDING_REVIEW: 'orange',
  SCHEDULED: 'violet',
  PROCESSING: 'blue',
  SENT: 'teal',
  FAILED: 'red',
  CANCELLED: 'gray',
};

export const RECIPIENT_STATUS_COLORS: Record<TMessageRecipientStatus, string> = {
  PENDING: 'blue',
  SENT: 'teal',
  FAILED: 'red',
};

export function isMessageStatus(value: string | null | undefined): value is TMessageStatus {
  return MESSAGE_STATUSES.includes(value as TMessageStatus);
}

/** The list query of the inbox: newest first, searched by subject, filtered by status (an unknown one is ignored). */
export function messageListParams(state: TListUrlState<TMessageFilterKey>): TListParams {
  const status = state.filters.status;
  return {
    page: state.page,
    perPage: state.perPage,
    query: state.query,
    sortBy: 'created_at',
    sortDirection: 'desc',
    filters: isMessageStatus(status) ? [{ field: 'status', operator: 'eq', value: status }] : [],
  };
}

/** How often to read one message again: soon while it is going out, now and then while it waits, never once done. */
export function messageRefetchInterval(message: Pick<TMessage, 'status'>): number | false {
  if (message.status === 'PROCESSING') return PROCESSING_REFETCH_MS;
  if (message.status === 'SCHEDULED' || message.status === 'PENDING_REVIEW') return WAITING_REFETCH_MS;
  return false;
}

/** The list's pace is its busiest message's. */
export function messagesRefetchInterval(messages: readonly Pick<TMessage, 'status'>[]): number | false {
  let interval: number | false = false;
  for (const message of messages) {
    const own = messageRefetchInterval(message);
    if (own !== false && (interval === false || own < interval)) interval = own;
  }
  return interval;
}

export type TMessageMoment = { kind: 'SCHEDULED' | 'SENT' | 'CREATED'; at: string };

/**
 * The time a message is known by: when it goes (scheduled and still waiting, or cancelled before), when it
 * went, or, failing both, when it was written.
 */
export function messageMoment(
  message: Pick<TMessage, 'status' | 'scheduled_at' | 'sent_at' | 'created_at'>,
): TMessageMoment {
  if (message.sent_at) return { kind: 'SENT', at: message.sent_at };
  if (message.scheduled_at) return { kind: 'SCHEDULED', at: message.scheduled_at };
  return { kind: 'CREATED', at: message.created_at };
}

/** The id one step up (-1) or down (+1) the list from `currentId`; the first (or last) when none is selected. */
export function steppedSelection(ids: readonly string[], currentId: string | null, step: -1 | 1): string | null {
  if (ids.length === 0) return null;
  const index = currentId === null ? -1 : ids.indexOf(currentId);
  if (index === -1) return step === 1 ? ids[0]! : ids[ids.length - 1]!;
  return ids[Math.min(ids.length - 1, Math.max(0, index + step))]!;
}
