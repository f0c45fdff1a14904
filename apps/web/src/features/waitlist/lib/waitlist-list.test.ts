import { describe, expect, it } from 'vitest';
import {
  canCancelEntry,
  canDrawLottery,
  canOfferEntry,
  entrantName,
  skipCounts,
  splitMinutes,
  statusesFromUrl,
  waitlistFiltersToListFilters,
} from './waitlist-list';

const PRICE_ID = '72222222-2222-4222-8222-222222222222';

describe('waitlist list', () => {
  it('turns the URL filters into the list query, dropping what is not a status or an id', () => {
    expect(waitlistFiltersToListFilters({ status: 'OFFERED, WAITING,nope', product_price_id: PRICE_ID })).toEqual([
      { field: 'status', operator: 'in', value: 'WAITING,OFFERED' },
      { field: 'product_price_id', operator: 'eq', value: PRICE_ID },
    ]);
    expect(waitlistFiltersToListFilters({ status: 'nope', product_price_id: 'x' })).toEqual([]);
    expect(statusesFromUrl(undefined)).toEqual([]);
  });

  it('offers waiting and lapsed entries, and cancels only open ones', () => {
    expect(['WAITING', 'OFFER_EXPIRED'].map((status) => canOfferEntry({ status } as never))).toEqual([true, true]);
    expect(['OFFERED', 'PURCHASED', 'CANCELLED'].some((status) => canOfferEntry({ status } as never))).toBe(false);
    expect(['WAITING', 'OFFERED'].map((status) => canCancelEntry({ status } as never))).toEqual([true, true]);
    expect(['PURCHASED', 'OFFER_EXPIRED', 'CANCELLED'].some((status) => canCancelEntry({ status } as never))).toBe(
      false,
    );
  });

  it('draws a lottery only once its time has passed, and only once', () => {
    const now = new Date('2030-05-01T12:00:00Z');
    const until = { waitlist_lottery_until: '2030-05-01T11:59:00Z' };
    expect(canDrawLottery(until, { lottery_drawn_at: null }, now)).toBe(true);
    expect(canDrawLottery(until, { lottery_drawn_at: '2030-05-01T12:00:00Z' }, now)).toBe(false);
    expect(canDrawLottery({ waitlist_lottery_until: '2030-05-01T12:01:00Z' }, { lottery_drawn_at: null }, now)).toBe(
      false,
    );
    expect(canDrawLottery({ waitlist_lottery_until: null }, { lottery_drawn_at: null }, now)).toBe(false);
  });

  it('counts skipped entries by reason', () => {
    expect(
      skipCounts({
        skipped: [
          { id: 'a', reason: 'NOT_ENOUGH_STOCK' },
          { id: 'b', reason: 'NOT_ENOUGH_STOCK' },
          { id: 'c', reason: 'NOT_ON_SALE' },
        ],
      }),
    ).toEqual({ NOT_ENOUGH_STOCK: 2, NOT_OFFERABLE: 0, NOT_ON_SALE: 1 });
  });

  it('splits a hold time into days, hours and minutes, and names people by name or email', () => {
    expect(splitMinutes(720)).toEqual({ days: 0, hours: 12, minutes: 0 });
    expect(splitMinutes(10_080)).toEqual({ days: 7, hours: 0, minutes: 0 });
    expect(splitMinutes(1_530)).toEqual({ days: 1, hours: 1, minutes: 30 });
    expect(entrantName({ first_name: 'Grace', last_name: 'Hopper', email: 'g@example.com' })).toBe('Grace Hopper');
    expect(entrantName({ first_name: '', last_name: '', email: 'g@example.com' })).toBe('g@example.com');
  });
});
