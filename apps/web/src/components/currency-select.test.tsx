import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CurrencySelect } from './currency-select';

function Harness() {
  const [value, setValue] = useState<string | null>('USD');
  return (
    <>
      <CurrencySelect value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('CurrencySelect', () => {
  it('searches with what is typed over the chosen currency instead of appending to it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Currency' });
    expect(input).toHaveValue('USD · US Dollar');

    await user.type(input, 'EUR');

    expect(input).toHaveValue('EUR');
    expect(screen.queryByText('No currency matches')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /^EUR/ }));
    expect(screen.getByTestId('value')).toHaveTextContent('EUR');
    expect(input).toHaveValue('EUR · Euro');

    await user.type(input, 'gb');
    expect(input).toHaveValue('gb');
    expect(await screen.findByRole('option', { name: /^GBP/ })).toBeInTheDocument();
  });
});
