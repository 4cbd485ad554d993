import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hotApi, hotKeys } from '../api';
import type { CommunityConfig } from '../types';

/** The community positions, each with how many posts it recommends. */
export function useCommunitySlots() {
  return useQuery({ queryKey: hotKeys.slots, queryFn: hotApi.slots });
}

/** The posts one community position recommends, in order (`null`: no position yet, nothing asked). */
export function useSlotRecommendations(slotId: number | null) {
  return useQuery({
    queryKey: hotKeys.recommendations(slotId ?? 0),
    queryFn: () => hotApi.recommendations(slotId!),
    enabled: slotId !== null,
  });
}

/** Reloads the community positions and their recommendations (their keys sit under the positions'). */
export function useReloadSlots() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hotKeys.slots });
}

/** The positions still to be displayed, which a post from the pool can take. */
export function useOpenPositions() {
  return useQuery({
    queryKey: [...hotKeys.positions, 'open'],
    queryFn: () => hotApi.positions({ status: 'toBeDisplayed', size: 200, current: 1 }),
  });
}

/** Reloads everything the hot screens show (positions, history, pool, settings, community). */
export function useRefreshHot() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: hotKeys.all });
}

/**
 * Saves the community settings: what the server answers becomes the cached settings, every hot list is
 * marked stale (not awaited), then the screen's `onSuccess` runs.
 */
export function useSaveHotConfig({
  onSuccess,
  onError,
}: {
  onSuccess: (saved: CommunityConfig) => void;
  onError: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hotApi.saveConfig,
    onSuccess: (saved) => {
      queryClient.setQueryData(hotKeys.config, saved);
      void queryClient.invalidateQueries({ queryKey: hotKeys.all });
      onSuccess(saved);
    },
    onError,
  });
}
