import { describe, expect, it } from 'vitest';
import {
  GIVE_UP_AFTER_MS,
  MAX_RETRY_DELAY_MS,
  disableCause,
  disableReason,
  isSuccess,
  retryDelayMs,
  shouldGiveUpDelivery,
} from './webhook-retry-policy';

const middle = () => 0.5;

describe('webhook retry policy', () => {
  it('doubles the wait from 10 s, capped at 6 hours, with ±20 % jitter', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, middle))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(retryDelayMs(40, middle)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1, () => 0)).toBe(8_000);
    expect(retryDelayMs(1, () => 1)).toBe(12_000);
  });

  it('keeps retrying for about 3 days, some twenty attempts', () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed < GIVE_UP_AFTER_MS) elapsed += retryDelayMs(attempts++, middle);
    expect(attempts).toBeGreaterThan(15);
    expect(attempts).toBeLessThan(30);
  });

  it('counts only 2xx as success: a redirect is a failure', () => {
    expect([200, 204, 299].every(isSuccess)).toBe(true);
    expect([0, 199, 301, 302, 400, 410, 500].some(isSuccess)).toBe(false);
  });

  it('gives a delivery up after 3 days', () => {
    const createdAt = new Date('2026-01-01T00:00:00Z');
    expect(shouldGiveUpDelivery({ createdAt, now: new Date('2026-01-03T23:59:00Z') })).toBe(false);
    expect(shouldGiveUpDelivery({ createdAt, now: new Date('2026-01-04T00:00:00Z') })).toBe(true);
  });

  it('disables on 410 at once, after 3 failing days, or after 100 failures in a row', () => {
    const now = new Date('2026-01-04T00:00:00Z');
    const fresh = { consecutiveFailures: 1, failingSince: now, now };
    expect(disableCause({ ...fresh, status: 500 })).toBeNull();
    const gone = disableCause({ ...fresh, status: 410 });
    expect(gone).toEqual({ code: 'GONE' });
    expect(disableReason(gone!)).toMatch(/410/);
    const failing = disableCause({ ...fresh, status: 0, failingSince: new Date('2026-01-01T00:00:00Z') });
    expect(failing).toEqual({ code: 'FAILING_FOR_DAYS', days: 3 });
    expect(disableReason(failing!)).toMatch(/3 days/);
    const inARow = disableCause({ ...fresh, status: 503, consecutiveFailures: 100 });
    expect(inARow).toEqual({ code: 'FAILURES_IN_A_ROW', count: 100 });
    expect(disableReason(inARow!)).toMatch(/100/);
  });
});
