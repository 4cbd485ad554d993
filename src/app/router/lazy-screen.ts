import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { clearChunkReload, isChunkLoadError, reloadOnceForChunkError } from './chunk-errors';
import type { ScreenLoader } from './screen-registry';

/** How a page recovers from a screen chunk that failed: reload it (window.location.reload), read the clock. */
export interface ChunkRecovery {
  reload?: () => void;
  now?: () => number;
}

/**
 * One lazy component per screen uri, for one page load. If its chunk fails to load, the page reloads
 * once; if it fails again, the error reaches the error boundary, which shows the recovery view.
 */
export function createLazyScreens({ reload, now = Date.now }: ChunkRecovery = {}) {
  const cache = new Map<string, LazyExoticComponent<ComponentType>>();
  return function lazyScreen(uri: string, loader: ScreenLoader): LazyExoticComponent<ComponentType> {
    const cached = cache.get(uri);
    if (cached) return cached;
    const component = lazy(async () => {
      try {
        const module = await loader();
        clearChunkReload(window.location.pathname + '#' + uri);
        return module;
      } catch (error) {
        if (isChunkLoadError(error) && reloadOnceForChunkError(window.location.pathname + '#' + uri, reload, now())) {
          // The page is reloading; keep showing the loading view until it does.
          return new Promise<never>(() => {});
        }
        cache.delete(uri);
        throw error;
      }
    });
    cache.set(uri, component);
    return component;
  };
}

export const lazyScreen = createLazyScreens();
