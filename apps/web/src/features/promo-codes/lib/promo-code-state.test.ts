import { describe, expect, it } from 'vitest';
import { promoCodeState } from './promo-code-labels';

describe('promoCodeState', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  it('is active with no expiry and no limit', () => {
    expect(promoCodeState({ expiry_date: null, max_allowed_usages: null, live_usage_count: 40 }, now)).toBe('ACTIVE');
  });
  it('is expired once the expiry has passed, before checking usage', () => {
    expect(
      promoCodeState({ expiry_date: '2030-06-01T11:59:00Z', max_allowed_usages: 1, live_usage_count: 1 }, now),
    ).toBe('EXPIRED');
  });
  it('has reached its limit when live orders hold every use', () => {
    expect(
      promoCodeState({ expiry_date: '2030-07-01T00:00:00Z', max_allowed_usages: 2, live_usage_count: 2 }, now),
    ).toBe('LIMIT_REACHED');
  });
});
