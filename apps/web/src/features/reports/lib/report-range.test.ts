import { describe, expect, it } from 'vitest';
import {
  addDays,
  presetOf,
  presetRange,
  rangeProblem,
  readReportRange,
  REPORT_RANGE_PRESETS,
  todayIn,
} from './report-range';

// 00:30 on 1 March in UTC is still 28 February in New York, and already 1 March in Amsterdam.
const now = new Date('2026-03-01T00:30:00Z');

describe('report range presets', () => {
  it("reads today on the report's clock, not the browser's", () => {
    expect(todayIn('America/New_York', now)).toBe('2026-02-28');
    expect(todayIn('Europe/Amsterdam', now)).toBe('2026-03-01');
    expect(todayIn('Not/A_Zone', now)).toBe('2026-03-01');
  });

  it('ends every rolling preset today, both days included', () => {
    const zone = 'America/New_York';
    expect(presetRange('last_7_days', zone, now)).toEqual({ start_date: '2026-02-22', end_date: '2026-02-28' });
    expect(presetRange('last_30_days', zone, now)).toEqual({ start_date: '2026-01-30', end_date: '2026-02-28' });
    expect(presetRange('last_90_days', zone, now)).toEqual({ start_date: '2025-12-01', end_date: '2026-02-28' });
    expect(presetRange('last_365_days', zone, now)).toEqual({ start_date: '2025-03-01', end_date: '2026-02-28' });
  });

  it('takes calendar months and the year from the same clock', () => {
    const newYork = 'America/New_York';
    expect(presetRange('this_month', newYork, now)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    expect(presetRange('last_month', newYork, now)).toEqual({ start_date: '2026-01-01', end_date: '2026-01-31' });
    expect(presetRange('year_to_date', newYork, now)).toEqual({ start_date: '2026-01-01', end_date: '2026-02-28' });

    const amsterdam = 'Europe/Amsterdam';
    expect(presetRange('this_month', amsterdam, now)).toEqual({ start_date: '2026-03-01', end_date: '2026-03-01' });
    expect(presetRange('last_month', amsterdam, now)).toEqual({ start_date: '2026-02-01', end_date: '2026-02-28' });
    // January's "last month" is December of the year before.
    expect(presetRange('last_month', 'UTC', new Date('2026-01-15T12:00:00Z'))).toEqual({
      start_date: '2025-12-01',
      end_date: '2025-12-31',
    });
  });

  it('gives ranges the server takes, whatever the day', () => {
    for (const day of ['2024-02-29', '2024-12-31', '2025-01-01', '2026-07-15']) {
      for (const preset of REPORT_RANGE_PRESETS) {
        expect(rangeProblem(presetRange(preset, 'Pacific/Auckland', new Date(`${day}T12:00:00Z`)))).toBeNull();
      }
    }
  });

  it('recognises a preset in the URL, the default when there is none, and nothing for other days', () => {
    const zone = 'America/New_York';
    expect(presetOf(null, zone, now)).toBe('last_30_days');
    expect(presetOf({ start_date: '2026-01-01', end_date: '2026-01-31' }, zone, now)).toBe('last_month');
    expect(presetOf({ start_date: '2026-02-22', end_date: '2026-02-28' }, zone, now)).toBe('last_7_days');
    expect(presetOf({ start_date: '2026-02-02', end_date: '2026-02-28' }, zone, now)).toBeNull();
  });
});

describe('custom ranges', () => {
  it('refuses what the server would refuse', () => {
    expect(rangeProblem({ start_date: '2026-01-01' })).toBe('incomplete');
    expect(rangeProblem({ start_date: '2026-01-01', end_date: '2026-13-01' })).toBe('incomplete');
    expect(rangeProblem({ start_date: '2026-02-01', end_date: '2026-01-31' })).toBe('end_before_start');
    expect(rangeProblem({ start_date: '2026-01-01', end_date: '2026-01-01' })).toBeNull();
    // 370 days both included is the most; one more is refused.
    expect(rangeProblem({ start_date: '2025-01-01', end_date: addDays('2025-01-01', 369) })).toBeNull();
    expect(rangeProblem({ start_date: '2025-01-01', end_date: addDays('2025-01-01', 370) })).toBe('too_long');
  });

  it('reads the range from the URL as it is, or none', () => {
    expect(readReportRange(new URLSearchParams(''))).toBeNull();
    expect(readReportRange(new URLSearchParams('start_date=2026-01-01&end_date=2026-01-31'))).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
    });
    expect(readReportRange(new URLSearchParams('start_date=2026-01-01'))).toEqual({ start_date: '2026-01-01' });
  });
});
