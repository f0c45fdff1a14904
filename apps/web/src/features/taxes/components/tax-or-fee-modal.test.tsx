import type { TTaxOrFee } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { activateTestLocale } from '../../../test/locale';
import { renderWithProviders } from '../../../test/render';
import { TaxOrFeeModal } from './tax-or-fee-modal';

const accountId = '22222222-2222-4222-8222-222222222222';
const path = `/api/accounts/${accountId}/taxes-and-fees`;

describe('TaxOrFeeModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a fixed fee typed in major units as minor units of its currency', async () => {
    const api = fakeApi({ [`POST ${path}`]: ({ body }) => json(201, { data: { id: 'x', ...(body as object) } }) });
    const onClose = vi.fn();
    renderWithProviders(<TaxOrFeeModal accountId={accountId} defaultCurrency="EUR" editing="new" onClose={onClose} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: 'Fee' }));
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Booking fee');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1.505');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Amounts in EUR have at most 2 decimals, like 12.50.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '1.50');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(api.callsTo('POST', path)).toHaveLength(1));
    expect(api.callsTo('POST', path)[0]?.body).toMatchObject({
      type: 'FEE',
      calculation: 'FIXED',
      name: 'Booking fee',
      amount: 150,
      currency: 'EUR',
      rate: null,
      is_default: true,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('sends a percentage with up to three decimals', async () => {
    const api = fakeApi({ [`POST ${path}`]: ({ body }) => json(201, { data: { id: 'x', ...(body as object) } }) });
    renderWithProviders(<TaxOrFeeModal accountId={accountId} defaultCurrency="USD" editing="new" onClose={() => {}} />);
    const user = userEvent.setup();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'NYC sales tax');
    await user.type(screen.getByRole('textbox', { name: 'Rate' }), '8.875');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(api.callsTo('POST', path)[0]?.body).toMatchObject({ rate: 8.875, amount: null }));
  });

  describe('in German', () => {
    let restoreLocale = () => {};
    beforeEach(() => {
      restoreLocale = activateTestLocale('de');
    });
    afterEach(() => restoreLocale());

    it('shows and reads amounts and rates with a decimal comma', async () => {
      const saved = {
        id: 'fee-1',
        type: 'FEE',
        calculation: 'FIXED',
        name: 'Booking fee',
        rate: null,
        amount: 123450,
        currency: 'EUR',
        description: null,
        is_default: true,
        is_active: true,
      } as unknown as TTaxOrFee;
      const api = fakeApi({
        [`PUT ${path}/fee-1`]: ({ body }) => json(200, { data: { ...saved, ...(body as object) } }),
      });
      renderWithProviders(
        <TaxOrFeeModal accountId={accountId} defaultCurrency="EUR" editing={saved} onClose={() => {}} />,
      );
      const user = userEvent.setup();
      const amount = screen.getByRole('textbox', { name: 'Amount' });
      expect(amount).toHaveValue('1234,50');

      await user.clear(amount);
      await user.type(amount, 'zwölf');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Enter an amount like 12,50.')).toBeInTheDocument();

      await user.clear(amount);
      await user.type(amount, '1.234,5');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.callsTo('PUT', `${path}/fee-1`)[0]?.body).toMatchObject({ amount: 123450 }));
    });

    it('reads a rate typed with a comma or a dot', async () => {
      const api = fakeApi({ [`POST ${path}`]: ({ body }) => json(201, { data: { id: 'x', ...(body as object) } }) });
      renderWithProviders(
        <TaxOrFeeModal accountId={accountId} defaultCurrency="EUR" editing="new" onClose={() => {}} />,
      );
      const user = userEvent.setup();

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'MwSt');
      const rate = screen.getByRole('textbox', { name: 'Rate' });
      await user.type(rate, '8,875');
      expect(rate).toHaveValue('8,875 %');
      await user.clear(rate);
      await user.type(rate, '7.5');
      expect(rate).toHaveValue('7,5 %');
      await user.click(screen.getByRole('button', { name: 'Add' }));

      await waitFor(() => expect(api.callsTo('POST', path)[0]?.body).toMatchObject({ rate: 7.5, amount: null }));
    });
  });
});
