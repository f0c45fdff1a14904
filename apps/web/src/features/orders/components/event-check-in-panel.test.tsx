import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventId } from '../../../test/check-in-lists';
import { fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { EventCheckInPanel } from './event-check-in-panel';

const statsPath = `/api/events/${eventId}/check_in_stats`;

describe('EventCheckInPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows who is in, overall and per list', async () => {
    fakeApi({
      [`GET ${statsPath}`]: () =>
        json(200, {
          data: {
            total_attendees: 8,
            checked_in_attendees: 2,
            lists: [
              { id: 'a', name: 'Main entrance', total: 8, checked_in: 2 },
              { id: 'b', name: 'VIP door', total: 3, checked_in: 0 },
            ],
          },
        }),
    });
    renderWithProviders(<EventCheckInPanel eventId={eventId} />);
    expect(await screen.findByText('2 of 8 attendees checked in (25%)')).toBeInTheDocument();
    expect(screen.getByText('2 / 8')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'VIP door: 0 of 3 checked in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check-in lists' })).toHaveAttribute(
      'href',
      `/manage/event/${eventId}/check-in`,
    );
  });

  it('stays out of the way while the event has no check-in list', async () => {
    const api = fakeApi({
      [`GET ${statsPath}`]: () => json(200, { data: { total_attendees: 8, checked_in_attendees: 0, lists: [] } }),
    });
    const { container } = renderWithProviders(<EventCheckInPanel eventId={eventId} />);
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(container.querySelector('[data-testid="event-check-in-panel"]')).toBeNull();
  });
});
