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
