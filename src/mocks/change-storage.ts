import { fromStored, toStored, type ChangeLog, type StoredChangeLog } from './change-log';

/** The part of the Web Storage API the mock uses: localStorage in the demo, any object in the tests. */
export type ChangeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A storage that other copies of the mock write too (the demo's tabs, each running its own): read again
 * before each request, and known to be kept before its answer.
 */
export interface SharedChangeStorage extends ChangeStorage {
  /** Reads what is kept now, which another copy may have written since. */
  refresh(): Promise<void>;
  /** Waits until what was set is kept; throws StorageRefused when it was not. */
  flush(): Promise<void>;
}

export const isShared = (storage: ChangeStorage): storage is SharedChangeStorage =>
  'refresh' in storage && 'flush' in storage;

export const CHANGES_KEY = 'admin-mock-db';
/**
 * Bump when the seed's ids or shape change: changes kept against another seed would not fit it.
 * 5: only the changes are kept (4 and before kept the whole database).
 */
const CHANGES_VERSION = 5;

/** The browser would not keep the changes (its storage is full, or turned off). */
export class StorageRefused extends Error {
  constructor(cause: unknown) {
    super('The browser refused to keep the demo data', { cause });
    this.name = 'StorageRefused';
  }
}

const isRow = (row: unknown) => !!row && typeof row === 'object' && typeof (row as { id?: unknown }).id === 'number';

function isStoredChangeLog(value: unknown): value is StoredChangeLog {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.values(value).every((changes: unknown) => {
    const { rows, removed } = (changes ?? {}) as { rows?: unknown; removed?: unknown };
    return (
      Array.isArray(rows) &&
      rows.every(isRow) &&
      Array.isArray(removed) &&
      removed.every((id) => typeof id === 'number')
    );
  });
}

/** The changes as stored, unread: for a copy of the mock to tell whether another has written since. */
export const keptText = (storage: ChangeStorage): string | null => storage.getItem(CHANGES_KEY);

/** What a previous page kept, when this version wrote it and it has the right shape; otherwise no changes. */
export function readChanges(storage: ChangeStorage): ChangeLog {
  let kept: unknown;
  try {
    kept = JSON.parse(keptText(storage) ?? 'null');
  } catch {
    console.warn('[mock] the demo data kept in the browser is not JSON; starting from the seed');
    return new Map();
  }
  if (kept === null) return new Map();
  const { version, changes } = (kept ?? {}) as { version?: unknown; changes?: unknown };
  // Kept against an older seed: its ids may not match this one's.
  if (version !== CHANGES_VERSION) return new Map();
  if (isStoredChangeLog(changes)) return fromStored(changes);
  console.warn('[mock] the demo data kept in the browser is damaged; starting from the seed');
  return new Map();
}

/** Keeps the changes and answers them as stored, or throws StorageRefused. */
export function writeChanges(storage: ChangeStorage, log: ChangeLog): string {
  const json = JSON.stringify({ version: CHANGES_VERSION, changes: toStored(log) });
  try {
    storage.setItem(CHANGES_KEY, json);
  } catch (error) {
    throw new StorageRefused(error);
  }
  return json;
}

export function forgetChanges(storage: ChangeStorage): void {
  storage.removeItem(CHANGES_KEY);
}
