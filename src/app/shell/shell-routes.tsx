import { Navigate, useLocation, useRoutes } from 'react-router-dom';
import { HOME_ENTRY } from '../../shared/menu/build-routes';
import { useMenuStore } from '../../shared/stores/menu-store';
import { ErrorAll } from '../pages/error-all';
import { Home } from '../pages/home';
import { NoAuth } from '../pages/no-auth';
import { screenRegistry } from '../router/screen-registry';
import { ScreenPage } from './screen-page';

/** A path no permitted route matched: NoAuth when a screen exists for it, otherwise not found. */
function Unmatched() {
  const { pathname } = useLocation();
  return screenRegistry.hasScreen(pathname) ? <Navigate to="/no-auth" replace /> : <ErrorAll />;
}

/** The admin's routes, registered under the layout from the permitted menu entries. */
export function ShellRoutes() {
  const routes = useMenuStore((state) => state.routes);
  return useRoutes([
    { path: HOME_ENTRY.uri, element: <Home /> },
    { path: '/no-auth', element: <NoAuth /> },
    ...routes
      .filter((route) => route.path !== HOME_ENTRY.uri)
      .map((route) => ({ path: route.path, caseSensitive: true, element: <ScreenPage route={route} /> })),
    { path: '*', element: <Unmatched /> },
  ]);
}
