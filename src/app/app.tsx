import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './providers/app-providers';
import { RootRoutes } from './router/root-routes';

/**
 * A data router, not <BrowserRouter>: only a data router can hold a navigation back (useBlocker) while
 * a form has unsaved changes, browser back included. The routes themselves stay declarative under it.
 */
function createRouter() {
  return createBrowserRouter([{ path: '*', element: <RootRoutes /> }]);
}

export function App() {
  // One router per mounted console: it reads the address when it is made.
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppProviders>
  );
}
