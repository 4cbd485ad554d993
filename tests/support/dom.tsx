import { configure, fireEvent, getConfig, prettyDOM } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { inject } from 'vitest';

/**
 * Rendering for the browser tests, which run React's production build, as users get it (about 40% faster
 * to render than the development build, whose owner stacks capture an Error per element). The production
 * build has no act(), so Testing Library's React binding, which wraps every render and event in act(),
 * cannot drive it: tests use Testing Library's DOM queries and user-event, and wait for what the screen
 * shows, as a user does.
 */
export { fireEvent, screen, waitFor, within } from '@testing-library/dom';

const mounted = new Set<{ root: Root; container: HTMLElement }>();

export interface RenderResult {
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
}

/** Mounts a tree in a fresh container on the page and commits its first render before returning. */
export function render(ui: ReactNode): RenderResult {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const entry = { root, container };
  mounted.add(entry);
  flushSync(() => root.render(ui));
  return {
    container,
    rerender: (next) => flushSync(() => root.render(next)),
    unmount: () => {
      if (!mounted.delete(entry)) return;
      root.unmount();
      container.remove();
    },
  };
}

/** Unmounts everything the test rendered (each test starts on an empty page). */
export function cleanup() {
  for (const { root, container } of mounted) {
    root.unmount();
    container.remove();
  }
  mounted.clear();
}

/** The page's next task (a message to itself: no timer, so no clamping of nested timeouts). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });

/**
 * Testing Library's error for a query that found nothing prints the whole page, and findBy and waitFor
 * make one at every failed try (every 50 ms): in a CPU profile of two integration files, printing pages
 * nobody read took 2.1 s of 22 s. Inside those waits (where Testing Library turns its expensive
 * diagnostics off) the page is printed when the error is read, which is when the wait times out.
 */
function elementError(message: string | null, container: Element): Error {
  const error = new Error();
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  const describe = () =>
    (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
      .filter(Boolean)
      .join('\n\n'));
  const inAWait = (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics;
  if (inAWait) Object.defineProperty(error, 'message', { get: describe, configurable: true });
  else error.message = describe();
  return error;
}

/**
 * How long findBy/waitFor wait for what a user would wait for: a list's one retry after a server error
 * comes a second later (src/app/providers/query-client.ts). After each wait and each user-event action,
 * the promise callbacks it started (React's scheduled work among them) run before the test goes on. The
 * wait is set for the reference machine and grows on a slower one (`slowdown`, vite.config.ts).
 */
export function configureDom() {
  const slowdown = inject('slowdown');
  if (!(slowdown >= 1)) throw new Error(`vite.config.ts provides no machine slowdown (got ${slowdown})`);
  configure({
    asyncUtilTimeout: 5_000 * slowdown,
    getElementError: elementError,
    // Set whole, not wrapping the current one: the setup runs again for each file that shares the page.
    asyncWrapper: async (callback) => {
      const result = await callback();
      await nextTask();
      return result;
    },
  });
}

/**
 * Drags one element onto another with the HTML drag-and-drop events, each in its own task as a browser
 * fires them (React renders what dragstart changed before dragover arrives).
 */
export async function dragOnto(source: HTMLElement, target: HTMLElement) {
  const dataTransfer = new DataTransfer();
  fireEvent.dragStart(source, { dataTransfer });
  await nextTask();
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  await nextTask();
  fireEvent.drop(target, { dataTransfer });
  fireEvent.dragEnd(source, { dataTransfer });
  await nextTask();
}
