import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { toRequestParams } from '../../../shared/components/list-page/list-query';
import { useListQuery } from '../../../shared/components/list-page/use-list-query';
import { reviewApi, reviewKeys } from '../api';
import type { ActInput, TaskSource, TaskType } from '../types';

export const QUEUE_FILTERS = ['status', 'type', 'language', 'machineStatus'] as const;
/** A queue opens on what waits; "all" shows decided tasks too. */
export const ALL_STATUSES = 'all';

/** A queue's page (filters and paging in the URL), and its actions, which reload it afterwards. */
export function useReviewQueue(sources: readonly TaskSource[], taskType?: TaskType) {
  const queryClient = useQueryClient();
  const { query, setQuery } = useListQuery([...QUEUE_FILTERS]);
  const status = query.filters.status ?? 'notProcessed';
  const params = {
    ...toRequestParams(query),
    source: sources.join(','),
    status: status === ALL_STATUSES ? '' : status,
    ...(taskType ? { type: taskType } : {}),
  };
  const key = reviewKeys.queue(sources);
  const list = useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => reviewApi.page(params, { signal }),
    placeholderData: keepPreviousData,
  });
  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: reviewKeys.counts }),
    ]);

  return {
    query,
    setQuery,
    status,
    list,
    tasks: list.data?.records ?? [],
    reload,
    act: async (id: number, input: ActInput) => {
      const task = await reviewApi.act(id, input);
      await reload();
      return task;
    },
    batch: async (ids: number[], input: ActInput) => {
      const result = await reviewApi.batch(ids, input);
      await reload();
      return result;
    },
  };
}
