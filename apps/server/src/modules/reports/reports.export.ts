import { REPORT_COLUMNS, type TReport, type TReportRow } from '@marquee/core';
import { isoInTimeZone, money, type ExportCell, type ExportTable } from '../../lib/export';

/**
 * A report as a spreadsheet: the columns and rows the screen shows, money in major units of the row's currency,
 * times in the report's timezone.
 */
export function reportTable(report: TReport): ExportTable {
  const columns = REPORT_COLUMNS[report.meta.type as keyof typeof REPORT_COLUMNS];
  const when = isoInTimeZone(report.meta.timezone);
  const cell = (row: TReportRow, key: string, kind: string): ExportCell => {
    const value = row[key] ?? null;
    if (value === null) return null;
    if (kind === 'money') {
      const currency = report.meta.currency ?? (typeof row.currency === 'string' ? row.currency : null);
      return currency ? money(Number(value), currency) : Number(value);
    }
    if (kind === 'datetime') return when(new Date(String(value)));
    return value;
  };
  async function* batches() {
    yield report.data.map((row) => columns.map((column) => cell(row, column.key, column.kind)));
  }
  return {
    sheetName: report.meta.type.replace(/_/g, ' ').slice(0, 31),
    columns: columns.map((column) => ({
      header: column.label,
      kind:
        column.kind === 'money' ? 'money' : column.kind === 'number' || column.kind === 'percent' ? 'number' : 'text',
    })),
    batches: batches(),
  };
}
