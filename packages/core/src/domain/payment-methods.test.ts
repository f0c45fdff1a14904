import { describe, expect, it } from 'vitest';
import { availablePaymentMethods, stripeReturnOutcome } from './payment-methods';

describe('availablePaymentMethods', () => {
  it('offers nothing but FREE for a free order', () => {
    expect(availablePaymentMethods({ totalGross: 0, eventProviders: ['STRIPE'], isStripeConfigured: true })).toEqual([
      'FREE',
    ]);
  });

  it('offers Stripe only when the event wants it and the instance has keys', () => {
    const paid = { totalGross: 2500, eventProviders: ['STRIPE', 'OFFLINE'] };
    expect(availablePaymentMethods({ ...paid, isStripeConfigured: true })).toEqual(['STRIPE', 'OFFLINE']);
    expect(availablePaymentMethods({ ...paid, isStripeConfigured: false })).toEqual(['OFFLINE']);
    expect(availablePaymentMethods({ totalGross: 1, eventProviders: [], isStripeConfigured: true })).toEqual([]);
  });
});

describe('stripeReturnOutcome', () => {
  it('is PAID once the order completed, whatever Stripe said last', () => {
    expect(stripeReturnOutcome({ intentStatus: 'processing', orderStatus: 'COMPLETED' })).toBe('PAID');
  });

  it('waits while Stripe is processing or the order has not caught up', () => {
    expect(stripeReturnOutcome({ intentStatus: 'processing', orderStatus: 'RESERVED' })).toBe('PROCESSING');
    expect(stripeReturnOutcome({ intentStatus: 'succeeded', orderStatus: 'RESERVED' })).toBe('PROCESSING');
  });

  it('tells a refunded late payment from a failure', () => {
    expect(
      stripeReturnOutcome({ intentStatus: 'succeeded', orderStatus: 'CANCELLED', refundStatus: 'REFUND_PENDING' }),
    ).toBe('REFUNDED_AFTER_EXPIRY');
    expect(stripeReturnOutcome({ intentStatus: 'requires_payment_method', orderStatus: 'RESERVED' })).toBe('FAILED');
    expect(stripeReturnOutcome({ intentStatus: 'canceled', orderStatus: 'RESERVED' })).toBe('FAILED');
  });
});
