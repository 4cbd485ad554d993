import { prefetchScreen } from './prefetch';
import { whenIdle } from './when-idle';

/**
 * Prefetches the screens, one per idle moment, in the order given (the menu's). Returns a function that
 * stops before the next one. A screen already loaded costs nothing, so the hover prefetch and this one
 * never fetch twice.
 */
export function prefetchScreensWhenIdle(uris: readonly string[]): () => void {
  let cancelNext = () => {};
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= uris.length) return;
    cancelNext = whenIdle(() => {
      void prefetchScreen(uris[index]).then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancelNext();
  };
}
