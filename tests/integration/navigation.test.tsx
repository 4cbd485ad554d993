import { waitFor } from '../support/dom';
import { delay, http } from 'msw';
import { queryClient } from '../../src/app/providers/query-client';
import { worker } from '../../src/mocks/test-worker';
import { existingSession, renderApp, screen, within } from './render-app';
import { closeTab } from './tab-actions';
import { afterNextPaint, scrollPageTo } from '../support/waits';

type User = ReturnType<typeof renderApp>['user'];

const USER_LIST_CALL = '*/services/community/api/app-users';
const WHITELIST_CALL = '*/services/community/api/whitelist';

const pageScroll = () => Math.round(window.scrollY);
/** Where the user leaves the user list: far enough down that only its rows make the page that tall. */
const LIST_Y = 600;

async function clickMenu(user: User, name: string) {
  const nav = screen.getByRole('menu', { name: 'Main navigation' });
  await user.click(within(nav).getByRole('menuitem', { name }));
}

/**
 * Waits until the screen titled so shows its table with this many rows, loaded. The address changes as
 * soon as a menu entry is clicked; the previous screen stays until the next one is ready to show.
 */
async function listRows(title: string, count: number) {
  await waitFor(() => expect(document.title).toBe(`${title} | Admin Console`));
  // Asked afresh each time: right after a navigation the previous screen's table may still be the one shown.
  await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(count + 1));
  await waitFor(() => expect(screen.getByRole('table').closest('[aria-busy="true"]')).toBeNull());
}

/** The user list opens with 20 rows a page in these tests, the whitelist with its default 10. */
const userRows = () => listRows('User List', 20);
const whitelistRows = () => listRows('Set WhiteList', 10);

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
    const { user } = renderApp('/user-manage/user-list?size=20');
    await userRows();
    await scrollPageTo(LIST_Y);

    // The entry of the open screen resets its filters and paging; the 20 rows stay while the first
    // 10 load, so the page is still tall enough to keep the old position if nobody scrolled up.
    await clickMenu(user, 'User List');
    await waitFor(() => expect(window.location.search).toBe(''));
    await listRows('User List', 10);
    expect(pageScroll()).toBe(0);

    await scrollPageTo(100);
    await clickMenu(user, 'Set WhiteList');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    expect(pageScroll()).toBe(0);
  });

  it('returns to where each screen was left on back and forward, also when its rows arrive later', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?size=20');
    await userRows();
    await scrollPageTo(LIST_Y);

    await clickMenu(user, 'Set WhiteList');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    expect(pageScroll()).toBe(0);
    const whitelistY = 100;
    await scrollPageTo(whitelistY);

    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    await userRows();
    await waitFor(() => expect(pageScroll()).toBe(LIST_Y));

    window.history.forward();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();
    await waitFor(() => expect(pageScroll()).toBe(whitelistY));

    // The user list's tab was closed and its cached rows are gone: going back opens it afresh and asks
    // the (slow) server again, and the position can only be reached once the rows are there.
    await closeTab(user, 'User List');
    // Reaching the tab bar scrolls the page a little: this is where the whitelist is left now.
    const whitelistLeftAt = pageScroll();
    queryClient.removeQueries();
    slowDown(USER_LIST_CALL, 600);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    await waitFor(() => expect(document.title).toBe('User List | Admin Console'));
    expect(screen.queryAllByRole('row').length).toBeLessThan(21);
    expect(document.documentElement.scrollHeight - window.innerHeight).toBeLessThan(LIST_Y);
    await userRows();
    await waitFor(() => expect(pageScroll()).toBe(LIST_Y));

    await closeTab(user, 'Set WhiteList');
    queryClient.removeQueries();
    slowDown(WHITELIST_CALL, 600);
    window.history.forward();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await waitFor(() => expect(document.title).toBe('Set WhiteList | Admin Console'));
    expect(document.documentElement.scrollHeight - window.innerHeight).toBeLessThan(whitelistLeftAt);
    await whitelistRows();
    await waitFor(() => expect(pageScroll()).toBe(whitelistLeftAt));
  });

  it('does not pull the page away from a user who scrolled before the rows arrived', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?size=20');
    await userRows();
    await scrollPageTo(LIST_Y);
    await clickMenu(user, 'Set WhiteList');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/set-white-list'));
    await whitelistRows();

    await closeTab(user, 'User List');
    queryClient.removeQueries();
    slowDown(USER_LIST_CALL, 600);
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    // The screen is back (titled), its rows are not yet.
    await waitFor(() => expect(document.title).toBe('User List | Admin Console'));
    expect(screen.queryAllByRole('row').length).toBeLessThan(21);
    // The user turns the wheel before the rows come: they decide where the page is from now on.
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40, bubbles: true }));
    await userRows();
    // The frame after the rows came: a restore still waiting would have moved the page by then.
    await afterNextPaint();
    expect(pageScroll()).toBe(0);
  });
});

describe('the side menu', () => {
  it('selects the entry of the screen on show, and only that one, as the address changes', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list');
    await listRows('User List', 10);
    const nav = screen.getByRole('menu', { name: 'Main navigation' });
    const selected = () =>
      [...nav.querySelectorAll('.ant-menu-item-selected')].map((item) => item.textContent?.trim() ?? '');
    expect(selected()).toEqual(['User List']);

    await clickMenu(user, 'Set WhiteList');
    await whitelistRows();
    expect(selected()).toEqual(['Set WhiteList']);

    // Back in the browser: the menu follows the address, not the last click.
    window.history.back();
    await listRows('User List', 10);
    await waitFor(() => expect(selected()).toEqual(['User List']));
  });
});
