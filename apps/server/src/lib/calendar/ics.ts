import { calendarUtc } from '@marquee/core';

/**
 * A single-event iCalendar file (RFC 5545) for ticket emails. Small enough to write here: one VEVENT with
 * UTC times, escaped text values and lines folded at 75 octets, CRLF line endings.
 */
export type CalendarEvent = {
  /** Globally unique and stable, so a calendar updates the entry rather than adding a second one. */
  uid: string;
  title: string;
  start: Date;
  end: Date | null;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** Defaults to now; fixed in tests. */
  stamp?: Date;
};

const utc = (date: Date) => calendarUtc(date.toISOString());

/** TEXT escaping of RFC 5545 §3.3.11. */
function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line into 75-octet pieces (continuations start with a space), never splitting a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, productId = '-//Marquee//Tickets//EN'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(event.start)}`,
    ...(event.end && event.end.getTime() > event.start.getTime() ? [`DTEND:${utc(event.end)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
