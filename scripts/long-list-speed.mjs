#!/usr/bin/env node
/**
 * Measures the rule "a list of 10,000 rows on one page (the kit's virtualised table) scrolls without
 * a main-thread task over 50 ms". Builds the mock stage, signs in as admin in headless Chromium and opens
 * the New and Hot Post List (every live post of the 20,000 seeded) with a page of 10,000 rows
 * (`?size=10000`). Once the rows show, it scrolls the table's body from the first row to the last, a step
 * in each animation frame (as a user dragging its scrollbar's thumb through it), while a
 * PerformanceObserver on 'longtask' records the main-thread tasks (wall clock) and a Chromium trace gives
 * each task's CPU time. Prints the time to the first rows (the loading, which the rule does not cover, with
 * its longest task), then the longest task during the scroll and how many passed 50 ms, by wall clock and
 * by CPU time; fails when any passed 50 ms of wall clock (of CPU time with --cpu: on a machine other work
 * keeps busy, a task's wall-clock time includes the time Chromium waited for a core).
 *
 *   npm run measure:long-list                     build (mock stage) and measure
 *   npm run measure:long-list -- --no-build       measure the existing dist-mock/
 *   npm run measure:long-list -- --step=2000      scroll 2,000 px per frame (default 1,200)
 *   npm run measure:long-list -- --size=1000      a page of 1,000 rows instead (any of the kit's page sizes)
 *   npm run measure:long-list -- --out-dir=DIR    build into, and serve, DIR instead of dist-mock/
 *   npm run measure:long-list -- --why            also print each long task (when, how long; wall and CPU)
 *   npm run measure:long-list -- --cpu            judge each task by its CPU time (from a trace) instead of
 *                                                 the wall clock, on a machine other work keeps busy
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { launchChromium, option, serveMockStage, signedInPage, tasksBetweenMarks } from './measure-page.mjs';

const LONG_TASK_LIMIT_MS = 50;
const PORT = 4187;
const SIZE = Number(option('size') ?? 10_000);
const STEP_PX = Number(option('step') ?? 1200);
const OUT_DIR = option('out-dir') ?? 'dist-mock';
const WHY = process.argv.includes('--why');
const JUDGE_CPU = process.argv.includes('--cpu');
/** Every live post: 20,000 seeded, less the deleted ones, so a page of 10,000 is full. */
const LIST = '/posts-manage/new-post-list';

const { origin, close } = await serveMockStage({ port: PORT, outDir: OUT_DIR });
const browser = await launchChromium();
let load;
let scroll;
try {
  // Long tasks are kept from the first script on every page: the loading's count too (reported apart).
  const page = await signedInPage(browser, origin, { login: 'admin', password: 'admin123456' });

  // The page's rows as the mock sent them: the scroll must end on the last one.
  const listCall = page.waitForResponse(
    (response) => /\/services\/.*[?&]size=\d/.test(response.url()) && response.url().includes(`size=${SIZE}`),
    { timeout: 120_000 },
  );
  await page.goto(`${origin}${LIST}?size=${SIZE}`);
  const body = await (await listCall).json().catch(() => null);
  const records = body?.data?.records ?? [];
  if (body && records.length !== SIZE) throw new Error(`the list call answered ${records.length} rows, not ${SIZE}`);
  const lastRecordId = records.length ? records.at(-1).id : null;
  // The first rows: the table has rows and is no longer greyed out by the load. Polled every frame, so
  // the time is the first frame that shows them (ms since the navigation started).
  const rowsAt = await page.waitForFunction(
    () => {
      const table = document.querySelector('.ant-table-wrapper');
      const loading = table?.querySelector('.ant-spin-spinning');
      return table && !loading && table.querySelector('.ant-table-row') ? performance.now() : null;
    },
    undefined,
    { polling: 'raf', timeout: 120_000 },
  );
  load = await page.evaluate(
    (shownAt) => {
      const call = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/services/') && /[?&]size=\d{3,}/.test(entry.name))
        .at(-1);
      const tasks = window.__longTasks.filter((task) => task.startTime <= shownAt);
      return {
        firstRowsMs: shownAt,
        callStartMs: call?.startTime ?? null,
        callEndMs: call?.responseEnd ?? null,
        longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
        total: document.querySelector('.ant-pagination-total-text')?.textContent ?? '',
      };
    },
    await rowsAt.jsonValue(),
  );
  // Let what the load left (fonts, images of the first rows) settle before the clock of the scroll starts.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);

  // A Chromium trace of the scroll gives each task's CPU time beside its wall-clock time: on a shared
  // machine the system can keep Chromium waiting for a core in the middle of a short task.
  await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  scroll = await page.evaluate(
    ({ step, size }) =>
      new Promise((resolve, reject) => {
        const holder = document.querySelector('.list-page__long-body');
        if (!holder) {
          reject(new Error('no long table body on the page (is the page size under the long threshold?)'));
          return;
        }
        const rowIds = () =>
          [...document.querySelectorAll('.list-page__long-body .ant-table-row')].map((row) =>
            row.getAttribute('data-row-key'),
          );
        const rendered = rowIds().length;
        const firstId = rowIds()[0];
        performance.mark('long-list-scroll-start');
        const started = performance.now();
        const frames = [];
        let previous = started;
        let stalled = 0;
        let lastTop = -1;
        const frame = () => {
          const now = performance.now();
          frames.push(now - previous);
          previous = now;
          const end = holder.scrollTop + holder.clientHeight >= holder.scrollHeight - 1;
          stalled = holder.scrollTop === lastTop ? stalled + 1 : 0;
          lastTop = holder.scrollTop;
          if ((end && stalled >= 3) || now - started > 600_000) {
            performance.mark('long-list-scroll-end');
            const ended = performance.now();
            const tasks = window.__longTasks
              .filter((task) => task.startTime + task.duration >= started && task.startTime <= ended)
              .map((task) => ({ start: task.startTime - started, duration: task.duration }));
            resolve({
              durationMs: ended - started,
              frames: frames.length,
              scrolledPx: holder.scrollTop,
              scrollHeightPx: holder.scrollHeight,
              renderedRows: rendered,
              firstId,
              lastIds: rowIds().slice(-3),
              size,
              tasks,
              slowestFrameMs: Math.max(...frames.slice(1)),
            });
            return;
          }
          holder.scrollTop += step;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { step: STEP_PX, size: SIZE },
  );
  const traceText = (await browser.stopTracing()).toString();
  // The rich cells (deferred-cell.tsx) of the rows on screen fill in once the scroll rests.
  scroll.filledMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const started = performance.now();
        const check = () => {
          const rows = [...document.querySelectorAll('.list-page__long-body .ant-table-row')];
          const filled = rows.length > 0 && rows.every((row) => row.querySelector('.ant-typography'));
          if (filled || performance.now() - started > 5000) resolve(filled ? performance.now() - started : null);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  if (scroll.filledMs === null) throw new Error('the rows on screen did not fill in within 5 s of the scroll');
  if (process.env.LONG_LIST_TRACE) writeFileSync(process.env.LONG_LIST_TRACE, traceText);
  scroll.traced = tasksBetweenMarks(JSON.parse(traceText), 'long-list-scroll-start', 'long-list-scroll-end');
  if (lastRecordId !== null && !scroll.lastIds.includes(String(lastRecordId))) {
    throw new Error(
      `the scroll stopped before the last row (${lastRecordId}); rows shown: ${scroll.lastIds.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  await close();
}

const ms = (value) => (value === null ? '?' : `${Math.round(value)} ms`);
console.log(
  `loading: first of ${SIZE} rows shown ${ms(load.firstRowsMs)} after the navigation (${load.total}); ` +
    `the list call ran ${ms(load.callStartMs)}-${ms(load.callEndMs)}, rendering took ${ms(
      load.callEndMs === null ? null : load.firstRowsMs - load.callEndMs,
    )}; longest task while loading ${ms(load.longestTaskMs)} (not covered by the scroll rule)`,
);
const over = scroll.tasks.filter((task) => task.duration > LONG_TASK_LIMIT_MS);
const longest = Math.max(0, ...scroll.tasks.map((task) => task.duration));
console.log(
  `scroll: ${scroll.scrolledPx.toLocaleString('en')} px of ${scroll.scrollHeightPx.toLocaleString('en')} ` +
    `in ${scroll.frames} frames of ${STEP_PX} px (${ms(scroll.durationMs)}, slowest frame ${ms(scroll.slowestFrameMs)}), ` +
    `${scroll.renderedRows} rows on screen at rest; rows ${scroll.firstId} … ${scroll.lastIds.join(', ')}; ` +
    `the rich cells of the rows on screen filled in (seen ${ms(scroll.filledMs)} into the check after the scroll)`,
);
const traced = scroll.traced;
const longestCpu = Math.max(0, ...traced.map((task) => task.cpu));
const overCpu = traced.filter((task) => task.cpu > LONG_TASK_LIMIT_MS);
if (WHY) {
  for (const task of scroll.tasks) console.log(`  long task at ${ms(task.start)}: ${ms(task.duration)}`);
  for (const task of traced.filter((each) => each.wall > LONG_TASK_LIMIT_MS)) {
    console.log(`  traced task over ${LONG_TASK_LIMIT_MS} ms: wall ${ms(task.wall)}, CPU ${ms(task.cpu)}`);
  }
}
const load1 = loadavg()[0];
console.log(
  `scroll: longest main-thread task ${ms(longest)} (wall clock, 'longtask' entries: ${scroll.tasks.length}), ` +
    `${over.length} over ${LONG_TASK_LIMIT_MS} ms; by CPU time (trace of ${traced.length} tasks) longest ${ms(longestCpu)}, ` +
    `${overCpu.length} over ${LONG_TASK_LIMIT_MS} ms; load average ${load1.toFixed(1)} on ${cpus().length} cores`,
);
// The rule is the wall clock; --cpu judges the CPU time instead, for a machine others are busy on (a
// task's wall-clock time then includes the time Chromium waited for a core).
const failed = JUDGE_CPU ? overCpu.length : over.length;
if (failed > 0) {
  console.log(
    `long list speed: FAILED (${failed} task(s) over ${LONG_TASK_LIMIT_MS} ms ${JUDGE_CPU ? 'of CPU time' : ''} during the scroll)`,
  );
  process.exit(1);
}
console.log(
  `long list speed: OK (longest task during the scroll ${ms(JUDGE_CPU ? longestCpu : longest)}` +
    `${JUDGE_CPU ? ' of CPU time' : ''}, limit ${LONG_TASK_LIMIT_MS} ms)`,
);
process.exit(0);
