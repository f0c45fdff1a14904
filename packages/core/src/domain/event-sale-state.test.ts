import { describe, expect, it } from 'vitest';
import type { TCatalogueProduct, TCataloguePrice } from './catalogue';
import { eventSaleState, lowestListedPrice } from './event-sale-state';

const now = new Date('2026-06-01T12:00:00Z');
const price = (overrides: Partial<TCataloguePrice> = {}): TCataloguePrice => ({
  price: 1500,
  initial_quantity_available: null,
  quantity_sold: 0,
  is_hidden: false,
  ...overrides,
});
const product = (overrides: Partial<TCatalogueProduct> = {}): TCatalogueProduct => ({
  type: 'PAID',
  is_hidden: false,
  hide_before_sale_start_date: false,
  hide_after_sale_end_date: false,
  hide_when_sold_out: false,
  is_hidden_without_promo_code: false,
  prices: [price()],
  ...overrides,
});
const live = (products: TCatalogueProduct[], end_date: string | null = '2026-07-01T00:00:00Z') =>
  eventSaleState({ status: 'LIVE', end_date, products }, now);

describe('eventSaleState', () => {
  it('puts the event first: paused sales, then an event that is over', () => {
    expect(eventSaleState({ status: 'PAUSED', end_date: null, products: [product()] }, now)).toBe('PAUSED');
    expect(live([product()], '2026-06-01T12:00:00Z')).toBe('ENDED');
    expect(live([product()], null)).toBe('ON_SALE');
  });

  it('says NO_TICKETS when nothing is listed without a promo code', () => {
    expect(live([])).toBe('NO_TICKETS');
    expect(live([product({ is_hidden: true }), product({ is_hidden_without_promo_code: true })])).toBe('NO_TICKETS');
    expect(live([product({ prices: [price({ is_hidden: true })] })])).toBe('NO_TICKETS');
  });

  it('takes the best listed product: on sale, then coming, then sold out, then over', () => {
    const coming = product({ sale_start_date: '2026-06-10T00:00:00Z' });
    const soldOut = product({ prices: [price({ initial_quantity_available: 10, quantity_sold: 10 })] });
    const over = product({ sale_end_date: '2026-05-01T00:00:00Z' });
    expect(live([over, soldOut, coming, product()])).toBe('ON_SALE');
    expect(live([over, soldOut, coming])).toBe('NOT_YET_ON_SALE');
    expect(live([over, soldOut])).toBe('SOLD_OUT');
    expect(live([over])).toBe('SALE_ENDED');
  });

  it('ignores what only a promo code shows when judging the rest', () => {
    expect(live([product({ is_hidden_without_promo_code: true }), product({ sale_end_date: '2026-05-01' })])).toBe(
      'SALE_ENDED',
    );
  });
});

describe('lowestListedPrice', () => {
  it('is the lowest price a visitor sees, free included, and null when none is listed', () => {
    expect(
      lowestListedPrice([
        product({ prices: [price({ price: 2500 }), price({ price: 900, is_hidden: true })] }),
        product({ prices: [price({ price: 100 })], is_hidden_without_promo_code: true }),
        product({ prices: [price({ price: 1200 })] }),
      ]),
    ).toBe(1200);
    expect(lowestListedPrice([product({ type: 'FREE', prices: [price({ price: 0 })] })])).toBe(0);
    expect(lowestListedPrice([])).toBeNull();
  });
});
