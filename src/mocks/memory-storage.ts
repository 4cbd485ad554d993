import type { ChangeStorage } from './change-storage';

/** A storage held in a Map, for the unit tests (Node has no localStorage); `refuse` makes it throw as a full one. */
export function memoryStorage() {
  const items = new Map<string, string>();
  const storage = {
    items,
    refuse: false,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (storage.refuse) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  } satisfies ChangeStorage & Record<string, unknown>;
  return storage;
}
