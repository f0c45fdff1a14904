import type { TPublicEvent } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import {
  areTicketsSoldOut,
  isPriceOnSale,
  maxSelectable,
  selectionProblems,
  selectionTotal,
  toCreateOrderBody,
  withOnlyProducts,
  type TPublicPrice,
  type TPublicProduct,
} from './selection';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function price(n: number, overrides: Partial<TPublicPrice> = {}): TPublicPrice {
  return {
    id: id(n),
    label: null,
    price: 1000,
    quantity_remaining: null,
    is_sold_out: false,
    sales_status: 'ON_SALE',
    price_before_discount: 1000,
    discount: 0,
    tax_total: 190,
    fee_total: 50,
    price_including_taxes_and_fees: 1240,
    price_before_discount_including_taxes_and_fees: 1240,
    waiting_count: null,
    ...overrides,
  };
}

function product(n: number, overrides: Partial<TPublicProduct> = {}): TPublicProduct {
  return {
    id: id(100 + n),
    title: `Product ${n}`,
    description: null,
    type: 'PAID',
    product_type: 'TICKET',
    min_per_order: 1,
    max_per_order: 10,
    show_quantity_remaining: false,
    quantity_remaining: null,
    is_sold_out: false,
    sales_status: 'ON_SALE',
    sale_start_date: null,
    sale_end_date: null,
    is_highlighted: false,
    highlight_message: null,
    start_collapsed: false,
    waitlist_enabled: false,
    waitlist_max_quantity: 10,
    prices: [price(n)],
    ...overrides,
  };
}

const eventWith = (products: TPublicProduct[]) =>
  ({
    product_categories: [{ id: id(900), name: 'Tickets', description: null, no_products_message: null, products }],
  }) as unknown as TPublicEvent;

describe('public event selection', () => {
  it('offers only prices on sale and not sold out', () => {
    expect(isPriceOnSale(product(1), price(1))).toBe(true);
    expect(isPriceOnSale(product(1), price(1, { is_sold_out: true }))).toBe(false);
    expect(isPriceOnSale(product(1, { sales_status: 'NOT_YET_ON_SALE' }), price(1))).toBe(false);
  });

  it('caps a quantity by max per order across tiers and by what remains', () => {
    const tiered = product(1, {
      type: 'TIERED',
      max_per_order: 5,
      prices: [price(1), price(2, { quantity_remaining: 2 })],
    });
    expect(maxSelectable(tiered, tiered.prices[0]!, { [id(2)]: { quantity: 2 } })).toBe(3);
    expect(maxSelectable(tiered, tiered.prices[1]!, {})).toBe(2);
    const limited = product(2, { quantity_remaining: 1 });
    expect(maxSelectable(limited, limited.prices[0]!, {})).toBe(1);
  });

  it('flags a product below its minimum and a donation below its minimum amount', () => {
    const group = product(1, { min_per_order: 2 });
    const donation = product(2, { type: 'DONATION', prices: [price(2, { price: 500 })] });
    const event = eventWith([group, donation]);
    expect(selectionProblems(event, { [id(1)]: { quantity: 1 }, [id(2)]: { quantity: 1, amount: 300 } })).toEqual([
      { productId: group.id, kind: 'below-min' },
      { productId: donation.id, kind: 'donation-too-low' },
    ]);
    expect(selectionProblems(event, { [id(1)]: { quantity: 2 }, [id(2)]: { quantity: 1, amount: 800 } })).toEqual([]);
  });

  it('sends only picked products, the donation amount and the codes', () => {
    const paid = product(1);
    const donation = product(2, { type: 'DONATION', prices: [price(2, { price: 500 })] });
    const unused = product(3);
    const body = toCreateOrderBody(
      eventWith([paid, donation, unused]),
      { [id(1)]: { quantity: 2 }, [id(2)]: { quantity: 1, amount: 1500 }, [id(3)]: { quantity: 0 } },
      { promoCode: 'FRIENDS', affiliateCode: null },
    );
    expect(body).toEqual({
      products: [
        { product_id: paid.id, quantities: [{ price_id: id(1), quantity: 2 }] },
        { product_id: donation.id, quantities: [{ price_id: id(2), quantity: 1, price: 1500 }] },
      ],
      promo_code: 'FRIENDS',
      affiliate_code: undefined,
    });
  });
});

describe('areTicketsSoldOut', () => {
  it('is true only when every ticket is sold out, whatever the merchandise', () => {
    const soldOut = { is_sold_out: true, sales_status: 'SOLD_OUT' };
    expect(areTicketsSoldOut(eventWith([product(1, soldOut), product(2, soldOut)]))).toBe(true);
    expect(areTicketsSoldOut(eventWith([product(1, soldOut), product(2)]))).toBe(false);
    expect(areTicketsSoldOut(eventWith([product(1, soldOut), product(2, { product_type: 'GENERAL' })]))).toBe(true);
  });

  it('is false for an event with no tickets on show', () => {
    expect(areTicketsSoldOut(eventWith([]))).toBe(false);
    expect(areTicketsSoldOut(eventWith([product(1, { product_type: 'GENERAL', is_sold_out: true })]))).toBe(false);
  });
});

describe('selectionTotal', () => {
  it('adds each unit with its taxes and fees, as the order will charge them', () => {
    const event = eventWith([
      product(1),
      product(2, { prices: [price(2, { price: 0, tax_total: 0, fee_total: 0, price_including_taxes_and_fees: 0 })] }),
    ]);
    expect(selectionTotal(event, { [id(1)]: { quantity: 3 }, [id(2)]: { quantity: 1 } })).toEqual({
      units: 4,
      total: 3 * 1240,
      taxesAndFees: 3 * 240,
      excludesDonationAdditions: false,
    });
    expect(selectionTotal(event, {})).toEqual({
      units: 0,
      total: 0,
      taxesAndFees: 0,
      excludesDonationAdditions: false,
    });
  });

  it('counts a donation at the amount given, and says when its taxes and fees are left to checkout', () => {
    const taxed = eventWith([product(1, { type: 'DONATION' })]);
    expect(selectionTotal(taxed, { [id(1)]: { quantity: 1, amount: 1000 } }).total).toBe(1240);
    expect(selectionTotal(taxed, { [id(1)]: { quantity: 2, amount: 2500 } })).toEqual({
      units: 2,
      total: 5000,
      taxesAndFees: 0,
      excludesDonationAdditions: true,
    });
    const untaxed = eventWith([
      product(1, {
        type: 'DONATION',
        prices: [price(1, { tax_total: 0, fee_total: 0, price_including_taxes_and_fees: 1000 })],
      }),
    ]);
    expect(selectionTotal(untaxed, { [id(1)]: { quantity: 1, amount: 2500 } })).toMatchObject({
      total: 2500,
      excludesDonationAdditions: false,
    });
  });
});

describe('withOnlyProducts (the widget filter)', () => {
  it('keeps the chosen products, drops emptied categories, and shows all when none of them is left', () => {
    const event = eventWith([product(1), product(2)]);
    expect(withOnlyProducts(event, [])).toBe(event);
    const filtered = withOnlyProducts(event, [id(102)]);
    expect(filtered.product_categories.flatMap((category) => category.products.map((item) => item.title))).toEqual([
      'Product 2',
    ]);
    expect(withOnlyProducts(event, [id(999)])).toBe(event);
  });
});
