const identity = (item: unknown): unknown => item;

/**
 * Returns each repeated value once, in order of its second occurrence.
 * The returned element is the one found at that second occurrence.
 * Keys are compared with SameValueZero (like Set), so NaN matches NaN.
 */
export function findDuplicates<T>(items: readonly T[], key: (item: T) => unknown = identity): T[] {
  const seen = new Set<unknown>();
  const reported = new Set<unknown>();
  const duplicates: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (!seen.has(k)) {
      seen.add(k);
    } else if (!reported.has(k)) {
      reported.add(k);
      duplicates.push(item);
    }
  }
  return duplicates;
}

/** Keeps the first occurrence of each value, in order. */
export function uniqueList<T>(items: readonly T[], key: (item: T) => unknown = identity): T[] {
  const seen = new Set<unknown>();
  const unique: T[] = [];
  for (const item of items) {
    const k = key(item);
    if (!seen.has(k)) {
      seen.add(k);
      unique.push(item);
    }
  }
  return unique;
}
