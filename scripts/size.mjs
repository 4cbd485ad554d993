#!/usr/bin/env node
/**
 * Builds the production stage, prints every JS and CSS chunk with its gzip size, then opens /login in
 * headless Chromium and adds up the JavaScript it really downloads. Fails when that passes the budget, when
 * it comes as more than six files (each a request, and the later ones a round trip behind the first), or
 * when /login loads the mock backend, echarts or xlsx.
 *
 *   npm run size               build (production stage) and measure
 *   npm run size -- --no-build measure the existing dist/
 */
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { preview } from 'vite';
import { CHROMIUM_ARGS, chromiumPath } from './chromium-path.mjs';

const LOGIN_JS_BUDGET_KB = 217;
const LOGIN_JS_FILES_BUDGET = 6;
const DIST = 'dist';
/** Text that only the named library's code contains. */
const FORBIDDEN_ON_LOGIN = {
  'mock backend (msw)': /mockServiceWorker|msw\/browser|MSW_COOKIE_STORE/,
  faker: /faker-js|fakerEN|faker\.seed/,
  echarts: /echarts|zrender/,
  xlsx: /SheetJS|sheet_to_json/,
};

const kb = (bytes) => bytes / 1000;
const fmt = (bytes) => `${kb(bytes).toFixed(2).padStart(9)} kB`;
const gzipSize = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build --mode production', { stdio: 'inherit' });
}

const assets = walk(DIST).filter((path) => /\.(js|css)$/.test(path));
const rows = assets
  .map((path) => ({ file: relative(DIST, path), raw: statSync(path).size, gzip: gzipSize(path) }))
  .sort((a, b) => a.gzip - b.gzip);
console.log('\nEvery chunk (gzip):');
for (const row of rows) console.log(`${fmt(row.gzip)}  ${row.file}  (raw ${fmt(row.raw).trim()})`);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
console.log(`${fmt(totalGzip)}  all ${rows.length} chunks together`);

const server = await preview({
  mode: 'production',
  preview: { port: 4179, host: '127.0.0.1', strictPort: true },
  logLevel: 'silent',
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const loaded = new Set();
try {
  const page = await browser.newPage();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.host === '127.0.0.1:4179' && /\.(js|css)$/.test(url.pathname)) loaded.add(url.pathname.slice(1));
  });
  await page.goto('http://127.0.0.1:4179/login', { waitUntil: 'networkidle' });
  await page
    .getByRole('button', { name: /sign in/i })
    .first()
    .waitFor();
} finally {
  await browser.close();
  await new Promise((resolve) => server.httpServer.close(resolve));
}

const loginRows = rows.filter((row) => loaded.has(row.file));
const loginJs = loginRows.filter((row) => row.file.endsWith('.js'));
const loginJsGzip = loginJs.reduce((sum, row) => sum + row.gzip, 0);
const loginCssGzip = loginRows.filter((row) => row.file.endsWith('.css')).reduce((sum, row) => sum + row.gzip, 0);
console.log(
  `\n/login first load: ${loginJs.length} JS files, ${fmt(loginJsGzip).trim()} gzip JS, ${fmt(loginCssGzip).trim()} gzip CSS`,
);
for (const row of loginJs) console.log(`${fmt(row.gzip)}  ${row.file}`);

const problems = [];
if (kb(loginJsGzip) > LOGIN_JS_BUDGET_KB) {
  problems.push(
    `/login loads ${kb(loginJsGzip).toFixed(2)} kB of gzip JavaScript, over the ${LOGIN_JS_BUDGET_KB} kB budget`,
  );
}
if (loginJs.length > LOGIN_JS_FILES_BUDGET) {
  problems.push(`/login loads ${loginJs.length} JavaScript files, more than ${LOGIN_JS_FILES_BUDGET}`);
}
for (const row of loginJs) {
  const text = readFileSync(join(DIST, row.file), 'utf8');
  for (const [what, pattern] of Object.entries(FORBIDDEN_ON_LOGIN)) {
    if (pattern.test(text)) problems.push(`${row.file}, loaded by /login, contains ${what}`);
  }
}
for (const row of rows.filter((r) => r.file.endsWith('.js'))) {
  const text = readFileSync(join(DIST, row.file), 'utf8');
  if (FORBIDDEN_ON_LOGIN['mock backend (msw)'].test(text))
    problems.push(`${row.file}: the production build contains the mock backend`);
}

if (problems.length) {
  console.error(
    `\nsize: FAILED (/login ${kb(loginJsGzip).toFixed(2)} kB in ${loginJs.length} JS files)\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(
  `\nsize: OK (/login ${kb(loginJsGzip).toFixed(2)} kB of ${LOGIN_JS_BUDGET_KB} kB in ${loginJs.length} JS files of ${LOGIN_JS_FILES_BUDGET}; no mock backend, echarts or xlsx)`,
);
