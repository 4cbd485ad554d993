import { fireEvent, waitFor } from '../support/dom';
import { useTabsStore } from '../../src/app/shell/tabs/tabs-store';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { useMenuStore } from '../../src/shared/stores/menu-store';
import { hasUnsavedForms } from '../../src/shared/unsaved-changes/unsaved-forms';
import { worker } from '../../src/mocks/test-worker';
import { queryTabNamed, tabBar, tabMenuOf, tabNamed, tabNames } from './tab-actions';
import { buttonIn, existingSession, fill, renderApp, screen, within } from './render-app';
import { scrollPageTo } from '../support/waits';

type User = ReturnType<typeof renderApp>['user'];

const USER_LIST = '/user-manage/user-list';
const TABOO = '/user-manage/system-taboo';
const WHITELIST = '/user-manage/set-white-list';

/** Opens the taboo words' Add drawer and types words into it, leaving it half-filled. */
async function typeIntoAddWords(user: User, words: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Taboo Words', level: 1 });
  await user.click(buttonIn(heading.closest('.ant-card') as HTMLElement, 'Add words'));
  const title = await screen.findByText('Add to Taboo Words', { selector: '.ant-drawer-title' });
  const drawer = title.closest('[role="dialog"]') as HTMLElement;
  await fill(user, within(drawer).getByLabelText('Words'), words);
  return drawer;
}

async function openFromMenu(user: User, name: string) {
  const nav = screen.getByRole('menu', { name: 'Main navigation' });
  await user.click(within(nav).getByRole('menuitem', { name }));
  await screen.findByRole('heading', { name, level: 1 });
}

/** Counts the list calls the page makes for one endpoint from now on. */
function countCalls(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count += 1;
  };
  worker.events.on('request:start', listener);
  return {
    count: () => count,
    stop: () => worker.events.removeListener('request:start', listener),
  };
}

describe('tabs that keep their work', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('keeps a typed filter, the rows and a half-filled drawer through switching, without asking the server again', async () => {
    await existingSession('admin');
    const { user } = renderApp(USER_LIST);
    const search = await screen.findByLabelText('User ID, login or nickname');
    await fill(user, search, 'night shift');

    await openFromMenu(user, 'Taboo Words');
    const drawer = await typeIntoAddWords(user, 'phishing');
    expect(tabNames()).toEqual(['Home', 'User List', 'Taboo Words']);

    const userCalls = countCalls('/app-users');
    await user.click(tabNamed('User List'));
    await waitFor(() => expect(window.location.pathname).toBe(USER_LIST));
    expect(await screen.findByLabelText('User ID, login or nickname')).toHaveValue('night shift');
    await waitFor(() => expect(drawer).not.toBeVisible());
    expect(document.title).toBe('User List | Admin Console');

    const wordCalls = countCalls('/words/taboo');
    await user.click(tabNamed('Taboo Words'));
    await waitFor(() => expect(within(drawer).getByLabelText('Words')).toBeVisible());
    expect(within(drawer).getByLabelText('Words')).toHaveValue('phishing');
    expect(document.title).toBe('Taboo Words | Admin Console');
    expect(userCalls.count()).toBe(0);
    expect(wordCalls.count()).toBe(0);
    userCalls.stop();
    wordCalls.stop();
  });

  it('closes a tab, the others or those after it, and on a middle click; Home stays', async () => {
    await existingSession('admin');
    const { user } = renderApp(USER_LIST);
    await screen.findByRole('heading', { name: 'User List', level: 1 });
    await openFromMenu(user, 'Taboo Words');
    await openFromMenu(user, 'Set WhiteList');
    expect(tabNames()).toEqual(['Home', 'User List', 'Taboo Words', 'Set WhiteList']);
    // Home cannot be closed: no ×, and its menu's Close is disabled.
    expect(tabNamed('Home').querySelector('.shell-tabs__close')).toBeNull();
    const homeMenu = await tabMenuOf('Home');
    expect(within(homeMenu).getByRole('menuitem', { name: 'Close tab' })).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await user.click(within(await tabMenuOf('User List')).getByRole('menuitem', { name: 'Close tabs to the right' }));
    await waitFor(() => expect(tabNames()).toEqual(['Home', 'User List']));
    // The whitelist was on show: the most recently used tab that stays takes its place.
    await waitFor(() => expect(window.location.pathname).toBe(USER_LIST));

    await openFromMenu(user, 'Taboo Words');
    await user.click(within(await tabMenuOf('Taboo Words')).getByRole('menuitem', { name: 'Close other tabs' }));
    await waitFor(() => expect(tabNames()).toEqual(['Home', 'Taboo Words']));
    expect(window.location.pathname).toBe(TABOO);

    fireEvent.mouseUp(tabNamed('Taboo Words'), { button: 1 });
    fireEvent(tabNamed('Taboo Words'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    await waitFor(() => expect(tabNames()).toEqual(['Home']));
    await screen.findByRole('heading', { name: /Hello/ });
    expect(window.location.pathname).toBe('/');
  });

  it('goes back to where a tab was scrolled when switching to it', async () => {
    await existingSession('admin');
    const { user } = renderApp(`${USER_LIST}?size=20`);
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21));
    await scrollPageTo(500);

    await openFromMenu(user, 'Set WhiteList');
    expect(Math.round(window.scrollY)).toBeLessThan(500);
    // The menu entry of an open tab shows it as it was left: same query, same place.
    await openFromMenu(user, 'User List');
    expect(window.location.search).toBe('?size=20');
    await waitFor(() => expect(Math.round(window.scrollY)).toBe(500));
  });

  it('keeps the list of tabs through a reload, each screen starting afresh when first shown', async () => {
    await existingSession('admin');
    const first = renderApp(USER_LIST);
    await fill(first.user, await screen.findByLabelText('User ID, login or nickname'), 'night shift');
    await openFromMenu(first.user, 'Taboo Words');
    first.unmount();

    // The page loads again at the taboo words: the bar is as it was, the user list is not mounted yet.
    const { user } = renderApp(TABOO);
    await screen.findByRole('heading', { name: 'Taboo Words', level: 1 });
    expect(tabNames()).toEqual(['Home', 'User List', 'Taboo Words']);
    expect(screen.queryByLabelText('User ID, login or nickname')).toBeNull();
    await user.click(tabNamed('User List'));
    expect(await screen.findByLabelText('User ID, login or nickname')).toHaveValue('');
  });

  it('keeps at most 12 tabs, closing the least recently used, and asks first when it holds typed changes', async () => {
    await existingSession('admin');
    const { user } = renderApp(TABOO);
    await typeIntoAddWords(user, 'phishing');
    await openFromMenu(user, 'User List');

    // Nine more tabs listed (as after a reload), all used after the taboo words: twelve in the bar.
    const more = [
      '/permissions-manage/account',
      '/permissions-manage/role',
      '/permissions-manage/menu',
      '/user-manage/sensitive-word-manage',
      '/user-manage/user-prohibitions',
      '/user-manage/role-manage',
      '/user-manage/grievance-handling',
      '/version-manage/version-control',
      '/version-manage/local-cache',
    ];
    const { tabs, clock } = useTabsStore.getState();
    useTabsStore.setState({
      tabs: [...tabs, ...more.map((path, index) => ({ path, location: path, usedAt: clock + 1 + index }))],
      clock: clock + more.length + 1,
    });
    await waitFor(() => expect(within(tabBar()).getAllByRole('tab')).toHaveLength(12));

    await openFromMenu(user, 'Set WhiteList');
    let question = await screen.findByRole('dialog', { name: 'At most 12 screens stay open' });
    expect(question).toHaveTextContent('Opening this screen closes Taboo Words');
    await user.click(within(question).getByRole('button', { name: 'Keep it open' }));
    // Keeping it means not opening the whitelist: back to the tab the admin came from.
    await waitFor(() => expect(window.location.pathname).toBe(more.at(-1)));
    await waitFor(() => expect(queryTabNamed('Set WhiteList')).toBeNull());
    expect(within(tabBar()).getAllByRole('tab')).toHaveLength(12);

    await openFromMenu(user, 'Set WhiteList');
    question = await screen.findByRole('dialog', { name: 'At most 12 screens stay open' });
    await user.click(within(question).getByRole('button', { name: 'Close anyway' }));
    await waitFor(() => expect(queryTabNamed('Taboo Words')).toBeNull());
    expect(within(tabBar()).getAllByRole('tab')).toHaveLength(12);
    expect(tabNamed('Set WhiteList')).toHaveAttribute('aria-selected', 'true');
    expect(window.location.pathname).toBe(WHITELIST);
  });

  it('drops a tab whose screen a menu refresh took away, with what it held', async () => {
    await existingSession('admin');
    const { user } = renderApp(TABOO);
    const drawer = await typeIntoAddWords(user, 'phishing');
    await openFromMenu(user, 'User List');
    expect(hasUnsavedForms()).toBe(true);

    // What a refresh brings when the admin's role no longer grants the taboo words.
    const { routes } = useMenuStore.getState();
    useMenuStore.setState({ routes: routes.filter((route) => route.path !== TABOO) });
    await waitFor(() => expect(tabNames()).toEqual(['Home', 'User List']));
    expect(useTabsStore.getState().tabs.map((tab) => tab.path)).toEqual(['/', USER_LIST]);
    expect(drawer).not.toBeInTheDocument();
    expect(hasUnsavedForms()).toBe(false);
  });

  it('runs the bar right to left in Arabic', async () => {
    await setLanguage('ar');
    await existingSession('admin');
    renderApp(USER_LIST);
    await screen.findByRole('heading', { level: 1, name: 'قائمة المستخدمين' });
    const [home, users] = within(tabBar()).getAllByRole('tab');
    expect(home).toHaveTextContent('الرئيسية');
    expect(getComputedStyle(tabBar()).direction).toBe('rtl');
    expect(home.getBoundingClientRect().left).toBeGreaterThan(users.getBoundingClientRect().left);
  });
});
