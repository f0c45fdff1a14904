import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_ID, publicEvent } from '../../../test/public-event';
import { renderWithProviders } from '../../../test/render';
import { EventCalendarShare } from './event-calendar-share';

const eventUrl = () => `${window.location.origin}/event/${EVENT_ID}/harbour-jazz-night`;

describe('EventCalendarShare', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds an online event to Google Calendar as "Online" and offers the .ics file', () => {
    renderWithProviders(
      <EventCalendarShare event={publicEvent({ is_online_event: true, location_details: null })} canShare={false} />,
    );
    const google = new URL(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('location')).toBe('Online');
    expect(google.searchParams.get('dates')).toMatch(/^\d{8}T\d{6}Z\/\d{8}T\d{6}Z$/);
    expect(screen.getByRole('link', { name: 'Calendar file (.ics)' })).toHaveAttribute('download');
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it("opens the device's share sheet with the event page where there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWithProviders(<EventCalendarShare event={publicEvent()} canShare />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Harbour Jazz Night', url: eventUrl() });
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderWithProviders(<EventCalendarShare event={publicEvent()} canShare />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(eventUrl());
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      share: undefined,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('not allowed')) },
    });
    const prompt = vi.fn();
    vi.stubGlobal('prompt', prompt);
    renderWithProviders(<EventCalendarShare event={publicEvent()} canShare />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(prompt).toHaveBeenCalledWith('Copy the link to this event', eventUrl());
  });
});
