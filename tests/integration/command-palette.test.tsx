import { setLanguage } from '../../src/shared/i18n/set-language';
import { waitFor } from '../support/dom';
import { audit, describeViolations } from './accessibility/axe';
import { existingSession, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** The open palette: its dialog, search box (a combobox) and, when something matches, its listbox. */
async function openWithShortcut(user: User, keys = '{Control>}k{/Control}') {
  await user.keyboard(keys);
  const dialog = await screen.findByRole('dialog', { name: 'Go to a screen' });
  const search = within(dialog).getByRole('combobox', { name: 'Screen name or address' });
  await waitFor(() => expect(search).toHaveFocus());
  return { dialog, search };
}

/** The option aria-activedescendant points at: the one Enter opens. */
function activeOption(search: HTMLElement) {
  const id = search.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
}

async function whenShellReady() {
  await screen.findByRole('button', { name: /Go to a screen/ });
}

describe('the command palette (Ctrl+K)', () => {
  it('opens with Ctrl+K, finds a screen by its Arabic name, shows it in English with its uri, and Enter opens it', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await whenShellReady();
    const { dialog, search } = await openWithShortcut(user);
    expect(search).toHaveAttribute('aria-expanded', 'true');

    await user.type(search, 'قائمة المستخدمين');
    const listbox = within(dialog).getByRole('listbox', { name: 'Screens' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('User List');
    expect(options[0]).toHaveTextContent('/user-manage/user-list');
    expect(activeOption(search)).toBe(options[0]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/user-manage/user-list'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to a screen' })).not.toBeInTheDocument());
  });

  it('finds by Chinese name (Cmd+K too) and by uri; arrow keys move the choice, a click opens', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await whenShellReady();
    const { dialog, search } = await openWithShortcut(user, '{Meta>}k{/Meta}');
    await user.type(search, '账号管理');
    expect(within(dialog).getByRole('option')).toHaveTextContent('Account Management');

    await user.clear(search);
    await user.type(search, '/permissions-manage/');
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.querySelector('[dir="ltr"]')?.textContent)).toEqual([
      '/permissions-manage/account',
      '/permissions-manage/role',
      '/permissions-manage/menu',
    ]);
    expect(activeOption(search)).toBe(options[0]);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(search)).toBe(options[1]);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(search)).toBe(options[2]);

    await user.click(within(options[1]).getByText('Role Management', { exact: false }));
    await waitFor(() => expect(window.location.pathname).toBe('/permissions-manage/role'));
  });

  it('does not offer a screen the admin may not open (operator)', async () => {
    await existingSession('operator');
    const { user } = renderApp('/');
    await whenShellReady();
    const { dialog, search } = await openWithShortcut(user);
    await user.type(search, 'Account Management');
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('status')).toHaveTextContent('No screen you may open matches “Account Management”');
    await user.clear(search);
    await user.type(search, '/user-manage/user-list');
    expect(within(dialog).queryByRole('option')).not.toBeInTheDocument();
    // What the operator holds is offered.
    await user.clear(search);
    await user.type(search, 'hot content push');
    expect(within(dialog).getByRole('option')).toHaveTextContent('/push-manage/hot-content-push');
  });

  it('Escape closes and gives the focus back; the header button opens it too and gets the focus back', async () => {
    await existingSession('admin');
    const { user } = renderApp('/');
    await whenShellReady();
    const userMenu = screen.getByRole('button', { name: /user menu/ });
    userMenu.focus();
    const first = await openWithShortcut(user);
    await user.type(first.search, 'user');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Go to a screen' })).not.toBeInTheDocument());
    await waitFor(() => expect(userMenu).toHaveFocus());
    expect(window.location.pathname).toBe('/');

    const button = screen.getByRole('button', { name: /Go to a screen/ });
    expect(button).toHaveAttribute('aria-keyshortcuts');
    expect(button).toHaveTextContent(/K/);
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Go to a screen' });
    // Opened afresh: the last search is gone.
    expect(within(dialog).getByRole('combobox')).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it.each(['en', 'ar'] as const)('passes axe while open (%s); in Arabic it runs right to left', async (language) => {
    if (language !== 'en') await setLanguage(language);
    await existingSession('admin');
    const { user } = renderApp('/');
    await screen.findByRole('button', { name: language === 'ar' ? /الانتقال إلى شاشة/ : /Go to a screen/ });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', {
      name: language === 'ar' ? 'الانتقال إلى شاشة' : 'Go to a screen',
    });
    const search = within(dialog).getByRole('combobox');
    // Every screen, in a list that scrolls (once: axe over 100 options takes a while).
    if (language === 'en') {
      await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(50));
      expect(describeViolations((await audit()).blocking)).toBe('');
    }
    await user.type(search, 'user list');
    if (language === 'ar') {
      expect(getComputedStyle(dialog).direction).toBe('rtl');
      expect(getComputedStyle(search).direction).toBe('rtl');
      expect(within(dialog).getAllByRole('option')[0]).toHaveTextContent('قائمة المستخدمين');
    }
    await waitFor(() => expect(activeOption(search)).not.toBeNull());
    const { blocking } = await audit();
    expect(describeViolations(blocking)).toBe('');
  });
});
