import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { queryClient } from '../../src/app/providers/query-client';
import { worker } from '../../src/mocks/test-worker';
import { existingSession, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

const USER_LIST_CALL = '*/services/community/api/app-users';
const WHITELIST_CALL = '*/services/community/api/whitelist';

/** Scrolls the page as a user would and waits until the page has reported the scroll. */
async function scrollPageTo(y: number) {
  await waitFor(() => expect(document.documentElement.scrollHeight - window.innerHeight).toBeGreaterThanOrEqual(y));
  const reported = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
  window.scrollTo(0, y);
  await reported;
  expect(Math.round(window.scrollY)).toBe(y);
}

const pageScroll = () => Math.round(window.scrollY);

async function clickMenu(user: User, name: string) {
  const nav = screen.getByRole('menu', { name: 'Main navigation' });
  await user.click(within(nav).getByRole('menuitem', { name }));
}

/** Waits until the screen's table shows this many rows and has finished loading. */
async function listRows(count: number) {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(count + 1));
  await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
}

/** The user list opens with 50 rows a page in these tests, the whitelist with its default 10. */
const userRows = () => listRows(50);
const whitelistRows = () => listRows(10);

/** Makes a list call answer only after a while, as a slow server would (the mock's own handler answers). */
function slowDown(call: string, ms: number) {
  worker.use(
    http.get(call, async () => {
      await delay(ms);
    }),
  );
}

describe('navigation guard: scroll position', () => {
  // The console restores positions itself; the browser's own restoration must not be what passes these.
  beforeEach(() => {
    window.history.scrollRestoration = 'manual';
  });
  afterEach(() => {
    window.history.scrollRestoration = 'auto';
  });

  it('starts the next screen at the top after a menu click, also on the entry of the screen already open', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?size=50');
    await userRows();
    await scrollPageTo(1500);

    // The entry of the open screen resets its filters and paging; the 50 rows stay while the first
    // 10 load, so the page is still tall enough to keep the old position if nobody scrolled up.
    await clickMenu(user, 'User List');
    await waitFor(() => expect(window.location.search).toBe(''));
    await listRows(10);
    expect(pageScroll()).toBe(0);

    await scrollPageTo(100);
    await clickMenu(user, 'Set WhiteList');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    expect(pageScroll()).toBe(0);
  });

  it('returns to where each screen was left on back and forward', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?size=50');
    await userRows();
    await scrollPageTo(1500);

    await clickMenu(user, 'Set WhiteList');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    expect(pageScroll()).toBe(0);
    const whitelistY = 100;
    await scrollPageTo(whitelistY);

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    await userRows();
    await waitFor(() => expect(pageScroll()).toBe(1500));

    window.history.forward();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    await waitFor(() => expect(pageScroll()).toBe(whitelistY));
  });

  it('restores the position once the rows arrive when the screen must load them again', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?size=50');
    await userRows();
    await scrollPageTo(1500);
    await clickMenu(user, 'Set WhiteList');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    await scrollPageTo(100);

    // Minutes later the cached lists are gone: going back asks the (slow) server again.
    queryClient.removeQueries();
    slowDown(USER_LIST_CALL, 600);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    expect(screen.queryAllByRole('row').length).toBeLessThan(51);
    expect(document.documentElement.scrollHeight).toBeLessThan(1500);
    await userRows();
    await waitFor(() => expect(pageScroll()).toBe(1500));

    queryClient.removeQueries();
    slowDown(WHITELIST_CALL, 600);
    window.history.forward();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    await waitFor(() => expect(pageScroll()).toBe(100));
  });

  it('does not pull the page away from a user who scrolled before the rows arrived', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?size=50');
    await userRows();
    await scrollPageTo(1500);
    await clickMenu(user, 'Set WhiteList');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();

    queryClient.removeQueries();
    slowDown(USER_LIST_CALL, 600);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    // The user turns the wheel before the rows come: they decide where the page is from now on.
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, bubbles: true }));
    await userRows();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pageScroll()).toBe(0);
  });
});

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

    await user.click(screen.getByRole('button', { name: 'Language' }));
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

    await user.click(within(screen.getByRole('menu', { name: 'Main navigation' })).getByRole('menuitem', { name: /Home/ }));
    await waitFor(() => expect(document.title).toBe('Home | Admin Console'));
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    await waitFor(() => expect(document.title).toBe('Admin Console'));

    await user.click(screen.getByRole('button', { name: 'Language' }));
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

    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByText('العربية'));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    expect(document.documentElement).toHaveAttribute('lang', 'ar');

    await user.click(screen.getByRole('button', { name: 'اللغة' }));
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
