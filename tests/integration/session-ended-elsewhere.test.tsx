import { waitFor } from '../support/dom';
import { useSessionStore } from '../../src/shared/stores/session-store';
import { ACCOUNTS, existingSession, renderApp, screen, within } from './render-app';

const MODERATOR_ID = 2;

/** Another admin, in another browser: signs in and makes one call, through the same mock server. */
async function adminElsewhere(method: string, path: string, body?: unknown) {
  const signIn = await fetch('/services/admin/api/authenticate', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ACCOUNTS.admin.login, password: ACCOUNTS.admin.password }),
  });
  const { data } = (await signIn.json()) as { data: { token: string } };
  const answer = await fetch(`/services/admin/api/admin/users${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: data.token },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(((await answer.json()) as { code: number }).code).toBe(200);
}

/** The moderator's console, open on a list, with its rows. */
async function moderatorAtWork() {
  await existingSession('moderator');
  const view = renderApp('/user-manage/user-prohibitions');
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
  return view;
}

/** The moderator's next call: the user menu's Refresh menus, as a user would. */
async function nextCall(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: /\(user menu\)$/ }));
  await user.click(await screen.findByText('Refresh menus'));
}

async function expectSignedOutWithTheNotice() {
  expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/login');
  expect(await screen.findByRole('alert')).toHaveTextContent('Your login has expired. Please log in again.');
  expect(useSessionStore.getState().token).toBe('');
}

describe('a session ended from another browser', () => {
  it("sends the console to /login with the expiry notice once an admin resets the account's password", async () => {
    const { user } = await moderatorAtWork();
    await adminElsewhere('POST', `/${MODERATOR_ID}/reset-password`);
    await nextCall(user);
    await expectSignedOutWithTheNotice();
  });

  it('does the same once an admin disables the account, and enabling it again does not bring it back', async () => {
    const { user } = await moderatorAtWork();
    await adminElsewhere('PUT', `/${MODERATOR_ID}/activated`, { activated: false });
    await adminElsewhere('PUT', `/${MODERATOR_ID}/activated`, { activated: true });
    await nextCall(user);
    await expectSignedOutWithTheNotice();
  });
});
