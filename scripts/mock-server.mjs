#!/usr/bin/env node
/**
 * `npm run mock:server`: the console's mock backend (the same msw handlers as the browser's service
 * worker) over real HTTP, for a console built with VITE_MOCK=false and VITE_API_BASE pointing here.
 *
 * The handlers are TypeScript written for the browser bundle (import.meta.env, import.meta.glob for the
 * translations); Vite's SSR module loader runs them in Node as they are, with the `mock` stage's settings,
 * so nothing is compiled or copied ahead.
 *
 *   MOCK_SERVER_PORT     port (default 8090)             MOCK_SERVER_HOST  address (default 127.0.0.1)
 *   MOCK_SERVER_DB       the JSON file of kept changes (default .mock-data/db.json)
 *   MOCK_SERVER_ORIGINS  comma-separated origins allowed by CORS (default the dev server's and the preview's)
 *   MOCK_SERVER_LOG=0    no line per request
 *   --reset              forget the kept changes (delete the file) before starting
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createModuleLoader } from './module-loader.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log('usage: npm run mock:server [-- --reset]   (settings: see the top of scripts/mock-server.mjs)');
  process.exit(0);
}
const unknown = args.filter((arg) => arg !== '--reset');
if (unknown.length) {
  console.error(`mock-server: unknown argument(s) ${unknown.join(' ')}; only --reset is known`);
  process.exit(2);
}

const host = process.env.MOCK_SERVER_HOST || '127.0.0.1';
const port = Number(process.env.MOCK_SERVER_PORT || 8090);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`mock-server: MOCK_SERVER_PORT=${process.env.MOCK_SERVER_PORT} is not a port`);
  process.exit(2);
}
const dbFile = resolve(ROOT, process.env.MOCK_SERVER_DB || '.mock-data/db.json');
if (args.includes('--reset')) rmSync(dbFile, { force: true });

const vite = await createModuleLoader(ROOT, 'node_modules/.vite-mock-server');

let mock;
try {
  const [{ startMockServer }, { readOrigins }] = await Promise.all([
    vite.ssrLoadModule('/src/mocks/node/start-server.ts'),
    vite.ssrLoadModule('/src/mocks/node/cors.ts'),
  ]);
  const origins = readOrigins(process.env.MOCK_SERVER_ORIGINS);
  mock = await startMockServer({
    host,
    port,
    dbFile,
    cors: { origins },
    log: process.env.MOCK_SERVER_LOG === '0' ? false : (line) => console.log(line),
  });
  console.log(`Mock API server on ${mock.url}`);
  console.log(`  kept changes: ${dbFile}${args.includes('--reset') ? ' (reset)' : ''}`);
  console.log(`  CORS origins: ${origins.join(', ')}`);
  console.log(`  point a build at it: VITE_API_BASE=${mock.url} (see env/.env.httpmock)`);
  console.log('  accounts: admin / admin123456, moderator / moderator123, operator / operator123');
} catch (error) {
  console.error(error);
  await vite.close();
  process.exit(1);
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await mock.close().catch(() => undefined);
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
