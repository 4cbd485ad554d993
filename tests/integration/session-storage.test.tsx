import { waitFor } from '../support/dom';
import { authApi } from '../../src/features/auth/api';
import type { SessionRow } from '../../src/mocks/auth-guard';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import { worker } from '../../src/mocks/test-worker';
import { getToken, useSessionStore } from '../../src/shared/stores/session-store';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { useUiStore } from '../../src/shared/stores/ui-store';
import { ACCOUNTS, fill, renderApp, screen, within } from './render-app';

const DEEP_LINK = '/user-manage/user-list';

/** Signs the admin in at the (mock) server and hands back the token it issued. */
async function serverToken(): Promise<string> {
  const { login, password } = ACCOUNTS.admin;
  const { token } = await authApi.login({ username: login, password, rememberMe: false });
  return token;
}

/** Makes the server accept `token` for the session it issued as `issued`, so only the console can refuse it. */
function serverAccepts(issued: string, token: string) {
  const session = db.find<SessionRow>(COLLECTIONS.sessions, (row) => row.token === issued)!;
  db.update<SessionRow>(COLLECTIONS.sessions, session.id, { token });
}

/** What a reload finds: the session storage as edited by hand, read back into the store. */
async function reloadWith(stored: string) {
  localStorage.setItem(STORAGE_KEYS.session, stored);
  await useSessionStore.persist.rehydrate();
}

const storedSession = (token: unknown) =>
  JSON.stringify({ state: { token, userInfo: { login: 'admin', firstName: 'Amira Haddad' } }, version: 0 });

/** The deep-linked list, with its rows: no call of this test is still on its way when it ends. */
async function listLoaded() {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
}

/** Every API call the console makes from now on, with the Authorization it sent. */
function recordCalls() {
  const calls: string[] = [];
  worker.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/services/')) calls.push(`${pathname} ${request.headers.get('Authorization') ?? ''}`);
  });
  return calls;
}

describe('a session token edited into localStorage', () => {
  it('opens the console with a stored token of the right length (how these tests reload)', async () => {
    const token = await serverToken();
    expect(token.length).toBeGreaterThanOrEqual(32);
    await reloadWith(storedSession(token));
    renderApp(DEEP_LINK);
    await listLoaded();
    expect(window.location.pathname).toBe(DEEP_LINK);
    expect(getToken()).toBe(token);
  });

  it('refuses a 31-character token the server would accept: signed out at /login, nothing sent with it', async () => {
    const issued = await serverToken();
    const short = issued.slice(0, 31);
    serverAccepts(issued, short);
    const calls = recordCalls();

    await reloadWith(storedSession(short));
    const { user } = renderApp(DEEP_LINK);

    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getToken()).toBe('');
    expect(useSessionStore.getState().userInfo.login).toBe('');
    // Nothing was asked of the server with the refused token (nor at all, before signing in).
    expect(calls).toEqual([]);
    // Refused, not expired: there was no session to lose.
    expect(useUiStore.getState().loginNotice).toBe('');
    expect(screen.queryByText('Your login has expired. Please log in again.')).not.toBeInTheDocument();

    // Signing in takes the admin to the page the reload asked for.
    await fill(user, screen.getByLabelText('Username'), ACCOUNTS.admin.login);
    await fill(user, screen.getByLabelText('Password'), ACCOUNTS.admin.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(window.location.pathname).toBe(DEEP_LINK));
    await listLoaded();
    expect(getToken().length).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['an empty token', storedSession('')],
    ['a one-character token', storedSession('x')],
    ['a number in place of the token', storedSession(Number('1'.repeat(40)))],
    ['no token at all', JSON.stringify({ state: { userInfo: { login: 'admin' } }, version: 0 })],
    ['storage that is not JSON', '{"state":{"token":"'],
  ])('starts signed out at /login with %s, asking the server nothing', async (_case, stored) => {
    const calls = recordCalls();
    await reloadWith(stored);
    renderApp(DEEP_LINK);
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(getToken()).toBe('');
    expect(calls).toEqual([]);
  });
});
