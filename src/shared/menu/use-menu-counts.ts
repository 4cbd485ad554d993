import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/** How often the side menu asks again how much waits, while the console is open. */
const REFRESH_MS = 60_000;

export interface MenuCountsSource<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  /** The count each screen shows, read from the one answer; a module constant (the hook memoises on it). */
  countOf: Readonly<Record<string, (answer: T) => number>>;
}

/**
 * The numbers beside side-menu entries that one call answers (tasks waiting in a queue), for the screens
 * among `screenUris` (the admin's routes) that have one, refreshed in the background; nothing is asked
 * when the admin has none of them.
 */
export function useMenuCounts<T>(
  screenUris: readonly string[],
  { queryKey, queryFn, countOf }: MenuCountsSource<T>,
): Record<string, number> {
  const screens = useMemo(() => screenUris.filter((uri) => uri in countOf), [screenUris, countOf]);
  const { data } = useQuery({ queryKey, queryFn, enabled: screens.length > 0, refetchInterval: REFRESH_MS });
  return useMemo(
    () => (data ? Object.fromEntries(screens.map((uri) => [uri, countOf[uri](data)])) : {}),
    [data, screens, countOf],
  );
}
