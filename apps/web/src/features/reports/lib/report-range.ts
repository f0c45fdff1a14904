import { daysBetween, STATS_MAX_RANGE_DAYS } from '@marquee/core';

/** The range picker's presets, in the order it lists them; each ends today in the report's timezone. */
export const REPORT_RANGE_PRESETS = [
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'this_month',
  'last_month',
  'year_to_date',
  'last_365_days',
] as const;
export type TReportRangePreset = (typeof REPORT_RANGE_PRESETS)[number];

/** What the server reports when the URL names no range, and so what the picker shows then. */
export const DEFAULT_REPORT_RANGE_PRESET: TReportRangePreset = 'last_30_days';

/** The longest range a report takes, both days included (the server refuses longer ones with a 422). */
export const REPORT_MAX_RANGE_DAYS = STATS_MAX_RANGE_DAYS;

/** Whole days in the report's timezone, both included (YYYY-MM-DD). */
export type TReportRange = { start_date: string; end_date: string };

/** A range as the URL holds it: either date may be missing or malformed, the server then says why. */
export type TReportRangeParams = { start_date?: string; end_date?: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Today's date on the clock of `timeZone` (UTC's when the zone is unknown to the browser). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** `day` moved by `days` whole days (calendar arithmetic on the date, no clock involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

/** The days a preset covers, computed on the report's clock (the event's or the organizer's timezone). */
export function presetRange(preset: TReportRangePreset, timeZone: string, now: Date = new Date()): TReportRange {
  const today = todayIn(timeZone, now);
  const lastDays = (days: number) => ({ start_date: addDays(today, -(days - 1)), end_date: today });
  switch (preset) {
    case 'last_7_days':
      return lastDays(7);
    case 'last_30_days':
      return lastDays(30);
    case 'last_90_days':
      return lastDays(90);
    case 'last_365_days':
      return lastDays(365);
    case 'this_month':
      return { start_date: firstOfMonth(today), end_date: today };
    case 'last_month': {
      const lastOfPrevious = addDays(firstOfMonth(today), -1);
      return { start_date: firstOfMonth(lastOfPrevious), end_date: lastOfPrevious };
    }
    case 'year_to_date':
      return { start_date: `${today.slice(0, 4)}-01-01`, end_date: today };
  }
}

/**
 * The preset a range is, today, or null for any other range. No range at all is the server's default, the last
 * 30 days. Where two presets give the same days (this month on its 7th day is also the last 7 days), the first wins.
 */
export function presetOf(
  range: TReportRangeParams | null,
  timeZone: string,
  now: Date = new Date(),
): TReportRangePreset | null {
  if (!range || (range.start_date === undefined && range.end_date === undefined)) return DEFAULT_REPORT_RANGE_PRESET;
  return (
    REPORT_RANGE_PRESETS.find((preset) => {
      const days = presetRange(preset, timeZone, now);
      return days.start_date === range.start_date && days.end_date === range.end_date;
    }) ?? null
  );
}

export type TReportRangeProblem = 'incomplete' | 'end_before_start' | 'too_long';

/** Why the server would refuse this custom range, or null when it takes it (the same rules as ZEventReportQuery). */
export function rangeProblem(range: TReportRangeParams): TReportRangeProblem | null {
  if (!isIsoDay(range.start_date) || !isIsoDay(range.end_date)) return 'incomplete';
  const days = daysBetween(range.start_date, range.end_date);
  if (days < 0) return 'end_before_start';
  if (days + 1 > REPORT_MAX_RANGE_DAYS) return 'too_long';
  return null;
}

/**
 * The range the URL asks for (`start_date`, `end_date`), or null for none, the server's default. What is there is
 * passed on as it is, so a hand-edited URL gets the server's own explanation rather than silently another range.
 */
export function readReportRange(searchParams: URLSearchParams): TReportRangeParams | null {
  const start = searchParams.get('start_date');
  const end = searchParams.get('end_date');
  if (!start && !end) return null;
  return { ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}) };
}
