import { describe, expect, it } from 'vitest';
import { shouldPollPayment } from './payment-return';

describe('shouldPollPayment', () => {
  const base = { hasError: false, startedAt: 1_000, lastAnswerAt: 2_000, maxWaitMs: 10_000 };

  it('asks until there is a first answer', () => {
    expect(shouldPollPayment({ ...base, outcome: null })).toBe(true);
  });

  it('keeps asking while Stripe processes, within the wait only', () => {
    expect(shouldPollPayment({ ...base, outcome: 'PROCESSING' })).toBe(true);
    expect(shouldPollPayment({ ...base, outcome: 'PROCESSING', lastAnswerAt: 11_000 })).toBe(false);
  });

  it('stops on a final answer or an error', () => {
    expect(shouldPollPayment({ ...base, outcome: 'PAID' })).toBe(false);
    expect(shouldPollPayment({ ...base, outcome: 'FAILED' })).toBe(false);
    expect(shouldPollPayment({ ...base, outcome: 'REFUNDED_AFTER_EXPIRY' })).toBe(false);
    expect(shouldPollPayment({ ...base, outcome: null, hasError: true })).toBe(false);
  });
});
