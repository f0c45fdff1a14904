import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BoxOfficeCounts } from './box-office-counts';

const counts = {
  total_orders: 5,
  total_orders_awaiting_payment: 1,
  total_orders_cancelled: 1,
  total_attendees: 6,
  total_attendees_awaiting_payment: 0,
  total_attendees_cancelled: 4,
};

describe('BoxOfficeCounts', () => {
  it('counts placed orders, shows the unpaid and cancelled ones apart, and says what it counts', () => {
    renderWithProviders(<BoxOfficeCounts counts={counts} kind="orders" />);
    expect(screen.getByTestId('box-office-counts')).toHaveTextContent('5 orders · 1 awaiting payment · 1 cancelled');
    expect(screen.getByRole('button', { name: 'What the order count counts' })).toHaveAccessibleDescription(
      'Placed orders: completed or awaiting offline payment. Cancelled orders and unfinished checkouts are not counted.',
    );
  });

  it('counts valid attendees, leaving out what is zero', () => {
    renderWithProviders(<BoxOfficeCounts counts={{ ...counts, total_attendees: 1 }} kind="attendees" />);
    expect(screen.getByTestId('box-office-counts')).toHaveTextContent(/^1 attendee · 4 cancelled$/);
    expect(screen.getByRole('button', { name: 'What the attendee count counts' })).toHaveAccessibleDescription(
      'Valid tickets of placed orders, those awaiting offline payment included. Cancelled tickets are not counted.',
    );
  });
});
