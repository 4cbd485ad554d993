import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { useNavigationStore } from '../../shared/stores/menu-store';
import { useUiStore } from '../../shared/stores/ui-store';

/** The navigation guard's bookkeeping on every navigation (spec section 2). */
function NavigationEffects() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const setRouteLoading = useUiStore((state) => state.setRouteLoading);

  useEffect(() => {
    setRouteLoading(navigation.state !== 'idle');
  }, [navigation.state, setRouteLoading]);

  useEffect(() => {
    const store = useNavigationStore.getState();
    if (pathname === '/') {
      store.setOpenKeys([]);
      store.setSelectedKeys(['/']);
    } else if (pathname !== '/login') {
      store.setSelectedKeys([pathname]);
    }
  }, [pathname]);

  return null;
}

export function RootRoute() {
  return (
    <>
      <NavigationEffects />
      {/* Restores the scroll position on back and forward, otherwise starts at the top. */}
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
