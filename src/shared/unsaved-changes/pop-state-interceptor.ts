/**
 * Browser back and forward reach the page as popstate. Listeners run in the order they were added, so
 * this one is added when the module loads, before the router adds its own: whoever intercepts can stop
 * the event before the router navigates (the unsaved-changes guard does, while a form holds changes).
 */
type Interceptor = (event: PopStateEvent) => void;
let interceptor: Interceptor | null = null;

window.addEventListener('popstate', (event) => interceptor?.(event));

/** Sees every popstate before the router; the returned function stops it. */
export function interceptPopState(next: Interceptor): () => void {
  interceptor = next;
  return () => {
    if (interceptor === next) interceptor = null;
  };
}
