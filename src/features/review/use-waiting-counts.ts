import { useMenuCounts } from '../../shared/menu/use-menu-counts';
import { reviewApi, reviewKeys } from './api';
import { QUEUE_OF_SCREEN, waitingIn, type WaitingCounts } from './queues';

const COUNT_OF_SCREEN = Object.fromEntries(
  Object.entries(QUEUE_OF_SCREEN).map(([uri, queue]) => [uri, (counts: WaitingCounts) => waitingIn(queue, counts)]),
);

/** The number of waiting tasks of each queue screen among `screenUris`, also refreshed after every decision. */
export const useWaitingCounts = (screenUris: readonly string[]) =>
  useMenuCounts(screenUris, { queryKey: reviewKeys.counts, queryFn: reviewApi.counts, countOf: COUNT_OF_SCREEN });
