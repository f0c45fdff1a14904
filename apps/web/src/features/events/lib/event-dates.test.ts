import { describe, expect, it } from 'vitest';
import { bumpedEnd, defaultStartEnd, startEndErrors, startEndToUtc } from './event-dates';

describe('event dates', () => {
  it('starts tomorrow at 19:00 in the zone and lasts two hours', () => {
    expect(defaultStartEnd('Europe/Berlin', new Date('2026-06-10T12:00:00Z'))).toEqual({
      start_date: '2026-06-11T19:00',
      end_date: '2026-06-11T21:00',
    });
  });

  it('moves the end along only when the start passes it', () => {
    expect(bumpedEnd('2026-06-11T22:00', '2026-06-11T21:00')).toBe('2026-06-12T00:00');
    expect(bumpedEnd('2026-06-11T18:00', '2026-06-11T21:00')).toBe('2026-06-11T21:00');
    expect(bumpedEnd('2026-06-11T18:00', '')).toBe('2026-06-11T20:00');
  });

  it('converts the wall clock of the event zone to UTC', () => {
    expect(startEndToUtc({ start_date: '2026-06-11T19:00', end_date: '2026-06-11T21:00' }, 'America/New_York')).toEqual(
      { start_date: '2026-06-11T23:00:00.000Z', end_date: '2026-06-12T01:00:00.000Z' },
    );
    expect(startEndToUtc({ start_date: '2026-06-11T19:00', end_date: '' }, 'UTC').end_date).toBeNull();
  });

  it('explains a missing start and an end before the start', () => {
    expect(startEndErrors({ start_date: '', end_date: '' }).start_date).toBe('Choose when the event starts.');
    expect(startEndErrors({ start_date: '2026-06-11T19:00', end_date: '2026-06-11T18:00' }).end_date).toBe(
      'The end must be after the start.',
    );
    expect(startEndErrors({ start_date: '2026-06-11T19:00', end_date: '2026-06-11T21:00' })).toEqual({
      start_date: null,
      end_date: null,
    });
  });
});
