import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { clearChunkReload, isChunkLoadError, reloadOnceForChunkError } from './chunk-errors';
import type { ScreenLoader, ScreenModule } from './screen-registry';

/** How a page recovers from a screen chunk that failed: reload it (window.location.reload), read the clock. */
export interface ChunkRecovery {
  reload?: () => void;
  now?: () => number;
}

/**
 * A thenable that calls back at once. React resolves a lazy component in the same render when its
 * thenable does; a promise, even a settled one, suspends it: the loading view is committed, and React
 * then holds the screen back until 300 ms after that before revealing it.
 */
function alreadyLoaded(module: ScreenModule): Promise<ScreenModule> {
  // React only calls then(onLoaded, onFailed) on what lazy() returns.
  return {
    then: (onLoaded: (loaded: ScreenModule) => unknown) => onLoaded(module),
  } as unknown as Promise<ScreenModule>;
}

/**
 * One lazy component per screen uri, for one page load. If its chunk fails to load, the page reloads
 * once; if it fails again, the error reaches the error boundary, which shows the recovery view. A screen
 * preloaded beforehand (menu hover, idle time, /login at boot) renders at once, without the loading view.
 */
export function createLazyScreens({ reload, now = Date.now }: ChunkRecovery = {}) {
  const cache = new Map<string, LazyExoticComponent<ComponentType>>();
  const preloaded = new Map<string, ScreenModule>();

  async function load(uri: string, loader: ScreenLoader): Promise<ScreenModule> {
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
  }

  function lazyScreen(uri: string, loader: ScreenLoader): LazyExoticComponent<ComponentType> {
    const cached = cache.get(uri);
    if (cached) return cached;
    const component = lazy(() => {
      const module = preloaded.get(uri);
      if (!module) return load(uri, loader);
      clearChunkReload(window.location.pathname + '#' + uri);
      return alreadyLoaded(module);
    });
    cache.set(uri, component);
    return component;
  }

  /**
   * Loads a screen's chunk ahead of its first render; true once it is in. A failure is left to that
   * render, which recovers.
   */
  lazyScreen.preload = (uri: string, loader: ScreenLoader): Promise<boolean> =>
    loader().then(
      (module) => {
        preloaded.set(uri, module);
        return true;
      },
      () => false,
    );

  return lazyScreen;
}

export const lazyScreen = createLazyScreens();
export const preloadScreen = lazyScreen.preload;
/** The login page's key among the lazy screens: root-routes renders it, main.tsx preloads it on /login. */
export const LOGIN_PAGE_KEY = 'page:login';
