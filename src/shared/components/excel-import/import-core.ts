/**
 * The pure part of the Excel import: read the first sheet of a workbook, match its header to the
 * caller's columns, refuse more than 20,000 rows, and check every row against the columns' declared
 * rules. The worker (parse.worker.ts) calls it, and so does the in-thread fallback; it takes the SheetJS
 * module as an argument so that nothing here loads xlsx by itself.
 *
 * Everything that crosses the worker boundary is plain data: column rules are declared (required,
 * maxLength, pattern, unique) rather than given as functions, and problems carry codes that the main
 * thread translates.
 */
import type * as XLSX from 'xlsx';
import { compactKey } from '../../utils/split-list';

/** Spec section 5/9: Excel data cannot exceed 20,000 rows. */
export const MAX_IMPORT_ROWS = 20_000;

export interface ImportColumn {
  /** The key of the value in each parsed row. */
  key: string;
  /** The header written in the template and looked for in the file (case-insensitive). */
  title: string;
  /** Other headers accepted for this column (e.g. the title in the other interface languages). */
  aliases?: string[];
  required?: boolean;
  maxLength?: number;
  /** A regular expression source the whole value must match. */
  pattern?: string;
  /**
   * No two rows may have the same value (compared case-insensitively, after NFKC normalisation);
   * `'compact'` also ignores whitespace, as a server storing the value without it does (`compactKey`).
   */
  unique?: boolean | 'compact';
  /** Written under the header in the template. */
  example?: string;
}

/** One data row: its row number in the sheet (1-based, as Excel shows it) and its values by column key. */
export interface ImportRow {
  row: number;
  values: Record<string, string>;
}

type ProblemCode = 'required' | 'tooLong' | 'pattern' | 'repeated';

/** A problem with one cell: a code the UI translates, or a message the caller's validator wrote. */
export interface RowProblem {
  row: number;
  /** The column's title as shown in the template. */
  column: string;
  code?: ProblemCode;
  /** For `tooLong`: the limit; for `repeated`: the first row holding the value. */
  params?: { max?: number; firstRow?: number };
  message?: string;
}

export type FileProblem =
  | { code: 'tooManyRows'; count: number; max: number }
  | { code: 'missingColumns'; columns: string[] }
  | { code: 'empty' }
  | { code: 'unreadable' };

export type ParseResult =
  { ok: true; total: number; rows: ImportRow[]; problems: RowProblem[] } | { ok: false; problem: FileProblem };

export interface ParseOptions {
  columns: ImportColumn[];
  maxRows?: number;
  /** 0..100; called a few dozen times at most. */
  onProgress?: (percent: number) => void;
}

type SheetJs = Pick<typeof XLSX, 'read' | 'utils'>;

const PROGRESS_STEPS = 20;

const normaliseKey = (value: string) => value.normalize('NFKC').trim().toLowerCase();

const cellText = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** Which sheet column (0-based) holds each of the caller's columns, matched by title, key or alias. */
function matchHeader(header: unknown[], columns: ImportColumn[]): Map<string, number> {
  const byName = new Map<string, number>();
  header.forEach((cell, index) => {
    const name = normaliseKey(cellText(cell));
    if (name && !byName.has(name)) byName.set(name, index);
  });
  const positions = new Map<string, number>();
  for (const column of columns) {
    const names = [column.title, column.key, ...(column.aliases ?? [])].map(normaliseKey);
    const index = names.map((name) => byName.get(name)).find((found) => found !== undefined);
    if (index !== undefined) positions.set(column.key, index);
  }
  return positions;
}

/** Checks parsed rows against the columns' declared rules; rows are in sheet order. */
export function checkRows(rows: ImportRow[], columns: ImportColumn[], onChecked?: (count: number) => void) {
  const problems: RowProblem[] = [];
  const patterns = new Map(columns.filter((c) => c.pattern).map((c) => [c.key, new RegExp(`^(?:${c.pattern})$`, 'u')]));
  const seen = new Map(columns.filter((c) => c.unique).map((c) => [c.key, new Map<string, number>()]));
  const keyOf = new Map(columns.map((c) => [c.key, c.unique === 'compact' ? compactKey : normaliseKey]));
  const step = Math.max(1, Math.ceil(rows.length / PROGRESS_STEPS));
  rows.forEach((row, index) => {
    for (const column of columns) {
      const value = row.values[column.key] ?? '';
      if (value === '') {
        if (column.required) problems.push({ row: row.row, column: column.title, code: 'required' });
        continue;
      }
      if (column.maxLength !== undefined && [...value].length > column.maxLength) {
        problems.push({ row: row.row, column: column.title, code: 'tooLong', params: { max: column.maxLength } });
      } else if (patterns.get(column.key)?.test(value) === false) {
        problems.push({ row: row.row, column: column.title, code: 'pattern' });
      }
      const earlier = seen.get(column.key);
      if (earlier) {
        const key = keyOf.get(column.key)!(value);
        const firstRow = earlier.get(key);
        if (firstRow === undefined) earlier.set(key, row.row);
        else problems.push({ row: row.row, column: column.title, code: 'repeated', params: { firstRow } });
      }
    }
    if (onChecked && (index + 1) % step === 0) onChecked(index + 1);
  });
  return problems;
}

type ReadSheet =
  { ok: true; rows: ImportRow[]; truncated: boolean; extentRows: number } | { ok: false; problem: FileProblem };

/**
 * Reads the first sheet's data rows (non-blank in the caller's columns), with their Excel row numbers.
 * With `sheetRows` the read stops there; `truncated` then says the sheet's extent goes further, and
 * `extentRows` is the number of rows under the header in that extent (its `!ref`, which formatting alone
 * can stretch far past the data).
 */
function readSheet(xlsx: SheetJs, bytes: Uint8Array, columns: ImportColumn[], sheetRows?: number): ReadSheet {
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const book = xlsx.read(bytes, { type: 'array', dense: true, sheetRows, cellHTML: false, cellFormula: false });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch {
    return { ok: false, problem: { code: 'unreadable' } };
  }
  if (!sheet?.['!ref']) return { ok: false, problem: { code: 'empty' } };

  const range = xlsx.utils.decode_range(sheet['!ref']);
  // With sheetRows, SheetJS keeps the sheet's real extent in !fullref.
  const fullRange = xlsx.utils.decode_range(sheet['!fullref'] ?? sheet['!ref']);
  const grid = xlsx.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: true, defval: '', raw: false });
  // The header is the first row with anything in it (a sheet may start with blank rows).
  const headerIndex = Math.max(
    0,
    grid.findIndex((cells) => cells.some((cell) => cellText(cell) !== '')),
  );
  const header = grid[headerIndex] ?? [];
  const body = grid.slice(headerIndex + 1);
  const positions = matchHeader(header, columns);
  const missing = columns.filter((column) => column.required && !positions.has(column.key));
  if (missing.length) return { ok: false, problem: { code: 'missingColumns', columns: missing.map((c) => c.title) } };

  const rows: ImportRow[] = [];
  body.forEach((cells, index) => {
    const values: Record<string, string> = {};
    let blank = true;
    for (const [key, position] of positions) {
      const text = cellText(cells[position]);
      values[key] = text;
      if (text) blank = false;
    }
    if (!blank) rows.push({ row: range.s.r + headerIndex + index + 2, values });
  });
  return {
    ok: true,
    rows,
    truncated: fullRange.e.r > range.e.r,
    extentRows: fullRange.e.r - fullRange.s.r - headerIndex,
  };
}

/** Reads the first sheet of a workbook (xlsx, xls or csv bytes) and checks every row. */
export function parseWorkbook(xlsx: SheetJs, data: ArrayBuffer | Uint8Array, options: ParseOptions): ParseResult {
  const { columns, maxRows = MAX_IMPORT_ROWS, onProgress } = options;
  const bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
  onProgress?.(5);
  // Read one row past the limit (plus the header): enough to know it is too many without parsing it all.
  let read = readSheet(xlsx, bytes, columns, maxRows + 2);
  if (!read.ok) return read;
  if (read.truncated) {
    // More data rows than the limit in the part read: too many, counted by the sheet's extent.
    if (read.rows.length > maxRows) {
      const count = Math.max(read.extentRows, read.rows.length);
      return { ok: false, problem: { code: 'tooManyRows', count, max: maxRows } };
    }
    // The extent goes further than the data read so far (formatting stretches a sheet's !ref): the row
    // count is the data rows, so read the whole sheet and count them.
    read = readSheet(xlsx, bytes, columns);
    if (!read.ok) return read;
  }
  onProgress?.(40);
  const { rows } = read;
  if (rows.length > maxRows) {
    return { ok: false, problem: { code: 'tooManyRows', count: rows.length, max: maxRows } };
  }
  if (rows.length === 0) return { ok: false, problem: { code: 'empty' } };
  onProgress?.(50);

  const problems = checkRows(rows, columns, (count) => onProgress?.(50 + Math.floor((count / rows.length) * 50)));
  onProgress?.(100);
  return { ok: true, total: rows.length, rows, problems };
}
