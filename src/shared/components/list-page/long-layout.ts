import type { TableColumnsType } from 'antd';

/**
 * The layout of a long page (long-table-body.tsx), which places rows by arithmetic and lays its columns out
 * under antd's header by their widths, so:
 * - every column gets a width (a column without one would have none to be laid out by), and the table
 *   scrolls sideways by their sum;
 * - every row has one height, LONG_ROW_HEIGHT (list-page.css), whatever its cells hold: the row mounts with
 *   its plain fields and its rich cells fill in once the scroll rests (deferred-cell.tsx).
 */
/** One row's height (px), for every row of a long page. */
export const LONG_ROW_HEIGHT = 72;
/** The checkbox column's width (px) on a long page: antd's header and the kit's body share it. */
export const SELECTION_WIDTH = 48;
const DEFAULT_WIDTH = 140;
/** Around a small link button's label (antd's paddingInlineSM), and the cell's own padding. */
const BUTTON_PADDING = 2 * 7;
const CELL_PADDING = 2 * 16;

/** The columns, each with a width. */
export function withWidths<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) =>
    'children' in column && column.children
      ? { ...column, children: withWidths(column.children) }
      : typeof column.width === 'number'
        ? column
        : { ...column, width: DEFAULT_WIDTH },
  );
}

/** The sum of the columns' widths: columns from `withWidths`, each with one. */
export function totalWidth<T>(columns: TableColumnsType<T>): number {
  return columns.reduce(
    (sum, column) =>
      sum + ('children' in column && column.children ? totalWidth(column.children) : Number(column.width ?? 0)),
    0,
  );
}

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** The width of a cell holding every one of these link buttons on one line, in the given CSS font. */
export function actionsWidth(labels: string[], font: string): number {
  canvasContext ??= document.createElement('canvas').getContext('2d');
  const text = (label: string) => {
    if (!canvasContext) return label.length * 9;
    canvasContext.font = font;
    return canvasContext.measureText(label).width;
  };
  return Math.ceil(labels.reduce((sum, label) => sum + text(label) + BUTTON_PADDING, CELL_PADDING));
}

/**
 * The geometry of a long page's body (long-table-body.tsx), the same as antd's header above it. The
 * header's table is as wide as the columns (`scroll.x`) or the whole table, whichever is wider, its last
 * column less the width of the body's scrollbar, which a column of its own stands over; a wider table
 * shares the extra among its columns in proportion. The body's table (the scrollbar beside it) is the
 * header's less that column: widths in percentages of it keep every column under its title.
 */
export function bodyGeometry(widths: number[], scrollbar: number) {
  const sum = widths.reduce((total, each) => total + each, 0);
  const body = sum - scrollbar;
  const share = (width: number, index: number) =>
    `${(((index === widths.length - 1 ? width - scrollbar : width) / body) * 100).toFixed(4)}%`;
  return {
    // `100%` is the body's width inside its scrollbar; the header's table is that and the scrollbar.
    tableWidth: `calc(max(${sum}px, 100% + ${scrollbar}px) * ${(body / sum).toFixed(6)})`,
    columnWidths: widths.map(share),
  };
}
