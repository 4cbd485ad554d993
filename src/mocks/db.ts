import {
  applyChanges,
  changesIn,
  copyOfChanges,
  recordRemoval,
  recordReplacement,
  recordWrite,
  type ChangeLog,
  type CollectionChanges,
} from './change-log';
import {
  forgetChanges,
  isShared,
  keptText,
  readChanges,
  writeChanges,
  type ChangeStorage,
  type SharedChangeStorage,
} from './change-storage';
import type { Row } from './row';

/**
 * The mock backend's database: named collections of rows. The seed is generated at every start (it is
 * deterministic); only what users changed is kept, in the storage given to `configureDb` (localStorage in
 * the demo, nothing in tests), and applied on top of the seed at the next start.
 *
 * Changes are made in memory and kept by `commitChanges` once the request that made them has finished
 * (`keep-changes.ts`), so a request's changes are kept, or refused, together.
 */
export type Collections = Record<string, Row[]>;

export interface DbOptions {
  seed: () => Collections;
  /**
   * Where changes are kept between page loads; without it they live until the page goes. A shared one is
   * written by other copies of the mock too (the demo's tabs).
   */
  storage?: ChangeStorage | SharedChangeStorage;
  /**
   * Freeze every seed row (the tests): a handler that changes a row in place instead of through
   * `db.update` then fails at once. Such a change escapes the change log (it is never kept) and, the seed
   * being built once, would leak into every later reset.
   */
  freezeSeed?: boolean;
}

let seedFactory: () => Collections = () => ({});
let freezeSeed = false;
let storage: ChangeStorage | undefined;
let shared: SharedChangeStorage | undefined;
/** The stored changes as this copy of the mock last read or wrote them: another tab's write makes them differ. */
let lastKept: string | null = null;
/** The seed of this start, never changed: what the change log is measured against. */
let seed: Collections = {};
const seedIds = new Map<string, Set<number>>();
let collections: Collections = {};
let changes: ChangeLog = new Map();
/** Each collection changed since the last commit, as it was before: what a refused commit puts back. */
const uncommitted = new Map<string, { rows: Row[]; changes?: CollectionChanges }>();

export function configureDb(options: DbOptions): void {
  seedFactory = options.seed;
  freezeSeed = options.freezeSeed ?? false;
  builtSeed = undefined;
  readSeeds.clear();
  storage = options.storage;
  shared = options.storage && isShared(options.storage) ? options.storage : undefined;
  lastKept = storage ? keptText(storage) : null;
  start(storage ? readChanges(storage) : new Map());
}

/** Whether the changes are kept in a storage that other copies of the mock (other tabs) write too. */
export const sharedWithOtherTabs = (): boolean => shared !== undefined;

/** The seed made by the first start since `configureDb`, shared by every later start (each reset). */
let builtSeed: Collections | undefined;
/** The collections of `builtSeed` read since `configureDb`, frozen when `freezeSeed` asks for it. */
const readSeeds = new Set<string>();

/** Freezes a row, with the arrays and objects inside it (see `freezeSeed`). */
function freeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) freeze(child);
}

/**
 * A collection's seed rows. The seed is deterministic and tens of thousands of rows: each collection is
 * built the first time it is read (`buildSeed` builds a feature's seed when one of its collections is),
 * and every later start (each test) starts from it again.
 */
function seedOf(name: string): readonly Row[] {
  const rows = seed[name] ?? [];
  if (!readSeeds.has(name)) {
    readSeeds.add(name);
    if (freezeSeed) rows.forEach(freeze);
  }
  return rows;
}

function start(log: ChangeLog): void {
  builtSeed ??= seedFactory();
  seed = builtSeed;
  seedIds.clear();
  uncommitted.clear();
  changes = log;
  // Each collection is made from its seed and its changes when it is first read (`rowsOf`).
  collections = {};
  byIdIndexes.clear();
}

/**
 * Before a request, in its turn (`one-at-a-time.ts`): the changes another tab of the demo (which runs its
 * own copy of the mock) has kept since this copy last read or wrote them, so that a session or a row it
 * made is known here too, as on one server.
 */
export async function takeChangesOfOtherTabs(): Promise<void> {
  if (!shared) return;
  await shared.refresh();
  startAgainIfChangedElsewhere();
}

function startAgainIfChangedElsewhere(): void {
  if (!storage) return;
  const kept = keptText(storage);
  if (kept === lastKept) return;
  lastKept = kept;
  start(readChanges(storage));
}

/**
 * After a request, in its turn: `commitChanges` (answering the collections changed), and with a shared
 * storage, once the changes are really kept. When they are refused it throws StorageRefused, having gone
 * back to what is kept.
 */
export async function keepChanges(): Promise<string[]> {
  const changed = commitChanges();
  if (!shared) return changed;
  try {
    await shared.flush();
  } catch (error) {
    await shared.refresh();
    startAgainIfChangedElsewhere();
    throw error;
  }
  return changed;
}

/** Back to the seed, with no changes kept: the "reset demo data" action and every test. */
export function resetDb(): void {
  start(new Map());
  if (storage) forgetChanges(storage);
  lastKept = null;
}

/**
 * Keeps the changes made since the last commit and answers the collections they changed. When the storage
 * refuses them it throws StorageRefused, having put those changes back: what the database holds is again
 * what is kept.
 */
export function commitChanges(): string[] {
  if (!uncommitted.size) return [];
  const changed = [...uncommitted.keys()];
  try {
    if (storage) lastKept = writeChanges(storage, changes);
  } catch (error) {
    putBackUncommitted();
    throw error;
  } finally {
    uncommitted.clear();
  }
  return changed;
}

/** Puts back what was changed since the last commit: a request that failed keeps nothing of what it did. */
export function discardChanges(): void {
  putBackUncommitted();
  uncommitted.clear();
}

function putBackUncommitted(): void {
  for (const [name, before] of uncommitted) {
    collections[name] = before.rows;
    byIdIndexes.delete(name);
    if (before.changes) changes.set(name, before.changes);
    else changes.delete(name);
  }
}

function inSeed(name: string, id: number): boolean {
  let ids = seedIds.get(name);
  if (!ids) {
    ids = new Set(seedOf(name).map((row) => row.id));
    seedIds.set(name, ids);
  }
  return ids.has(id);
}

/**
 * Each looked-up collection's rows by id, kept in step with every write: a handler looking up rows one by
 * one in a collection of 20,000 posts would otherwise scan it each time.
 */
const byIdIndexes = new Map<string, Map<number, Row>>();

function byIdIndexOf(name: string): Map<number, Row> {
  let index = byIdIndexes.get(name);
  if (!index) {
    index = new Map(rowsOf(name).map((row) => [row.id, row]));
    byIdIndexes.set(name, index);
  }
  return index;
}

function rowsOf<T extends Row>(name: string): T[] {
  collections[name] ??= applyChanges(seedOf(name), changes.get(name));
  return collections[name] as T[];
}

/** The changes of a collection about to change, remembering it as it was if this is its first since the last commit. */
function changing(name: string): CollectionChanges {
  if (!uncommitted.has(name)) {
    const before = changes.get(name);
    uncommitted.set(name, { rows: [...rowsOf(name)], changes: before && copyOfChanges(before) });
  }
  return changesIn(changes, name);
}

export const db = {
  all<T extends Row>(name: string): T[] {
    return [...rowsOf<T>(name)];
  },
  find<T extends Row>(name: string, predicate: (row: T) => boolean): T | undefined {
    return rowsOf<T>(name).find(predicate);
  },
  byId<T extends Row>(name: string, id: number): T | undefined {
    return byIdIndexOf(name).get(id) as T | undefined;
  },
  nextId(name: string): number {
    return rowsOf(name).reduce((max, row) => Math.max(max, row.id), 0) + 1;
  },
  insert<T extends Row>(name: string, row: Omit<T, 'id'> & { id?: number }): T {
    const created = { ...row, id: row.id ?? db.nextId(name) } as T;
    recordWrite(changing(name), created);
    rowsOf<T>(name).push(created);
    byIdIndexes.get(name)?.set(created.id, created);
    return created;
  },
  update<T extends Row>(name: string, id: number, changes: Partial<T>): T | undefined {
    const rows = rowsOf<T>(name);
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return undefined;
    const updated = { ...rows[index], ...changes, id };
    recordWrite(changing(name), updated);
    rows[index] = updated;
    byIdIndexes.get(name)?.set(id, updated);
    return updated;
  },
  remove(name: string, id: number): boolean {
    const rows = rowsOf(name);
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return false;
    recordRemoval(changing(name), id, inSeed(name, id));
    rows.splice(index, 1);
    byIdIndexes.get(name)?.delete(id);
    return true;
  },
  replaceAll<T extends Row>(name: string, rows: T[]): void {
    recordReplacement(changing(name), rowsOf(name), rows, (id) => inSeed(name, id));
    collections[name] = rows;
    byIdIndexes.delete(name);
  },
};
