import { topicsOf, type LiveChange } from '../shared/live/live-changes';

/** Who hears of the changes each request kept: the demo's channel to the other tabs, the server's streams. */
const listeners = new Set<(change: LiveChange) => void>();

export function onLiveChange(listener: (change: LiveChange) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** After a request has kept changes to `collections`: tells the listeners their topics. */
export function announceChanges(collections: readonly string[]): void {
  if (!collections.length) return;
  const change = { topics: topicsOf(collections) };
  for (const listener of listeners) listener(change);
}
