import { describe, expect, it } from 'vitest';
import { calendarUtc, googleCalendarUrl, locationLine, locationLines } from './event-calendar';

describe('locationLines', () => {
  it('lists venue, street, postcode with city and region with country, leaving out empty parts', () => {
    expect(
      locationLines({
        venue_name: 'Canal House',
        address_line_1: 'Prinsengracht 263',
        address_line_2: ' ',
        zip_or_postal_code: '1016 GV',
        city: 'Amsterdam',
        state_or_region: null,
        country: 'NL',
      }),
    ).toEqual(['Canal House', 'Prinsengracht 263', '1016 GV Amsterdam', 'NL']);
    expect(locationLine({ city: 'Lyon', state_or_region: 'Rhône', country: 'FR' })).toBe('Lyon, Rhône, FR');
  });

  it('has nothing to show for a missing or empty address', () => {
    expect(locationLines(null)).toEqual([]);
    expect(locationLines('Amsterdam')).toEqual([]);
    expect(locationLine({ venue_name: '' })).toBeNull();
  });
});

describe('googleCalendarUrl', () => {
  const event = {
    title: 'Jazz & Wine',
    start_date: '2026-12-26T18:00:00.000Z',
    end_date: '2026-12-26T22:00:00.000Z',
    location: 'Canal House, Amsterdam',
    url: 'https://tickets.example/event/1/jazz',
  };

  it('fills in title, UTC dates, place and the event page', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Jazz & Wine');
    expect(url.searchParams.get('dates')).toBe('20261226T180000Z/20261226T220000Z');
    expect(url.searchParams.get('location')).toBe('Canal House, Amsterdam');
    expect(url.searchParams.get('details')).toBe('https://tickets.example/event/1/jazz');
  });

  it('gives an event without an end one hour, and leaves out a missing place', () => {
    const url = new URL(googleCalendarUrl({ ...event, end_date: null, location: null }));
    expect(url.searchParams.get('dates')).toBe('20261226T180000Z/20261226T190000Z');
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('writes times in UTC whatever the offset they were given in', () => {
    expect(calendarUtc('2026-06-01T20:30:00+02:00')).toBe('20260601T183000Z');
  });
});
