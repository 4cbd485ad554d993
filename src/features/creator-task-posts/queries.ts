import { useQuery, useQueryClient } from '@tanstack/react-query';
import { taskPostApi, taskPostKeys } from './api';

/** The creator centre's rejection reasons, for the reject dialog: they change rarely, kept a minute. */
export const useRejectionReasons = () =>
  useQuery({ queryKey: taskPostKeys.reasons, queryFn: taskPostApi.reasons, staleTime: 60_000 });

/** Rejects a submitted post with one of those reasons, then the list reads again. */
export function useRejectTaskPost() {
  const queryClient = useQueryClient();
  return async (id: number, reasonId: number | undefined) => {
    await taskPostApi.reject(id, reasonId);
    await queryClient.invalidateQueries({ queryKey: taskPostKeys.posts });
  };
}
