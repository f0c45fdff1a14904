import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
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
    expect(await screen.findByText('Enter an amount like 1.50.')).toBeInTheDocument();

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
});
