import { memo } from 'react';
import { Navigate, useLocation, useRoutes, type Location } from 'react-router-dom';
import { HOME_ENTRY } from '../../shared/menu/build-routes';
import { useMenuStore } from '../../shared/stores/menu-store';
import { ErrorAll } from '../pages/error-all';
import { Home } from '../pages/home';
import { NoAuth } from '../pages/no-auth';
import { screenRegistry } from '../router/screen-registry';
import { usePermissionsStatus } from '../session/permissions-status';
import { ScreenPage } from './screen-page';

/**
 * A path no permitted route matched: NoAuth when a screen exists for it, otherwise not found. While the
 * permissions could not be loaded the verdict waits (the banner above offers a retry), so the address
 * is kept and the screen opens once they load.
 */
function Unmatched() {
  const { pathname } = useLocation();
  const permissionsFailed = usePermissionsStatus((state) => state.status === 'failed');
  if (!screenRegistry.hasScreen(pathname)) return <ErrorAll />;
  return permissionsFailed ? null : <Navigate to="/no-auth" replace />;
}

/**
 * The admin's routes, registered under the layout from the permitted menu entries, at a tab's own
 * location (hooks below it see that location). Memoised: the layout around it re-renders when the side
 * menu folds, which must not re-render the screen (a dashboard, a 10,000-row list) in the same task.
 */
export const ShellRoutes = memo(function ShellRoutes({ location }: { location: Location | string }) {
  const routes = useMenuStore((state) => state.routes);
  const pathname = typeof location === 'string' ? location.split(/[?#]/)[0] : location.pathname;
  const element = useRoutes(
    [
      { path: HOME_ENTRY.uri, element: <Home /> },
      { path: '/no-auth', caseSensitive: true, element: <NoAuth /> },
      ...routes
        .filter((route) => route.path !== HOME_ENTRY.uri)
        .map((route) => ({ path: route.path, caseSensitive: true, element: <ScreenPage route={route} /> })),
      { path: '*', element: <Unmatched /> },
    ],
    location,
  );
  // Matching is strict: react-router ignores a trailing slash, the console does not (/a/b/ is not /a/b).
  if (pathname !== '/' && pathname.endsWith('/')) return <ErrorAll />;
  return element;
});
