import { setupWorker } from 'msw/browser';
import { configureDb } from './db';
import { handlers } from './handlers';
import { buildSeed } from './seed';

/** Starts the built-in mock backend in the browser; only mock builds ever load this module. */
export async function startMockBackend(): Promise<void> {
  configureDb({ seed: buildSeed, storage: localStorage });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Static files, chunks and version.json go to the real server.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
