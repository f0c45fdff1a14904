import type { TProduct } from '@marquee/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProductCard } from './product-card';

const price = (id: string, label: string): TProduct['prices'][number] => ({
  id,
  label,
  price: 1500,
  initial_quantity_available: 100,
  quantity_sold: 10,
  quantity_available: 90,
  is_sold_out: false,
  sale_start_date: null,
  sale_end_date: null,
  is_hidden: false,
  order: 0,
  sales_status: 'ON_SALE',
});

const product: TProduct = {
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  event_id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  product_category_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  category_id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  title: 'Festival pass',
  description: null,
  type: 'TIERED',
  product_type: 'TICKET',
  sale_start_date: null,
  sale_end_date: null,
  min_per_order: 1,
  max_per_order: null,
  is_hidden: false,
  hide_before_sale_start_date: false,
  hide_after_sale_end_date: false,
  hide_when_sold_out: false,
  is_hidden_without_promo_code: false,
  show_quantity_remaining: false,
  start_collapsed: false,
  is_highlighted: false,
  highlight_message: null,
  waitlist_enabled: null,
  waitlist_processing_mode: null,
  waitlist_offer_timeout_minutes: null,
  order: 0,
  tax_and_fee_ids: [],
  prices: [price('dddddddd-dddd-4ddd-8ddd-dddddddddddd', 'Early')],
  quantity_sold: 10,
  quantity_available: 90,
  is_sold_out: false,
  sales_status: 'ON_SALE',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

function renderCard(onEdit = vi.fn(), onMove = vi.fn(), shown: TProduct = product) {
  renderWithProviders(
    <ProductCard
      product={shown}
      currency="EUR"
      taxesById={new Map()}
      canMoveUp
      canMoveDown
      isBusy={false}
      onMove={onMove}
      onEdit={onEdit}
      onDuplicate={vi.fn()}
      onToggleHidden={vi.fn()}
      onDelete={vi.fn()}
    />,
  );
  return { onEdit, onMove };
}

describe('ProductCard', () => {
  it('opens the product when the card is clicked', async () => {
    const { onEdit } = renderCard();

    await userEvent.click(screen.getByText('10 of 100 sold'));

    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('opens the product from the keyboard through its title', async () => {
    const { onEdit } = renderCard();
    const title = screen.getByRole('button', { name: 'Edit Festival pass' });

    title.focus();
    await userEvent.keyboard('{Enter}');

    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('leaves the card’s own buttons to their work', async () => {
    const { onEdit, onMove } = renderCard();

    await userEvent.click(screen.getByRole('button', { name: 'Move Festival pass down' }));

    expect(onMove).toHaveBeenCalledWith(1);
    expect(onEdit).not.toHaveBeenCalled();
  });

  it('counts tiers in the singular and plural', () => {
    renderCard();

    expect(screen.getByText('1 tier')).toBeInTheDocument();
  });

  it('says how many people wait for it', () => {
    renderCard(vi.fn(), vi.fn(), { ...product, waitlist_entry_count: 3, has_waiting_entries: true });
    expect(screen.getByTestId('product-waiting')).toHaveTextContent('3 people waiting');
  });

  it('shows no waiting badge when nobody waits', () => {
    renderCard(vi.fn(), vi.fn(), { ...product, waitlist_entry_count: 0, has_waiting_entries: false });
    expect(screen.queryByTestId('product-waiting')).not.toBeInTheDocument();
  });
});
