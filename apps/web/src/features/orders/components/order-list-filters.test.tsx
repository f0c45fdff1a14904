import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateTestLocale } from '../../../test/locale';
import { renderWithProviders } from '../../../test/render';
import { OrderListFilters } from './order-list-filters';

describe('OrderListFilters totals in Hungarian', () => {
  let restoreLocale = () => {};
  beforeEach(() => {
    restoreLocale = activateTestLocale('hu');
  });
  afterEach(() => restoreLocale());

  it('shows the URL total in the viewer format and keeps the URL locale-free', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <OrderListFilters filters={{ total_min: '1234.5' }} currency="EUR" onChange={onChange} onClear={null} />,
    );
    const from = screen.getByRole('textbox', { name: 'Total from' });
    const upTo = screen.getByRole('textbox', { name: 'Total up to' });
    expect(from).toHaveValue('1234,50');

    await userEvent.type(upTo, '12\u00a0345,6{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ total_max: '12345.60' });

    await userEvent.clear(from);
    await userEvent.type(from, '1,234');
    await userEvent.tab();
    expect(screen.getByText('Amounts in EUR have at most 2 decimals, like 12,50.')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalledWith({ total_min: expect.anything() });

    await userEvent.clear(from);
    await userEvent.tab();
    expect(onChange).toHaveBeenLastCalledWith({ total_min: null });
  });
});
