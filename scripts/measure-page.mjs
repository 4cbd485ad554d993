import { execSync } from 'node:child_process';
import { chromium } from 'playwright';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';

/**
 * What the speed scripts that drive the mock stage share: their options, the build and preview of the mock
 * stage, a signed-in Chromium page that records long tasks, and the main-thread tasks of a Chromium trace.
 */

/** `--name=value` from the command line. */
export const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];

/** Builds the mock stage into `outDir` unless `--no-build`, then serves it on 127.0.0.1:`port`. */
export async function serveMockStage({ port, outDir }) {
  if (!process.argv.includes('--no-build')) {
    execSync(`npx vite build --mode mock --outDir ${outDir} --emptyOutDir`, { stdio: 'inherit' });
  }
  const server = await preview({
    mode: 'mock',
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
    logLevel: 'silent',
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.httpServer.closeAllConnections();
      await new Promise((resolve) => server.httpServer.close(resolve));
    },
  };
}

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

/**
 * A page of a desktop window that keeps every long task (`window.__longTasks`), signed in through the
 * login form as `login` and showing Home. `beforeSignIn(page)` runs first (to watch what the page loads).
 */
export async function signedInPage(browser, origin, { login, password, beforeSignIn }) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  beforeSignIn?.(page);
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  });
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();
  return page;
}

/** The page's main-thread tasks between two `performance.mark`s of a trace: wall-clock and CPU time (ms). */
export function tasksBetweenMarks(trace, from, to) {
  const events = trace.traceEvents ?? trace;
  const start = events.find((event) => event.name === from);
  const end = events.find((event) => event.name === to);
  if (!start || !end) return [];
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ts + event.dur >= start.ts &&
        event.ts <= end.ts,
    )
    .map((event) => ({ wall: event.dur / 1000, cpu: (event.tdur ?? event.dur) / 1000 }));
}
