import * as XLSX from 'xlsx';
import { checkRows, MAX_IMPORT_ROWS, parseWorkbook, type ImportColumn } from './import-core';

const COLUMNS: ImportColumn[] = [
  { key: 'word', title: 'Word', aliases: ['词'], required: true, maxLength: 5, unique: true },
  { key: 'code', title: 'Code', pattern: '[A-Z]{2}' },
];

function workbook(rows: unknown[][], origin?: string): Uint8Array {
  const book = XLSX.utils.book_new();
  const sheet = origin
    ? XLSX.utils.sheet_add_aoa(XLSX.utils.aoa_to_sheet([]), rows, { origin })
    : XLSX.utils.aoa_to_sheet(rows);
  XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('parseWorkbook', () => {
  it('reads rows by header, with Excel row numbers, skipping blank rows', () => {
    const progress: number[] = [];
    const result = parseWorkbook(
      XLSX,
      workbook([
        ['Code', 'Word'],
        ['AB', 'spam'],
        ['', ''],
        ['CD', ' scam '],
      ]),
      {
        columns: COLUMNS,
        onProgress: (p) => progress.push(p),
      },
    );
    expect(result).toEqual({
      ok: true,
      total: 2,
      rows: [
        { row: 2, values: { word: 'spam', code: 'AB' } },
        { row: 4, values: { word: 'scam', code: 'CD' } },
      ],
      problems: [],
    });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('matches a header by alias and keeps row numbers when the table starts lower down', () => {
    const result = parseWorkbook(XLSX, workbook([['词'], ['垃圾']], 'A3'), { columns: COLUMNS });
    expect(result.ok && result.rows).toEqual([{ row: 4, values: { word: '垃圾' } }]);
  });

  it('reports each bad cell with its row, column and problem', () => {
    const result = parseWorkbook(
      XLSX,
      workbook([
        ['Word', 'Code'],
        ['spam', 'AB'],
        ['', 'ab'],
        ['toolong', 'AB'],
        ['SPAM', 'CD'],
      ]),
      { columns: COLUMNS },
    );
    expect(result.ok && result.problems).toEqual([
      { row: 3, column: 'Word', code: 'required' },
      { row: 3, column: 'Code', code: 'pattern' },
      { row: 4, column: 'Word', code: 'tooLong', params: { max: 5 } },
      { row: 5, column: 'Word', code: 'repeated', params: { firstRow: 2 } },
    ]);
  });

  it('refuses a file without the required column, an empty one and one that is not a workbook', () => {
    expect(parseWorkbook(XLSX, workbook([['Other'], ['x']]), { columns: COLUMNS })).toEqual({
      ok: false,
      problem: { code: 'missingColumns', columns: ['Word'] },
    });
    expect(parseWorkbook(XLSX, workbook([['Word']]), { columns: COLUMNS })).toEqual({
      ok: false,
      problem: { code: 'empty' },
    });
    const notExcel = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]);
    expect(parseWorkbook(XLSX, notExcel, { columns: COLUMNS })).toMatchObject({ ok: false });
  });

  it('accepts exactly the row limit and refuses one row more, counting the whole sheet', () => {
    const rows = (count: number) => [['Word'], ...Array.from({ length: count }, (_, i) => [`w${i}`])];
    const atLimit = parseWorkbook(XLSX, workbook(rows(30)), { columns: COLUMNS, maxRows: 30 });
    expect(atLimit.ok && atLimit.total).toBe(30);
    expect(parseWorkbook(XLSX, workbook(rows(45)), { columns: COLUMNS, maxRows: 30 })).toEqual({
      ok: false,
      problem: { code: 'tooManyRows', count: 45, max: 30 },
    });
  });

  it('counts the data rows, not a formatted extent stretching far past them', () => {
    const sheet = XLSX.utils.aoa_to_sheet([['Word'], ['a'], ['b'], ['c']]);
    // Formatting a whole column makes Excel write a dimension far beyond the data.
    sheet['!ref'] = 'A1:A50000';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const result = parseWorkbook(XLSX, bytes, { columns: COLUMNS });
    expect(result.ok && result.rows.map((row) => row.values.word)).toEqual(['a', 'b', 'c']);
    expect(result.ok && result.total).toBe(3);
    // Still refused when the data itself passes the limit somewhere past the part read first.
    const spread = XLSX.utils.aoa_to_sheet([['Word'], ...Array.from({ length: 20 }, (_, i) => [`w${i}`])]);
    XLSX.utils.sheet_add_aoa(
      spread,
      Array.from({ length: 15 }, (_, i) => [`v${i}`]),
      { origin: 'A100' },
    );
    const spreadBook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(spreadBook, spread, 'Sheet1');
    const spreadBytes = new Uint8Array(XLSX.write(spreadBook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(parseWorkbook(XLSX, spreadBytes, { columns: COLUMNS, maxRows: 30 })).toEqual({
      ok: false,
      problem: { code: 'tooManyRows', count: 35, max: 30 },
    });
  });

  it('compares compact unique values ignoring whitespace too', () => {
    const problems = checkRows(
      [
        { row: 2, values: { word: 'mod team' } },
        { row: 3, values: { word: 'ModTeam' } },
        { row: 4, values: { word: 'mod  team' } },
      ],
      [{ key: 'word', title: 'Word', unique: 'compact' }],
    );
    expect(problems).toEqual([
      { row: 3, column: 'Word', code: 'repeated', params: { firstRow: 2 } },
      { row: 4, column: 'Word', code: 'repeated', params: { firstRow: 2 } },
    ]);
  });

  it('refuses more than 20,000 rows by default', () => {
    const rows = [['Word'], ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => [`w${i}`])];
    const result = parseWorkbook(XLSX, workbook(rows), { columns: [{ key: 'word', title: 'Word' }] });
    expect(result).toEqual({ ok: false, problem: { code: 'tooManyRows', count: 20_001, max: 20_000 } });
  });
});

describe('checkRows', () => {
  it('compares unique values case- and width-insensitively', () => {
    const problems = checkRows(
      [
        { row: 2, values: { word: 'Ａbc' } },
        { row: 3, values: { word: 'abc' } },
      ],
      COLUMNS,
    );
    expect(problems).toEqual([{ row: 3, column: 'Word', code: 'repeated', params: { firstRow: 2 } }]);
  });
});
