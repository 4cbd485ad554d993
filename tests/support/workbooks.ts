import * as XLSX from 'xlsx';

/**
 * Excel files in the browser tests: a workbook to choose in an import, and the workbooks the page hands
 * to the browser as downloads (an export, a template, an error report), opened to read their rows.
 */

/** A one-sheet .xlsx file of these rows, as a user would choose it. */
export function workbookFile(rows: unknown[][], name: string): File {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** The files the page hands to the browser as downloads from now on, so the test can open them. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return createObjectURL(blob);
  });
  return blobs;
}

/** The first sheet's rows of a downloaded workbook. */
export async function sheetRows(blob: Blob): Promise<unknown[][]> {
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
}
