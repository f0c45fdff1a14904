import { daysBetween, daysInRange, type TReport, type TReportRow } from '@marquee/core';
import type { TReportType } from './report-types';
import { toNumber } from './report-format';

/** The reports drawn as a chart above their table; the others are a table only. */
const CHARTED: readonly TReportType[] = [
  'daily_sales_report',
  'daily_sales_summary',
  'sales_funnel_report',
  'check_ins_report',
  'product_sales',
  'payments_report',
];

export function hasReportChart(type: TReportType): boolean {
  return CHARTED.includes(type);
}

/** The funnel's steps, in the order a buyer takes them. */
export const FUNNEL_STEPS = ['page_views', 'checkouts_started', 'orders_placed', 'orders_paid'] as const;

const valueOf = (row: TReportRow, key: string) => toNumber(row[key]) ?? 0;

/** Every day of the report's range, oldest first (rows come newest first and skip days with nothing). */
function rangeDays(report: TReport): string[] {
  const { start_date: start, end_date: end } = report.meta;
  return daysBetween(start, end) >= 0 ? daysInRange(start, end) : [];
}

/**
 * One point per day of the range, oldest to newest, with the sum of each key over that day's rows (zero on a day
 * without rows, so the line does not jump over quiet days).
 */
export function perDay(report: TReport, keys: readonly string[]): Record<string, string | number>[] {
  const byDay = new Map<string, Record<string, number>>();
  for (const row of report.data) {
    const day = String(row.date ?? '');
    const sums = byDay.get(day) ?? {};
    for (const key of keys) sums[key] = (sums[key] ?? 0) + valueOf(row, key);
    byDay.set(day, sums);
  }
  return rangeDays(report).map((day) => ({
    day,
    ...Object.fromEntries(keys.map((key) => [key, byDay.get(day)?.[key] ?? 0])),
  }));
}

/**
 * Check-ins per day with one series per check-in list. Series are keyed `list_0`, `list_1`… (a list's name could
 * hold dots, which the chart would read as a path), each labelled with the list's name.
 */
export function checkInsPerDay(report: TReport): {
  data: Record<string, string | number>[];
  series: { key: string; label: string }[];
} {
  const lists = new Map<string, { key: string; label: string }>();
  const byDay = new Map<string, Record<string, number>>();
  for (const row of report.data) {
    const id = String(row.check_in_list_id ?? row.check_in_list ?? '');
    let list = lists.get(id);
    if (!list) {
      list = { key: `list_${lists.size}`, label: String(row.check_in_list ?? '') };
      lists.set(id, list);
    }
    const day = String(row.date ?? '');
    const sums = byDay.get(day) ?? {};
    sums[list.key] = (sums[list.key] ?? 0) + valueOf(row, 'check_ins');
    byDay.set(day, sums);
  }
  const series = [...lists.values()];
  const data = rangeDays(report).map((day) => ({
    day,
    ...Object.fromEntries(series.map((list) => [list.key, byDay.get(day)?.[list.key] ?? 0])),
  }));
  return { data, series };
}

/** One bar per row, labelled by `labelKey`, with the given values (products sold, payments per method). */
export function perRow(report: TReport, labelKey: string, keys: readonly string[]): Record<string, string | number>[] {
  return report.data.map((row) => ({
    label: String(row[labelKey] ?? ''),
    ...Object.fromEntries(keys.map((key) => [key, valueOf(row, key)])),
  }));
}
