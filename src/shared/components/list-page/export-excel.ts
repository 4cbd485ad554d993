/** Loaded only when the user clicks Export: this module is the only one that imports xlsx. */
import { utils, writeFile } from 'xlsx';

export interface ExportColumn<T> {
  title: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

export function toSheetRows<T>(rows: T[], columns: ExportColumn<T>[]) {
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column.title, column.value(row) ?? ''])));
}

export function downloadExcel<T>(fileName: string, rows: T[], columns: ExportColumn<T>[]): void {
  const sheet = utils.json_to_sheet(toSheetRows(rows, columns), { header: columns.map((column) => column.title) });
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sheet1');
  writeFile(book, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
}
