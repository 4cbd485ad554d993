import { Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenLoading } from '../../shared/components/full-screen-loading';
import { clearClientState } from '../../shared/session/logout';
import { useLockState } from '../../shared/stores/idle-lock-store';
import { useSessionStore } from '../../shared/stores/session-store';
import { lazyScreen } from './lazy-screen';

// Loaded like a screen: a chunk that cannot be fetched reloads the page once, then shows the recovery view.
const Shell = lazyScreen('page:shell', () => import('../shell/shell'));

/** No token on a protected route: whatever a previous session left (user info, menus, navigation) goes too. */
function ToLogin({ from }: { from: string }) {
  useEffect(() => clearClientState(), []);
  return <Navigate to="/login" replace state={{ from }} />;
}

/**
 * Every route but /login needs a token; without one the user signs in and comes back here. A locked
 * session has none either, but stays: the shell asks its admin for the password.
 */
export function RequireAuth() {
  const token = useSessionStore((state) => state.token);
  const lockedLogin = useSessionStore((state) => state.userInfo.login);
  const locked = useLockState((state) => state.locked);
  const location = useLocation();
  // The permissions, the screen at the address and the shell's strings, asked for beside the shell's chunk
  // rather than once it has arrived and rendered (a chunk of its own: /login does not load it).
  useEffect(() => {
    if (!token) return;
    // Not for a session that ended (or a guard that went) before the module came.
    let current = true;
    void import('./landing')
      .then(({ startLanding }) => current && startLanding(window.location.pathname))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token]);
  if (!token && !(locked && lockedLogin)) return <ToLogin from={`${location.pathname}${location.search}`} />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Shell />
    </Suspense>
  );
}
