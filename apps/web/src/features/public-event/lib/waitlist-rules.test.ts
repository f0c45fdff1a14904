import { describe, expect, it } from 'vitest';
import { canJoinWaitlist } from './selection';
import { hasJoinedWaitlist, rememberWaitlistJoin } from './waitlist-memory';
import { canBuyOffer, offerCheckoutPath, offerSecondsLeft, splitTimeLeft } from './waitlist-entry';
import { alternativePrices, toJoinWaitlistBody, waitlistQuantityRange } from './waitlist-join';

const soldOut = { is_sold_out: true };
const onSale = { is_sold_out: false };

describe('the waiting list on the ticket picker', () => {
  it('is offered for a sold-out price of a product keeping a list, while sales are open', () => {
    const product = { waitlist_enabled: true, is_sold_out: false };
    expect(canJoinWaitlist(product, soldOut)).toBe(true);
    expect(canJoinWaitlist({ ...product, is_sold_out: true }, onSale)).toBe(true);
    expect(canJoinWaitlist(product, onSale)).toBe(false);
    expect(canJoinWaitlist({ ...product, waitlist_enabled: false }, soldOut)).toBe(false);
    expect(canJoinWaitlist(product, soldOut, true)).toBe(false);
  });

  it('remembers the prices this browser joined for', () => {
    expect(hasJoinedWaitlist('p1')).toBe(false);
    rememberWaitlistJoin('p1');
    rememberWaitlistJoin('p2');
    rememberWaitlistJoin('p1');
    expect(hasJoinedWaitlist('p1')).toBe(true);
    expect(hasJoinedWaitlist('p2')).toBe(true);
    localStorage.setItem('marquee:waitlist-joined', '{broken');
    expect(hasJoinedWaitlist('p1')).toBe(false);
  });
});

describe('the join form’s rules', () => {
  it('asks for as many tickets as one order of the product may hold', () => {
    // A sold-out product's max per order shrinks to nothing: the organizer's own maximum counts.
    expect(waitlistQuantityRange({ max_per_order: 0, waitlist_max_quantity: 4 })).toEqual({ min: 1, max: 4 });
    expect(waitlistQuantityRange({ max_per_order: 3 })).toEqual({ min: 1, max: 3 });
    expect(waitlistQuantityRange({ max_per_order: 0, waitlist_max_quantity: 0 })).toEqual({ min: 1, max: 1 });
  });

  it('offers the product’s other named tiers as alternatives', () => {
    const prices = [
      { id: 'a', label: 'Early' },
      { id: 'b', label: 'Regular' },
      { id: 'c', label: null },
    ];
    expect(alternativePrices({ prices } as never, { id: 'a' })).toEqual([{ id: 'b', label: 'Regular' }]);
  });

  it('sends trimmed names, the quantity, alternatives and the language only when there are some', () => {
    const values = {
      first_name: ' Robin ',
      last_name: 'Waiter ',
      email: ' robin@example.com',
      quantity: 2,
      alternative_price_ids: [],
    };
    expect(toJoinWaitlistBody(values, { priceId: 'p1', locale: undefined })).toEqual({
      product_price_id: 'p1',
      first_name: 'Robin',
      last_name: 'Waiter',
      email: 'robin@example.com',
      quantity: 2,
    });
    expect(
      toJoinWaitlistBody({ ...values, alternative_price_ids: ['p2'] }, { priceId: 'p1', locale: 'de' }),
    ).toMatchObject({ alternative_price_ids: ['p2'], locale: 'de' });
  });
});

describe('an offer on the entry’s page', () => {
  const now = Date.parse('2031-05-01T10:00:00.000Z');
  const offer = {
    status: 'OFFERED' as const,
    order_short_id: 'o_abc',
    offer_expires_at: '2031-05-01T12:00:30.000Z',
  };

  it('can be bought while it is open and its deadline has not passed', () => {
    expect(offerSecondsLeft(offer, now)).toBe(7230);
    expect(canBuyOffer(offer, now)).toBe(true);
    expect(canBuyOffer(offer, Date.parse('2031-05-01T12:00:30.000Z'))).toBe(false);
    expect(canBuyOffer({ ...offer, order_short_id: null }, now)).toBe(false);
    expect(canBuyOffer({ ...offer, status: 'WAITING' }, now)).toBe(false);
    expect(offerSecondsLeft({ offer_expires_at: null }, now)).toBe(0);
  });

  it('shows the time left as days and a clock, and opens at the held order’s details step', () => {
    expect(splitTimeLeft(7230)).toEqual({ days: 0, clock: '2:00:30' });
    expect(splitTimeLeft(90_061)).toEqual({ days: 1, clock: '1:01:01' });
    expect(offerCheckoutPath({ event_id: 'e1', order_short_id: 'o_abc' })).toBe('/checkout/e1/o_abc/details');
  });
});
