import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SidebarNav } from './app-layout';

const HINT = 'Placed orders: completed or awaiting offline payment.';

describe('SidebarNav', () => {
  it('shows a count beside its link and says what it counts on keyboard focus', async () => {
    renderWithProviders(
      <SidebarNav
        label="Event navigation"
        groups={[
          {
            items: [
              { to: '/orders', label: 'Orders', icon: null, count: 5, countHint: HINT },
              { to: '/attendees', label: 'Attendees', icon: null, count: 6 },
            ],
          },
        ]}
      />,
    );
    const orders = screen.getByRole('link', { name: /^Orders/ });
    expect(orders).toHaveTextContent('5');
    expect(orders).toHaveAccessibleDescription(HINT);
    expect(screen.getByRole('link', { name: /^Attendees/ })).not.toHaveAttribute('aria-describedby');

    await userEvent.tab();
    expect(orders).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(HINT);
  });
});
