/**
 * Writes the template and the error report. Loaded only on click (dynamic import): this module is
 * the import kit's only static importer of xlsx on the main thread.
 */
import { utils, write } from 'xlsx';
import type { ImportColumn } from './import-core';

function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function workbookBlob(rows: unknown[][], sheetName: string): Blob {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), sheetName);
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const withExtension = (name: string) => (name.endsWith('.xlsx') ? name : `${name}.xlsx`);

/** A workbook with the header row the import expects and one example row. */
export function downloadTemplate(fileName: string, columns: ImportColumn[]): void {
  const header = columns.map((column) => column.title);
  const rows: unknown[][] = columns.some((column) => column.example)
    ? [header, columns.map((column) => column.example ?? '')]
    : [header];
  saveBlob(workbookBlob(rows, 'Template'), withExtension(fileName));
}

/** One line per problem: row number, column, what is wrong (already translated). */
export function downloadReport(
  fileName: string,
  headings: { row: string; column: string; problem: string },
  lines: Array<{ row: number; column: string; problem: string }>,
): void {
  const rows = [
    [headings.row, headings.column, headings.problem],
    ...lines.map((line) => [line.row, line.column, line.problem]),
  ];
  saveBlob(workbookBlob(rows, 'Errors'), withExtension(fileName));
}
