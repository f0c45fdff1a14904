import { STATS_DEFAULT_RANGE_DAYS, daysInRange } from '@marquee/core';
import { dayIn } from './ledger-movements';
import type { DayRange } from './reports.repository';

/**
 * The range a report covers (spec §12): the dates given (already checked: both or neither, at most 370 days), else
 * the last 30 days up to today, in the timezone whose whole days the report counts.
 */
export function resolveReportRange(
  input: { start_date?: string; end_date?: string },
  timezone: string,
  now = new Date(),
): DayRange {
  if (input.start_date && input.end_date) return { start: input.start_date, end: input.end_date };
  const end = dayIn(timezone, now);
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - (STATS_DEFAULT_RANGE_DAYS - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { start, end };
}

/** Every day of the range, newest first (the daily reports' order). */
export const daysNewestFirst = (range: DayRange): string[] => daysInRange(range.start, range.end).reverse();
