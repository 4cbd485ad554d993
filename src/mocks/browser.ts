import { setupWorker } from 'msw/browser';
import { LIVE_CHANGES_CHANNEL } from '../shared/live/live-changes';
import { CHANGES_KEY, type ChangeStorage } from './change-storage';
import { configureDb } from './db';
import { handlers } from './handlers';
import { onLiveChange } from './live-changes';
import { resumeMockingWhenPageStays } from './mocking-after-unload';
import { buildSeed } from './seed';
import { openTabSharedStorage } from './tab-shared-storage';

/**
 * Where the demo keeps its changes: IndexedDB, which every tab reads and writes as one database (each tab
 * runs its own copy of the mock; keep-changes.ts takes a turn across tabs). Changes an earlier version kept
 * in localStorage move there once. Without IndexedDB (refused by the browser), this tab's localStorage.
 */
async function demoStorage(): Promise<ChangeStorage> {
  try {
    const storage = await openTabSharedStorage();
    const older = localStorage.getItem(CHANGES_KEY);
    if (older !== null && storage.getItem(CHANGES_KEY) === null) {
      storage.setItem(CHANGES_KEY, older);
      await storage.flush();
    }
    localStorage.removeItem(CHANGES_KEY);
    return storage;
  } catch (error) {
    console.warn('[mock] IndexedDB is not available; the demo data is kept in localStorage, per tab', error);
    return localStorage;
  }
}

/** Starts the built-in mock backend in the browser; only mock builds ever load this module. */
export async function startMockBackend(): Promise<void> {
  configureDb({ seed: buildSeed, storage: await demoStorage() });
  // What this tab's requests changed, told to the consoles of the other tabs (their queues refresh).
  const channel = new BroadcastChannel(LIVE_CHANGES_CHANNEL);
  onLiveChange((change) => channel.postMessage(change));
  const worker = setupWorker(...handlers);
  const start = () =>
    worker.start({
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      // Static files, chunks and version.json go to the real server.
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
  await start();
  // A user who stays when asked before leaving a form with typed changes keeps the demo's backend.
  resumeMockingWhenPageStays(worker, start);
}
