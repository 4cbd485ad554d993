import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recommendedTopicApi, topicApi, topicKeys } from './api';

/** The recommended topics strip, in its order. */
export const useRecommendedTopics = () =>
  useQuery({ queryKey: topicKeys.recommended, queryFn: ({ signal }) => recommendedTopicApi.list({ signal }) });

/** Valid topics to choose from (the recommendation form). */
export const useTopicOptions = () =>
  useQuery({ queryKey: topicKeys.options, queryFn: ({ signal }) => topicApi.options({ signal }) });

/** Saving the strip's order and removing a topic from it, each followed by the strip read again. */
export function useRecommendedTopicWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: topicKeys.recommended });
  return {
    order: async (ids: number[]) => {
      await recommendedTopicApi.order(ids);
      await refresh();
    },
    remove: async (id: number) => {
      await recommendedTopicApi.remove(id);
      await refresh();
    },
  };
}
