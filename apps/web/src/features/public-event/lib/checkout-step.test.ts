import type { TPublicOrder } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { checkoutEntryPath, checkoutStepPath } from './checkout-step';

const order = (overrides: Partial<TPublicOrder>) =>
  ({ short_id: 'o_abc', status: 'RESERVED', is_expired: false, email: null, ...overrides }) as TPublicOrder;

describe('checkoutEntryPath', () => {
  it('continues a live reservation at its step', () => {
    expect(checkoutEntryPath('e1', order({}))).toBe('/checkout/e1/o_abc/details');
    expect(checkoutEntryPath('e1', order({ email: 'ann@example.com' }))).toBe('/checkout/e1/o_abc/payment');
    expect(checkoutStepPath('e1', order({ email: 'ann@example.com' }))).toBe('/checkout/e1/o_abc/payment');
  });

  it('goes to the event page without one, or with one that ran out or was placed', () => {
    expect(checkoutEntryPath('e1', null)).toBe('/event/e1');
    expect(checkoutEntryPath('e1', order({ is_expired: true }))).toBe('/event/e1');
    expect(checkoutEntryPath('e1', order({ status: 'COMPLETED' }))).toBe('/event/e1');
    expect(checkoutEntryPath('e 1', null)).toBe('/event/e%201');
  });
});
