import type { TOrderDetail } from '@marquee/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateTestLocale } from '../../../test/locale';
import { renderWithProviders } from '../../../test/render';
import { RefundOrderModal } from './refund-order-modal';

const order = {
  id: 'order-1',
  status: 'COMPLETED',
  currency: 'EUR',
  total_gross: 250000,
  total_refunded: 0,
  refunds: [],
  updated_at: '2026-03-01T10:00:00.000Z',
} as unknown as TOrderDetail;

function renderModal(overrides: Partial<TOrderDetail> = {}) {
  const refund = { mutate: vi.fn(), isPending: false };
  renderWithProviders(
    <RefundOrderModal order={{ ...order, ...overrides }} opened onClose={() => {}} refund={refund as never} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Refund order' });
  return { refund, dialog, amount: within(dialog).getByRole('textbox', { name: /Amount to refund/ }) };
}

describe('RefundOrderModal in German', () => {
  let restoreLocale = () => {};
  beforeEach(() => {
    restoreLocale = activateTestLocale('de');
  });
  afterEach(() => restoreLocale());

  it('offers what is left with a decimal comma and refunds an amount typed with thousands separators', async () => {
    const { refund, dialog, amount } = renderModal();
    expect(amount).toHaveValue('2500,00');

    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234,5');
    expect(within(dialog).getByText(/partial refund/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund 1\.234,50/ }));
    expect(refund.mutate).toHaveBeenCalledWith(
      { amount: 123450, notify_buyer: false, cancel_order: false },
      expect.anything(),
    );
  });

  it('reads a dot decimal, and says what to type otherwise, with an example in German', async () => {
    const { refund, dialog, amount } = renderModal();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Amounts in EUR have at most 2 decimals, like 12,50.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '12 Euro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Enter an amount like 12,50.')).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '12.5');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Refund 12,50/ }));
    expect(refund.mutate).toHaveBeenCalledWith(expect.objectContaining({ amount: 1250 }), expect.anything());
  });

  it('reads a zero-decimal currency without decimals', async () => {
    const { dialog, amount } = renderModal({ currency: 'JPY', total_gross: 150000 });
    expect(amount).toHaveValue('150000');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(within(dialog).getByText('Amounts in JPY have no decimals, like 1250.')).toBeInTheDocument();
  });
});
