import type { TProduct, TTaxOrFee } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { amountProblems, emptyPriceRow, hasSales, productToValues, taxChoices, valuesToBody } from './product-form';

const context = { currency: 'EUR', timeZone: 'Europe/Berlin', locale: 'en' };
const fresh = () => productToValues(null, { ...context, categoryId: 'cat-1', defaultTaxIds: ['vat'] });

describe('product form', () => {
  it('starts a new product as a paid ticket in the category, with the default taxes', () => {
    const values = fresh();
    expect(values).toMatchObject({
      product_type: 'TICKET',
      type: 'PAID',
      product_category_id: 'cat-1',
      tax_and_fee_ids: ['vat'],
    });
    expect(values.prices).toHaveLength(1);
  });

  it('sends prices typed in major units as minor units, blank quantities as unlimited', () => {
    const values = { ...fresh(), title: 'Standard', prices: [{ ...emptyPriceRow(), price: '12.50', quantity: '' }] };
    const body = valuesToBody(values, context);
    expect(body.prices).toEqual([
      {
        label: null,
        price: 1250,
        initial_quantity_available: null,
        sale_start_date: null,
        sale_end_date: null,
        is_hidden: false,
      },
    ]);
    expect(
      valuesToBody({ ...values, prices: [{ ...values.prices[0]!, price: '12' }] }, { ...context, currency: 'JPY' })
        .prices[0]?.price,
    ).toBe(12);
  });

  it('sends each tier with its label, quantity and own sale window on the event clock', () => {
    const values = {
      ...fresh(),
      type: 'TIERED' as const,
      prices: [
        { ...emptyPriceRow('Early bird'), price: '10', quantity: 50, sale_end_date: '2030-05-01T00:00' },
        { ...emptyPriceRow('Regular'), id: 'price-2', price: '15.5', quantity: '' },
      ],
    };
    expect(valuesToBody(values, context).prices).toEqual([
      {
        label: 'Early bird',
        price: 1000,
        initial_quantity_available: 50,
        sale_start_date: null,
        sale_end_date: '2030-04-30T22:00:00.000Z',
        is_hidden: false,
      },
      {
        id: 'price-2',
        label: 'Regular',
        price: 1550,
        initial_quantity_available: null,
        sale_start_date: null,
        sale_end_date: null,
        is_hidden: false,
      },
    ]);
  });

  it('makes a free product cost 0 and keeps only the first row of a single-price product', () => {
    const values = { ...fresh(), type: 'FREE' as const, prices: [emptyPriceRow('a'), emptyPriceRow('b')] };
    const body = valuesToBody(values, context);
    expect(body.prices).toHaveLength(1);
    expect(body.prices[0]?.price).toBe(0);
    expect(amountProblems(values, context)).toEqual([]);
  });

  it('points at amounts that are not money, and says why', () => {
    const values = { ...fresh(), prices: [{ ...emptyPriceRow(), price: '12.345' }] };
    expect(amountProblems(values, context)).toEqual([{ index: 0, reason: 'too_many_decimals' }]);
    expect(Number.isNaN(valuesToBody(values, context).prices[0]?.price)).toBe(true);
    const tiered = {
      ...fresh(),
      type: 'TIERED' as const,
      prices: [{ ...emptyPriceRow('a'), price: '10' }, { ...emptyPriceRow('b'), price: 'ten' }, emptyPriceRow('c')],
    };
    expect(amountProblems(tiered, context)).toEqual([
      { index: 1, reason: 'invalid' },
      { index: 2, reason: 'empty' },
    ]);
  });

  it("reads and shows prices in the viewer's number format", () => {
    const german = { ...context, locale: 'de' };
    const values = { ...fresh(), prices: [{ ...emptyPriceRow(), price: '1.234,50' }] };
    expect(valuesToBody(values, german).prices[0]?.price).toBe(123450);
    expect(
      valuesToBody({ ...values, prices: [{ ...values.prices[0]!, price: '12.5' }] }, german).prices[0]?.price,
    ).toBe(1250);
    const product = {
      prices: [{ id: 'p', price: 123450, quantity_sold: 0 }],
      tax_and_fee_ids: [],
    } as unknown as TProduct;
    const shown = productToValues(product, { ...german, categoryId: 'cat-1', defaultTaxIds: [] });
    expect(shown.prices[0]?.price).toBe('1234,50');
  });

  it('shows a saved product in major units on the event clock, keeping price ids', () => {
    const product = {
      id: 'p1',
      title: 'VIP',
      type: 'PAID',
      product_type: 'TICKET',
      product_category_id: 'cat-2',
      description: null,
      prices: [
        {
          id: 'price-1',
          label: null,
          price: 9900,
          initial_quantity_available: 20,
          sale_start_date: null,
          sale_end_date: null,
          is_hidden: false,
          quantity_sold: 3,
        },
      ],
      tax_and_fee_ids: [],
      min_per_order: 1,
      max_per_order: null,
      sale_start_date: '2030-03-01T09:00:00.000Z',
      sale_end_date: null,
    } as unknown as TProduct;
    const values = productToValues(product, { ...context, categoryId: 'ignored', defaultTaxIds: ['vat'] });
    expect(values.prices[0]).toMatchObject({ id: 'price-1', price: '99.00', quantity: 20, quantity_sold: 3 });
    expect(values.sale_start_date).toBe('2030-03-01T10:00');
    expect(values.tax_and_fee_ids).toEqual([]);
    expect(hasSales(product)).toBe(true);
  });

  it('offers percentages and fixed amounts in the event currency only, and drops a link to another currency', () => {
    const tax = (id: string, calculation: 'PERCENTAGE' | 'FIXED', currency: string | null) =>
      ({ id, name: id, calculation, currency }) as TTaxOrFee;
    const taxes = [tax('vat', 'PERCENTAGE', null), tax('euro-fee', 'FIXED', 'EUR'), tax('dollar-fee', 'FIXED', 'USD')];
    const choices = taxChoices(taxes, 'EUR');
    expect(choices.offered.map((item) => item.id)).toEqual(['vat', 'euro-fee']);
    expect(choices.otherCurrency.map((item) => item.id)).toEqual(['dollar-fee']);
    expect(taxChoices(taxes, 'USD').offered.map((item) => item.id)).toEqual(['vat', 'dollar-fee']);

    const product = { prices: [], tax_and_fee_ids: ['vat', 'dollar-fee', 'unknown-yet'] } as unknown as TProduct;
    const values = productToValues(product, {
      ...context,
      categoryId: 'cat-1',
      defaultTaxIds: [],
      otherCurrencyTaxIds: ['dollar-fee'],
    });
    // Ids not known to be of another currency (the list may still be loading) are kept.
    expect(values.tax_and_fee_ids).toEqual(['vat', 'unknown-yet']);
  });

  it('reads a waiting list left unset as on, following the event, and sends what the form shows', () => {
    const unset = {
      prices: [],
      tax_and_fee_ids: [],
      waitlist_enabled: null,
      waitlist_processing_mode: null,
      waitlist_offer_timeout_minutes: null,
    } as unknown as TProduct;
    const values = productToValues(unset, { ...context, categoryId: 'cat-1', defaultTaxIds: [] });
    expect(values).toMatchObject({
      waitlist_enabled: true,
      waitlist_processing_mode: 'EVENT_DEFAULT',
      waitlist_offer_timeout_minutes: '',
    });
    expect(valuesToBody(values, context)).toMatchObject({
      waitlist_enabled: true,
      waitlist_processing_mode: null,
      waitlist_offer_timeout_minutes: null,
    });
    expect(fresh()).toMatchObject({ waitlist_enabled: true, waitlist_processing_mode: 'EVENT_DEFAULT' });

    const own = { ...values, waitlist_enabled: false, waitlist_processing_mode: 'MANUAL' as const };
    expect(valuesToBody({ ...own, waitlist_offer_timeout_minutes: 45 }, context)).toMatchObject({
      waitlist_enabled: false,
      waitlist_processing_mode: 'MANUAL',
      waitlist_offer_timeout_minutes: 45,
    });
    const off = { ...unset, waitlist_enabled: false, waitlist_processing_mode: 'AUTOMATIC' } as unknown as TProduct;
    expect(productToValues(off, { ...context, categoryId: 'cat-1', defaultTaxIds: [] })).toMatchObject({
      waitlist_enabled: false,
      waitlist_processing_mode: 'AUTOMATIC',
    });
  });
});
