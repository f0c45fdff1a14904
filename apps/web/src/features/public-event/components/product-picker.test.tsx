import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateTestLocale } from '../../../test/locale';
import { PRICE_ID, publicEvent } from '../../../test/public-event';
import { renderWithProviders } from '../../../test/render';
import type { TSelection } from '../lib/selection';
import { ProductPicker } from './product-picker';

const base = publicEvent();
const category = base.product_categories[0]!;
const donation = { ...category.products[0]!, title: 'Support us', type: 'DONATION' as const };
const event = publicEvent({ currency: 'BRL', product_categories: [{ ...category, products: [donation] }] });

function Picker({ onSelection }: { onSelection: (selection: TSelection) => void }) {
  const [selection, setSelection] = useState<TSelection>({});
  return (
    <ProductPicker
      event={event}
      selection={selection}
      onChange={(priceId, value) => {
        const next = { ...selection, [priceId]: value };
        setSelection(next);
        onSelection(next);
      }}
      conflictFor={() => null}
      problemFor={() => null}
    />
  );
}

describe('ProductPicker donations in Brazilian Portuguese', () => {
  let restoreLocale = () => {};
  beforeEach(() => {
    restoreLocale = activateTestLocale('pt-br');
  });
  afterEach(() => restoreLocale());

  it('starts from the minimum with a decimal comma and reads the amount the buyer types', async () => {
    const onSelection = vi.fn();
    renderWithProviders(<Picker onSelection={onSelection} />);
    await userEvent.click(screen.getByRole('button', { name: 'One more Support us' }));
    const amount = screen.getByRole('textbox', { name: 'Amount (BRL)' });
    expect(amount).toHaveValue('25,00');

    await userEvent.clear(amount);
    await userEvent.type(amount, '1.250,5');
    expect(onSelection).toHaveBeenLastCalledWith({ [PRICE_ID]: { quantity: 1, amount: 125050 } });

    await userEvent.clear(amount);
    await userEvent.type(amount, 'R$ 30');
    expect(screen.getByText('Enter an amount like 12,50.')).toBeInTheDocument();
  });
});
