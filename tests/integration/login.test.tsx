import { http, HttpResponse } from 'msw';
import { worker } from '../../src/mocks/test-worker';
import { useMenuStore, useNavigationStore } from '../../src/shared/stores/menu-store';
import { useSessionStore } from '../../src/shared/stores/session-store';
import { STORAGE_KEYS } from '../../src/shared/stores/storage-keys';
import { ACCOUNTS, renderApp, screen, signInThroughForm, topLevelMenu, type AccountName } from './render-app';

const MODERATOR_MENU = [
  'Home',
  'Content Labels',
  'Content Audit',
  'Image Risk Control',
  'Content Tagging',
  'Post Management',
  'User Management',
];

describe('login', () => {
  it('asks for the username and password before calling the server', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
  });

  it('shows a translated error for a wrong password and keeps what was typed', async () => {
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(useSessionStore.getState().token).toBe('');
  });

  it.each<[AccountName, (menu: string[]) => void]>([
    ['admin', (menu) => expect(menu).toHaveLength(24)],
    ['moderator', (menu) => expect(menu).toEqual(MODERATOR_MENU)],
    [
      'operator',
      (menu) =>
        expect(menu).toEqual([
          'Home',
          'Event Management',
          'Event Support',
          'Content Recommendation',
          'Creator Center',
          'Data Dashboard',
          'Help Content and Category',
          'Hot Management',
          'Insights Content',
          'Pregnancy Articles',
          'Push Management',
        ]),
    ],
  ])('%s signs in and sees its own menus', async (account, expectMenu) => {
    const { user } = renderApp('/login');
    await signInThroughForm(user, account);
    expect(await screen.findByRole('heading', { name: `Hello, ${ACCOUNTS[account].name}` })).toBeInTheDocument();
    expectMenu(await topLevelMenu());
    expect(useSessionStore.getState().token.length).toBeGreaterThanOrEqual(32);
    expect(useSessionStore.getState().userInfo.login).toBe(account);
  });

  it('remembers the account name for next time when asked to', async () => {
    const { user, unmount } = renderApp('/login');
    await user.click(await screen.findByRole('checkbox', { name: 'Remember account' }));
    await signInThroughForm(user, 'moderator');
    await screen.findByRole('heading', { name: /Hello/ });
    expect(localStorage.getItem(STORAGE_KEYS.rememberedAccount)).toBe('moderator');
    unmount();
    useSessionStore.getState().clearSession();
    renderApp('/login');
    expect(await screen.findByLabelText('Username')).toHaveValue('moderator');
  });

  it('signs in through the simulated chat-app authorisation as the operator', async () => {
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: /Sign in with the chat app/ }));
    const panel = await screen.findByRole('dialog', { name: 'Chat app authorisation (simulated)' });
    await user.click(panel.querySelector('button.ant-btn-primary') as HTMLElement);
    expect(await screen.findByRole('heading', { name: 'Hello, Omar Farouk' })).toBeInTheDocument();
  });

  it('refuses a chat-app callback whose state this tab did not send', async () => {
    renderApp('/login?code=mock-chat-app-code-operator&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('The chat app sign-in could not be verified.');
    expect(useSessionStore.getState().token).toBe('');
  });

  it('sends a visitor without a session to /login and back to the page they asked for', async () => {
    const { user } = renderApp('/version-manage/uploadImgFile');
    await signInThroughForm(user, 'admin');
    expect(await screen.findByRole('heading', { name: 'Upload Images' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/version-manage/uploadImgFile');
  });

  it('after a 401 mid-session lands on /login with the session cleared', async () => {
    const { user } = renderApp('/login');
    await signInThroughForm(user, 'admin');
    await screen.findByRole('heading', { name: /Hello/ });
    worker.use(
      http.get('*/services/admin/api/admin/user/getAdminUserAuth', () =>
        HttpResponse.json({ code: 401, status: 401, message: 'Unauthorized' }, { status: 401 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: /\(user menu\)$/ }));
    await user.click(await screen.findByText('Refresh menus'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(await screen.findByText('Your login has expired. Please log in again.')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('');
    expect(useMenuStore.getState().menus).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(useNavigationStore.getState().selectedKeys).toEqual([]);
  });
});
