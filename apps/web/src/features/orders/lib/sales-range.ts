import type { TStatsRange } from '../api/stats';

/** The dashboards' chart periods, in days. */
export type TSalesRangeDays = '7' | '30' | '90' | '365';

/** The last `days` whole days, ending today in `timezone`. */
export function lastDays(days: number, timezone: string, now = new Date()): TStatsRange {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { start_date: start, end_date: today };
}
