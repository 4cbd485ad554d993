import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorApi, creatorKeys } from '../api';
import type { VerificationCriteria } from '../types';

/** Reloads the creators' list (after a level change). */
export function useRefreshCreators() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creatorKeys.creators });
}

/** Reloads the creators' posts (after a score). */
export function useRefreshCreatorPosts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creatorKeys.posts });
}

/** The verification numbers a creator has to reach. */
export function useVerificationCriteria() {
  return useQuery({ queryKey: creatorKeys.criteria, queryFn: creatorApi.criteria });
}

/**
 * Saves the verification numbers; what the server answers becomes the cached numbers before the screen's
 * `onSuccess` runs.
 */
export function useSaveCriteria({
  onSuccess,
  onError,
}: {
  onSuccess: (saved: VerificationCriteria) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: creatorApi.saveCriteria,
    onSuccess: (saved) => {
      queryClient.setQueryData(creatorKeys.criteria, saved);
      onSuccess(saved);
    },
    onError,
  });
}

/** Which verification conditions one user meets today. */
export function useVerificationCheck() {
  return useMutation({ mutationFn: creatorApi.check });
}
