import { describe, expect, it } from 'vitest';
import {
  ORDER_PAYMENT_STATUSES,
  ORDER_REFUND_STATUSES,
  ORDER_STATUSES,
  formatStatusText,
  getOrderStatusColor,
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
