import type { TableColumnsType } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';

/**
 * Rich cells of a long (virtualised) page, filled in after their row shows. Scrolling a page of 10,000
 * rows puts a screen of new rows in every frame; rendering their rich cells (images, tags, clamped text,
 * action buttons) at once took a frame 150 ms and more. So the row mounts with its plain fields and empty
 * rich cells, and the rich cells are rendered afterwards, a few at a time in tasks of at most FILL_BUDGET_MS
 * (each cell rendered and committed on its own), top row first. A row that leaves the screen before its
 * turn drops out of the queue. The rule: no main-thread task over 50 ms while such a page scrolls.
 */
const FILL_BUDGET_MS = 8;
/**
 * No cell fills while the page scrolls, until it has rested this long: rows that pass by in a scroll would
 * leave the screen before their cells showed, and filling them would only slow the frames of the scroll.
 */
const SCROLL_REST_MS = 120;

const waiting = new Set<() => void>();
let scheduled = false;
let lastScrollAt = -Infinity;
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();

if (typeof document !== 'undefined') {
  // Scroll events do not bubble; a listener that captures sees every scrolling element's.
  document.addEventListener('scroll', () => (lastScrollAt = performance.now()), { capture: true, passive: true });
}

function fillSome() {
  scheduled = false;
  const resting = performance.now() - lastScrollAt;
  if (resting < SCROLL_REST_MS) {
    scheduled = true;
    setTimeout(fillSome, SCROLL_REST_MS - resting);
    return;
  }
  const started = performance.now();
  for (const fill of waiting) {
    waiting.delete(fill);
    flushSync(fill);
    if (performance.now() - started >= FILL_BUDGET_MS) break;
  }
  if (waiting.size > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // A message runs as its own task right after the current one, without setTimeout's clamping.
  if (channel) channel.port2.postMessage(null);
  else setTimeout(fillSome, 0);
}
if (channel) channel.port1.onmessage = fillSome;

/** Queues a cell's fill; the returned function takes it out again (the row left the screen). */
function whenTurnComes(fill: () => void): () => void {
  waiting.add(fill);
  schedule();
  return () => waiting.delete(fill);
}

/** A cell whose content renders in its turn, after the row has shown. */
function DeferredCell({ render }: { render: () => ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => (ready ? undefined : whenTurnComes(() => setReady(true))), [ready]);
  return ready ? render() : null;
}

/**
 * The columns with their `render` deferred (DeferredCell); plain fields (a `dataIndex` without `render`)
 * show with the row. A render must return a node (not antd's `{ children, props }` cell object).
 */
export function withDeferredCells<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    if ('children' in column && column.children) {
      return { ...column, children: withDeferredCells(column.children) };
    }
    const { render } = column;
    if (!render) return column;
    return {
      ...column,
      render: (value: unknown, row: T, index: number) => (
        <DeferredCell render={() => render(value, row, index) as ReactNode} />
      ),
    };
  });
}
