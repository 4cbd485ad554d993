import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { taggingApi, taggingKeys } from './api';
import type { WaitingTagCounts } from './types';

/** How often the side menu asks again how much waits, while the console is open. */
const REFRESH_MS = 60_000;

/** Which count each tagging queue shows: the workbench what it could give this tagger, the lists all that waits. */
const COUNT_OF_SCREEN: Record<string, keyof WaitingTagCounts> = {
  '/marking-content-manage/marking': 'forMe',
  '/marking-content-manage/new-marking': 'waiting',
  '/marking-content-manage/label-work-order': 'waiting',
};

/**
 * The number of posts waiting for tags beside each tagging queue among `screenUris` (the admin's routes),
 * refreshed in the background; nothing is asked when the admin has no tagging queue.
 */
export function useTaggingWaitingCounts(screenUris: readonly string[]): Record<string, number> {
  const queues = useMemo(() => screenUris.filter((uri) => uri in COUNT_OF_SCREEN), [screenUris]);
  const { data } = useQuery({
    queryKey: taggingKeys.counts,
    queryFn: taggingApi.counts,
    enabled: queues.length > 0,
    refetchInterval: REFRESH_MS,
  });
  return useMemo(
    () => (data ? Object.fromEntries(queues.map((uri) => [uri, data[COUNT_OF_SCREEN[uri]]])) : {}),
    [data, queues],
  );
}
