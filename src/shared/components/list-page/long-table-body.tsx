import { Checkbox, type TableColumnType, type TableColumnsType } from 'antd';
import type { CheckboxChangeEvent } from 'antd/es/checkbox';
import {
  Fragment,
  memo,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type Key,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { bodyGeometry } from './long-layout';

/**
 * The body of a long page's table (100 rows and more): it renders only the rows in view, in a real
 * `<table>` below antd's own header (rc-table's `components.body` render function).
 *
 * Every row is one height (long-layout.ts), so where a row goes is arithmetic: nothing is measured. The
 * rows are keyed by their slot in the window (`index % slots`), so a scroll hands the same `<tr>` and cells
 * to the rows it brings and only their text changes. antd's virtual table keyed rows by record and measured
 * each new row's height (a forced layout in every frame of a scroll); scrolling 10,000 rows, its new DOM
 * rows and cells filled the heap and V8's major collections made tasks over 50 ms.
 */

/** Rows rendered beyond each edge of the view, so a slow scroll shows no gap. */
const OVERSCAN = 2;

interface LongSelection<T> {
  /** Width of the checkbox column: the header's (antd's selection column) and the body's. */
  width: number;
  isSelected: (key: Key) => boolean;
  toggle: (row: T, checked: boolean) => void;
}

/** What rc-table hands a body of its own (`components.body`). */
export interface BodyInfo {
  scrollbarSize: number;
  ref: Ref<{ scrollLeft: number }>;
  onScroll: (info: { currentTarget?: HTMLElement; scrollLeft?: number }) => void;
}

export interface LongTableBodyProps<T> {
  rows: readonly T[];
  /** The table's columns, each with a width (long-layout.ts); groups are flattened to their leaves. */
  columns: TableColumnsType<T>;
  getKey: (row: T) => Key;
  rowHeight: number;
  /** The body's height at most (px); it scrolls inside it. */
  maxHeight: number;
  selection?: LongSelection<T>;
  emptyText: ReactNode;
  /** The scrolling body's name, for whoever reaches it by keyboard. */
  label: string;
  /** From rc-table: the header follows the body's sideways scroll, and is as wide as its scrollbar. */
  info: BodyInfo;
}

type Leaf<T> = TableColumnType<T>;

function leavesOf<T>(columns: TableColumnsType<T>): Leaf<T>[] {
  return columns.flatMap((column) => ('children' in column && column.children ? leavesOf(column.children) : [column]));
}

function valueAt(row: object, path: TableColumnType<object>['dataIndex']): unknown {
  if (path === undefined || path === null) return undefined;
  const keys = Array.isArray(path) ? path : [path];
  return keys.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], row);
}

/** A column pinned at the table's end (`fixed: 'end'`), as antd pins the header's cell above it. */
const pinnedAtEnd = <T,>(column: Leaf<T>) => column.fixed === 'end' || column.fixed === 'right';

const cellClass = <T,>(column: Leaf<T>) =>
  [
    'ant-table-cell',
    column.sortOrder ? 'ant-table-column-sort' : '',
    column.ellipsis ? 'ant-table-cell-ellipsis' : '',
    pinnedAtEnd(column) ? 'ant-table-cell-fix ant-table-cell-fix-end' : '',
    column.className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

/** The cell's style: its alignment, and where a pinned cell sticks (antd's fixed style reads --z-offset-reverse). */
const cellStyle = <T,>(column: Leaf<T>): CSSProperties | undefined =>
  column.align || pinnedAtEnd(column)
    ? ({
        textAlign: column.align,
        ...(pinnedAtEnd(column) ? { insetInlineEnd: 0, '--z-offset-reverse': 1 } : {}),
      } as CSSProperties)
    : undefined;

interface RowProps<T> {
  row: T;
  index: number;
  rowKey: Key;
  columns: Leaf<T>[];
  selection?: LongSelection<T>;
  selected: boolean;
}

function LongRowOf<T>({ row, index, rowKey, columns, selection, selected }: RowProps<T>) {
  const { t } = useTranslation('kit');
  return (
    <tr
      className={selected ? 'ant-table-row ant-table-row-selected' : 'ant-table-row'}
      data-row-key={String(rowKey)}
      aria-rowindex={index + 1}
    >
      {selection && (
        <td className="ant-table-cell ant-table-selection-column">
          <Checkbox
            checked={selected}
            aria-label={t('batch.selectRow', { index: index + 1 })}
            onChange={(event: CheckboxChangeEvent) => selection.toggle(row, event.target.checked)}
          />
        </td>
      )}
      {columns.map((column, position) => {
        const value = valueAt(row as object, column.dataIndex as TableColumnType<object>['dataIndex']);
        return (
          <td key={String(column.key ?? position)} className={cellClass(column)} style={cellStyle(column)}>
            {column.render ? (
              <div className="list-page__long-cell">
                {/* A rich cell starts over with each row its slot shows: it fills in again (deferred-cell.tsx)
                    rather than keep the row before's. */}
                <Fragment key={String(rowKey)}>{column.render(value, row, index) as ReactNode}</Fragment>
              </div>
            ) : (
              <div className="list-page__long-text">{value as ReactNode}</div>
            )}
          </td>
        );
      })}
    </tr>
  );
}
const LongRow = memo(LongRowOf) as typeof LongRowOf;

export function LongTableBody<T>(props: LongTableBodyProps<T>) {
  const { rows, columns, getKey, rowHeight, maxHeight, selection, emptyText, label, info } = props;
  const [first, setFirst] = useState(0);
  const scrolledLeft = useRef(0);
  const leaves = useMemo(() => leavesOf(columns), [columns]);
  const slots = Math.ceil(maxHeight / rowHeight) + 1 + 2 * OVERSCAN;
  /** The rows rendered (from, up to) when `top` is the first row in view. */
  const windowFrom = (top: number) => {
    const from = Math.max(0, Math.min(top - OVERSCAN, rows.length - slots));
    return [from, Math.min(rows.length, from + slots)] as const;
  };
  const [start, end] = windowFrom(first);
  const widths = [...(selection ? [selection.width] : []), ...leaves.map((column) => Number(column.width))];
  const { tableWidth, columnWidths } = bodyGeometry(widths, info.scrollbarSize);

  const { ref: bodyRef, onScroll: followSideways } = info;

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const holder = event.currentTarget;
    // Both read before the rows change: read after, they would lay the new rows out there and then.
    const { scrollTop, scrollLeft } = holder;
    // Only a sideways scroll moves the header; rc-table measures the body's widths when told.
    if (scrollLeft !== scrolledLeft.current) {
      scrolledLeft.current = scrollLeft;
      followSideways({ currentTarget: holder });
    }
    const next = Math.floor(scrollTop / rowHeight);
    if (next === first) return;
    // A control focused in a row the scroll takes away would stay focused in the slot's next row: the
    // focus goes back to the body, where the keys go on scrolling.
    const [from, to] = windowFrom(next);
    const focusedRow = holder.contains(document.activeElement) ? document.activeElement?.closest('tr') : null;
    const focusedIndex = Number(focusedRow?.getAttribute('aria-rowindex')) - 1;
    if (focusedRow && (focusedIndex < from || focusedIndex >= to)) holder.focus({ preventScroll: true });
    // The rows of the new position are drawn in the frame that scrolled, not one frame behind it.
    flushSync(() => setFirst(next));
  };

  const shown: ReactNode[] = [];
  for (let index = start; index < end; index += 1) {
    const row = rows[index];
    const key = getKey(row);
    shown.push(
      <LongRow<T>
        key={index % slots}
        row={row}
        index={index}
        rowKey={key}
        columns={leaves}
        selection={selection}
        selected={selection?.isSelected(key) ?? false}
      />,
    );
  }

  return (
    <div
      // rc-table scrolls the body sideways with the header through it, and reads its scrollbar's width.
      ref={bodyRef as Ref<HTMLDivElement>}
      className="ant-table-body list-page__long-body"
      // Reachable by keyboard, to scroll with the arrow and page keys also while no row holds a control
      // (its rich cells fill only once a scroll rests).
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ maxHeight, overflowY: rows.length > 0 ? 'scroll' : 'auto', overflowX: 'auto' }}
      onScroll={onScroll}
    >
      {rows.length === 0 ? (
        <div className="list-page__long-empty">{emptyText}</div>
      ) : (
        <div className="list-page__long-sizer" style={{ height: rows.length * rowHeight, width: tableWidth }}>
          <table aria-rowcount={rows.length} style={{ transform: `translateY(${start * rowHeight}px)` }}>
            <colgroup>
              {columnWidths.map((width, position) => (
                <col key={position} style={{ width }} />
              ))}
            </colgroup>
            <tbody className="ant-table-tbody">{shown}</tbody>
          </table>
        </div>
      )}
    </div>
  );
}
