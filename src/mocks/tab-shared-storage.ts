import { StorageRefused, type SharedChangeStorage } from './change-storage';

/**
 * The demo's kept changes in IndexedDB, which every tab of the console reads and writes through the browser
 * itself, so that a write another tab has finished is what this tab reads next. (localStorage is not: a
 * tab keeps its own copy of it and learns of another tab's writes a moment later, so a tab answering right
 * after another would work on what that one had just overwritten.)
 *
 * The mock reads its storage synchronously: this answers from what it last read, `refresh` reads again, and
 * `flush` waits until what was set is kept.
 */
const DATABASE = 'admin-console-mock';
const STORE = 'kept';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function finished(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('The write was aborted', 'AbortError'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
  return done(opening);
}

export async function openTabSharedStorage(): Promise<SharedChangeStorage> {
  const database = await openDatabase();
  let items = new Map<string, string>();
  let writing: Promise<void> = Promise.resolve();
  let refusal: unknown;

  const write = (key: string, value: string | null) => {
    writing = writing.then(async () => {
      try {
        const transaction = database.transaction(STORE, 'readwrite');
        const store = transaction.objectStore(STORE);
        if (value === null) store.delete(key);
        else store.put(value, key);
        await finished(transaction);
      } catch (error) {
        refusal ??= error;
      }
    });
  };

  const storage: SharedChangeStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      items.set(key, value);
      write(key, value);
    },
    removeItem(key) {
      items.delete(key);
      write(key, null);
    },
    async refresh() {
      const store = database.transaction(STORE, 'readonly').objectStore(STORE);
      const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      items = new Map(keys.map((key, index) => [String(key), values[index] as string]));
    },
    async flush() {
      await writing;
      if (refusal === undefined) return;
      const cause = refusal;
      refusal = undefined;
      throw new StorageRefused(cause);
    },
  };
  await storage.refresh();
  return storage;
}
