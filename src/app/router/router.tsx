import { createBrowserRouter } from 'react-router-dom';
import { FullScreenLoading } from '../../shared/components/full-screen-loading';
import { RequireAuth } from './require-auth';
import { RootRoute } from './root-route';

/**
 * The static routes: /login (public) and everything else behind the guard. The screens the admin may
 * open are registered under the layout shell once the permitted menu entries arrive (shell-routes.tsx).
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootRoute />,
      HydrateFallback: FullScreenLoading,
      children: [
        {
          path: '/login',
          lazy: () => import('../pages/login/login-page').then((module) => ({ Component: module.LoginPage })),
        },
        { path: '*', element: <RequireAuth /> },
      ],
    },
  ]);
}
