import { describe, expect, it } from 'vitest';
import {
  addMinutesToLocal,
  compareLocal,
  formatInZone,
  isLocalDateTime,
  tomorrowAt,
  utcIsoToZoned,
  zonedToUtcIso,
  zoneOffsetMs,
} from './zoned-time';

describe('zonedToUtcIso', () => {
  it.each([
    ['2026-01-15T19:00', 'Europe/Berlin', '2026-01-15T18:00:00.000Z'],
    ['2026-07-15T19:00', 'Europe/Berlin', '2026-07-15T17:00:00.000Z'],
    ['2026-07-15T19:00', 'America/New_York', '2026-07-15T23:00:00.000Z'],
    ['2026-12-31T23:30', 'America/Los_Angeles', '2027-01-01T07:30:00.000Z'],
    ['2026-03-01T08:15', 'Asia/Kolkata', '2026-03-01T02:45:00.000Z'],
    ['2026-03-01T00:00', 'Pacific/Kiritimati', '2026-02-28T10:00:00.000Z'],
    ['2026-06-01T12:00', 'UTC', '2026-06-01T12:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, expected) => {
    expect(zonedToUtcIso(local, zone)).toBe(expected);
  });

  it('moves a time skipped by the spring-forward jump ahead by the jump', () => {
    // Berlin, 29 March 2026: 02:00 becomes 03:00, so 02:30 never shows on a clock.
    expect(zonedToUtcIso('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(utcIsoToZoned('2026-03-29T01:30:00.000Z', 'Europe/Berlin')).toBe('2026-03-29T03:30');
    // New York, 8 March 2026.
    expect(zonedToUtcIso('2026-03-08T02:15', 'America/New_York')).toBe('2026-03-08T07:15:00.000Z');
  });

  it('takes the first of the two occurrences of the autumn hour', () => {
    // Berlin, 25 October 2026: 02:30 happens at 00:30Z (summer time) and again at 01:30Z.
    expect(zonedToUtcIso('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedToUtcIso('2026-10-25T03:30', 'Europe/Berlin')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('handles half-hour daylight saving (Lord Howe Island)', () => {
    expect(zonedToUtcIso('2026-01-10T12:00', 'Australia/Lord_Howe')).toBe('2026-01-10T01:00:00.000Z');
    expect(zonedToUtcIso('2026-07-10T12:00', 'Australia/Lord_Howe')).toBe('2026-07-10T01:30:00.000Z');
  });

  it('refuses text that is not a real wall-clock time', () => {
    expect(zonedToUtcIso('', 'UTC')).toBeNull();
    expect(zonedToUtcIso('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedToUtcIso('2026-02-10 10:00', 'UTC')).toBeNull();
    expect(zonedToUtcIso('2026-02-10T25:00', 'UTC')).toBeNull();
  });
});

describe('utcIsoToZoned', () => {
  it('shows the wall clock of the zone, whatever the browser zone', () => {
    expect(utcIsoToZoned('2026-07-15T17:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-15T19:00');
    expect(utcIsoToZoned('2026-07-15T17:00:00+00:00', 'Asia/Tokyo')).toBe('2026-07-16T02:00');
    expect(utcIsoToZoned('2026-01-01T00:00:00.000Z', 'America/Sao_Paulo')).toBe('2025-12-31T21:00');
  });

  it('is empty for a missing or broken value', () => {
    expect(utcIsoToZoned(null, 'UTC')).toBe('');
    expect(utcIsoToZoned('not a date', 'UTC')).toBe('');
  });

  it('round-trips every quarter hour of a DST-changing day', () => {
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Australia/Sydney']) {
      for (let minutes = 0; minutes < 48 * 60; minutes += 15) {
        const iso = new Date(Date.UTC(2026, 2, 28, 0, minutes)).toISOString();
        const local = utcIsoToZoned(iso, zone);
        const back = zonedToUtcIso(local, zone);
        // The repeated autumn hour maps back to its first occurrence; everything else round-trips exactly.
        expect(utcIsoToZoned(back, zone)).toBe(local);
      }
    }
  });
});

describe('wall-clock helpers', () => {
  it('adds minutes on the clock, across midnight', () => {
    expect(addMinutesToLocal('2026-05-01T19:00', 120)).toBe('2026-05-01T21:00');
    expect(addMinutesToLocal('2026-12-31T23:30', 60)).toBe('2027-01-01T00:30');
    expect(addMinutesToLocal('nope', 60)).toBeNull();
  });

  it('gives tomorrow at a time in the zone, not in the browser', () => {
    const now = new Date('2026-05-01T23:30:00.000Z');
    expect(tomorrowAt('Europe/Berlin', 19, 0, now)).toBe('2026-05-03T19:00');
    expect(tomorrowAt('America/New_York', 19, 0, now)).toBe('2026-05-02T19:00');
  });

  it('compares and validates wall-clock values', () => {
    expect(compareLocal('2026-05-01T19:00', '2026-05-01T21:00')).toBeLessThan(0);
    expect(compareLocal('2026-05-02T00:00', '2026-05-01T21:00')).toBeGreaterThan(0);
    expect(isLocalDateTime('2026-05-01T19:00')).toBe(true);
    expect(isLocalDateTime('2026-05-01')).toBe(false);
  });

  it('knows the offset of a zone at an instant', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'Europe/Berlin')).toBe(2 * 3600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), 'America/St_Johns')).toBe(-3.5 * 3600_000);
  });

  it('formats an instant in the zone for the reader', () => {
    expect(
      formatInZone('2026-07-15T17:00:00.000Z', {
        locale: 'en-GB',
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
      }),
    ).toBe('19:00');
  });
});
