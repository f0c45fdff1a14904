import type ExcelJS from 'exceljs';
import { PassThrough, Readable } from 'node:stream';

/**
 * Streamed spreadsheets (docs/decisions/074-streamed-exports.md): rows arrive in batches from an async
 * iterable and leave as CSV or XLSX bytes as they are produced, so an export of any size holds one
 * batch in memory. Both formats pull the next batch only when the reader has taken the previous one.
 */

export type ExportFormat = 'csv' | 'xlsx';
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type ExportCell = string | number | null;
/** `money`: a decimal amount in major units (a number cell); `text`: anything a person typed or we wrote. */
export type ExportColumn = { header: string; kind: 'text' | 'number' | 'money' };
export type ExportTable = { sheetName: string; columns: ExportColumn[]; batches: AsyncIterable<ExportCell[][]> };

/** Characters a spreadsheet reads as the start of a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet could run as a formula gets a leading apostrophe; numbers stay numbers. */
export function neutraliseCell(value: ExportCell): ExportCell {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** One RFC 4180 field: quoted when it holds a comma, quote or line break. */
export function csvField(value: ExportCell): string {
  const text = value === null ? '' : String(neutraliseCell(value));
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: ExportCell[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** CSV with CRLF line ends and a UTF-8 BOM (Excel then reads accented names correctly), one chunk per batch. */
export function csvStream(table: ExportTable): Readable {
  async function* chunks() {
    yield `\uFEFF${csvLine(table.columns.map((column) => column.header))}`;
    for await (const batch of table.batches) {
      if (batch.length > 0) yield batch.map(csvLine).join('');
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

function waitForDrain(stream: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * A streaming workbook writer. exceljs and its zip libraries are loaded by the first spreadsheet export, not at
 * server start-up, where they took about half a second of CPU.
 */
export async function newXlsxWorkbook(
  options: ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0],
): Promise<ExcelJS.stream.xlsx.WorkbookWriter> {
  const { default: excel } = await import('exceljs');
  return new excel.stream.xlsx.WorkbookWriter(options);
}

/**
 * XLSX through exceljs' streaming WorkbookWriter: each row is committed (written and released) as it is
 * added, without shared strings (which exceljs would otherwise keep whole). Text cells are stored as text
 * under the `@` number format, so a spreadsheet shows them and never evaluates them, even after an edit;
 * they also get the apostrophe, so a value copied out of the sheet stays harmless.
 */
export function xlsxStream(table: ExportTable): Readable {
  const stream = new PassThrough();
  const write = async () => {
    const workbook = await newXlsxWorkbook({ stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((column) => ({
      header: column.header,
      width: Math.min(40, Math.max(12, column.header.length + 4)),
      style: { numFmt: column.kind === 'money' ? '0.00' : column.kind === 'text' ? '@' : 'General' },
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const batch of table.batches) {
      for (const row of batch) sheet.addRow(row.map(neutraliseCell)).commit();
      if (stream.destroyed) return;
      if (stream.writableNeedDrain) await waitForDrain(stream);
      if (stream.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

export function tableStream(format: ExportFormat, table: ExportTable): Readable {
  return format === 'csv' ? csvStream(table) : xlsxStream(table);
}

/** `orders-summer-jazz-2026-11-23.csv`: the slug reduced to `[A-Za-z0-9_-]`. */
export function exportFilename(input: { kind: string; slug: string; format: ExportFormat; now?: Date }): string {
  const slug = input.slug.replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 60) || 'event';
  const day = (input.now ?? new Date()).toISOString().slice(0, 10);
  return `${input.kind}-${slug}-${day}.${input.format}`;
}
