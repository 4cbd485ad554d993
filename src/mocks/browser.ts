import { setupWorker } from 'msw/browser';
import { CHANGES_KEY } from './change-storage';
import { configureDb, reloadChanges } from './db';
import { handlers } from './handlers';
import { buildSeed } from './seed';

/** Starts the built-in mock backend in the browser; only mock builds ever load this module. */
export async function startMockBackend(): Promise<void> {
  configureDb({ seed: buildSeed, storage: localStorage });
  // Each tab runs its own copy of the mock: what another tab kept is read again here.
  window.addEventListener('storage', (event) => {
    if (event.key === CHANGES_KEY || event.key === null) reloadChanges();
  });
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Static files, chunks and version.json go to the real server.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
