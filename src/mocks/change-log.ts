import type { Row } from './row';

/**
 * What users changed in one collection, measured against the seed: the rows they added or edited (by id,
 * in the order each was first written) and the ids of seed rows they removed.
 */
export interface CollectionChanges {
  written: Map<number, Row>;
  removed: Set<number>;
}

/** Every collection's changes, by collection name. */
export type ChangeLog = Map<string, CollectionChanges>;

/** The change log as JSON holds it. */
export type StoredChangeLog = Record<string, { rows: Row[]; removed: number[] }>;

export function changesIn(log: ChangeLog, name: string): CollectionChanges {
  let changes = log.get(name);
  if (!changes) {
    changes = { written: new Map(), removed: new Set() };
    log.set(name, changes);
  }
  return changes;
}

export function copyOfChanges(changes: CollectionChanges): CollectionChanges {
  return { written: new Map(changes.written), removed: new Set(changes.removed) };
}

/** An added or edited row. A removed seed row written again (the same id) stands in the seed's place. */
export function recordWrite(changes: CollectionChanges, row: Row): void {
  changes.removed.delete(row.id);
  changes.written.set(row.id, row);
}

export function recordRemoval(changes: CollectionChanges, id: number, inSeed: boolean): void {
  changes.written.delete(id);
  if (inSeed) changes.removed.add(id);
}

/**
 * A whole collection replaced: recorded as the rows that differ. Rows are never edited in place (the db
 * writes a new object), so a row that is not the very object it was before is one that changed.
 */
export function recordReplacement(
  changes: CollectionChanges,
  before: readonly Row[],
  after: readonly Row[],
  inSeed: (id: number) => boolean,
): void {
  const gone = new Map(before.map((row) => [row.id, row]));
  for (const row of after) {
    if (gone.get(row.id) !== row) recordWrite(changes, row);
    gone.delete(row.id);
  }
  for (const id of gone.keys()) recordRemoval(changes, id, inSeed(id));
}

/** The seed's rows with the changes on top: edited rows where the seed has them, added rows after. */
export function applyChanges(seedRows: readonly Row[], changes: CollectionChanges | undefined): Row[] {
  if (!changes) return [...seedRows];
  const rows: Row[] = [];
  const placed = new Set<number>();
  for (const row of seedRows) {
    if (changes.removed.has(row.id)) continue;
    const written = changes.written.get(row.id);
    if (written) placed.add(row.id);
    rows.push(written ?? row);
  }
  for (const [id, row] of changes.written) if (!placed.has(id)) rows.push(row);
  return rows;
}

export function toStored(log: ChangeLog): StoredChangeLog {
  const stored: StoredChangeLog = {};
  for (const [name, { written, removed }] of log) {
    if (written.size || removed.size) stored[name] = { rows: [...written.values()], removed: [...removed] };
  }
  return stored;
}

export function fromStored(stored: StoredChangeLog): ChangeLog {
  return new Map(
    Object.entries(stored).map(([name, { rows, removed }]) => [
      name,
      { written: new Map(rows.map((row) => [row.id, row])), removed: new Set(removed) },
    ]),
  );
}
