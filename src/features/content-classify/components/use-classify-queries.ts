import { useQuery, useQueryClient } from '@tanstack/react-query';
import { categoryApi, classifyKeys } from '../api';

/** Every main category, highest weight first (one request, shared by the classify screens). */
export function useAllCategories() {
  return useQuery({ queryKey: classifyKeys.allCategories, queryFn: ({ signal }) => categoryApi.all({ signal }) });
}

/** Reloads everything the classify screens show (categories, pools, guidance), which a category's change reaches. */
export function useRefreshClassify() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classifyKeys.all });
}

/** Reloads the posting guidance (after one is saved). */
export function useRefreshGuidance() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: classifyKeys.guidance });
}
