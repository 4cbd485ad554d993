import { waitFor } from '../support/dom';
import { http, HttpResponse } from 'msw';
import { takeContractViolations } from '../../src/api-contract/check';
import { worker } from '../../src/mocks/test-worker';
import { useNavigationStore } from '../../src/shared/stores/menu-store';
import { usePreferencesStore } from '../../src/shared/stores/preferences-store';
import { existingSession, renderApp, screen, topLevelMenu, within } from './render-app';

describe('permission routing', () => {
  it('reloading a deep link to a permitted screen lands on that screen, titled and selected', async () => {
    await existingSession('admin');
    renderApp('/version-manage/uploadImgFile');
    expect(await screen.findByRole('heading', { name: 'Upload Images' })).toBeInTheDocument();
    expect(document.title).toBe('Upload Images | Admin Console');
    expect(useNavigationStore.getState().selectedKeys).toEqual(['/version-manage/uploadImgFile']);
    expect(useNavigationStore.getState().openKeys).toContain('/version-manage');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Version Management')).toBeInTheDocument();
    expect(within(breadcrumb).getByText('Upload Images')).toBeInTheDocument();
  });

  it('shows the not-found page for a path no screen has, and for a different letter case', async () => {
    await existingSession('admin');
    const { unmount } = renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    unmount();
    renderApp('/version-manage/uploadimgfile');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('shows NoAuth for a screen that exists but the account may not open', async () => {
    await existingSession('moderator');
    renderApp('/version-manage/uploadImgFile');
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-auth');
  });

  it('keeps only the static routes and offers a retry when the permissions cannot be fetched', async () => {
    await existingSession('admin');
    worker.use(
      http.get('*/services/admin/api/admin/user/getAdminUserAuth', () =>
        HttpResponse.json({ code: 500, message: 'Permission service is down' }, { status: 500 }),
      ),
    );
    const { user } = renderApp('/version-manage/uploadImgFile');
    expect(await screen.findByText('Your menus could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/Permission service is down/)).toBeInTheDocument();
    expect(await topLevelMenu()).toEqual(['Home']);
    expect(screen.queryByRole('heading', { name: 'Upload Images' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/version-manage/uploadImgFile');

    worker.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Upload Images' })).toBeInTheDocument();
    expect(screen.queryByText('Your menus could not be loaded')).not.toBeInTheDocument();
    expect((await topLevelMenu()).length).toBe(24);
  });

  it('asks for the menu tree once and reuses it until a refresh is forced', async () => {
    await existingSession('admin');
    let treeCalls = 0;
    worker.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/listToTree')) treeCalls += 1;
    });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: /Hello/ });
    expect(treeCalls).toBe(0);
    await user.click(screen.getByRole('button', { name: /\(user menu\)$/ }));
    await user.click(await screen.findByText('Refresh menus'));
    expect(await screen.findByText('Menus refreshed')).toBeInTheDocument();
    expect(treeCalls).toBe(1);
    worker.events.removeAllListeners();
  });
});

describe('shell', () => {
  it('switches to Arabic at runtime: every string, the direction and the menu names', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: /Hello/ });
    await user.click(screen.getByRole('button', { name: /\(language\)$/ }));
    await user.click(await screen.findByText('العربية'));
    expect(await screen.findByRole('heading', { name: 'مرحبًا، Amira Haddad' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(usePreferencesStore.getState().isRtl).toBe(true);
    expect((await topLevelMenu('التنقل الرئيسي'))[0]).toBe('الرئيسية');
    expect(document.querySelector('.ant-layout-sider')?.closest('.ant-layout-rtl')).not.toBeNull();
  });

  it('collapses the navigation and remembers it', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }));
    expect(usePreferencesStore.getState().miniNav).toBe(true);
    expect(JSON.parse(localStorage.getItem('admin-preferences') ?? '{}').state.miniNav).toBe(true);
    expect(screen.getByRole('button', { name: 'Expand menu' })).toBeInTheDocument();
  });

  it('survives a malformed list answer (data: null) without taking the screen down', async () => {
    await existingSession('admin');
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    worker.use(http.get('*/services/oss/api/files', () => HttpResponse.json({ code: 200, message: 'OK', data: null })));
    renderApp('/version-manage/uploadImgFile');
    // A malformed answer (data: null) must not take the console down.
    expect(await screen.findByRole('heading', { name: 'Upload Images' })).toBeInTheDocument();
    expect(screen.getByRole('menu', { name: 'Main navigation' })).toBeInTheDocument();
    spy.mockRestore();
    // The answer breaks the contract on purpose: the setup's check reports it (a moment after the screen
    // has it), and it is taken here.
    const violations: string[] = [];
    await waitFor(async () => {
      violations.push(...(await takeContractViolations()));
      expect(violations).not.toEqual([]);
      for (const violation of violations)
        expect(violation).toMatch(/^GET \/services\/oss\/api\/files \(GET \S+\) response data: /);
    });
  });
});
