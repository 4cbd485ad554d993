/** Loaded only when the user clicks Export: this module is the only one that imports xlsx. */
import { utils, writeFile } from 'xlsx';

export interface ExportColumn<T> {
  title: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

function toSheetRows<T>(rows: T[], columns: ExportColumn<T>[]) {
  return rows.map((row) => Object.fromEntries(columns.map((column) => [column.title, column.value(row) ?? ''])));
}

export function downloadExcel<T>(fileName: string, rows: T[], columns: ExportColumn<T>[]): void {
  downloadExcelBook(fileName, [{ name: 'Sheet1', rows, columns }]);
}

/** A sheet of a workbook: its name (at most 31 characters, as Excel allows), rows and columns. */
export interface ExportSheet<T> {
  name: string;
  rows: T[];
  columns: ExportColumn<T>[];
}

/** A workbook of several sheets, in order (for example a summary and the series it sums). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each sheet has its own row type
export function downloadExcelBook(fileName: string, sheets: Array<ExportSheet<any>>): void {
  const book = utils.book_new();
  for (const { name, rows, columns } of sheets) {
    const sheet = utils.json_to_sheet(toSheetRows(rows, columns), { header: columns.map((column) => column.title) });
    utils.book_append_sheet(book, sheet, name.slice(0, 31));
  }
  writeFile(book, fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`);
}
