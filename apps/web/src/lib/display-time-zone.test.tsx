import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimeCell } from '../components/data-list/list-cells';
import { TimeZoneNote } from '../components/time-zone-note';
import { renderWithProviders } from '../test/render';
import { DisplayTimeZoneProvider, useFormatDisplayTime } from './display-time-zone';

const iso = '2026-07-15T17:00:00.000Z';

function DrawerFact() {
  const formatTime = useFormatDisplayTime();
  return <span data-testid="fact">{formatTime(iso, { withZone: true })}</span>;
}

describe('times inside an event', () => {
  it('lists and drawers show the event’s zone and say which it is', () => {
    renderWithProviders(
      <DisplayTimeZoneProvider timeZone="America/New_York">
        <DateTimeCell iso={iso} />
        <TimeZoneNote />
        <DrawerFact />
      </DisplayTimeZoneProvider>,
    );

    // 17:00 UTC is 1 PM in New York in July, whatever the browser's zone.
    expect(screen.getByText(/1:00\s?PM/, { selector: 'time' })).toHaveAttribute('datetime', iso);
    expect(screen.getByTestId('time-zone-note')).toHaveTextContent('Times in America/New_York');
    expect(screen.getByTestId('fact')).toHaveTextContent(/1:00\s?PM EDT$/);
  });

  it('keeps the browser’s zone and says nothing outside an event', () => {
    renderWithProviders(
      <>
        <DateTimeCell iso={iso} />
        <TimeZoneNote />
      </>,
    );

    expect(screen.queryByTestId('time-zone-note')).not.toBeInTheDocument();
    expect(screen.getByText(/2026/, { selector: 'time' })).toBeInTheDocument();
  });
});
