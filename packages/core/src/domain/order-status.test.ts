import { describe, expect, it } from 'vitest';
import {
  ATTENDEE_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_REFUND_STATUSES,
  ORDER_STATUSES,
  STATUS_BADGES,
  formatStatusText,
  getOrderStatusColor,
  isKnownStatus,
  statusBadge,
} from './order-status';

describe('order status enumerations', () => {
  it('lists the order statuses', () => {
    expect(ORDER_STATUSES).toEqual(['RESERVED', 'CANCELLED', 'COMPLETED', 'AWAITING_OFFLINE_PAYMENT', 'ABANDONED']);
  });

  it('lists the payment statuses', () => {
    expect(ORDER_PAYMENT_STATUSES).toEqual([
      'NO_PAYMENT_REQUIRED',
      'AWAITING_PAYMENT',
      'AWAITING_OFFLINE_PAYMENT',
      'PAYMENT_FAILED',
      'PAYMENT_RECEIVED',
    ]);
  });

  it('lists the refund statuses', () => {
    expect(ORDER_REFUND_STATUSES).toEqual(['REFUND_PENDING', 'REFUND_FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED']);
  });
});

describe('getOrderStatusColor', () => {
  it.each(['AWAITING_PAYMENT', 'REFUND_PENDING', 'PARTIALLY_REFUNDED'])('shows %s in orange', (status) => {
    expect(getOrderStatusColor(status)).toBe('orange');
  });

  it.each(['CANCELLED', 'REFUND_FAILED', 'REFUNDED', 'PAYMENT_FAILED'])('shows %s in red', (status) => {
    expect(getOrderStatusColor(status)).toBe('red');
  });

  it.each([
    'COMPLETED',
    'RESERVED',
    'AWAITING_OFFLINE_PAYMENT',
    'ABANDONED',
    'NO_PAYMENT_REQUIRED',
    'PAYMENT_RECEIVED',
    'SOMETHING_NEW',
    '',
  ])('shows %j in teal', (status) => {
    expect(getOrderStatusColor(status)).toBe('teal');
  });

  it('shows a missing status in teal', () => {
    expect(getOrderStatusColor(null)).toBe('teal');
    expect(getOrderStatusColor(undefined)).toBe('teal');
  });

  it('matches statuses exactly, as the API sends them', () => {
    expect(getOrderStatusColor('cancelled')).toBe('teal');
    expect(getOrderStatusColor(' CANCELLED')).toBe('teal');
  });

  it('does not treat inherited object keys as statuses', () => {
    expect(getOrderStatusColor('constructor')).toBe('teal');
    expect(getOrderStatusColor('__proto__')).toBe('teal');
  });

  it('gives every known status exactly one of the three colours', () => {
    for (const status of [...ORDER_STATUSES, ...ORDER_PAYMENT_STATUSES, ...ORDER_REFUND_STATUSES]) {
      expect(['orange', 'red', 'teal']).toContain(getOrderStatusColor(status));
    }
  });
});

describe('formatStatusText', () => {
  it.each([
    ['AWAITING_OFFLINE_PAYMENT', 'awaiting offline payment'],
    ['COMPLETED', 'completed'],
    ['PARTIALLY_REFUNDED', 'partially refunded'],
    ['NO_PAYMENT_REQUIRED', 'no payment required'],
    ['already lower', 'already lower'],
    ['A__B', 'a  b'],
    ['', ''],
  ])('shows %j as %j', (status, expected) => {
    expect(formatStatusText(status)).toBe(expected);
  });

  it('shows a missing status as an empty string', () => {
    expect(formatStatusText(null)).toBe('');
    expect(formatStatusText(undefined)).toBe('');
  });
});

describe('STATUS_BADGES, the one table of status badges', () => {
  const every = [...ORDER_STATUSES, ...ORDER_PAYMENT_STATUSES, ...ORDER_REFUND_STATUSES, ...ATTENDEE_STATUSES];

  it('holds every order, payment, refund and attendee status, and nothing else', () => {
    expect(Object.keys(STATUS_BADGES).sort()).toEqual([...new Set(every)].sort());
  });

  it('colours and words each one by the spec §4 rule', () => {
    for (const status of every)
      expect(STATUS_BADGES[status], status).toEqual({
        color: getOrderStatusColor(status),
        text: formatStatusText(status),
      });
  });

  it.each([
    ['COMPLETED', 'teal', 'completed'],
    ['AWAITING_OFFLINE_PAYMENT', 'teal', 'awaiting offline payment'],
    ['AWAITING_PAYMENT', 'orange', 'awaiting payment'],
    ['REFUND_PENDING', 'orange', 'refund pending'],
    ['PARTIALLY_REFUNDED', 'orange', 'partially refunded'],
    ['CANCELLED', 'red', 'cancelled'],
    ['REFUNDED', 'red', 'refunded'],
    ['REFUND_FAILED', 'red', 'refund failed'],
    ['PAYMENT_FAILED', 'red', 'payment failed'],
    ['ACTIVE', 'teal', 'active'],
    ['ABANDONED', 'teal', 'abandoned'],
  ] as const)('shows %s in %s as %j', (status, color, text) => {
    expect(statusBadge(status)).toEqual({ color, text });
  });

  it('applies the rule to a status it does not know yet, and shows nothing for a missing one', () => {
    expect(statusBadge('ON_HOLD')).toEqual({ color: 'teal', text: 'on hold' });
    expect(statusBadge(null)).toEqual({ color: 'teal', text: '' });
    expect(statusBadge(undefined)).toEqual({ color: 'teal', text: '' });
  });

  it('knows only its own statuses, not inherited object keys', () => {
    expect(isKnownStatus('ACTIVE')).toBe(true);
    expect(isKnownStatus('active')).toBe(false);
    expect(isKnownStatus('constructor')).toBe(false);
    expect(isKnownStatus('__proto__')).toBe(false);
    expect(statusBadge('toString')).toEqual({ color: 'teal', text: 'tostring' });
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(STATUS_BADGES)).toBe(true);
  });
});
