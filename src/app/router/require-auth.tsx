import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullScreenLoading } from '../../shared/components/full-screen-loading';
import { useSessionStore } from '../../shared/stores/session-store';

const Shell = lazy(() => import('../shell/shell'));

/** Every route but /login needs a token; without one the user signs in and comes back here. */
export function RequireAuth() {
  const token = useSessionStore((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  return (
    <Suspense fallback={<FullScreenLoading />}>
      <Shell />
    </Suspense>
  );
}
