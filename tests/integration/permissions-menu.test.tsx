import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_IDS, type MenuRow, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import { worker } from '../../src/mocks/test-worker';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof userEvent.setup>;

const PATH = '/permissions-manage/menu';
const DELETE_ACTION = '/permissions-manage/menu:delete';

/** The tree as it is now: saving reloads the admin's menus, which brings the screen back afresh. */
const tree = () => screen.getByRole('table');

/** The table row of an entry, once it shows. */
function rowOf(name: string): Promise<HTMLElement> {
  return waitFor(() => within(tree()).getByText(name, { selector: '.menu-tree__name' }).closest('tr') as HTMLElement);
}

/** The names of the rows, top to bottom. */
function rowNames(): string[] {
  return within(tree())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('.menu-tree__name')?.textContent ?? '');
}

async function openMenuScreen() {
  await existingSession('admin');
  renderApp(PATH);
  await rowOf('Permissions');
  return { user: userEvent.setup() };
}

/** A row's button by its label ('Edit Permissions'), once it shows. */
const rowButton = (label: string) => waitFor(() => within(tree()).getByLabelText(label));

async function expand(user: User, name: string) {
  await user.click(await rowButton(`Expand ${name}`));
}

/** An open dialog (a drawer or a confirmation) by its accessible name. */
const dialog = (name: string): Promise<HTMLElement> => screen.findByRole('dialog', { name });

async function addChildTo(user: User, parent: string) {
  await user.click(await rowButton(`Add child to ${parent}`));
  return dialog(`New entry under ${parent}`);
}

/** The drawer's Save button, by its text. */
const save = (user: User, drawer: HTMLElement) => user.click(within(drawer).getByText('Save'));

const retype = fill;

/** The button above the tree, by its text. */
const newTopLevel = () =>
  waitFor(() => screen.getByText('New top-level entry', { selector: 'button span' }).closest('button') as HTMLElement);

/** The warning under the uri field: a live region (role status), not an error. */
const warningIn = (drawer: HTMLElement) =>
  waitFor(() => {
    const status = drawer.querySelector<HTMLElement>('[role="status"]');
    if (!status) throw new Error('No warning shown');
    return status;
  });

const sider = () => screen.getByLabelText('Main navigation');

describe('permissions-manage/menu', () => {
  it('adds a screen under a folder, renames an entry everywhere, moves and deletes one', async () => {
    const { user } = await openMenuScreen();
    expect(within(tree()).getByText('/permissions-manage')).toBeInTheDocument();
    expect(within(await rowOf('Permissions')).getByText('Folder')).toBeInTheDocument();

    // Add a screen under the Permissions folder.
    await expand(user, 'Permissions');
    expect(await rowOf('Menu Management')).toHaveTextContent('Screen');
    let drawer = await addChildTo(user, 'Permissions');
    expect(within(drawer).getByLabelText('Screen')).toBeChecked();
    expect(within(drawer).getByLabelText('Name (Arabic)')).toHaveAttribute('dir', 'rtl');
    expect(within(drawer).getByLabelText('URI')).toHaveValue('/permissions-manage/');
    await user.type(within(drawer).getByLabelText('URI'), 'audit-log');
    expect(await warningIn(drawer)).toHaveTextContent(/No screen of this console serves this URI yet/);
    await fill(user, within(drawer).getByLabelText('Name (English)'), 'Audit Log');
    await fill(user, within(drawer).getByLabelText('Name (Chinese)'), '审计日志');
    await fill(user, within(drawer).getByLabelText('Name (Arabic)'), 'سجل التدقيق');
    await save(user, drawer);
    await screen.findByText('Created');
    const created = await rowOf('Audit Log');
    expect(created).toHaveTextContent('/permissions-manage/audit-log');
    expect(within(created).getByText('/permissions-manage/audit-log').closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(db.find<MenuRow>(COLLECTIONS.menus, (row) => row.uri === '/permissions-manage/audit-log')).toMatchObject({
      parentId: 1700,
      type: 2,
      name: { en: 'Audit Log', zh: '审计日志', ar: 'سجل التدقيق' },
    });

    // Rename the Menu Management screen: the tree and the admin's own sider show the new name.
    expect(within(sider()).getByText('Menu Management')).toBeInTheDocument();
    await user.click(await rowButton('Edit Menu Management'));
    drawer = await dialog('Edit Menu Management');
    expect(within(drawer).getByLabelText('Name (English)')).toHaveValue('Menu Management');
    await retype(user, within(drawer).getByLabelText('Name (English)'), 'Menus and Navigation');
    await save(user, drawer);
    await screen.findByText('Modified');
    expect(await rowOf('Menus and Navigation')).toBeInTheDocument();
    expect(await within(sider()).findByText('Menus and Navigation')).toBeInTheDocument();
    expect(within(sider()).queryByText('Menu Management')).not.toBeInTheDocument();

    // Move the new entry up, above the renamed one.
    const before = rowNames();
    expect(before.indexOf('Audit Log')).toBe(before.indexOf('Menus and Navigation') + 1);
    await user.click(await rowButton('Move Audit Log up'));
    await screen.findByText('Updated');
    await waitFor(() => {
      const after = rowNames();
      expect(after.indexOf('Audit Log')).toBe(after.indexOf('Menus and Navigation') - 1);
    });
    await waitFor(() => expect(within(tree()).getByLabelText('Move Audit Log up')).toHaveFocus());

    // Delete the new leaf after confirming.
    await user.click(await rowButton('Delete Audit Log'));
    const confirm = await dialog('Sure to delete this menu entry?');
    await user.click(within(confirm).getByText('Delete'));
    await screen.findByText('Deleted');
    await waitFor(() => expect(within(tree()).queryByText('Audit Log')).not.toBeInTheDocument());
    expect(await rowOf('Menus and Navigation')).toBeInTheDocument();
  });

  it('adds an action under a screen, named after the screen', async () => {
    const { user } = await openMenuScreen();
    await expand(user, 'Permissions');
    const drawer = await addChildTo(user, 'Menu Management');
    expect(within(drawer).getByLabelText('Action')).toBeChecked();
    expect(within(drawer).queryByLabelText('Folder')).not.toBeInTheDocument();
    expect(within(drawer).queryByLabelText('Icon')).not.toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('Name (English)'), 'Export');
    await retype(user, within(drawer).getByLabelText('URI'), '/permissions-manage/role:export');
    await save(user, drawer);
    expect(
      await within(drawer).findByText(
        "An action's URI is /permissions-manage/menu: followed by letters, digits, - or _",
      ),
    ).toBeInTheDocument();
    await retype(user, within(drawer).getByLabelText('URI'), '/permissions-manage/menu:export');
    await save(user, drawer);
    await screen.findByText('Created');
    // The screen it went under opens to show it.
    expect(await rowOf('Export')).toHaveTextContent('/permissions-manage/menu:export');
  });

  it('shows the refusal to delete a folder that still holds entries, and keeps it', async () => {
    const { user } = await openMenuScreen();
    await user.click(await rowButton('Delete Permissions'));
    const confirm = await dialog('Sure to delete this menu entry?');
    await user.click(within(confirm).getByText('Delete'));
    await screen.findByText('“Permissions” still holds 3 entries: delete them first');
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    expect(await rowOf('Permissions')).toBeInTheDocument();
    expect(db.byId<MenuRow>(COLLECTIONS.menus, 1700)).toBeDefined();
  });

  it('checks the uri before calling the server', async () => {
    const { user } = await openMenuScreen();
    let saves = 0;
    worker.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && /\/admin\/api\/auth$/.test(new URL(request.url).pathname)) saves += 1;
    });
    await user.click(await newTopLevel());
    const drawer = await dialog('New top-level entry');
    expect(within(drawer).getByLabelText('Folder')).toBeChecked();
    await retype(user, within(drawer).getByLabelText('URI'), 'campaigns');
    await save(user, drawer);
    expect(
      await within(drawer).findByText('A URI starts with / and uses letters, digits, - or _ in each segment'),
    ).toBeInTheDocument();
    expect(await within(drawer).findByText('Please enter the English name')).toBeInTheDocument();
    expect(saves).toBe(0);
    worker.events.removeAllListeners();
  });

  it('marks the uri field when the server refuses a duplicate, keeping what was typed', async () => {
    const { user } = await openMenuScreen();
    await expand(user, 'Permissions');
    const drawer = await addChildTo(user, 'Permissions');
    await fill(user, within(drawer).getByLabelText('Name (English)'), 'Accounts again');
    await fill(user, within(drawer).getByLabelText('Name (French)'), 'Comptes');
    await fill(user, within(drawer).getByLabelText('Remark'), 'A second door to accounts');
    await retype(user, within(drawer).getByLabelText('URI'), '/permissions-manage/account');
    await save(user, drawer);
    const refusal = 'The URI /permissions-manage/account is already used by another entry';
    expect(await within(drawer).findByText(refusal, { selector: '[role="alert"] *' })).toBeInTheDocument();
    const uriField = within(drawer).getByLabelText('URI');
    // The field's own error follows the alert by a render.
    await waitFor(() => expect(within(drawer).getAllByText(refusal).length).toBeGreaterThan(1));
    expect(uriField).toHaveAttribute('aria-invalid', 'true');
    expect(uriField).toHaveValue('/permissions-manage/account');
    expect(within(drawer).getByLabelText('Name (English)')).toHaveValue('Accounts again');
    expect(within(drawer).getByLabelText('Name (French)')).toHaveValue('Comptes');
    expect(within(drawer).getByLabelText('Remark')).toHaveValue('A second door to accounts');
    expect(await dialog('New entry under Permissions')).toBe(drawer);
  });

  it('warns, without blocking the save, when no screen of the console serves the uri', async () => {
    const { user } = await openMenuScreen();
    await expand(user, 'Permissions');
    await user.click(await rowButton('Edit Account Management'));
    const drawer = await dialog('Edit Account Management');
    const warning = /No screen of this console serves this URI yet/;
    expect(drawer.querySelector('[role="status"]')).toBeNull();
    await retype(user, within(drawer).getByLabelText('URI'), '/permissions-manage/accounts');
    expect(await warningIn(drawer)).toHaveTextContent(warning);
    await save(user, drawer);
    await screen.findByText('Modified');
    // The tree shows the entry as saved once the admin's menus have reloaded.
    await waitFor(async () =>
      expect(await rowOf('Account Management')).toHaveTextContent('/permissions-manage/accounts'),
    );
    // Its actions follow the screen's new uri.
    expect(db.byId<MenuRow>(COLLECTIONS.menus, 170101)?.uri).toBe('/permissions-manage/accounts:create');

    await user.click(await newTopLevel());
    const folder = await dialog('New top-level entry');
    await retype(user, within(folder).getByLabelText('URI'), '/campaigns');
    expect(await warningIn(folder)).toHaveTextContent(
      'No screen of this console lives under this URI yet. You can still save.',
    );
    await retype(user, within(folder).getByLabelText('URI'), '/permissions-manage');
    await waitFor(() => expect(folder.querySelector('[role="status"]')).toBeNull());
  });

  it('works in Arabic, right to left, and by keyboard', async () => {
    await setLanguage('ar');
    await existingSession('admin');
    renderApp(PATH);
    const user = userEvent.setup();
    const permissions = await rowOf('إدارة الصلاحيات');
    expect(tree().closest('.ant-table-wrapper-rtl')).not.toBeNull();
    expect(within(permissions).getByText('مجلد')).toBeInTheDocument();
    expect(within(permissions).getByText('/permissions-manage').closest('[dir]')).toHaveAttribute('dir', 'ltr');

    // The expand button is a real button: focus it and press Enter.
    within(permissions).getByLabelText('توسيع إدارة الصلاحيات').focus();
    await user.keyboard('{Enter}');
    expect(await rowOf('إدارة القوائم')).toBeInTheDocument();
    expect(within(permissions).getByLabelText('طي إدارة الصلاحيات')).toHaveAttribute('aria-expanded', 'true');

    within(tree()).getByLabelText('تعديل إدارة القوائم').focus();
    await user.keyboard('{Enter}');
    const drawer = await dialog('تعديل إدارة القوائم');
    expect(within(drawer).getByLabelText('الاسم (بالعربية)')).toHaveValue('إدارة القوائم');
    expect(within(drawer).getByLabelText('الاسم (بالعربية)')).toHaveAttribute('dir', 'rtl');
    expect(within(drawer).getByLabelText('المسار (URI)')).toHaveAttribute('dir', 'ltr');
  });

  it('finds entries by name or uri, opening the folders above them', async () => {
    const { user } = await openMenuScreen();
    await user.type(screen.getByLabelText('Find by name or URI'), 'role{Enter}');
    expect(await rowOf('Role Management')).toHaveTextContent('/permissions-manage/role');
    expect(within(tree()).queryByText('Post Management')).not.toBeInTheDocument();
    expect(within(tree()).queryByText('Account Management')).not.toBeInTheDocument();
    // Its place is the whole tree's: Role Management can still move up past the hidden Account Management.
    expect(within(tree()).getByLabelText('Move Role Management up')).toBeEnabled();
  });

  it('shows only the actions the admin holds', async () => {
    const deleteId = db.find<MenuRow>(COLLECTIONS.menus, (row) => row.uri === DELETE_ACTION)!.id;
    const admin = db.byId<RoleRow>(COLLECTIONS.roles, ROLE_IDS.admin)!;
    db.update<RoleRow>(COLLECTIONS.roles, admin.id, { menuIds: admin.menuIds.filter((id) => id !== deleteId) });
    await openMenuScreen();
    const row = await rowOf('Permissions');
    expect(within(row).getByLabelText('Edit Permissions')).toBeInTheDocument();
    expect(within(row).getByLabelText('Add child to Permissions')).toBeInTheDocument();
    expect(within(row).queryByLabelText('Delete Permissions')).not.toBeInTheDocument();
  });
});
