import { waitFor } from '../support/dom';
import { http, HttpResponse } from 'msw';
import { worker } from '../../src/mocks/test-worker';
import { existingSession, renderApp, screen, within } from './render-app';

describe('navigation guard: document title', () => {
  it('titles every page after its route, in the interface language, through back and forward', async () => {
    await existingSession('admin');
    const { user } = renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Admin Console'));

    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    await screen.findByRole('heading', { name: /Hello/ });
    await waitFor(() => expect(document.title).toBe('Home | Admin Console'));

    await user.click(screen.getByRole('link', { name: 'User List' }));
    await waitFor(() => expect(document.title).toBe('User List | Admin Console'));

    await user.click(screen.getByRole('button', { name: /\(language\)$/ }));
    await user.click(await screen.findByText('العربية'));
    await waitFor(() => expect(document.title).toBe('قائمة المستخدمين | لوحة الإدارة'));
    window.history.back();
    await waitFor(() => expect(document.title).toBe('الرئيسية | لوحة الإدارة'));
    window.history.back();
    await waitFor(() => expect(document.title).toBe('الصفحة غير موجودة | لوحة الإدارة'));
  });

  it('titles the sign-in page and NoAuth', async () => {
    const { unmount } = renderApp('/login');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sign in | Admin Console'));
    unmount();

    await existingSession('moderator');
    renderApp('/version-manage/uploadImgFile');
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('No permission | Admin Console'));
  });

  it('falls back to the console title, translated, on a route without a title of its own', async () => {
    await existingSession('admin');
    worker.use(
      http.get('*/services/admin/api/admin/user/getAdminUserAuth', () =>
        HttpResponse.json({ code: 500, message: 'Permission service is down' }, { status: 500 }),
      ),
    );
    document.title = 'A title left over from before';
    const { user } = renderApp('/user-manage/user-list');
    expect(await screen.findByText('Your menus could not be loaded')).toBeInTheDocument();
    // The screen waits for the permissions: no page claims the title, so it is the console's.
    await waitFor(() => expect(document.title).toBe('Admin Console'));

    await user.click(
      within(screen.getByRole('menu', { name: 'Main navigation' })).getByRole('menuitem', { name: /Home/ }),
    );
    await waitFor(() => expect(document.title).toBe('Home | Admin Console'));
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    await waitFor(() => expect(document.title).toBe('Admin Console'));

    await user.click(screen.getByRole('button', { name: /\(language\)$/ }));
    await user.click(await screen.findByText('العربية'));
    await waitFor(() => expect(document.title).toBe('لوحة الإدارة'));
  });
});

describe('language switch: <html lang dir>', () => {
  it('mirrors the document for Arabic in the header and turns it back for English', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: /Hello/ });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.click(screen.getByRole('button', { name: /\(language\)$/ }));
    await user.click(await screen.findByText('العربية'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    await user.click(screen.getByRole('button', { name: 'العربية (اللغة)' }));
    await user.click(await screen.findByText('English'));
    expect(await screen.findByRole('heading', { name: 'Hello, Amira Haddad' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('does the same from the sign-in page, with the BCP 47 tag of each language', async () => {
    const { user } = renderApp('/login');
    const languages = await screen.findByRole('group', { name: 'Language' });
    await user.click(within(languages).getByRole('button', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    await user.click(within(languages).getByRole('button', { name: '中文' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'zh-CN'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.click(within(languages).getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
