import type { TOrderDetail } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { OrderDetailView } from './order-detail-view';

const vat = (amount: number) => ({
  tax_or_fee_id: 'a3f9b1c2-0000-4000-8000-000000000001',
  name: 'VAT',
  type: 'TAX' as const,
  calculation: 'PERCENTAGE' as const,
  rate: 6_000,
  amount,
});
const fee = (amount: number) => ({
  tax_or_fee_id: 'a3f9b1c2-0000-4000-8000-000000000002',
  name: 'Booking fee',
  type: 'FEE' as const,
  calculation: 'FIXED' as const,
  rate: null,
  amount,
});

const line = {
  product_id: null,
  product_price_id: null,
  product_type: 'TICKET',
  price_label: null,
  total_before_additions: 0,
  total_discount: 0,
  total_tax: 0,
  total_fee: 0,
  total_gross: 0,
};

/** The order of issue 23: €70.00 of tickets, a €10.00 code, a €1.00 fee per paid unit and 6 % VAT: €65.72. */
const order: TOrderDetail = {
  id: '5d0c4f7e-0000-4000-8000-000000000001',
  short_id: 'o_abc123',
  public_id: 'ord_abc',
  event_id: '5d0c4f7e-0000-4000-8000-000000000002',
  event_title: 'Harbour nights',
  status: 'COMPLETED',
  payment_status: 'PAYMENT_RECEIVED',
  refund_status: 'PARTIALLY_REFUNDED',
  first_name: 'Cara',
  last_name: 'Card',
  email: 'cara@example.com',
  currency: 'EUR',
  total_before_additions: 6_000,
  total_discount: 1_000,
  total_tax: 372,
  total_fee: 200,
  total_gross: 6_572,
  total_refunded: 1_000,
  promo_code: 'TENOFF',
  affiliate_code: null,
  payment_provider: 'STRIPE',
  completed_at: '2026-03-01T10:00:00.000Z',
  created_at: '2026-03-01T09:58:00.000Z',
  invoice_number: null,
  reserved_until: null,
  item_count: 3,
  locale: 'en',
  notes: null,
  address: null,
  is_manually_created: false,
  updated_at: '2026-03-01T10:00:00.000Z',
  lines: [
    {
      ...line,
      id: '5d0c4f7e-0000-4000-8000-000000000011',
      item_name: 'Concert',
      price_label: 'Early bird',
      quantity: 2,
      price_per_unit: 3_000,
      price_before_discount: 3_500,
      taxes_and_fees: [fee(200), vat(372)],
    },
    {
      ...line,
      id: '5d0c4f7e-0000-4000-8000-000000000012',
      item_name: 'Workshop',
      quantity: 1,
      price_per_unit: 0,
      price_before_discount: 0,
      taxes_and_fees: [fee(0), vat(0)],
    },
  ],
  payments: [],
  refunds: [],
  answers: [],
  attendees: [],
  timeline: [],
};

const euros = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, '').replace('−', '-'));

describe('OrderDetailView', () => {
  it('shows rates as percentages and totals whose parts add up to the total', () => {
    renderWithProviders(<OrderDetailView order={order} />);
    const totals = screen.getByTestId('order-totals');
    expect(within(totals).getByText('VAT (6%)')).toBeTruthy();
    expect(screen.queryByText(/6000%/)).toBeNull();
    expect(within(totals).getByText('Discount (TENOFF)')).toBeTruthy();
    const amount = (testId: string) =>
      within(totals)
        .getAllByTestId(testId)
        .map((row) => euros(row.querySelector('[data-amount]')!.textContent));
    const [subtotal] = amount('money-subtotal');
    const [discount] = amount('money-discount');
    const taxes = amount('money-tax');
    const fees = amount('money-fee');
    const [total] = amount('money-total');
    expect(subtotal).toBe(70);
    expect(discount).toBe(10);
    expect(total).toBe(65.72);
    expect(subtotal! - discount! + [...taxes, ...fees].reduce((sum, value) => sum + value, 0)).toBeCloseTo(total!, 2);
    expect(amount('money-refunded')).toEqual([10]);
    expect(amount('money-net-paid')).toEqual([55.72]);
  });

  it('lists each line at its price before the discount, with its own parts, and hides the zero ones', () => {
    renderWithProviders(<OrderDetailView order={order} />);
    const rows = within(screen.getByTestId('order-lines')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('€35.00');
    expect(rows[0]!.textContent).toContain('Discount: −€10.00');
    expect(rows[0]!.textContent).toContain('VAT (6%): €3.72');
    expect(rows[0]!.textContent).toContain('€65.72');
    expect(rows[1]!.textContent).not.toContain('VAT');
  });
});
