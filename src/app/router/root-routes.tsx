import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { FullScreenLoading } from '../../shared/components/full-screen-loading';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { registerFeedback } from '../../shared/request/feedback';
import { useNavigationStore } from '../../shared/stores/menu-store';
import { useUiStore } from '../../shared/stores/ui-store';
import { lazyScreen, LOGIN_PAGE_KEY } from './lazy-screen';
import { RequireAuth } from './require-auth';

// Loaded like a screen: a chunk that cannot be fetched reloads the page once, then shows the recovery view.
const LoginPage = lazyScreen(LOGIN_PAGE_KEY, () => import('../pages/login/login-page'));

/** The navigation guard's bookkeeping on every navigation (spec section 2). */
function NavigationEffects() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The console's title (translated) until the page on screen names itself; pages render below this
  // one, so their titles are set after it.
  useDocumentTitle();

  useEffect(() => {
    const store = useNavigationStore.getState();
    if (pathname === '/') {
      store.setOpenKeys([]);
      store.setSelectedKeys(['/']);
    } else if (pathname !== '/login') {
      store.setSelectedKeys([pathname]);
    }
  }, [pathname]);

  // After a 401 the request layer sends the user here, remembering where they were.
  useEffect(
    () =>
      registerFeedback({
        toLogin: (notice) => {
          useUiStore.getState().setLoginNotice(notice);
          const { pathname, search } = window.location;
          const from = pathname === '/login' ? undefined : `${pathname}${search}`;
          navigate('/login', { replace: true, state: { from } });
        },
      }),
    [navigate, search],
  );

  return null;
}

/**
 * The static routes: /login (public) and everything else behind the guard. The screens the admin may
 * open are registered under the layout shell once the permitted menu entries arrive (shell-routes.tsx).
 */
export function RootRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <NavigationEffects />
      <Routes>
        {/* Matching is strict: /login/ or /Login is not the login page (the guard and the shell take it). */}
        {pathname === '/login' && (
          <Route
            path="/login"
            element={
              <Suspense fallback={<FullScreenLoading />}>
                <LoginPage />
              </Suspense>
            }
          />
        )}
        <Route path="*" element={<RequireAuth />} />
      </Routes>
    </>
  );
}
