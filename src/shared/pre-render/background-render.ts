import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, use, type RefObject } from 'react';

/**
 * Whether the screen around is rendering in the background, before its first showing (the pointer
 * resting on its menu entry, shell-tabs.tsx). Read while rendering: it stays true until the screen shows,
 * and showing it does not render it again.
 */
export const InBackground = createContext<RefObject<boolean> | null>(null);

/**
 * A screen rendered in the background has no effects running, so nothing it subscribes to draws it again
 * when its data arrives. The shell counts those arrivals here instead; a component reading this is drawn
 * again with each, still hidden, and is complete by the time it shows. Once shown it never changes.
 */
export const BackgroundPass = createContext(0);

/**
 * For a screen's main query: while the screen renders in the background, asks for its data at once,
 * silently (nobody has opened the screen yet: a failure is for the screen to show, and it asks again when
 * it does), and draws the caller again when the data is in. Shown, it does nothing: the query's own
 * observer fetches, and cancels the call when the screen goes away.
 */
export function usePrefetchInBackground({
  queryKey,
  fetchSilently,
  enabled = true,
}: {
  queryKey: QueryKey;
  fetchSilently: () => Promise<unknown>;
  /** False while the screen cannot ask yet (a list waiting for a required filter). */
  enabled?: boolean;
}): void {
  use(BackgroundPass);
  const inBackground = use(InBackground);
  const queryClient = useQueryClient();
  if (enabled && inBackground?.current && !queryClient.getQueryState(queryKey)) {
    void queryClient.prefetchQuery({ queryKey, queryFn: fetchSilently });
  }
}
