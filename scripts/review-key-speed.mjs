#!/usr/bin/env node
/**
 * Measures the rule "an action by key moves to the next item within 100 ms on the mock build".
 * Builds the mock stage, signs in as admin in headless Chromium, opens the work-order queue (its first
 * waiting task opens, and is claimed, beside the list) and decides RUNS tasks by key (see
 * src/features/review/components/triage-keys.ts): `p` (pass) on an audit task, `i` (ignore) on a report
 * task, which has no pass; a task held by another moderator is skipped with `j`. Each time is taken
 * inside the page, from the keydown event to the panel showing another task (a MutationObserver on the
 * panel's title), and to the first frame painted after it. Prints the median and the longest; fails when
 * the median passes 100 ms.
 *
 *   npm run measure:review-keys                build (mock stage) and measure
 *   npm run measure:review-keys -- --no-build  measure the existing dist-mock/
 *   npm run measure:review-keys -- --runs=50   press the key 50 times (default 25)
 *   npm run measure:review-keys -- --why       also print, for each press, the calls and long tasks meanwhile
 *   npm run measure:review-keys -- --trace=FILE also write a Chromium performance trace of the presses
 */
import { execSync } from 'node:child_process';
import { chromium } from 'playwright';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';

const BUDGET_MS = 100;
const PORT = 4186;
/** The decision keys (triage-keys.ts): an audit task is passed, a report task (which has no pass) ignored. */
const DECISION_KEYS = [
  ['Pass', 'p'],
  ['Ignore', 'i'],
];
const NEXT_KEY = 'j';
/** Time a moderator takes at least to read a task: the claim of the task just shown settles meanwhile. */
const READ_PAUSE_MS = 400;
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(option('runs') ?? 25);
const TRACE = option('trace');
const WHY = process.argv.includes('--why');

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --mode mock --outDir dist-mock', { stdio: 'inherit' });
}

const server = await preview({
  mode: 'mock',
  build: { outDir: 'dist-mock' },
  preview: { port: PORT, host: '127.0.0.1', strictPort: true },
  logLevel: 'silent',
});
const origin = `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const results = [];
let skipped = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123456');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();
  await page.goto(`${origin}/content-review/work-order`);
  await page.locator('.review-panel__title').waitFor();
  await page.waitForLoadState('networkidle');

  // The clock starts at the keydown the page receives (a capturing listener runs before the queue's own).
  await page.evaluate(() => {
    window.addEventListener('keydown', () => (window.__keyAt = performance.now()), { capture: true });
    performance.setResourceTimingBufferSize(10_000);
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  });

  /** Resolves once the panel's title names another task: the times since the keydown, or null after 3 s. */
  const nextTaskShown = () =>
    page.evaluate(
      () =>
        new Promise((resolve) => {
          const title = document.querySelector('.review-panel__title');
          const before = title?.textContent;
          const panel = document.querySelector('.review-queue');
          const done = (value) => {
            observer.disconnect();
            clearTimeout(limit);
            resolve(value);
          };
          const observer = new MutationObserver(() => {
            const now = document.querySelector('.review-panel__title')?.textContent;
            if (!now || now === before) return;
            const keyAt = window.__keyAt;
            const shown = performance.now() - keyAt;
            // Where the time went: the calls made since the key (the mock answers in the service worker)
            // and the main thread's long tasks.
            const calls = performance
              .getEntriesByType('resource')
              .filter((entry) => entry.startTime >= keyAt && entry.name.includes('/services/'))
              .map((entry) => {
                const url = new URL(entry.name);
                const what = `${url.pathname.replace(/^.*\/api\//, '')}${url.searchParams.has('current') ? '?page' : ''}`;
                return `${what} ${Math.round(entry.startTime - keyAt)}-${Math.round(entry.responseEnd - keyAt)}`;
              });
            const longTasks = window.__longTasks
              .filter((task) => task.startTime + task.duration >= keyAt)
              .map((task) => `${Math.round(task.startTime - keyAt)}+${Math.round(task.duration)}`);
            requestAnimationFrame(() =>
              setTimeout(() => done({ shown, painted: performance.now() - keyAt, task: now, calls, longTasks }), 0),
            );
          });
          observer.observe(panel, { subtree: true, childList: true, characterData: true });
          const limit = setTimeout(() => done(null), 3_000);
          window.__armed = true;
        }),
    );

  /** The decision key the task in the panel offers (one held by someone else offers none), or null. */
  const decisionKey = async () => {
    for (const [label, key] of DECISION_KEYS) {
      const buttons = page.locator('.review-panel__actions button').filter({ hasText: new RegExp(`^${label}`) });
      if ((await buttons.count()) > 0) return key;
    }
    return null;
  };

  if (TRACE) await browser.startTracing(page, { path: TRACE, screenshots: false });
  for (let run = 1; results.length < RUNS && run <= RUNS * 2; run += 1) {
    await page.waitForTimeout(READ_PAUSE_MS);
    const key = (await decisionKey()) ?? NEXT_KEY;
    const waiting = nextTaskShown();
    await page.waitForFunction(() => window.__armed === true);
    await page.evaluate(() => (window.__armed = false));
    await page.keyboard.press(key);
    const timing = await waiting;
    if (key === NEXT_KEY) {
      skipped += 1;
      continue;
    }
    if (!timing) {
      const said = await page
        .locator('.ant-message')
        .textContent()
        .catch(() => '');
      throw new Error(`press ${run}: the panel showed no other task within 3 s (the page said: ${said || 'nothing'})`);
    }
    results.push({ ...timing, key });
    console.log(
      `press ${results.length} (${key}): ${timing.task} shown ${timing.shown.toFixed(1)} ms after the key, painted at ${timing.painted.toFixed(1)} ms`,
    );
    if (WHY) {
      console.log(`  calls (ms after the key, start-end): ${timing.calls.join(', ') || 'none'}`);
      console.log(`  long tasks (start+duration): ${timing.longTasks.join(', ') || 'none'}`);
    }
  }
  if (TRACE) {
    await browser.stopTracing();
    console.log(`trace written to ${TRACE}`);
  }
} finally {
  await browser.close();
  // Keep-alive connections would hold the server open.
  server.httpServer.closeAllConnections();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const sorted = (field) => results.map((result) => result[field]).sort((a, b) => a - b);
const medianOf = (values) =>
  values.length % 2 ? values[(values.length - 1) / 2] : (values[values.length / 2 - 1] + values[values.length / 2]) / 2;
const shown = sorted('shown');
const painted = sorted('painted');
const median = medianOf(shown);
const summary = {
  presses: results.length,
  skippedTasks: skipped,
  shownMedianMs: Number(median.toFixed(1)),
  shownMaxMs: Number(shown[shown.length - 1].toFixed(1)),
  paintedMedianMs: Number(medianOf(painted).toFixed(1)),
  paintedMaxMs: Number(painted[painted.length - 1].toFixed(1)),
};
console.log(
  `review keys: ${results.length} passes, next task shown after median ${summary.shownMedianMs} ms (max ${summary.shownMaxMs} ms), painted after median ${summary.paintedMedianMs} ms (max ${summary.paintedMaxMs} ms)` +
    (skipped ? `; ${skipped} task(s) held by others skipped with ${NEXT_KEY}` : ''),
);
if (median > BUDGET_MS) {
  console.log(`review key speed: FAILED (median ${summary.shownMedianMs} ms is over the ${BUDGET_MS} ms budget)`);
  process.exit(1);
}
console.log(`review key speed: OK (median ${summary.shownMedianMs} ms of ${BUDGET_MS} ms)`);
process.exit(0);
