import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_ACTIONS } from '../contracts/check-in-lists';
import { ATTENDEE_STATUSES } from '../contracts/orders';
import {
  checkInListWindowProblem,
  checkInRefusal,
  isCountedForCheckIn,
  isKnownAtDoor,
  isShownAtDoor,
  shouldMarkOrderPaid,
  type TDoorAttendee,
} from './check-in';
import { ORDER_STATUSES } from './order-status';

const attendee = (status: TDoorAttendee['status'], order_status: TDoorAttendee['order_status']): TDoorAttendee => ({
  status,
  order_status,
});

const anyAttendee = fc.record({
  status: fc.constantFrom(...ATTENDEE_STATUSES),
  order_status: fc.constantFrom(...ORDER_STATUSES),
});

describe('counting attendees for check-in (server-behaviour §9)', () => {
  it('counts ACTIVE attendees of COMPLETED orders whatever the setting', () => {
    expect(isCountedForCheckIn(attendee('ACTIVE', 'COMPLETED'), false)).toBe(true);
    expect(isCountedForCheckIn(attendee('ACTIVE', 'COMPLETED'), true)).toBe(true);
  });

  it('counts attendees of orders awaiting offline payment only when the event allows their check-in', () => {
    for (const [status, orderStatus] of [
      ['AWAITING_PAYMENT', 'AWAITING_OFFLINE_PAYMENT'],
      ['ACTIVE', 'AWAITING_OFFLINE_PAYMENT'],
      ['AWAITING_PAYMENT', 'COMPLETED'],
    ] as const) {
      expect(isCountedForCheckIn(attendee(status, orderStatus), false)).toBe(false);
      expect(isCountedForCheckIn(attendee(status, orderStatus), true)).toBe(true);
    }
  });

  it('never counts cancelled attendees, reservations, abandoned or cancelled orders', () => {
    for (const allow of [false, true]) {
      expect(isCountedForCheckIn(attendee('CANCELLED', 'COMPLETED'), allow)).toBe(false);
      expect(isCountedForCheckIn(attendee('AWAITING_PAYMENT', 'RESERVED'), allow)).toBe(false);
      expect(isCountedForCheckIn(attendee('ACTIVE', 'ABANDONED'), allow)).toBe(false);
      expect(isCountedForCheckIn(attendee('CANCELLED', 'CANCELLED'), allow)).toBe(false);
    }
  });

  it('knows the tickets of paid and offline orders only, whatever their state', () => {
    expect(isKnownAtDoor(attendee('CANCELLED', 'COMPLETED'))).toBe(true);
    expect(isKnownAtDoor(attendee('AWAITING_PAYMENT', 'AWAITING_OFFLINE_PAYMENT'))).toBe(true);
    for (const orderStatus of ['RESERVED', 'ABANDONED', 'CANCELLED'] as const)
      expect(isKnownAtDoor(attendee('ACTIVE', orderStatus))).toBe(false);
  });

  it('shows the counted attendees plus the cancelled ones of known orders, disabled', () => {
    expect(isShownAtDoor(attendee('CANCELLED', 'COMPLETED'), false)).toBe(true);
    expect(isShownAtDoor(attendee('CANCELLED', 'AWAITING_OFFLINE_PAYMENT'), false)).toBe(true);
    expect(isShownAtDoor(attendee('CANCELLED', 'CANCELLED'), true)).toBe(false);
    expect(isShownAtDoor(attendee('AWAITING_PAYMENT', 'RESERVED'), true)).toBe(false);
    expect(isShownAtDoor(attendee('AWAITING_PAYMENT', 'AWAITING_OFFLINE_PAYMENT'), false)).toBe(false);
    fc.assert(
      fc.property(anyAttendee, fc.boolean(), (someone, allow) => {
        if (isCountedForCheckIn(someone, allow)) expect(isShownAtDoor(someone, allow)).toBe(true);
      }),
    );
  });
});

describe('why an attendee is not checked in', () => {
  const plain = { action: 'check-in' as const, allowAwaitingOfflinePayment: false };
  const allowed = { action: 'check-in' as const, allowAwaitingOfflinePayment: true };
  const markPaid = { action: 'check-in-and-mark-order-as-paid' as const, allowAwaitingOfflinePayment: true };

  it('lets a counted attendee in and names the reason otherwise', () => {
    expect(checkInRefusal(attendee('ACTIVE', 'COMPLETED'), plain)).toBeNull();
    expect(checkInRefusal(attendee('CANCELLED', 'COMPLETED'), plain)).toBe('CANCELLED');
    expect(checkInRefusal(attendee('AWAITING_PAYMENT', 'AWAITING_OFFLINE_PAYMENT'), plain)).toBe('AWAITING_PAYMENT');
    expect(checkInRefusal(attendee('AWAITING_PAYMENT', 'AWAITING_OFFLINE_PAYMENT'), allowed)).toBeNull();
    expect(checkInRefusal(attendee('AWAITING_PAYMENT', 'RESERVED'), allowed)).toBe('UNKNOWN');
    expect(checkInRefusal(attendee('ACTIVE', 'CANCELLED'), allowed)).toBe('UNKNOWN');
  });

  it('allows marking the order paid at the door only with the event setting', () => {
    const awaiting = attendee('AWAITING_PAYMENT', 'AWAITING_OFFLINE_PAYMENT');
    expect(checkInRefusal(awaiting, markPaid)).toBeNull();
    expect(checkInRefusal(awaiting, { ...markPaid, allowAwaitingOfflinePayment: false })).toBe('MARK_PAID_NOT_ALLOWED');
    expect(shouldMarkOrderPaid(awaiting, 'check-in-and-mark-order-as-paid')).toBe(true);
    expect(shouldMarkOrderPaid(awaiting, 'check-in')).toBe(false);
    // A paid order has nothing left to mark: the attendee is simply checked in.
    expect(shouldMarkOrderPaid(attendee('ACTIVE', 'COMPLETED'), 'check-in-and-mark-order-as-paid')).toBe(false);
  });

  it('lets in exactly the counted attendees, whatever the action', () => {
    fc.assert(
      fc.property(anyAttendee, fc.boolean(), fc.constantFrom(...CHECK_IN_ACTIONS), (someone, allow, action) => {
        const refusal = checkInRefusal(someone, { action, allowAwaitingOfflinePayment: allow });
        if (refusal === null) expect(isCountedForCheckIn(someone, allow)).toBe(true);
        else if (refusal !== 'MARK_PAID_NOT_ALLOWED') expect(isCountedForCheckIn(someone, allow)).toBe(false);
      }),
    );
  });
});

describe('the check-in window', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  it('is open without bounds, and between activation (included) and expiry (excluded)', () => {
    expect(checkInListWindowProblem({ activates_at: null, expires_at: null }, now)).toBeNull();
    expect(checkInListWindowProblem({ activates_at: '2026-06-15T12:00:00Z', expires_at: null }, now)).toBeNull();
    expect(checkInListWindowProblem({ activates_at: '2026-06-15T12:00:01Z', expires_at: null }, now)).toBe(
      'NOT_ACTIVE',
    );
    expect(checkInListWindowProblem({ activates_at: null, expires_at: '2026-06-15T12:00:00Z' }, now)).toBe('EXPIRED');
    expect(
      checkInListWindowProblem({ activates_at: '2026-06-15T11:00:00Z', expires_at: '2026-06-15T13:00:00+01:00' }, now),
    ).toBe('EXPIRED');
  });
});
