import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creatorApi, creatorKeys } from '../api';
import type { CriteriaInput, VerificationCriteria } from '../types';

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

/** The verification numbers a creator of a field (domain) has to reach. */
export function useVerificationCriteria(fieldId: number | null) {
  return useQuery({
    queryKey: creatorKeys.criteria(fieldId ?? 0),
    queryFn: () => creatorApi.criteria(fieldId!),
    enabled: fieldId !== null,
  });
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
    mutationFn: ({ fieldId, input }: { fieldId: number; input: CriteriaInput }) =>
      creatorApi.saveCriteria(fieldId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(creatorKeys.criteria(saved.fieldId), saved);
      onSuccess(saved);
    },
    onError,
  });
}

/** Which verification conditions one user meets today. */
export function useVerificationCheck() {
  return useMutation({ mutationFn: creatorApi.check });
}
