import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { reviewApi, reviewKeys } from './api';
import { QUEUE_OF_SCREEN, waitingIn } from './queues';

/** How often the side menu asks again how much waits, while the console is open. */
const REFRESH_MS = 60_000;

/**
 * The number of waiting tasks of each queue screen among `screenUris` (the admin's routes), refreshed in
 * the background and after every decision; nothing is asked when the admin has no queue.
 */
export function useWaitingCounts(screenUris: readonly string[]): Record<string, number> {
  const queues = useMemo(() => screenUris.filter((uri) => uri in QUEUE_OF_SCREEN), [screenUris]);
  const { data } = useQuery({
    queryKey: reviewKeys.counts,
    queryFn: reviewApi.counts,
    enabled: queues.length > 0,
    refetchInterval: REFRESH_MS,
  });
  return useMemo(
    () => (data ? Object.fromEntries(queues.map((uri) => [uri, waitingIn(QUEUE_OF_SCREEN[uri], data)])) : {}),
    [data, queues],
  );
}
