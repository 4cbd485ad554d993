import { expect, vi } from 'vitest';
import { worker } from '../../src/mocks/test-worker';
import { waitFor } from './dom';

/**
 * Waits for the events that prove something could have happened, before a test checks that it did not:
 * a fixed sleep proves nothing on a loaded machine and wastes time on an idle one.
 */

/**
 * Resolves once the page has drawn the frame after the one under way: what React committed before now
 * has been laid out, its resize observers have run and it has been painted (the second callback runs in
 * the next frame, after the first frame's rendering steps).
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/**
 * Resolves when the mock backend's answer to the next call whose path ends with `path` has reached the
 * page (MSW's response:mocked, sent once the service worker has handed the answer over). Call it before
 * the answer goes out.
 */
export function mockedAnswerTo(path: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      if (!new URL(request.url).pathname.endsWith(path)) return;
      worker.events.removeListener('response:mocked', listener);
      resolve();
    };
    worker.events.on('response:mocked', listener);
  });
}

/**
 * Scrolls the page as a user would and waits until the page has reported the scroll: the console's own
 * scroll listeners, added before this one, have recorded the position by then.
 */
export async function scrollPageTo(y: number) {
  await waitFor(() => expect(document.documentElement.scrollHeight - window.innerHeight).toBeGreaterThanOrEqual(y));
  const reported = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
  window.scrollTo(0, y);
  await reported;
  expect(Math.round(window.scrollY)).toBe(y);
}

/**
 * Counts the calls the page sends from now on to a path ending with `path`, as the mock backend receives
 * them (MSW's request:start): what a user's clicks sent, without replacing any module. The listener goes
 * with the test (the setup file removes the worker's listeners after each).
 */
export function callsTo(path: string): () => number {
  let count = 0;
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count += 1;
  });
  return () => count;
}

/**
 * Runs `action` the moment the page sends its first call to a path ending with `path` (the request opened,
 * and passed through): in the same task, after the form's checks and before React has drawn anything the
 * sending changed, the narrowest moment for a second click to land in.
 */
export function whenCallSent(path: string, action: () => void) {
  const open = XMLHttpRequest.prototype.open;
  let done = false;
  vi.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (
    this: XMLHttpRequest,
    ...args: Parameters<XMLHttpRequest['open']>
  ) {
    (open as (...all: unknown[]) => void).apply(this, args);
    if (done || !new URL(String(args[1]), window.location.href).pathname.endsWith(path)) return;
    done = true;
    action();
  });
}
