import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { creatorApi, creatorKeys, type OverviewQuery } from './api';

/**
 * The creator data overview for a range: the last figures stay on screen while a new range loads, and a
 * range the form refuses (`enabled: false`) is not asked for; a refusal is shown, not retried.
 */
export const useCreatorOverview = (query: OverviewQuery, enabled: boolean) =>
  useQuery({
    queryKey: creatorKeys.overview(query),
    queryFn: ({ signal }) => creatorApi.overview(query, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
