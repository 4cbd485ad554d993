/** Where the browser has no requestIdleCallback (Safari), a pause stands in for idle time. */
const IDLE_FALLBACK_MS = 300;

/** Runs `task` the next time the browser is idle. Returns a function that cancels it if it has not run. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}
