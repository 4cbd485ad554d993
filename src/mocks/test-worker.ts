import { setupWorker } from 'msw/browser';
import { configureDb } from './db';
import { handlers } from './handlers';
import { resumeMockingWhenPageStays } from './mocking-after-unload';
import { buildSeed } from './seed';

/**
 * The tests' database: changes are never kept (tests/setup reseeds it before every test), and the seed's
 * rows are frozen, so a handler that changed one in place instead of writing would fail its test.
 * A test that configures another database (kept in localStorage) comes back to this one afterwards.
 */
export function configureTestDb() {
  configureDb({ seed: buildSeed, freezeSeed: true });
}

/** The mock backend of the browser tests: the same service worker and handlers as the demo. */
configureTestDb();
export const worker = setupWorker(...handlers);

/** API calls no handler answered since the last `takeUnhandledCalls`: each one fails the test that made it. */
const unhandledCalls: string[] = [];
let started: ReturnType<typeof worker.start> | undefined;

const start = () =>
  worker.start({
    quiet: true,
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      // The test page's own origin serves Vite's modules and assets; every API call goes to /services/.
      if (url.origin === location.origin && !url.pathname.startsWith('/services/')) return;
      unhandledCalls.push(`${request.method} ${url.pathname}${url.search}`);
      print.error();
    },
  });

/** Starts the worker once per page: every test file that shares the page after the first finds it running. */
export function startTestWorker() {
  if (!started) {
    started = start();
    // A test that has the page ask before it is left (beforeunload) keeps its mock backend.
    resumeMockingWhenPageStays(worker, start);
  }
  return started;
}

/** The calls no handler answered since the last time they were taken. */
export function takeUnhandledCalls(): string[] {
  return unhandledCalls.splice(0);
}
