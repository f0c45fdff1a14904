import { describe, expect, it } from 'vitest';
import { eventDates, scopeKeyOf } from './ticket-pdf.inputs';

describe("the event's dates on a PDF ticket", () => {
  const start = new Date('2027-07-01T18:30:00Z');

  it("are written in the event's own time zone, with its offset, and the end's time alone on the same day", () => {
    expect(eventDates({ start, end: new Date('2027-07-01T21:00:00Z'), timeZone: 'Europe/Berlin', locale: 'en' })).toBe(
      'Thursday, July 1, 2027 at 8:30 PM – 11:00 PM GMT+2',
    );
    expect(eventDates({ start, end: null, timeZone: 'America/New_York', locale: 'en' })).toBe(
      'Thursday, July 1, 2027 at 2:30 PM EDT',
    );
  });

  it('write the end in full on another day, in the reader language', () => {
    const text = eventDates({ start, end: new Date('2027-07-03T09:00:00Z'), timeZone: 'Europe/Berlin', locale: 'de' });
    expect(text).toBe('Donnerstag, 1. Juli 2027 um 20:30 – Samstag, 3. Juli 2027 um 11:00 GMT+2');
    expect(eventDates({ start, end: null, timeZone: 'Asia/Hong_Kong', locale: 'zh-hk' })).toContain('2027年7月2日');
  });
});

describe('the stored PDF key', () => {
  it('is one per order or ticket and language, whatever the casing or region of the language', () => {
    const orderId = '8d7f6a52-5d2e-4c52-9a52-3f1f5b8f3b11';
    expect(scopeKeyOf({ kind: 'order', orderId, locale: 'de-AT' })).toBe(`order:${orderId}:de`);
    expect(scopeKeyOf({ kind: 'attendee', orderId, attendeeId: orderId, locale: 'ZH-HK' })).toBe(
      `attendee:${orderId}:zh-hk`,
    );
    expect(scopeKeyOf({ kind: 'order', orderId, locale: 'xx' })).toBe(`order:${orderId}:en`);
  });
});
