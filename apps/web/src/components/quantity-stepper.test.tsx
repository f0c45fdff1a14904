import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { parseQuantity, QuantityStepper } from './quantity-stepper';

function Harness({ max, initial = 0 }: { max: number; initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityStepper name="Front row" value={value} max={max} onChange={setValue} />
      <output data-testid="selected">{value}</output>
    </>
  );
}

const selected = () => screen.getByTestId('selected').textContent;

describe('parseQuantity', () => {
  it('keeps digits only and clamps to the bounds; empty means the minimum', () => {
    expect(parseQuantity('3', 0, 10)).toBe(3);
    expect(parseQuantity('12', 0, 10)).toBe(10);
    expect(parseQuantity('-2', 0, 10)).toBe(2);
    expect(parseQuantity('2.5', 0, 10)).toBe(10);
    expect(parseQuantity('', 1, 10)).toBe(1);
  });
});

describe('QuantityStepper', () => {
  it('steps with the buttons, and cannot go below zero or above the maximum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={2} />);
    const fewer = screen.getByRole('button', { name: 'One fewer Front row' });
    const more = screen.getByRole('button', { name: 'One more Front row' });
    expect(fewer).toBeDisabled();

    await user.click(more);
    await user.click(more);
    expect(selected()).toBe('2');
    expect(screen.getByLabelText('Quantity of Front row')).toHaveValue('2');
    expect(more).toBeDisabled();

    await user.click(fewer);
    expect(selected()).toBe('1');
  });

  it('takes typing, shows the maximum when typed past it, and answers the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness max={5} initial={1} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity of Front row' });

    await user.clear(input);
    expect(input).toHaveValue('');
    expect(selected()).toBe('0');
    await user.type(input, '9');
    expect(input).toHaveValue('5');
    expect(selected()).toBe('5');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()).toBe('3');
    expect(input).toHaveAttribute('aria-valuenow', '3');
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe('4');
  });
});
