/**
 * The mock backend's database: named collections of rows, seeded deterministically. In the browser it
 * is kept in localStorage so created and edited data survive a reload; in tests it starts fresh.
 */
export type Row = { id: number } & Record<string, unknown>;
export type Collections = Record<string, Row[]>;

const STORAGE_KEY = 'admin-mock-db';
/** Bump when the seed's shape changes so stale browser copies are replaced. */
const SEED_VERSION = 4;

let seedFactory: () => Collections = () => ({});
let collections: Collections = {};
let persistInBrowser = false;

export function configureDb(options: { seed: () => Collections; persist: boolean }): void {
  seedFactory = options.seed;
  persistInBrowser = options.persist;
  collections = (persistInBrowser && readSaved()) || seedFactory();
}

/** What a previous page kept, when it has the shape this version writes; anything else means the seed. */
function readSaved(): Collections | null {
  let saved: unknown;
  try {
    saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    console.warn('[mock] the demo data kept in the browser is not JSON; starting from the seed');
    return null;
  }
  if (saved === null) return null;
  const { version, collections } = (saved ?? {}) as { version?: unknown; collections?: unknown };
  if (version !== SEED_VERSION) return null;
  const isRow = (row: unknown) => !!row && typeof row === 'object' && typeof (row as Row).id === 'number';
  const valid =
    !!collections &&
    typeof collections === 'object' &&
    !Array.isArray(collections) &&
    Object.values(collections).every((rows) => Array.isArray(rows) && rows.every(isRow));
  if (valid) return collections as Collections;
  console.warn('[mock] the demo data kept in the browser is damaged; starting from the seed');
  return null;
}

function save(): void {
  if (!persistInBrowser) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: SEED_VERSION, collections }));
  } catch (error) {
    // Storage full (large uploads): the data stays in memory until the page is reloaded.
    console.warn('[mock] could not keep the demo data in the browser:', error);
  }
}

/** Back to the seed: the "reset demo data" action and every test. */
export function resetDb(): void {
  collections = seedFactory();
  save();
}

function rowsOf<T extends Row>(name: string): T[] {
  collections[name] ??= [];
  return collections[name] as T[];
}

export const db = {
  all<T extends Row>(name: string): T[] {
    return [...rowsOf<T>(name)];
  },
  find<T extends Row>(name: string, predicate: (row: T) => boolean): T | undefined {
    return rowsOf<T>(name).find(predicate);
  },
  byId<T extends Row>(name: string, id: number): T | undefined {
    return rowsOf<T>(name).find((row) => row.id === id);
  },
  nextId(name: string): number {
    return rowsOf(name).reduce((max, row) => Math.max(max, row.id), 0) + 1;
  },
  insert<T extends Row>(name: string, row: Omit<T, 'id'> & { id?: number }): T {
    const created = { ...row, id: row.id ?? db.nextId(name) } as T;
    rowsOf<T>(name).push(created);
    save();
    return created;
  },
  update<T extends Row>(name: string, id: number, changes: Partial<T>): T | undefined {
    const rows = rowsOf<T>(name);
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return undefined;
    rows[index] = { ...rows[index], ...changes, id };
    save();
    return rows[index];
  },
  remove(name: string, id: number): boolean {
    const rows = rowsOf(name);
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return false;
    rows.splice(index, 1);
    save();
    return true;
  },
  replaceAll<T extends Row>(name: string, rows: T[]): void {
    collections[name] = rows;
    save();
  },
};
