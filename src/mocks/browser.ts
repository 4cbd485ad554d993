import { setupWorker } from 'msw/browser';
import { configureDb } from './db';
import { handlers } from './handlers';
import { buildSeed } from './seed';

/** Starts the built-in mock backend in the browser; only mock builds ever load this module. */
export async function startMockBackend(): Promise<void> {
  // Each tab runs its own copy of the mock over this one storage; each request reads what the other tabs
  // kept before it is answered (keep-changes.ts).
  configureDb({ seed: buildSeed, storage: localStorage, sharedWithOtherTabs: true });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Static files, chunks and version.json go to the real server.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
