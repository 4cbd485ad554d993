/**
 * Live queues: after each request that changed something, the mock tells every other console which kinds
 * of things changed, so a claim, a decision or a new report shows in other moderators' queues and menu
 * counts within about a second, without a reload. A topic is the first part of a changed collection's name
 * (`review-tasks` → `review`), which is the root of the queries that read it (`['review', 'queue', …]`).
 *
 * The in-browser mock tells the other tabs over a BroadcastChannel; `npm run mock:server` streams the same
 * to every console that asks (server-sent events at LIVE_CHANGES_PATH, with `VITE_LIVE_CHANGES=true`).
 */
export interface LiveChange {
  topics: string[];
}

export const LIVE_CHANGES_CHANNEL = 'admin-console-live-changes';
export const LIVE_CHANGES_PATH = '/services/mock/api/live-changes';

/** The topics of the changed collections, each once. */
export const topicsOf = (collections: readonly string[]): string[] => [
  ...new Set(collections.map((name) => name.split('-')[0])),
];

const isLiveChange = (value: unknown): value is LiveChange =>
  !!value &&
  typeof value === 'object' &&
  Array.isArray((value as LiveChange).topics) &&
  (value as LiveChange).topics.every((topic) => typeof topic === 'string');

export interface LiveChangesSource {
  /** The demo: the mock runs in every tab. */
  mock: boolean;
  /** The mock server's stream of changes, when the stage has one. */
  streamUrl?: string;
}

/** Calls `listener` with each change another console made; answers how to stop. */
export function subscribeToLiveChanges(
  { mock, streamUrl }: LiveChangesSource,
  listener: (change: LiveChange) => void,
): () => void {
  if (mock) {
    const channel = new BroadcastChannel(LIVE_CHANGES_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isLiveChange(event.data)) listener(event.data);
    };
    return () => channel.close();
  }
  if (!streamUrl) return () => {};
  const stream = new EventSource(streamUrl);
  stream.onmessage = (event: MessageEvent<string>) => {
    try {
      const change: unknown = JSON.parse(event.data);
      if (isLiveChange(change)) listener(change);
    } catch {
      // Not a change: nothing to refresh.
    }
  };
  return () => stream.close();
}
