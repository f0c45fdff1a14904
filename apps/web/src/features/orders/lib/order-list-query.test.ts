import { describe, expect, it } from 'vitest';
import { endOfLocalDay, orderFiltersToListFilters, parseRefundAmount, startOfLocalDay } from './order-list-query';

describe('orderFiltersToListFilters', () => {
  it("filters an event's list by promo code and affiliate, never the organizer-wide one", () => {
    const filters = { promo_code: 'early', affiliate_code: 'PODCAST' };
    expect(orderFiltersToListFilters(filters, 'EUR')).toEqual([
      { field: 'promo_code', operator: 'eq', value: 'early' },
      { field: 'affiliate_code', operator: 'eq', value: 'PODCAST' },
    ]);
    expect(orderFiltersToListFilters(filters, 'EUR', { byEvent: true })).toEqual([]);
  });

  it('maps statuses to eq, the day range to whole local days and the total range to minor units', () => {
    const filters = orderFiltersToListFilters(
      {
        status: 'COMPLETED',
        refund_status: 'PARTIALLY_REFUNDED',
        created_from: '2026-03-01',
        created_to: '2026-03-31',
        total_min: '10',
        total_max: '99.5',
      },
      'EUR',
    );
    expect(filters).toEqual([
      { field: 'status', operator: 'eq', value: 'COMPLETED' },
      { field: 'refund_status', operator: 'eq', value: 'PARTIALLY_REFUNDED' },
      { field: 'created_at', operator: 'gte', value: new Date('2026-03-01T00:00:00').toISOString() },
      { field: 'created_at', operator: 'lt', value: new Date('2026-04-01T00:00:00').toISOString() },
      { field: 'total_gross', operator: 'gte', value: '1000' },
      { field: 'total_gross', operator: 'lte', value: '9950' },
    ]);
  });

  it('uses the currency decimals and leaves out what does not parse', () => {
    expect(orderFiltersToListFilters({ total_min: '500', status: 'NOPE', created_from: '1st May' }, 'JPY')).toEqual([
      { field: 'total_gross', operator: 'gte', value: '500' },
    ]);
    expect(orderFiltersToListFilters({ total_max: '12.345' }, 'EUR')).toEqual([]);
    // The URL keeps the canonical form whatever the viewer's language (decision 159).
    expect(orderFiltersToListFilters({ total_max: '12,50' }, 'EUR')).toEqual([]);
  });
});

describe('the event filter', () => {
  const eventId = '11111111-1111-4111-8111-111111111111';
  it('applies only to the organizer-wide list, and only to an id', () => {
    expect(orderFiltersToListFilters({ event_id: eventId }, 'EUR', { byEvent: true })).toEqual([
      { field: 'event_id', operator: 'eq', value: eventId },
    ]);
    expect(orderFiltersToListFilters({ event_id: eventId }, 'EUR')).toEqual([]);
    expect(orderFiltersToListFilters({ event_id: 'jazz' }, 'EUR', { byEvent: true })).toEqual([]);
  });
});

describe('local day bounds', () => {
  it('ends a day at the next local midnight, across month ends', () => {
    expect(startOfLocalDay('2026-02-28')).toBe(new Date('2026-02-28T00:00:00').toISOString());
    expect(endOfLocalDay('2026-02-28')).toBe(new Date('2026-03-01T00:00:00').toISOString());
    expect(endOfLocalDay('not a day')).toBeNull();
  });
});

describe('parseRefundAmount', () => {
  const refund = (input: string, currency: string, locale = 'en') =>
    parseRefundAmount(input, { currency, locale, remaining: 500_000 });

  it("turns amounts in the viewer's format into exact minor units", () => {
    expect(refund('12.5', 'EUR')).toEqual({ ok: true, amount: 1250 });
    expect(refund(' 0.29 ', 'EUR')).toEqual({ ok: true, amount: 29 });
    expect(refund('1500', 'JPY')).toEqual({ ok: true, amount: 1500 });
    expect(refund('1.234', 'KWD')).toEqual({ ok: true, amount: 1234 });
    expect(refund('12,50', 'EUR', 'de')).toEqual({ ok: true, amount: 1250 });
    expect(refund('1.234,50', 'EUR', 'de')).toEqual({ ok: true, amount: 123450 });
    expect(refund('1\u202f234,50', 'EUR', 'fr')).toEqual({ ok: true, amount: 123450 });
  });

  it('refuses zero, more than what is left, and malformed amounts', () => {
    expect(refund('0', 'EUR')).toEqual({ ok: false, reason: 'zero' });
    expect(refund('5000.01', 'EUR')).toEqual({ ok: false, reason: 'over_remaining' });
    expect(refund('12,50', 'EUR')).toEqual({ ok: false, reason: 'invalid' });
    expect(refund('1.5', 'JPY')).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(refund('', 'EUR')).toEqual({ ok: false, reason: 'empty' });
  });
});
