// temporary: CPU profile of a landing page load (not committed)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium-path.mjs';
const CONSOLE_PORT = 4187, API_PORT = 8797;
const CONSOLE_ORIGIN = `http://127.0.0.1:${CONSOLE_PORT}`;
const path = process.argv[2] ?? '/user-manage/user-list';
const workDir = mkdtempSync(join(tmpdir(), 'prof-'));
const mock = spawn(process.execPath, ['scripts/mock-server.mjs', '--reset'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, MOCK_SERVER_PORT: String(API_PORT), MOCK_SERVER_DB: join(workDir, 'db.json'), MOCK_SERVER_ORIGINS: CONSOLE_ORIGIN, MOCK_SERVER_LOG: '0' } });
await new Promise((r) => { let o = ''; mock.stdout.on('data', (c) => { o += c; if (o.includes('Mock API server on')) r(); }); });
const server = await preview({ mode: 'httpmock', build: { outDir: 'dist-landing' }, preview: { port: CONSOLE_PORT, host: '127.0.0.1', strictPort: true }, logLevel: 'silent' });
const ctx = await chromium.launchPersistentContext(join(workDir, 'profile'), { executablePath: chromiumPath(), args: CHROMIUM_ARGS, viewport: { width: 1350, height: 940 } });
try {
  const page = ctx.pages()[0];
  await page.goto(`${CONSOLE_ORIGIN}/login`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('admin123456');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: /^Hello, / }).waitFor();
  await page.goto('about:blank');
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${CONSOLE_ORIGIN}${path}`);
  await page.waitForTimeout(Number(process.env.WAIT ?? 4000));
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(process.env.OUT ?? '/tmp/lh/profile.cpuprofile', JSON.stringify(profile));
  const marks = await page.evaluate(() => performance.getEntriesByType('resource').filter(e => /services|user-list|shell-|work-order|post-data/.test(e.name)).map((e) => `${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ${e.name.slice(-60)}`));
  console.log(marks.join('\n'));
} finally {
  await ctx.close(); server.httpServer.closeAllConnections(); await new Promise((r) => server.httpServer.close(r)); mock.kill('SIGTERM');
}
