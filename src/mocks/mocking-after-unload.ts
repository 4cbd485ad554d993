import type { SetupWorker } from 'msw/browser';

let resumed: Promise<void> = Promise.resolve();

/**
 * MSW's worker tells its service worker on every `beforeunload` that the page is closing, and from then on
 * the page's calls go past the mock to the server that served the page. The console asks before a page
 * with typed changes goes (`unsaved-forms.ts`): a user who answers "Stay" would be left without a backend.
 * So when the page is still here after a `beforeunload` (the browser runs no more of a page that left),
 * the worker is started again.
 */
export function resumeMockingWhenPageStays(worker: SetupWorker, start: () => Promise<unknown>): void {
  window.addEventListener('beforeunload', () => {
    resumed = new Promise((resolve) => {
      // A task after the event: the browser's question, when it asks one, has been answered by then.
      setTimeout(() => {
        worker.stop();
        start().then(
          () => resolve(),
          () => resolve(),
        );
      });
    });
  });
}

/** Resolves once the worker answers again after the last `beforeunload` the page stayed through. */
export const mockingResumed = (): Promise<void> => resumed;
