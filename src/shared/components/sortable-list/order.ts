/** Moves the item at `from` to `to`, returning a new array (the same order when either is out of range). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** Whether `ids` is exactly the set `all` in some order: none missing, none twice, none unknown. */
export function isPermutationOf<K>(ids: readonly K[], all: readonly K[]): boolean {
  if (ids.length !== all.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(all);
  return ids.every((id) => known.has(id));
}

/** Weights from an order, highest first: with n items the first weighs n × step, the last step. */
export const weightsFrom = <K>(ids: readonly K[], step = 10) =>
  ids.map((id, index) => ({ id, weight: (ids.length - index) * step }));
