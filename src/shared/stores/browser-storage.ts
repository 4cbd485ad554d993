import { createJSONStorage, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { whenIdle } from '../utils/when-idle';

type StorageArea = 'localStorage' | 'sessionStorage';
type Area = StorageArea;

const refusalListeners = new Set<(area: Area) => void>();

/**
 * Called once for each area the first time the browser refuses to keep something in it (its storage is
 * full, or turned off for the site), so the console can say that this session will not survive a reload.
 */
export function onStorageRefused(listener: (area: Area) => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

const refused = new Set<Area>();

/** The areas the browser has refused since the page loaded. */
export const refusedStorage = (): Area[] => [...refused];

function report(area: Area, error: unknown) {
  if (refused.has(area)) return;
  refused.add(area);
  console.warn(`[storage] the browser refused ${area}; the console keeps its state in memory only`, error);
  refusalListeners.forEach((listener) => listener(area));
}

/**
 * One of the browser's storages whose every use may fail without throwing: with storage blocked even
 * reading `window.localStorage` throws, and with it full every write does. Reads then find nothing,
 * writes and removals are dropped, and the refusal is reported once.
 */
export function browserStorage(area: Area): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const attempt = <T>(action: (storage: Storage) => T, otherwise: T): T => {
    // Outside a browser (the HTTP mock server loads the stores with the handlers) there is nothing to refuse.
    if (typeof window === 'undefined') return otherwise;
    try {
      return action(window[area]);
    } catch (error) {
      report(area, error);
      return otherwise;
    }
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key), null),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value), undefined),
    removeItem: (key) => attempt((storage) => storage.removeItem(key), undefined),
  };
}

/** The JSON storage a persisted store keeps its state in, never throwing at the store's callers. */
export const persistIn = <S = unknown>(area: Area) => createJSONStorage<S>(() => browserStorage(area));

/**
 * Like `persistIn`, for a large state stored on the way to the first screen: the menus (the whole menu
 * tree, about 140 kB of JSON) arrive with the permissions, just before the shell's first render, and
 * serialising and storing them was most of that task. Here the write waits for the browser's next idle
 * moment, or for the page being hidden or left, so a reload still finds the latest state; a read sees the
 * state not yet written, and a removal drops it.
 */
export function persistWhenIdle<S>(area: Area): PersistStorage<S> {
  // browserStorage never throws, so zustand's JSON storage over it always exists.
  const storage = persistIn<S>(area)!;
  const pending = new Map<string, StorageValue<S>>();
  let cancelWrite: (() => void) | undefined;
  const write = () => {
    cancelWrite?.();
    cancelWrite = undefined;
    pending.forEach((value, name) => void storage.setItem(name, value));
    pending.clear();
  };
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') write();
    });
  }
  return {
    getItem: (name) => pending.get(name) ?? storage.getItem(name),
    setItem: (name, value) => {
      pending.set(name, value);
      cancelWrite ??= whenIdle(write);
    },
    removeItem: (name) => {
      pending.delete(name);
      void storage.removeItem(name);
    },
  };
}

/** Tests: the next refusal of each area is reported again. */
export function forgetStorageRefusals(): void {
  refused.clear();
}
