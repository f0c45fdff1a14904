import type { TCheckInRefusal } from '@marquee/core';
import { AppError, type FieldErrors } from '../../lib/app-error';

/** A time as door staff read it: the event's own clock, with its zone named. */
export function formatDoorTime(date: Date, timezone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(
    date,
  );
  return `${text} (${timezone})`;
}

export const CHECK_IN_REFUSAL_MESSAGES: Record<TCheckInRefusal, string> = {
  UNKNOWN: 'No ticket with this code is on this list.',
  CANCELLED: 'This ticket has been cancelled.',
  AWAITING_PAYMENT: "This ticket's order is awaiting payment.",
  MARK_PAID_NOT_ALLOWED: 'This event does not allow marking orders as paid at check-in.',
};

export const checkInListErrors = {
  listNotFound: () => AppError.notFound('check-in list'),
  attendeeNotFound: () => AppError.notFound('attendee'),
  checkInNotFound: () => AppError.notFound('check-in'),
  windowOrder: (field: 'activates_at' | 'expires_at', other: string) =>
    AppError.validation({
      [field]: [
        field === 'expires_at'
          ? `The list must expire after it activates (${other}).`
          : `The list must activate before it expires (${other}).`,
      ],
    }),
  /** Attendee reads outside the list's window (server-behaviour §9). */
  closedForReads: (message: string) => new AppError('FORBIDDEN', message),
  /** A check-in request refused as a whole: nothing was checked in. */
  requestRefused: (message: string, errors: FieldErrors = {}) => new AppError('CONFLICT', message, errors),
  notCheckedIn: () => new AppError('CONFLICT', 'This attendee is not checked in on this list (already checked out).'),
  busy: () => new AppError('CONFLICT', 'This ticket is being checked in and out at the same moment. Try again.'),
};

/** Why the list is closed now, in the event's time. */
export function windowMessage(
  problem: 'NOT_ACTIVE' | 'EXPIRED',
  list: { activatesAt: Date | null; expiresAt: Date | null },
  timezone: string,
): string {
  return problem === 'EXPIRED'
    ? `This check-in list expired on ${formatDoorTime(list.expiresAt!, timezone)}.`
    : `This check-in list is not active yet: it opens on ${formatDoorTime(list.activatesAt!, timezone)}.`;
}
