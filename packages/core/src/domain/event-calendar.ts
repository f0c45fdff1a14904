/*
 * Where an event takes place, as lines and as one line, and the link that adds it to Google Calendar: shared by
 * the event page, the order summary and the server's calendar file, so they all describe the event the same way.
 */

type TLocationParts = Partial<
  Record<
    'venue_name' | 'address_line_1' | 'address_line_2' | 'city' | 'state_or_region' | 'zip_or_postal_code' | 'country',
    string | null
  >
>;

/**
 * Venue, street lines, "postcode city" and "region, country", each left out when empty. `countryName` turns the
 * stored code into a name in the reader's language (the web passes Intl.DisplayNames); without it the code stays.
 */
export function locationLines(details: unknown, options: { countryName?: (code: string) => string } = {}): string[] {
  if (!details || typeof details !== 'object') return [];
  const location = details as TLocationParts;
  const part = (value: string | null | undefined) => value?.trim() || null;
  return [
    part(location.venue_name),
    part(location.address_line_1),
    part(location.address_line_2),
    [part(location.zip_or_postal_code), part(location.city)].filter(Boolean).join(' '),
    [part(location.state_or_region), countryOf(part(location.country), options.countryName)].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
}

function countryOf(code: string | null, countryName?: (code: string) => string): string | null {
  return code && countryName ? countryName(code) : code;
}

/** The whole address on one line, or null when there is none. */
export function locationLine(
  details: unknown,
  options: { countryName?: (code: string) => string } = {},
): string | null {
  const lines = locationLines(details, options);
  return lines.length > 0 ? lines.join(', ') : null;
}

/** 20261226T180000Z: the UTC form both Google Calendar and iCalendar take. */
export function calendarUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type TCalendarLinkEvent = {
  title: string;
  start_date: string;
  end_date: string | null;
  /** One line; "Online" for an online event. */
  location: string | null;
  /** The event page, so the calendar entry leads back to it. */
  url: string;
};

/**
 * A link that opens Google Calendar's "new event" form filled in. An event without an end is shown as lasting
 * one hour, as calendars do for a start time alone.
 */
export function googleCalendarUrl(event: TCalendarLinkEvent): string {
  const end = event.end_date ?? new Date(new Date(event.start_date).getTime() + 3_600_000).toISOString();
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarUtc(event.start_date)}/${calendarUtc(end)}`,
    details: event.url,
  });
  if (event.location) params.set('location', event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
