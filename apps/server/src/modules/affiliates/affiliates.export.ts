import ExcelJS from 'exceljs';
import { PassThrough, type Readable } from 'node:stream';

/** One export: its header row and data rows, as plain cell values. */
export type TExportTable = { sheetName: string; headers: string[]; rows: (string | number | null)[][] };

/** Characters a spreadsheet reads as the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that could be read as a formula gets a leading apostrophe; numbers stay numbers. */
export function neutraliseCell(value: string | number | null): string | number | null {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(neutraliseCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV with CRLF line ends and a BOM, so spreadsheet apps read UTF-8 names correctly. */
export function toCsv(table: TExportTable): string {
  const lines = [table.headers, ...table.rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The workbook streamed as it is written, not built whole in memory. */
export function toXlsxStream(table: TExportTable): Readable {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(table.sheetName);
  sheet.columns = table.headers.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of table.rows) sheet.addRow(row.map(neutraliseCell)).commit();
  sheet.commit();
  void workbook.commit().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
