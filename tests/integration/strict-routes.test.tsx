import { waitFor } from '../support/dom';
import { HOME_ENTRY } from '../../src/shared/menu/build-routes';
import { useMenuStore, useNavigationStore } from '../../src/shared/stores/menu-store';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { useSessionStore } from '../../src/shared/stores/session-store';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { DEFAULT_USER_INFO } from '../../src/shared/stores/user-info';
import { existingSession, renderApp, screen } from './render-app';

describe('navigation guard: a protected route without a token', () => {
  it('goes to /login and clears user info, menus and navigation keys, in the stores and in storage', async () => {
    // What a previous session left behind, without its token.
    useSessionStore.setState({ token: '', userInfo: { ...DEFAULT_USER_INFO, login: 'admin', firstName: 'Amira' } });
    useMenuStore.getState().setFullTree([HOME_ENTRY]);
    useMenuStore.getState().setPermitted({
      menus: [HOME_ENTRY],
      routes: [{ path: '/', menuId: HOME_ENTRY.id, name: HOME_ENTRY.name, parents: [] }],
      actions: ['/posts-manage/new-post/delete'],
    });
    useNavigationStore.getState().setOpenKeys(['/user-manage']);
    useNavigationStore.getState().setSelectedKeys(['/user-manage/user-list']);
    usePreferencesStore.getState().setLanguage('fr');
    localStorage.setItem(STORAGE_KEYS.rememberedAccount, 'admin');
    // The menus reach storage at an idle moment, or when the page is left, as here.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(localStorage.getItem(STORAGE_KEYS.menus)).toContain('/posts-manage/new-post/delete');

    renderApp('/user-manage/user-list');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    await waitFor(() => expect(useMenuStore.getState().menus).toEqual([]));

    expect(useMenuStore.getState()).toMatchObject({ fullTree: null, menus: [], routes: [], actions: [] });
    expect(useSessionStore.getState().userInfo).toEqual(DEFAULT_USER_INFO);
    // The navigation guard may record /login's key afresh; nothing of the old session remains.
    expect(useNavigationStore.getState().openKeys).toEqual([]);
    expect(useNavigationStore.getState().selectedKeys).not.toContain('/user-manage/user-list');
    expect(localStorage.getItem(STORAGE_KEYS.menus)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(sessionStorage.getItem(STORAGE_KEYS.navigation) ?? '').not.toContain('/user-manage');
    // What outlives a session stays.
    expect(localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBe('admin');
    expect(usePreferencesStore.getState().language).toBe('fr');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
  });
});

describe('strict route matching', () => {
  it('shows the not-found page for a permitted screen with a trailing slash', async () => {
    await existingSession('admin');
    const { unmount } = renderApp('/permissions-manage/account');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    unmount();

    renderApp('/permissions-manage/account/');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/permissions-manage/account/');
  });

  it('shows the not-found page for /No-Auth and /no-auth/, and NoAuth only for /no-auth', async () => {
    await existingSession('admin');
    const first = renderApp('/No-Auth');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByText('No permission')).not.toBeInTheDocument();
    first.unmount();

    const second = renderApp('/no-auth/');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    second.unmount();

    renderApp('/no-auth');
    expect(await screen.findByText('No permission')).toBeInTheDocument();
  });

  it('does not open the login page at /login/ or /Login', async () => {
    await existingSession('admin');
    const first = renderApp('/login/');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    first.unmount();
    renderApp('/Login');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
