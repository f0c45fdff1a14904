import type { TSalesTotals } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SalesStatCards } from './sales-stat-cards';

// The figures of the box office event in orders-counts.api.test.ts.
const totals: TSalesTotals = {
  total_gross_sales: 22812,
  total_net_revenue: 15732,
  total_tax: 2934,
  total_fees: 576,
  total_refunded: 4146,
  total_discount: 1000,
  total_awaiting_payment: 3146,
  total_orders: 5,
  total_orders_awaiting_payment: 1,
  total_orders_cancelled: 1,
  total_attendees: 6,
  total_attendees_awaiting_payment: 1,
  total_attendees_cancelled: 4,
  total_tickets_sold: 7,
  total_products_sold: 9,
  total_views: 1204,
};

const card = (key: string) => screen.getByTestId(`stat-${key}`);
const value = (key: string) => within(card(key)).getByTestId('stat-value').textContent;
const secondary = (key: string) => within(card(key)).queryByTestId('stat-secondary')?.textContent ?? null;

describe('SalesStatCards', () => {
  it('formats money in the currency and counts as numbers', () => {
    renderWithProviders(<SalesStatCards totals={totals} currency="EUR" />);
    expect(value('gross')).toBe('€228.12');
    expect(value('discounts')).toBe('€10.00');
    expect(value('tax')).toBe('€29.34');
    expect(value('fees')).toBe('€5.76');
    expect(value('refunds')).toBe('€41.46');
    expect(value('net')).toBe('€157.32');
    expect(value('orders')).toBe('5');
    expect(value('tickets')).toBe('7');
    expect(value('attendees')).toBe('6');
    expect(value('views')).toBe('1,204');
  });

  it('shows the unpaid and the cancelled apart, and the subtraction that gives net revenue', () => {
    renderWithProviders(<SalesStatCards totals={totals} currency="EUR" />);
    expect(secondary('gross')).toBe('€31.46 awaiting payment');
    expect(secondary('orders')).toBe('1 awaiting payment · 1 cancelled');
    expect(secondary('attendees')).toBe('1 awaiting payment · 4 cancelled');
    expect(secondary('net')).toBeNull();
    expect(screen.getByTestId('net-check')).toHaveTextContent(
      'Gross sales €228.12 − taxes €29.34 − refunds €41.46 = net revenue €157.32',
    );
  });

  it('leaves the secondary figures out when nothing awaits payment or was cancelled', () => {
    renderWithProviders(
      <SalesStatCards
        totals={{
          ...totals,
          total_awaiting_payment: 0,
          total_orders_awaiting_payment: 0,
          total_orders_cancelled: 0,
          total_attendees_awaiting_payment: 0,
          total_attendees_cancelled: 0,
        }}
        currency="EUR"
      />,
    );
    expect(screen.queryByTestId('stat-secondary')).toBeNull();
  });

  it('says what each figure counts in a tooltip a keyboard reaches', async () => {
    renderWithProviders(<SalesStatCards totals={totals} currency="EUR" />);
    const about = within(card('orders')).getByRole('button', { name: 'About Orders' });
    expect(about).toHaveAccessibleDescription(
      'Placed orders: completed or awaiting offline payment. Cancelled orders and unfinished checkouts are not counted.',
    );
    await userEvent.tab();
    while (document.activeElement !== about) await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Placed orders: completed or awaiting offline payment.',
    );
    expect(within(card('net')).getByRole('button', { name: 'About Net revenue' })).toHaveAccessibleDescription(
      'Gross sales minus taxes minus refunds.',
    );
  });

  it('shows skeletons while loading', () => {
    renderWithProviders(<SalesStatCards totals={undefined} currency="EUR" />);
    expect(screen.queryByTestId('stat-gross')).toBeNull();
    expect(screen.getByTestId('sales-stat-cards').children).toHaveLength(10);
  });
});
