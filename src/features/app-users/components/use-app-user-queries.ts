import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { appUserApi, appUserKeys, silenceApi } from '../api';

/** One app user's profile, counts and punishment history. */
export function useAppUser(userId: number) {
  return useQuery({ queryKey: appUserKeys.user(userId), queryFn: () => appUserApi.detail(userId) });
}

/** One user's silences, asked for only once there is a user (`undefined`: none chosen yet). */
export function useSilenceHistory(userId: number | undefined) {
  return useQuery({
    queryKey: [...appUserKeys.silences, 'history', userId],
    queryFn: () => silenceApi.history(userId!),
    enabled: userId !== undefined,
  });
}

/** Marks the lists under each key stale, one after the other: the lists on screen reload before the next. */
function useReload() {
  const queryClient = useQueryClient();
  return async (...keys: QueryKey[]) => {
    for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
  };
}

/** Reloads the users' list (a user's row shows their type, roles and state). */
export function useRefreshAppUsers() {
  const reload = useReload();
  return () => reload(appUserKeys.users);
}

/**
 * Reloads the users' and the silences' lists, which a punishment changes both; the list on screen
 * (`first`) reloads before the other.
 */
export function useRefreshPunished() {
  const reload = useReload();
  return (first: 'users' | 'silences') =>
    first === 'users'
      ? reload(appUserKeys.users, appUserKeys.silences)
      : reload(appUserKeys.silences, appUserKeys.users);
}

/** Reloads the appeals, then the users and the silences an accepted appeal lifts. */
export function useRefreshAppeals() {
  const reload = useReload();
  return () => reload(appUserKeys.appeals, appUserKeys.users, appUserKeys.silences);
}

/** Reloads the whitelist, then the users (an entry sets a user's type). */
export function useRefreshWhitelist() {
  const reload = useReload();
  return () => reload(appUserKeys.whitelist, appUserKeys.users);
}
