#!/usr/bin/env node
/**
 * A shift in the console, measured: signed in as admin on the mock build, every permitted screen is opened
 * from the side menu, three rounds (the tab bar keeps its most recent tabs, closing the others). After each
 * round, with garbage collected, it reads the JS heap, the DOM nodes and the event listeners, and it times
 * the round (each screen from the click until its requests have answered and nothing is loading).
 * Fails when round 3 holds more than round 1 (heap by more than 5 MB, DOM nodes by more than 10 %) or a
 * round takes more than 1.2 times round 1: what closed tabs leave behind must go with them.
 *
 *   npm run measure:memory                 build (mock stage) and measure
 *   npm run measure:memory -- --no-build   measure the existing dist-memory/
 *   npm run measure:memory -- --screens=20   only the menu's first 20 screens (a quicker look)
 *   npm run measure:memory -- --snapshot=/tmp/shift.heapsnapshot   also write a heap snapshot after round 3
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchChromium, option, serveMockStage, signedInPage } from './measure-page.mjs';

const ROUNDS = 3;
const HEAP_GROWTH_LIMIT_MB = 5;
const NODE_GROWTH_LIMIT = 0.1;
const ROUND_TIME_LIMIT = 1.2;
const PORT = Number(option('port') ?? 4184);
/** Longer than the shell's wait before it readies the screen under the pointer (pre-render-store.ts). */
const POINTER_REST_MS = 150;
/** A screen that has not settled by then is reported, and the round goes on. */
const SCREEN_LIMIT_MS = 15_000;

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);

/** Opens every folder of the side menu, so that every screen's entry can be clicked. */
async function openAllFolders(page) {
  for (;;) {
    const closed = page.locator(
      '.shell__sider .ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
    );
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
}

/** The uris of the screens the menu lets the admin open, in menu order, Home (always open) aside. */
const screenUris = (page) =>
  page.$$eval('.shell__sider li.ant-menu-item:not(.ant-menu-item-disabled)[data-menu-id]', (items) =>
    items.map((item) => item.dataset.menuId.slice(item.dataset.menuId.indexOf('/'))).filter((uri) => uri !== '/'),
  );

/**
 * Clicks the entry of `uri` and resolves once its screen is on show with its requests answered and no
 * spinner or skeleton left: the time that took (ms), or null when it did not settle in time.
 */
async function openScreen(page, uri, requests) {
  const entry = page.locator(`.shell__sider li[data-menu-id$="${uri}"]`);
  if (!(await entry.isVisible())) await openAllFolders(page);
  // As staff do, the pointer rests on the entry before the click: its screen is readied in the background.
  await entry.hover();
  await page.waitForTimeout(POINTER_REST_MS);
  const started = Date.now();
  await entry.click({ timeout: 5000 }).catch(async (error) => {
    await page.screenshot({ path: '/tmp/click-fail.png' });
    console.log(await page.evaluate(() => localStorage.getItem('admin-navigation') + ' ' + location.pathname));
    throw error;
  });
  try {
    await page.waitForFunction(
      (target) => {
        if (location.pathname !== target) return false;
        const panel = document.getElementById(`shell-screen-${target}`);
        return !!panel?.checkVisibility() && !panel.querySelector('.ant-spin-spinning, .ant-skeleton-active');
      },
      uri,
      { timeout: SCREEN_LIMIT_MS, polling: 'raf' },
    );
    await requests.quiet(SCREEN_LIMIT_MS);
    return Date.now() - started;
  } catch {
    return null;
  }
}

/** Requests the page has in flight (the mock's included: its service worker answers them). */
function trackRequests(page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return {
    /** Resolves once nothing is in flight and nothing started or ended for a frame's time. */
    quiet: (timeout) =>
      new Promise((resolve, reject) => {
        const limit = Date.now() + timeout;
        const check = () => {
          if (inFlight <= 0 && Date.now() - lastChange >= 50) return resolve();
          if (Date.now() > limit) return reject(new Error('requests did not settle'));
          setTimeout(check, 16);
        };
        check();
      }),
  };
}

/** Heap, DOM nodes and listeners once garbage is collected (twice: the first pass frees what the second can). */
async function readMemory(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const metric = (name) => metrics.find((entry) => entry.name === name)?.value ?? NaN;
  return { heap: metric('JSHeapUsedSize'), nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
}

const describe = ({ heap, nodes, listeners }) =>
  `heap ${megabytes(heap)} MB, ${nodes} DOM nodes, ${listeners} listeners`;

const server = await serveMockStage({ port: PORT, outDir: 'dist-memory' });
const browser = await launchChromium();
const rounds = [];
let failed = false;
try {
  const page = await signedInPage(browser, server.origin, { login: 'admin', password: 'admin123456' });
  const requests = trackRequests(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await openAllFolders(page);
  const uris = (await screenUris(page)).slice(0, Number(option('screens') ?? Infinity));
  await requests.quiet(SCREEN_LIMIT_MS);
  console.log(`${uris.length} screens; load average ${load()}`);
  const home = await readMemory(cdp);
  console.log(`Home: ${describe(home)}`);

  for (let round = 1; round <= ROUNDS; round += 1) {
    let time = 0;
    const unsettled = [];
    for (const uri of uris) {
      const took = await openScreen(page, uri, requests);
      if (took === null) unsettled.push(uri);
      else time += took;
    }
    const memory = await readMemory(cdp);
    rounds.push({ ...memory, time });
    console.log(
      `round ${round}: ${describe(memory)}, ${(time / 1000).toFixed(1)} s; load average ${load()}` +
        (unsettled.length ? `; not settled within ${SCREEN_LIMIT_MS / 1000} s: ${unsettled.join(', ')}` : ''),
    );
    if (unsettled.length) failed = true;
  }

  const snapshotPath = option('snapshot');
  if (snapshotPath) {
    const chunks = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    writeFileSync(snapshotPath, chunks.join(''));
    console.log(`heap snapshot written to ${snapshotPath}`);
  }
} finally {
  await browser.close();
  await server.close();
}

const [first, , last] = rounds;
const verdicts = [
  [
    (last.heap - first.heap) / 1024 / 1024 <= HEAP_GROWTH_LIMIT_MB,
    `heap round 3 − round 1: ${megabytes(last.heap - first.heap)} MB (limit ${HEAP_GROWTH_LIMIT_MB} MB)`,
  ],
  [
    last.nodes <= first.nodes * (1 + NODE_GROWTH_LIMIT),
    `DOM nodes round 3 / round 1: ${(last.nodes / first.nodes).toFixed(2)} (limit ${1 + NODE_GROWTH_LIMIT})`,
  ],
  ...rounds.map((round, index) => [
    round.time <= first.time * ROUND_TIME_LIMIT,
    `round ${index + 1} time / round 1: ${(round.time / first.time).toFixed(2)} (limit ${ROUND_TIME_LIMIT})`,
  ]),
];
for (const [ok, text] of verdicts) console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`);
failed ||= verdicts.some(([ok]) => !ok);
console.log(failed ? 'memory over a shift: FAILED' : 'memory over a shift: OK');
process.exit(failed ? 1 : 0);
