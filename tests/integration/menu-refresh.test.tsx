import { vi } from 'vitest';
import { waitFor } from '../support/dom';
import { http } from 'msw';
import { loadPermissions } from '../../src/app/session/load-permissions';
import { worker } from '../../src/mocks/test-worker';
import { clearClientState } from '../../src/shared/session/logout';
import { useMenuStore } from '../../src/shared/stores/menu-store';
import { deferred } from '../support/promises';
import { existingSession, fill, renderApp, screen } from './render-app';

describe('refreshing the menus', () => {
  it('keeps the screen the admin is on, with what was typed in it', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    const search = await screen.findByLabelText('Login or name');
    await fill(user, search, 'nad');

    await user.click(screen.getByRole('button', { name: /\(user menu\)$/ }));
    await user.click(await screen.findByText('Refresh menus'));
    expect(await screen.findByText('Menus refreshed')).toBeInTheDocument();
    // The same field, never unmounted for a full-screen loader, still holds the unsent filter.
    expect(search).toBeInTheDocument();
    expect(search).toHaveValue('nad');
    expect(screen.getByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('writes nothing back when the admin signed out while it was loading', async () => {
    await existingSession('admin');
    const reached = deferred();
    const released = deferred();
    worker.use(
      http.post('*/services/admin/api/auth/listToTree', async () => {
        reached.resolve();
        await released.promise;
        return undefined;
      }),
    );
    const refresh = loadPermissions({ forceRefresh: true }).catch(() => undefined);
    await reached.promise;
    clearClientState();
    released.resolve();
    await refresh;

    await waitFor(() => expect(useMenuStore.getState()).toMatchObject({ menus: [], routes: [], actions: [] }));
    expect(useMenuStore.getState().fullTree).toBeNull();
    expect(localStorage.getItem('admin-menus')).toBeNull();
  });

  it('keeps what it read in one write to storage: the tree, the menus, the routes and the actions', async () => {
    await existingSession('admin');
    // Stores what the session's sign-in left waiting, so that only the refresh's write is counted.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await loadPermissions({ forceRefresh: true });
    const menuWrites = () => setItem.mock.calls.filter(([key]) => key === 'admin-menus');
    // Not in the answer's task, which the shell's render follows: at the browser's next idle moment.
    expect(menuWrites()).toHaveLength(0);
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve()));
    expect(menuWrites()).toHaveLength(1);
    const stored = JSON.parse(menuWrites()[0][1]).state;
    expect(stored.fullTree.length).toBeGreaterThan(0);
    expect(stored.routes.length).toBeGreaterThan(0);
    expect(stored.actions.length).toBeGreaterThan(0);
  });
});
