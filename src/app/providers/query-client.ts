import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isRequestError } from '../../shared/request/request-error';
import { onLogout } from '../../shared/session/logout';
import { useLockState } from '../../shared/stores/idle-lock-store';
import { isResumingTab } from '../shell/tabs/tab-resume';

/** Server state for the screens. A 401 or a rule the server refused is not worth retrying. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      // A tab shown again keeps the rows it had (tab-resume.ts); a screen opened afresh asks when stale.
      refetchOnMount: () => !isResumingTab(),
      // A tab in the background has no observers: its lists stay cached for a long shift's half hour.
      gcTime: 30 * 60_000,
      retry: (failureCount, error) =>
        failureCount < 1 && !(isRequestError(error) && typeof error.code === 'number' && error.code < 500),
    },
    mutations: { retry: false },
  },
});

onLogout(() => queryClient.clear());

/**
 * A locked console is offline to TanStack Query: queries and mutations, the side menu's waiting counts
 * among them, pause until the password is given (none would get through the request layer anyway), and
 * the screen in view asks again once unlocked, as after a lost connection.
 */
onlineManager.setEventListener((setOnline) => {
  let connected = true;
  const update = () => setOnline(connected && !useLockState.getState().locked);
  const onConnection = (event: Event) => {
    connected = event.type === 'online';
    update();
  };
  window.addEventListener('online', onConnection);
  window.addEventListener('offline', onConnection);
  const stopFollowingLock = useLockState.subscribe(update);
  update();
  return () => {
    window.removeEventListener('online', onConnection);
    window.removeEventListener('offline', onConnection);
    stopFollowingLock();
  };
});
