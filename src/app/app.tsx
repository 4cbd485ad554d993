import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { registerFeedback } from '../shared/request/feedback';
import { AppProviders } from './providers/app-providers';
import { createAppRouter } from './router/router';

export function App() {
  const [router] = useState(createAppRouter);
  useEffect(
    () =>
      registerFeedback({
        toLogin: () => {
          const { pathname, search } = router.state.location;
          if (pathname !== '/login') void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}` } });
        },
      }),
    [router],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
