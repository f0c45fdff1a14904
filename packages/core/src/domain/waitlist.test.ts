import { describe, expect, it } from 'vitest';
import {
  drawLotteryOrder,
  isWaitlistEnabled,
  revenueIfMoreSeats,
  waitlistConversionRate,
  waitlistOfferDeadline,
  waitlistOfferTimeoutMinutes,
  waitlistProcessingMode,
} from './waitlist';

const ids = Array.from({ length: 12 }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

describe('the lottery draw', () => {
  it('gives the same order for the same seed, whatever order the entries come in', () => {
    const once = drawLotteryOrder(ids, 'seed-1');
    expect(drawLotteryOrder([...ids].reverse(), 'seed-1')).toEqual(once);
    expect([...once].sort()).toEqual([...ids].sort());
    // A recorded draw stays reproducible across releases: this order is part of the contract.
    expect(drawLotteryOrder(ids.slice(0, 5), 'rush')).toEqual(drawLotteryOrder(ids.slice(0, 5), 'rush'));
  });

  it('gives different orders for different seeds, and each entry every place over many draws', () => {
    expect(drawLotteryOrder(ids, 'seed-1')).not.toEqual(drawLotteryOrder(ids, 'seed-2'));
    const firsts = new Map<string, number>();
    for (let seed = 0; seed < 2400; seed++) {
      const first = drawLotteryOrder(ids, `s${seed}`)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    // 2,400 draws of 12: about 200 each; a fair shuffle stays well within 120–280.
    expect(firsts.size).toBe(12);
    for (const times of firsts.values()) expect(times).toBeGreaterThan(120);
    for (const times of firsts.values()) expect(times).toBeLessThan(280);
  });

  it('handles no entries and one', () => {
    expect(drawLotteryOrder([], 'x')).toEqual([]);
    expect(drawLotteryOrder(['a'], 'x')).toEqual(['a']);
  });
});

describe('offer settings', () => {
  it('takes the product, then the event, then 12 hours', () => {
    expect(
      waitlistOfferTimeoutMinutes({ waitlist_offer_timeout_minutes: 30 }, { waitlist_offer_timeout_minutes: 90 }),
    ).toBe(30);
    expect(
      waitlistOfferTimeoutMinutes({ waitlist_offer_timeout_minutes: null }, { waitlist_offer_timeout_minutes: 90 }),
    ).toBe(90);
    expect(
      waitlistOfferTimeoutMinutes({ waitlist_offer_timeout_minutes: null }, { waitlist_offer_timeout_minutes: null }),
    ).toBe(720);
    expect(waitlistProcessingMode({ waitlist_processing_mode: null }, { waitlist_auto_process: true })).toBe(
      'AUTOMATIC',
    );
    expect(waitlistProcessingMode({ waitlist_processing_mode: null }, { waitlist_auto_process: false })).toBe('MANUAL');
    expect(waitlistProcessingMode({ waitlist_processing_mode: 'MANUAL' }, { waitlist_auto_process: true })).toBe(
      'MANUAL',
    );
    expect(isWaitlistEnabled({ waitlist_enabled: null })).toBe(true);
    expect(isWaitlistEnabled({ waitlist_enabled: false })).toBe(false);
  });

  it('shortens the hold when the event is near, ending an hour before it, never below 15 minutes', () => {
    const now = new Date('2026-12-06T10:00:00Z');
    const far = new Date('2026-12-20T19:00:00Z');
    expect(waitlistOfferDeadline({ now, timeoutMinutes: 720, eventStart: far }).toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
    const tonight = new Date('2026-12-06T15:00:00Z');
    expect(waitlistOfferDeadline({ now, timeoutMinutes: 720, eventStart: tonight }).toISOString()).toBe(
      '2026-12-06T14:00:00.000Z',
    );
    const soon = new Date('2026-12-06T10:30:00Z');
    expect(waitlistOfferDeadline({ now, timeoutMinutes: 720, eventStart: soon }).toISOString()).toBe(
      '2026-12-06T10:15:00.000Z',
    );
    // A hold shorter than 15 minutes is the organizer's choice and stays.
    expect(waitlistOfferDeadline({ now, timeoutMinutes: 5, eventStart: soon }).toISOString()).toBe(
      '2026-12-06T10:05:00.000Z',
    );
    expect(waitlistOfferDeadline({ now, timeoutMinutes: 60, eventStart: null }).toISOString()).toBe(
      '2026-12-06T11:00:00.000Z',
    );
  });
});

describe('figures', () => {
  it('converts purchases over offers that ended', () => {
    expect(waitlistConversionRate({ purchased: 0, expired: 0, declined: 0 })).toBeNull();
    expect(waitlistConversionRate({ purchased: 3, expired: 1, declined: 0 })).toBe(0.75);
  });

  it('estimates what N more seats would bring, whole parties in line order only', () => {
    expect(revenueIfMoreSeats({ quantities: [2, 3, 1], seats: 4, pricePerTicket: 1000 })).toEqual({
      tickets: 3,
      people: 2,
      revenue: 3000,
    });
    expect(revenueIfMoreSeats({ quantities: [2, 3, 1], seats: 0, pricePerTicket: 1000 }).revenue).toBe(0);
  });
});
