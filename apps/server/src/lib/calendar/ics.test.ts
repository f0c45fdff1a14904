import { describe, expect, it } from 'vitest';
import { buildIcs } from './ics';

const base = {
  uid: 'attendee-abc@tickets.example.com',
  title: 'Summer Jazz, Live; Night',
  start: new Date('2027-07-01T18:30:00Z'),
  end: new Date('2027-07-01T22:00:00Z'),
  stamp: new Date('2026-11-23T10:00:00Z'),
};

describe('buildIcs', () => {
  it('writes one VEVENT with UTC times, escaped text and CRLF lines', () => {
    const ics = buildIcs({ ...base, location: 'Hall 1\nMain St, Berlin', url: 'https://t.example.com/product/1/2' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Marquee//Tickets//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(ics).toContain('\r\nDTSTART:20270701T183000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20270701T220000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20261123T100000Z\r\n');
    expect(ics).toContain('\r\nSUMMARY:Summer Jazz\\, Live\\; Night\r\n');
    expect(ics).toContain('\r\nLOCATION:Hall 1\\nMain St\\, Berlin\r\n');
    expect(ics).toContain('\r\nURL:https://t.example.com/product/1/2\r\n');
    expect(ics.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  it('leaves out DTEND without an end, and folds long lines at 75 octets without splitting characters', () => {
    const ics = buildIcs({ ...base, end: null, description: 'é'.repeat(100) });
    expect(ics).not.toContain('DTEND');
    const lines = ics.split('\r\n');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'é'.repeat(100)}`);
  });
});
