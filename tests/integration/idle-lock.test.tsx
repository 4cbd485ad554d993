import { queryClient } from '../../src/app/providers/query-client';
import { ACTIVITY_CHANNEL } from '../../src/app/shell/idle-lock/use-idle-watch';
import { worker } from '../../src/mocks/test-worker';
import { useLockPreferences, useLockState } from '../../src/shared/stores/idle-lock-store';
import { useSessionStore } from '../../src/shared/stores/session-store';
import { DEFAULT_USER_INFO } from '../../src/shared/stores/user-info';
import { authApi } from '../../src/features/auth/api';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { cleanup, waitFor } from '../support/dom';
import { existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** An idle time short enough to wait for in a test, set as the user menu sets it. */
const MS = 1 / 60_000;
const ACCOUNT_LIST = '/permissions-manage/account';

const lockPrompt = (name = 'Console locked') => screen.findByRole('dialog', { name });
const storedLock = () => localStorage.getItem(STORAGE_KEYS.idleLock);

/** How the mock answers the account call made with `token`. */
async function accountStatusWith(token: string): Promise<number> {
  const response = await fetch('/services/admin/api/account', { headers: { Authorization: token } });
  return response.status;
}

/** The paths of the calls the console sends from now on. */
function startCounting(): () => string[] {
  const paths: string[] = [];
  worker.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/services/')) paths.push(pathname);
  });
  return () => paths;
}

/** Another tab of the console stores a state: the browser tells this one with a storage event. */
function otherTabWrites(key: string, value: unknown) {
  const newValue = JSON.stringify({ state: value, version: 0 });
  localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

/** Another tab says it is in use at each animation frame until `ms` have passed. */
function activeInAnotherTab(channel: BroadcastChannel, ms: number): Promise<void> {
  const until = performance.now() + ms;
  return new Promise((resolve) => {
    const frame = (now: number) => {
      channel.postMessage('activity');
      if (now < until) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

/** The other tab's own sign-in call: this page, being locked, sends none. */
async function signInFromAnotherTab(username: string, password: string): Promise<string> {
  const response = await fetch('/services/admin/api/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password, rememberMe: false }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A reload: the page and its memory go, localStorage stays and is read again. */
async function reload() {
  cleanup();
  const kept = [STORAGE_KEYS.session, STORAGE_KEYS.idleLock].map((key) => [key, localStorage.getItem(key)] as const);
  // Forgetting what the page held writes to storage too: what was kept there is put back before it is read.
  useLockState.setState({ locked: false });
  useSessionStore.setState({ token: '', userInfo: DEFAULT_USER_INFO });
  kept.forEach(([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)));
  await useSessionStore.persist.rehydrate();
  await useLockState.persist.rehydrate();
}

async function openUserMenu(user: User) {
  await user.click(screen.getByRole('button', { name: /\(user menu\)$/ }));
}

async function lockNow(user: User) {
  await openUserMenu(user);
  await user.click(await screen.findByText('Lock now'));
  return lockPrompt();
}

/** The account list with a filter typed (not searched) and a half-filled New account drawer. */
async function workInProgress(user: User) {
  await screen.findByRole('table');
  const filter = screen.getByLabelText('Login or name');
  await fill(user, filter, 'half-typed');
  await user.click(screen.getByRole('button', { name: /New account/ }));
  const drawer = await screen.findByRole('dialog');
  await fill(user, within(drawer).getByLabelText('Login'), 'nadia');
  return { filter, drawer, drawerLogin: within(drawer).getByLabelText('Login') };
}

describe('idle lock', () => {
  afterEach(() => {
    useLockState.getState().unlock();
    useLockPreferences.setState({ choices: {} });
    localStorage.removeItem(STORAGE_KEYS.lockPreferences);
  });

  it('locks after the idle time, keeps every screen mounted behind an inert page, and unlocks with the password', async () => {
    await existingSession('admin');
    const tokenBefore = useSessionStore.getState().token;
    const { user } = renderApp(ACCOUNT_LIST);
    const { filter, drawer, drawerLogin } = await workInProgress(user);
    expect(screen.queryByRole('dialog', { name: 'Console locked' })).toBeNull();

    // 80 ms without activity, as if the admin had chosen it in the user menu.
    useLockPreferences.getState().setIdleMinutes('admin', 80 * MS);
    const prompt = await lockPrompt();
    expect(within(prompt).getByText('Signed in as Amira Haddad (admin)')).toBeInTheDocument();
    expect(storedLock()).toContain('"locked":true');
    // The token has left the page and the server ended it: storage edited by hand finds nothing that works.
    expect(useSessionStore.getState().token).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.session)).not.toContain(tokenBefore);
    await waitFor(async () => expect(await accountStatusWith(tokenBefore)).toBe(401));

    // The work is still there, but out of reach: inert and hidden from assistive technology.
    expect(filter).toBeInTheDocument();
    expect(filter.closest('[inert]')).not.toBeNull();
    expect(filter.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(drawer.closest('[inert]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Login or name' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(prompt.closest('[inert]')).toBeNull();

    // The focus starts in the password field and stays in the prompt.
    const password = within(prompt).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(prompt.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(prompt.contains(document.activeElement)).toBe(true);

    // Unlocking asks for the password first.
    useLockPreferences.getState().setIdleMinutes('admin', 15);
    await user.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    expect(await within(prompt).findByText('Please enter your password')).toBeInTheDocument();

    await fill(user, password, 'admin123456');
    await user.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());

    expect(filter.closest('[inert]')).toBeNull();
    expect(filter.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Login or name' })).toHaveValue('half-typed');
    expect(drawerLogin).toHaveValue('nadia');
    // The focus is back where the admin left it.
    await waitFor(() => expect(drawerLogin).toHaveFocus());
    expect(drawer.closest('[inert]')).toBeNull();
    // Signing in again handed a new token, stored as sign-in stores it.
    expect(useSessionStore.getState().token).not.toBe(tokenBefore);
    expect(useSessionStore.getState().token.length).toBeGreaterThanOrEqual(32);
    expect(storedLock()).toContain('"locked":false');
    expect(await accountStatusWith(useSessionStore.getState().token)).toBe(200);
    // And the console carries on with the new token.
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
  });

  it('refuses a wrong password with the server message and keeps the prompt', async () => {
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    const prompt = await lockNow(user);
    await fill(user, within(prompt).getByLabelText('Password'), 'not-the-password');
    await user.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(prompt).toBeInTheDocument();
    expect(useLockState.getState().locked).toBe(true);
    expect(useSessionStore.getState().token).toBe('');
    // The field is emptied for the next try and has the focus.
    expect(within(prompt).getByLabelText('Password')).toHaveValue('');
    expect(within(prompt).getByLabelText('Password')).toHaveFocus();
  });

  it('asks the server nothing while locked, and the screen in view asks again once unlocked', async () => {
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    const calls = startCounting();
    const prompt = await lockNow(user);
    // The lock's own call: the session it took the token from ends at the server.
    await waitFor(() => expect(calls()).toContain('/services/admin/api/logout'));
    const before = calls().length;
    const sent = () => calls().slice(before);

    // A refetch of the list behind the lock waits for the password instead of asking...
    void queryClient.invalidateQueries();
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ fetchStatus: 'paused' }).length).toBeGreaterThan(0),
    );
    // ...and a call made outside TanStack Query is not sent.
    await expect(authApi.account()).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(sent()).toEqual([]);
    // Nothing signed the admin out or showed an error meanwhile.
    expect(prompt).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();

    await fill(user, within(prompt).getByLabelText('Password'), 'admin123456');
    await user.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    await waitFor(() => expect(sent()).toContain('/services/admin/api/admin/users'));
    expect(sent()[0]).toBe('/services/admin/api/authenticate');
  });

  it('opens locked after a reload, unlocks into the screen, and a hand-removed lock leaves no session', async () => {
    await existingSession('admin');
    const first = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    await lockNow(first.user);

    // A reload: the page and its memory go, localStorage stays.
    await reload();
    const { user } = renderApp(ACCOUNT_LIST);
    const prompt = await lockPrompt();
    expect(within(prompt).getByText('Signed in as Amira Haddad (admin)')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await fill(user, within(prompt).getByLabelText('Password'), 'admin123456');
    await user.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(prompt).not.toBeInTheDocument();

    // Locked again, the lock is taken out of storage by hand and the page reloaded: no data, the login page.
    await lockNow(user);
    localStorage.removeItem(STORAGE_KEYS.idleLock);
    await reload();
    renderApp(ACCOUNT_LIST);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('signs out from the prompt to /login, and the lock ends with the session', async () => {
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    const prompt = await lockNow(user);
    await user.click(within(prompt).getByRole('button', { name: /Sign out$/ }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBe('');
    expect(useLockState.getState().locked).toBe(false);
    expect(storedLock()).toBeNull();
    // Nothing is left inert on the login page.
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('locks and unlocks with another tab of the console', async () => {
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    await fill(user, screen.getByLabelText('Login or name'), 'half-typed');
    const tokenBefore = useSessionStore.getState().token;

    // Another tab locks: it drops the token and stores the lock, and this tab hears of it.
    otherTabWrites(STORAGE_KEYS.session, { token: '', userInfo: useSessionStore.getState().userInfo });
    otherTabWrites(STORAGE_KEYS.idleLock, { locked: true });
    const prompt = await lockPrompt();
    expect(useSessionStore.getState().token).toBe('');

    // It unlocks with a new token: this tab takes the token and lets the admin back to the half-typed filter.
    const token = await signInFromAnotherTab('admin', 'admin123456');
    otherTabWrites(STORAGE_KEYS.session, { token, userInfo: useSessionStore.getState().userInfo });
    otherTabWrites(STORAGE_KEYS.idleLock, { locked: false });
    await waitFor(() => expect(prompt).not.toBeInTheDocument());
    expect(useSessionStore.getState().token).toBe(token);
    expect(token).not.toBe(tokenBefore);
    expect(screen.getByLabelText('Login or name')).toHaveValue('half-typed');
  });

  it('takes the idle time from the user menu, per login, and counts activity in another tab', async () => {
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    await openUserMenu(user);
    await user.hover(await screen.findByText('Lock after 15 minutes'));
    await user.click(await screen.findByText('5 minutes'));
    expect(useLockPreferences.getState().choices.admin?.idleMinutes).toBe(5);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lockPreferences)!).state.choices.admin.idleMinutes).toBe(5);
    await openUserMenu(user);
    expect(await screen.findByText('Lock after 5 minutes')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    // Another tab of the console in use keeps this one open past its idle time.
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    try {
      useLockPreferences.getState().setIdleMinutes('admin', 500 * MS);
      // The other tab is in use at every frame it draws, for more than twice this tab's idle time.
      await activeInAnotherTab(otherTab, 1200);
      expect(useLockState.getState().locked).toBe(false);
      expect(screen.queryByRole('dialog', { name: 'Console locked' })).toBeNull();
    } finally {
      otherTab.close();
    }
    // Once it stops, the idle time runs out.
    await lockPrompt();
  });
});
