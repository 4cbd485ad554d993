#!/usr/bin/env node
/**
 * Measures the rule "a year of dates renders without a main-thread task over 50 ms". Builds the mock
 * stage, signs in as admin in headless Chromium and, on each recommendation screen measured (the insights of
 * the three modes and the explore page by default), opens the screen, then clicks its Calendar tab: the
 * list of days and the year calendar (twelve months, 365 or 366 days, the days without recommended content
 * flagged) render. A PerformanceObserver on 'longtask' records the main-thread tasks from the click until
 * the twelfth month shows and the calendar is no longer busy. Prints, per screen and run, the time to the
 * whole year and the longest task, by wall clock and by CPU time (a Chromium trace of the same span);
 * fails when a task passed 50 ms of wall clock (of CPU time with --cpu: on a machine other work keeps busy,
 * a task's wall-clock time includes the time Chromium waited for a core).
 *
 *   npm run measure:calendar                     build (mock stage) and measure
 *   npm run measure:calendar -- --no-build       measure the existing dist-mock/
 *   npm run measure:calendar -- --runs=5         runs per screen (default 3)
 *   npm run measure:calendar -- --out-dir=DIR    build into, and serve, DIR instead of dist-mock/
 *   npm run measure:calendar -- --why            also print each long task
 *   npm run measure:calendar -- --trace=FILE     keep each run's Chromium trace (FILE-<screen>-<run>.json)
 *   npm run measure:calendar -- --cpu            judge each task by its CPU time instead of the wall clock
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { launchChromium, option, serveMockStage, signedInPage, tasksBetweenMarks } from './measure-page.mjs';

const LONG_TASK_LIMIT_MS = 50;
const PORT = 4188;
const RUNS = Number(option('runs') ?? 3);
const OUT_DIR = option('out-dir') ?? 'dist-mock';
const WHY = process.argv.includes('--why');
const JUDGE_CPU = process.argv.includes('--cpu');
const TRACE = option('trace');
const SCREENS = [
  '/insights-article/period-mode',
  '/insights-article/pre-pregnancy-mode',
  '/insights-article/pregnancy-mode',
  '/content-recommend/explore',
];

const { origin, close } = await serveMockStage({ port: PORT, outDir: OUT_DIR });
const browser = await launchChromium();
const results = [];
try {
  const page = await signedInPage(browser, origin, { login: 'admin', password: 'admin123456' });

  for (const path of SCREENS) {
    for (let run = 1; run <= RUNS; run++) {
      await page.goto(`${origin}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('.ant-table-row').first().waitFor();
      // Let the loading's own tasks end: only what the click starts counts.
      await page.waitForTimeout(500);
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'],
      });
      const start = await page.evaluate(() => {
        performance.mark('calendar-start');
        return performance.now();
      });
      await page.getByRole('tab', { name: 'Calendar' }).click();
      const doneAt = await page.waitForFunction(
        () => {
          const calendar = document.querySelector('.recommendation-calendar');
          const done =
            calendar &&
            calendar.getAttribute('aria-busy') === 'false' &&
            calendar.querySelectorAll('section').length === 12 &&
            document.querySelector('.ant-table-row');
          return done ? performance.now() : false;
        },
        null,
        { polling: 'raf', timeout: 30_000 },
      );
      const shownMs = (await doneAt.jsonValue()) - start;
      // A task still running when the year showed ends within a frame or two: wait, then read.
      await page.waitForTimeout(300);
      await page.evaluate(() => performance.mark('calendar-end'));
      const traceText = (await browser.stopTracing()).toString();
      if (TRACE) writeFileSync(TRACE.replace(/(\.json)?$/, `-${path.split('/').pop()}-${run}.json`), traceText);
      const traced = tasksBetweenMarks(JSON.parse(traceText), 'calendar-start', 'calendar-end');
      const longestCpu = Math.max(0, ...traced.map((task) => task.cpu));
      const { tasks, days } = await page.evaluate(
        (since) => ({
          tasks: window.__longTasks
            .filter((task) => task.startTime + task.duration >= since)
            .map((task) => ({ at: task.startTime - since, ms: task.duration })),
          days: document.querySelectorAll('.recommendation-calendar__day').length,
        }),
        start,
      );
      if (days < 365) throw new Error(`${path}: the calendar shows ${days} days, not a year`);
      const longest = tasks.reduce((max, task) => Math.max(max, task.ms), 0);
      results.push({
        path,
        run,
        shownMs,
        longest,
        longestCpu,
        over: tasks.filter((task) => task.ms > LONG_TASK_LIMIT_MS),
        overCpu: traced.filter((task) => task.cpu > LONG_TASK_LIMIT_MS),
      });
      console.log(
        `${path} run ${run}: ${days} days shown after ${shownMs.toFixed(0)} ms; longest task ${longest.toFixed(0)} ms, ${longestCpu.toFixed(0)} ms of CPU` +
          (tasks.length ? ` (${tasks.length} tasks over 50 ms)` : ''),
      );
      if (WHY) for (const task of tasks) console.log(`    task at +${task.at.toFixed(0)} ms: ${task.ms.toFixed(0)} ms`);
    }
  }
} finally {
  await browser.close();
  await close();
}

const over = results.filter((result) => result.over.length > 0);
const overCpu = results.filter((result) => result.overCpu.length > 0);
const worst = results.reduce((max, result) => Math.max(max, result.longest), 0);
const worstCpu = results.reduce((max, result) => Math.max(max, result.longestCpu), 0);
console.log(
  `\nLongest main-thread task while a year of dates renders: ${worst.toFixed(0)} ms of wall clock ` +
    `(${over.length} of ${results.length} runs over ${LONG_TASK_LIMIT_MS} ms), ${worstCpu.toFixed(0)} ms of CPU ` +
    `(${overCpu.length} runs over); load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
);
const failed = JUDGE_CPU ? overCpu : over;
if (failed.length) {
  console.error(
    `FAIL: a task passed ${LONG_TASK_LIMIT_MS} ms${JUDGE_CPU ? ' of CPU time' : ''} while the calendar rendered`,
  );
  process.exit(1);
}
console.log(`calendar speed: OK (limit ${LONG_TASK_LIMIT_MS} ms${JUDGE_CPU ? ' of CPU time' : ''})`);
