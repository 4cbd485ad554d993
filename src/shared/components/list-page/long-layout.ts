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
