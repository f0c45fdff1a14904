import { formatMoney, formatNumber, type TReportMeta, type TReportRow, type TSortDirection } from '@marquee/core';
import { formatInZone } from '../../../lib/zoned-time';

export type TReportColumnMeta = TReportMeta['columns'][number];
export type TReportColumnKind = TReportColumnMeta['kind'];
export type TReportCell = TReportRow[string] | undefined;

/** Shown for a missing value (a promo code never used has no "first used"). */
export const EMPTY_CELL = '—';

const NUMERIC_KINDS: readonly TReportColumnKind[] = ['number', 'money', 'percent'];

/** A value as a number, for the numeric kinds (a server may send large sums as strings). */
export function toNumber(value: TReportCell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const isBlank = (value: TReportCell) => value === null || value === undefined || value === '';

/** The currency of a row's money: the report's, else the row's own (organizer reports across currencies). */
export function rowCurrency(row: TReportRow, meta: Pick<TReportMeta, 'currency'>): string | null {
  if (meta.currency) return meta.currency;
  return typeof row.currency === 'string' && row.currency ? row.currency : null;
}

/** "30 Nov 2026" for a whole day (YYYY-MM-DD), in the reader's language; the day is not moved by any clock. */
export function formatReportDay(day: string, locale: string, options: Intl.DateTimeFormatOptions = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  const format = Object.keys(options).length ? options : ({ dateStyle: 'medium' } as const);
  return new Intl.DateTimeFormat(locale, { ...format, timeZone: 'UTC' }).format(date);
}

type TFormatContext = { locale: string; currency: string | null; timeZone: string };

/** A cell as the table shows it: money in its currency, dates in the reader's language, instants in the report's zone. */
export function formatReportValue(value: TReportCell, kind: TReportColumnKind, context: TFormatContext): string {
  if (isBlank(value)) return EMPTY_CELL;
  const { locale, currency, timeZone } = context;
  switch (kind) {
    case 'money': {
      const amount = toNumber(value);
      if (amount === null) return String(value);
      return currency ? formatMoney(amount, currency, locale) : formatNumber(amount, locale);
    }
    case 'number': {
      const amount = toNumber(value);
      return amount === null ? String(value) : formatNumber(amount, locale);
    }
    case 'percent': {
      const amount = toNumber(value);
      return amount === null
        ? String(value)
        : formatNumber(amount / 100, locale, { style: 'percent', maximumFractionDigits: 1 });
    }
    case 'date':
      return formatReportDay(String(value), locale);
    case 'datetime':
      return formatInZone(String(value), { locale, timeZone, dateStyle: 'medium', timeStyle: 'short' });
    case 'text':
      return String(value);
  }
}

function compareValues(a: TReportCell, b: TReportCell, kind: TReportColumnKind, collator: Intl.Collator): number {
  if (NUMERIC_KINDS.includes(kind)) return (toNumber(a) ?? 0) - (toNumber(b) ?? 0);
  if (kind === 'datetime') return Date.parse(String(a)) - Date.parse(String(b));
  // ISO days compare as text; other text in the reader's alphabet, with "Table 10" after "Table 9".
  return kind === 'date' ? String(a).localeCompare(String(b)) : collator.compare(String(a), String(b));
}

/**
 * The rows sorted on one column (a stable sort: equal values keep the server's order). Missing values go last
 * whichever the direction, so "never used" never heads a list sorted by last use.
 */
export function sortReportRows(
  rows: readonly TReportRow[],
  sort: { key: string; kind: TReportColumnKind; direction: TSortDirection },
  locale: string,
): TReportRow[] {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((left, right) => {
      const a = left.row[sort.key];
      const b = right.row[sort.key];
      if (isBlank(a) || isBlank(b)) {
        const order = Number(isBlank(a)) - Number(isBlank(b));
        return order || left.index - right.index;
      }
      return sign * compareValues(a, b, sort.kind, collator) || left.index - right.index;
    })
    .map(({ row }) => row);
}

/** The direction a first click sorts in: amounts, counts and dates largest or newest first, text A to Z. */
export function firstSortDirection(kind: TReportColumnKind): TSortDirection {
  return kind === 'text' ? 'asc' : 'desc';
}

/**
 * The currency of the totals' money, or null when the rows on screen mix currencies (the server then sends no money
 * totals: a sum of euros and dollars means nothing).
 */
export function totalsCurrency(rows: readonly TReportRow[], meta: Pick<TReportMeta, 'currency'>): string | null {
  if (meta.currency) return meta.currency;
  const currencies = new Set(rows.map((row) => rowCurrency(row, meta)).filter(Boolean));
  return currencies.size === 1 ? ([...currencies][0] ?? null) : null;
}
