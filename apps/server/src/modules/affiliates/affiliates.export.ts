import { PassThrough, type Readable } from 'node:stream';
import { csvLine, neutraliseCell, newXlsxWorkbook } from '../../lib/export';

/** One export: its header row and data rows, as plain cell values. */
export type TExportTable = { sheetName: string; headers: string[]; rows: (string | number | null)[][] };

/** RFC 4180 CSV with CRLF line ends and a BOM, so spreadsheet apps read UTF-8 names correctly. */
export function toCsv(table: TExportTable): string {
  return `\uFEFF${[table.headers, ...table.rows].map(csvLine).join('')}`;
}

/** The workbook streamed as it is written, not built whole in memory. */
export function toXlsxStream(table: TExportTable): Readable {
  const stream = new PassThrough();
  const write = async () => {
    const workbook = await newXlsxWorkbook({ stream, useStyles: true });
    const sheet = workbook.addWorksheet(table.sheetName);
    sheet.columns = table.headers.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const row of table.rows) sheet.addRow(row.map(neutraliseCell)).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}
