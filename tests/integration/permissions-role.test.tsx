import { waitFor } from '../support/dom';
import userEvent from '@testing-library/user-event';
import { accountApi } from '../../src/features/permissions/api';
import { MENU_SEED } from '../../src/features/permissions/mock/menu-seed';
import type { RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import { findEntry } from '../../src/shared/menu/build-routes';
import { clearClientState } from '../../src/shared/session/logout';
import { existingSession, fill, renderApp, screen, topLevelMenu, within } from './render-app';

type User = ReturnType<typeof userEvent.setup>;

const idOf = (uri: string) => Number(findEntry(MENU_SEED, uri)!.id);
const IDS = {
  permissionsFolder: idOf('/permissions-manage'),
  account: idOf('/permissions-manage/account'),
  accountCreate: idOf('/permissions-manage/account:create'),
  versionFolder: idOf('/version-manage'),
  uploadImgFile: idOf('/version-manage/uploadImgFile'),
  localCache: idOf('/version-manage/local-cache'),
  versionControl: idOf('/version-manage/version-control'),
};
/** A screen's action entries (a checked screen brings them all). */
const actionIdsOf = (uri: string) => (findEntry(MENU_SEED, uri)!.childAuths ?? []).map((entry) => Number(entry.id));

function roleNamed(name: string): RoleRow | undefined {
  return db.find<RoleRow>(COLLECTIONS.roles, (row) => row.name === name);
}

/** The screen's own area (the shell nests a <main> inside its content <main>: the innermost one). */
async function screenArea(): Promise<HTMLElement> {
  return (await screen.findAllByRole('main')).at(-1)!;
}

async function openRoles() {
  await existingSession('admin');
  const { user, ...view } = renderApp('/permissions-manage/role');
  const main = await screenArea();
  expect(await within(main).findByRole('heading', { name: 'Role Management' })).toBeInTheDocument();
  const table = await within(main).findByRole('table');
  await within(table).findByText('Moderator');
  return { ...view, user, main, table };
}

function rowOf(table: HTMLElement, name: string): HTMLElement {
  return within(table).getByText(name).closest('tr') as HTMLElement;
}

/** The cells of a role's row: name, description, screens, actions. */
function cellsOf(table: HTMLElement, name: string): string[] {
  return within(rowOf(table, name))
    .getAllByRole('cell')
    .slice(0, 4)
    .map((cell) => cell.textContent ?? '');
}

/** The open dialog (the drawer or a confirmation) showing this title. */
async function dialogWith(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByText(title)
      .map((element) => element.closest<HTMLElement>('[role="dialog"]'))
      .find(Boolean);
    expect(dialog).toBeTruthy();
    return dialog!;
  });
}

async function openDrawer(title: string) {
  const drawer = await dialogWith(title);
  // The whole menu tree has loaded when its search box shows.
  await within(drawer).findByRole('textbox', { name: 'Search menus' });
  return drawer;
}

/**
 * Puts a search in the tree's filter box (pasted: each keystroke would filter the tree again), then waits
 * for `shows`, an entry the filtered tree shows: the filter lags behind the typing (useDeferredValue).
 */
async function searchTree(user: User, drawer: HTMLElement, search: string, shows: string) {
  const box = within(drawer).getByRole('textbox', { name: 'Search menus' });
  await user.clear(box);
  await user.click(box);
  await user.paste(search);
  await within(drawer).findByRole('checkbox', { name: shows });
}

/** Searches the tree, then checks the entry named so (action entries read "Create (Action)"). */
async function checkInTree(user: User, drawer: HTMLElement, search: string, entry: string) {
  await searchTree(user, drawer, search, entry);
  await user.click(within(drawer).getByRole('checkbox', { name: entry }));
}

function checkState(drawer: HTMLElement, entry: string) {
  return within(drawer).getByRole('checkbox', { name: entry }).getAttribute('aria-checked');
}

describe('permissions-manage/role', () => {
  it('creates a role by checking screens and an action, lists its counts, edits it and deletes it', async () => {
    const { user, main, table } = await openRoles();

    // Create: two screens with all their actions, and one action (its screen comes with it).
    await user.click(within(main).getByRole('button', { name: /New role/ }));
    let drawer = await openDrawer('New role');
    await fill(user, within(drawer).getByLabelText('Role name'), 'Release managers');
    await fill(user, within(drawer).getByLabelText('Description'), 'Caches and versions');
    await checkInTree(user, drawer, 'Local Cache', 'Local Cache');
    await checkInTree(user, drawer, 'Version Control', 'Version Control');
    await checkInTree(user, drawer, 'Account Management', 'Create (Action)');
    expect(within(drawer).getByRole('status')).toHaveTextContent('Screens granted: 3 · Actions granted: 8');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created')).toBeInTheDocument();
    await within(table).findByText('Release managers');
    expect(cellsOf(table, 'Release managers')).toEqual(['Release managers', 'Caches and versions', '3', '8']);
    expect(new Set(roleNamed('Release managers')?.menuIds)).toEqual(
      new Set([
        IDS.versionFolder,
        IDS.localCache,
        IDS.versionControl,
        ...actionIdsOf('/version-manage/local-cache'),
        ...actionIdsOf('/version-manage/version-control'),
        IDS.permissionsFolder,
        IDS.account,
        IDS.accountCreate,
      ]),
    );

    // Edit: the tree shows exactly what the role grants, the folders and the screen above the action half-checked.
    await user.click(within(rowOf(table, 'Release managers')).getByRole('button', { name: 'Edit' }));
    drawer = await openDrawer('Edit role Release managers');
    expect(within(drawer).getByLabelText('Role name')).toHaveValue('Release managers');
    expect(within(drawer).getByRole('status')).toHaveTextContent('Screens granted: 3 · Actions granted: 8');
    // Waited for by an entry only the search shows: a checked one may show before the filter applies.
    await searchTree(user, drawer, '/version-manage', 'Upload Images');
    expect(checkState(drawer, 'Version Management')).toBe('mixed');
    expect(checkState(drawer, 'Local Cache')).toBe('true');
    expect(checkState(drawer, 'Version Control')).toBe('true');
    expect(checkState(drawer, 'Upload Images')).toBe('false');
    expect(checkState(drawer, 'iOS Update Notices')).toBe('false');
    await searchTree(user, drawer, 'Account Management', 'Reset Password (Action)');
    expect(checkState(drawer, 'Permissions')).toBe('mixed');
    expect(checkState(drawer, 'Account Management')).toBe('mixed');
    expect(checkState(drawer, 'Create (Action)')).toBe('true');
    expect(checkState(drawer, 'Edit (Action)')).toBe('false');
    expect(checkState(drawer, 'Delete (Action)')).toBe('false');
    expect(checkState(drawer, 'Reset Password (Action)')).toBe('false');
    // Unchecking a folder revokes what is under it.
    await searchTree(user, drawer, 'Version Management', 'Upload Images');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Version Management' }));
    expect(checkState(drawer, 'Upload Images')).toBe('true');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Version Management' }));
    expect(checkState(drawer, 'Local Cache')).toBe('false');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Modified')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(table, 'Release managers').slice(2)).toEqual(['1', '1']));
    expect(new Set(roleNamed('Release managers')?.menuIds)).toEqual(
      new Set([IDS.permissionsFolder, IDS.account, IDS.accountCreate]),
    );

    // Delete a role nobody holds, after confirming.
    await user.click(within(rowOf(table, 'Release managers')).getByRole('button', { name: 'Delete' }));
    const confirm = await dialogWith('Sure to delete this role?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Release managers')).not.toBeInTheDocument());
    expect(roleNamed('Release managers')).toBeUndefined();
  });

  it('shows the server refusal of a duplicate name on the name field and keeps what was typed', async () => {
    const { user, main } = await openRoles();
    await user.click(within(main).getByRole('button', { name: /New role/ }));
    const drawer = await openDrawer('New role');
    await fill(user, within(drawer).getByLabelText('Role name'), 'moderator');
    await fill(user, within(drawer).getByLabelText('Description'), 'A second moderator role');
    await checkInTree(user, drawer, 'Local Cache', 'Local Cache');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('A role named moderator already exists');
    await waitFor(() =>
      expect(within(drawer).getByLabelText('Role name')).toHaveAccessibleDescription(
        'A role named moderator already exists',
      ),
    );
    expect(within(drawer).getByLabelText('Role name')).toHaveValue('moderator');
    expect(within(drawer).getByLabelText('Description')).toHaveValue('A second moderator role');
    expect(checkState(drawer, 'Local Cache')).toBe('true');
    expect(within(drawer).getByRole('status')).toHaveTextContent('Screens granted: 1');
    expect(screen.queryByText('Created')).not.toBeInTheDocument();
    expect(db.all<RoleRow>(COLLECTIONS.roles)).toHaveLength(3);
  });

  it('asks for a name before calling the server', async () => {
    const { user, main } = await openRoles();
    await user.click(within(main).getByRole('button', { name: /New role/ }));
    const drawer = await openDrawer('New role');
    await fill(user, within(drawer).getByLabelText('Role name'), '   ');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please enter a role name (50 characters at most)')).toBeInTheDocument();
    expect(db.all<RoleRow>(COLLECTIONS.roles)).toHaveLength(3);
  });

  it('refuses to delete the Moderator role while the moderator account holds it', async () => {
    const { user, table } = await openRoles();
    await user.click(within(rowOf(table, 'Moderator')).getByRole('button', { name: 'Delete' }));
    const confirm = await dialogWith('Sure to delete this role?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This role is still given to moderator')).toBeInTheDocument();
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    // The question stays open after the refusal; cancelling it leaves the role where it was.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getByText('Moderator')).toBeInTheDocument();
    expect(roleNamed('Moderator')).toBeDefined();
  });

  it('a new account with a new role sees exactly what the role grants', async () => {
    const { user, main, unmount } = await openRoles();
    await user.click(within(main).getByRole('button', { name: /New role/ }));
    const drawer = await openDrawer('New role');
    await fill(user, within(drawer).getByLabelText('Role name'), 'Uploaders');
    // The upload screen without its Upload action (view only), and the accounts screen with Create only.
    await checkInTree(user, drawer, 'Upload Images', 'Upload Images');
    await user.click(within(drawer).getByRole('checkbox', { name: 'Upload (Action)' }));
    expect(checkState(drawer, 'Upload Images')).toBe('mixed');
    await checkInTree(user, drawer, 'Account Management', 'Create (Action)');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    const role = roleNamed('Uploaders')!;
    expect(new Set(role.menuIds)).toEqual(
      new Set([IDS.permissionsFolder, IDS.account, IDS.accountCreate, IDS.versionFolder, IDS.uploadImgFile]),
    );

    await accountApi.create({
      login: 'uploader',
      firstName: 'Uma Loader',
      email: 'uploader@console.example.invalid',
      roleIds: [role.id],
      activated: true,
      password: 'uploader-pass-1',
    });
    unmount();
    clearClientState();

    const signIn = renderApp('/login');
    await fill(signIn.user, await screen.findByLabelText('Username'), 'uploader');
    await fill(signIn.user, screen.getByLabelText('Password'), 'uploader-pass-1');
    await signIn.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Uma Loader' })).toBeInTheDocument();
    expect(await topLevelMenu()).toEqual(['Home', 'Permissions', 'Version Management']);
    const nav = screen.getByRole('menu', { name: 'Main navigation' });
    await signIn.user.click(within(nav).getByText('Permissions'));
    await signIn.user.click(within(nav).getByText('Version Management'));
    const submenus = await waitFor(() => {
      const lists = Array.from(nav.querySelectorAll('ul.ant-menu-sub'));
      expect(lists).toHaveLength(2);
      return lists;
    });
    expect(
      submenus.map((list) =>
        within(list as HTMLElement)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([['Account Management'], ['Upload Images']]);

    // On the accounts screen: New account, but no row Delete.
    await signIn.user.click(within(nav).getByText('Account Management'));
    const accounts = await screenArea();
    expect(await within(accounts).findByRole('heading', { name: 'Account Management' })).toBeInTheDocument();
    const accountTable = await within(accounts).findByRole('table');
    expect(await within(accountTable).findByText('uploader')).toBeInTheDocument();
    expect(within(accounts).getByRole('button', { name: /New account/ })).toBeInTheDocument();
    expect(within(accountTable).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    signIn.unmount();

    // The roles screen is not for this account.
    renderApp('/permissions-manage/role');
    expect(await screen.findByText('No permission')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/no-auth');
  });
});
