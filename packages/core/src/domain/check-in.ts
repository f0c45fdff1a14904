import { checkInListWindow, type TCheckInAction } from '../contracts/check-in-lists';
import type { TAttendeeStatus } from '../contracts/orders';
import type { TOrderStatus } from './order-status';

/**
 * Who the door knows and who it lets in (server-behaviour §9, docs/decisions/099-check-in-lists.md). The server
 * counts and checks in with these rules; the door page uses the same ones to grey out a ticket.
 */

/** Orders whose tickets the door knows: paid, or placed to be paid offline. Reservations and abandoned or cancelled orders are not. */
export const CHECK_IN_ORDER_STATUSES = [
  'COMPLETED',
  'AWAITING_OFFLINE_PAYMENT',
] as const satisfies readonly TOrderStatus[];

export type TDoorAttendee = { status: TAttendeeStatus; order_status: TOrderStatus };

const isDoorOrder = (status: TOrderStatus) => (CHECK_IN_ORDER_STATUSES as readonly TOrderStatus[]).includes(status);

/** A ticket the door knows (found by a scan, whatever its state): one of a paid or offline order. */
export const isKnownAtDoor = (attendee: TDoorAttendee): boolean => isDoorOrder(attendee.order_status);

/**
 * §9 "Counting": an ACTIVE attendee of a COMPLETED order; or, when the event lets orders awaiting offline payment
 * check in, an ACTIVE or AWAITING_PAYMENT attendee of a COMPLETED or AWAITING_OFFLINE_PAYMENT order.
 */
export function isCountedForCheckIn(attendee: TDoorAttendee, allowAwaitingOfflinePayment: boolean): boolean {
  if (attendee.status === 'ACTIVE' && attendee.order_status === 'COMPLETED') return true;
  return allowAwaitingOfflinePayment && attendee.status !== 'CANCELLED' && isDoorOrder(attendee.order_status);
}

/** Listed on the door page: the counted attendees, and the cancelled ones of known orders (shown disabled). */
export function isShownAtDoor(attendee: TDoorAttendee, allowAwaitingOfflinePayment: boolean): boolean {
  return (
    isCountedForCheckIn(attendee, allowAwaitingOfflinePayment) ||
    (attendee.status === 'CANCELLED' && isDoorOrder(attendee.order_status))
  );
}

/** Why one attendee of a check-in request is not checked in now (an "already checked in" aside). */
export type TCheckInRefusal = 'UNKNOWN' | 'CANCELLED' | 'AWAITING_PAYMENT' | 'MARK_PAID_NOT_ALLOWED';

export function checkInRefusal(
  attendee: TDoorAttendee,
  input: { action: TCheckInAction; allowAwaitingOfflinePayment: boolean },
): TCheckInRefusal | null {
  if (!isKnownAtDoor(attendee)) return 'UNKNOWN';
  if (attendee.status === 'CANCELLED') return 'CANCELLED';
  if (input.action === 'check-in-and-mark-order-as-paid' && !input.allowAwaitingOfflinePayment)
    return 'MARK_PAID_NOT_ALLOWED';
  return isCountedForCheckIn(attendee, input.allowAwaitingOfflinePayment) ? null : 'AWAITING_PAYMENT';
}

/** The attendee may be checked in and asked for the order to be marked paid, which it still awaits. */
export function shouldMarkOrderPaid(attendee: TDoorAttendee, action: TCheckInAction): boolean {
  return action === 'check-in-and-mark-order-as-paid' && attendee.order_status === 'AWAITING_OFFLINE_PAYMENT';
}

/** Attendee reads and check-ins happen only inside the list's window; null when open. */
export function checkInListWindowProblem(
  list: { activates_at: string | null; expires_at: string | null },
  now: Date = new Date(),
): 'NOT_ACTIVE' | 'EXPIRED' | null {
  const window = checkInListWindow(list, now);
  if (window.is_expired) return 'EXPIRED';
  return window.is_active ? null : 'NOT_ACTIVE';
}
