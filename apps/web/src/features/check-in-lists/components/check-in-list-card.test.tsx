import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildCheckInList, seatedId } from '../../../test/check-in-lists';
import { renderWithProviders } from '../../../test/render';
import { CheckInListCard } from './check-in-list-card';

const timeZone = 'Europe/Berlin';

function renderCard(overrides: Parameters<typeof buildCheckInList>[0] = {}) {
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <CheckInListCard list={buildCheckInList(overrides)} timeZone={timeZone} onEdit={onEdit} onDelete={onDelete} />,
  );
  return { onEdit, onDelete };
}

const status = () => screen.getByTestId('check-in-list-status');

describe('CheckInListCard', () => {
  it('is Active without a window, saying it never expires', () => {
    renderCard();
    expect(status()).toHaveTextContent(/^Active$/);
    expect(status()).toHaveAccessibleDescription('Staff can check attendees in now; the list does not expire.');
  });

  it('is Active until its expiry, named in the event time zone', () => {
    renderCard({ expires_at: '2099-06-01T20:00:00.000Z' });
    expect(status()).toHaveTextContent(/^Active$/);
    expect(status()).toHaveAccessibleDescription(
      /^Staff can check attendees in until Jun 1, 2099, 10:00\sPM GMT\+2\.$/,
    );
  });

  it('is Inactive once expired, with the expiry in the event time zone', () => {
    renderCard({ expires_at: '2020-01-10T23:30:00.000Z', is_expired: true });
    expect(status()).toHaveTextContent(/^Inactive$/);
    expect(status()).toHaveAccessibleDescription(
      /^Expired on Jan 11, 2020, 12:30\sAM GMT\+1\. Staff can no longer check attendees in\.$/,
    );
  });

  it('is Inactive before it activates, saying when it will', () => {
    renderCard({ activates_at: '2099-06-01T16:00:00.000Z', is_active: false });
    expect(status()).toHaveTextContent(/^Inactive$/);
    expect(status()).toHaveAccessibleDescription(/^Activates on Jun 1, 2099, 6:00\sPM GMT\+2\./);
  });

  it('shows the reason in a tooltip when the badge gets keyboard focus', async () => {
    renderCard({ activates_at: '2099-06-01T16:00:00.000Z', is_active: false });
    await userEvent.setup().tab();
    expect(status()).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/Activates on Jun 1, 2099/);
  });

  it('counts its tickets and shows checked-in against total, with the staff note', () => {
    renderCard({
      description: 'Bags are checked at the door.',
      product_ids: [seatedId, seatedId],
      products: [
        { id: seatedId, title: 'Seated' },
        { id: 'x', title: 'Standing' },
      ],
      total_attendees: 8,
      checked_in_attendees: 2,
    });
    expect(screen.getByText('Includes 2 tickets')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-list-progress')).toHaveTextContent('2 / 8 checked in');
    expect(screen.getByRole('progressbar', { name: '2 of 8 attendees checked in' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('Bags are checked at the door.')).toBeInTheDocument();
  });

  it('says "1 ticket" for one, and an empty bar when nobody holds one yet', () => {
    renderCard({ total_attendees: 0, checked_in_attendees: 0 });
    expect(screen.getByText('Includes 1 ticket')).toBeInTheDocument();
    expect(screen.getByTestId('check-in-list-progress')).toHaveTextContent('0 / 0 checked in');
  });

  it('copies the door link, offers to open it, and hands edit and delete to the page', async () => {
    const { onEdit, onDelete } = renderCard();
    // user-event puts a clipboard of its own on navigator.
    const user = userEvent.setup();
    const doorUrl = `${window.location.origin}/check-in/cil_Ab12Cd34Ef56G`;

    await user.click(screen.getByRole('button', { name: 'Actions for Main entrance' }));
    expect(await screen.findByRole('menuitem', { name: 'Open check-in page' })).toHaveAttribute('href', doorUrl);
    await user.click(screen.getByRole('menuitem', { name: 'Copy check-in link' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(doorUrl);

    await user.click(screen.getByRole('button', { name: 'Actions for Main entrance' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Actions for Main entrance' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });
});
