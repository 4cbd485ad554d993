import { http, HttpResponse } from 'msw';
import { queryClient } from '../../src/app/providers/query-client';
import { ACTIVITY_CHANNEL } from '../../src/app/shell/idle-lock/use-idle-watch';
import { worker } from '../../src/mocks/test-worker';
import { useLockPreferences, useLockState } from '../../src/shared/stores/idle-lock-store';
import { useSessionStore } from '../../src/shared/stores/session-store';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { cleanup, waitFor } from '../support/dom';
import { existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** An idle time short enough to wait for in a test, set as the user menu sets it. */
const MS = 1 / 60_000;
const ACCOUNT_LIST = '/permissions-manage/account';

const lockPrompt = (name = 'Console locked') => screen.findByRole('dialog', { name });

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
    expect(sessionStorage.getItem(STORAGE_KEYS.idleLock)).toContain('"locked":true');

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
    expect(sessionStorage.getItem(STORAGE_KEYS.idleLock)).toContain('"locked":false');
    // And the console carries on with the new token.
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
  });

  it('refuses a wrong password with the server message and keeps the prompt', async () => {
    await existingSession('admin');
    const token = useSessionStore.getState().token;
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    const prompt = await lockNow(user);
    await fill(user, within(prompt).getByLabelText('Password'), 'not-the-password');
    await user.click(within(prompt).getByRole('button', { name: 'Unlock' }));
    expect(await within(prompt).findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(prompt).toBeInTheDocument();
    expect(useLockState.getState().locked).toBe(true);
    expect(useSessionStore.getState().token).toBe(token);
    // The field is emptied for the next try and has the focus.
    expect(within(prompt).getByLabelText('Password')).toHaveValue('');
    expect(within(prompt).getByLabelText('Password')).toHaveFocus();
  });

  it('signs out to /login on a 401 while locked, and the lock ends with the session', async () => {
    await existingSession('admin');
    const { user } = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    const prompt = await lockNow(user);
    worker.use(
      http.get('*/services/admin/api/admin/users', () =>
        HttpResponse.json({ code: 401, status: 401, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    // A background refetch of the list behind the lock answers 401.
    void queryClient.invalidateQueries();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(prompt).not.toBeInTheDocument();
    expect(useLockState.getState().locked).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.idleLock)).toBeNull();
    expect(useSessionStore.getState().token).toBe('');
    // Nothing is left inert on the login page.
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('stays locked after a reload, and Sign out on the prompt goes to /login', async () => {
    await existingSession('admin');
    const first = renderApp(ACCOUNT_LIST);
    await screen.findByRole('table');
    await lockNow(first.user);
    const stored = sessionStorage.getItem(STORAGE_KEYS.idleLock);
    expect(stored).toContain('"locked":true');

    // A reload: the page and its memory go, sessionStorage stays.
    cleanup();
    useLockState.setState({ locked: false });
    sessionStorage.setItem(STORAGE_KEYS.idleLock, stored!);
    await useLockState.persist.rehydrate();
    const { user } = renderApp(ACCOUNT_LIST);
    const prompt = await lockPrompt();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(prompt).getByRole('button', { name: /Sign out$/ }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(useSessionStore.getState().token).toBe('');
    expect(useLockState.getState().locked).toBe(false);
    expect(sessionStorage.getItem(STORAGE_KEYS.idleLock)).toBeNull();
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
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        otherTab.postMessage('activity');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(useLockState.getState().locked).toBe(false);
      expect(screen.queryByRole('dialog', { name: 'Console locked' })).toBeNull();
    } finally {
      otherTab.close();
    }
    // Once it stops, the idle time runs out.
    await lockPrompt();
  });
});
