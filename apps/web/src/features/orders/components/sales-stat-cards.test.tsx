import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SalesStatCards } from './sales-stat-cards';

const totals = {
  total_gross_sales: 10438,
  total_net_revenue: 9438,
  total_tax: 1638,
  total_fees: 300,
  total_refunded: 1000,
  total_orders: 2,
  total_tickets_sold: 3,
  total_products_sold: 4,
  total_attendees: 3,
  total_views: 1204,
};

const value = (key: string) => within(screen.getByTestId(`stat-${key}`)).getByTestId('stat-value').textContent;

describe('SalesStatCards', () => {
  it('formats money in the currency and counts as numbers', () => {
    renderWithProviders(<SalesStatCards totals={totals} currency="EUR" />);
    expect(value('gross')).toBe('€104.38');
    expect(value('net')).toBe('€94.38');
    expect(value('tax')).toBe('€16.38');
    expect(value('fees')).toBe('€3.00');
    expect(value('orders')).toBe('2');
    expect(value('tickets')).toBe('3');
    expect(value('attendees')).toBe('3');
    expect(value('views')).toBe('1,204');
  });

  it('shows skeletons while loading', () => {
    renderWithProviders(<SalesStatCards totals={undefined} currency="EUR" />);
    expect(screen.queryByTestId('stat-gross')).toBeNull();
    expect(screen.getByTestId('sales-stat-cards').children).toHaveLength(8);
  });
});
