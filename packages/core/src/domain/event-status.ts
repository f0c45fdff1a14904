import type { TEventStatus } from '../contracts/events';

/**
 * Allowed event status changes (docs/decisions/016-organizer-and-event-status.md). PAUSED keeps the
 * page up but stops sales; ARCHIVED hides the event and only goes back to DRAFT.
 */
export const EVENT_STATUS_TRANSITIONS: Record<TEventStatus, readonly TEventStatus[]> = {
  DRAFT: ['LIVE', 'ARCHIVED'],
  LIVE: ['PAUSED', 'DRAFT', 'ARCHIVED'],
  PAUSED: ['LIVE', 'DRAFT', 'ARCHIVED'],
  ARCHIVED: ['DRAFT'],
};

export function canChangeEventStatus(from: TEventStatus, to: TEventStatus): boolean {
  return from === to || EVENT_STATUS_TRANSITIONS[from].includes(to);
}

/** Statuses whose public page buyers may open: a PAUSED event stays visible with its sales stopped (decision 016). */
export const BUYER_VISIBLE_EVENT_STATUSES = ['LIVE', 'PAUSED'] as const satisfies readonly TEventStatus[];

export function isEventVisibleToBuyers(status: string): boolean {
  return (BUYER_VISIBLE_EVENT_STATUSES as readonly string[]).includes(status);
}

/** Only a LIVE event takes new reservations; orders already reserved may still be completed. */
export function areEventSalesOpen(status: string): boolean {
  return status === 'LIVE';
}
