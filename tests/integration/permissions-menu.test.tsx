import { waitFor } from '../support/dom';
import { sortAfter } from '../../src/features/permissions/menu-rules';
import { type MenuRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import { fill, screen, within } from './render-app';
import {
  addChildTo,
  dialog,
  expand,
  openMenuScreen,
  retype,
  rowButton,
  rowNames,
  rowOf,
  save,
  sider,
  tree,
  warningIn,
} from '../support/menu-screen';

describe('permissions-manage/menu: editing the tree', () => {
  it('adds a screen under a folder', async () => {
    const { user } = await openMenuScreen();
    expect(within(tree()).getByText('/permissions-manage')).toBeInTheDocument();
    expect(within(await rowOf('Permissions')).getByText('Folder')).toBeInTheDocument();

    // Add a screen under the Permissions folder.
    await expand(user, 'Permissions');
    expect(await rowOf('Menu Management')).toHaveTextContent('Screen');
    const drawer = await addChildTo(user, 'Permissions');
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
  });

  it('renames an entry everywhere, moves a new entry above it and deletes that one', async () => {
    // A screen another admin has just added under Permissions, as its last entry (as the form would place it).
    const siblings = db.all<MenuRow>(COLLECTIONS.menus).filter((row) => row.parentId === 1700);
    db.insert<MenuRow>(COLLECTIONS.menus, {
      parentId: 1700,
      type: 2,
      uri: '/permissions-manage/audit-log',
      name: { en: 'Audit Log', zh: '审计日志', ar: 'سجل التدقيق' },
      sort: sortAfter(siblings),
    });
    const { user } = await openMenuScreen();
    await expand(user, 'Permissions');
    expect(await rowOf('Audit Log')).toBeInTheDocument();

    // Rename the Menu Management screen: the tree and the admin's own sider show the new name.
    expect(within(sider()).getByText('Menu Management')).toBeInTheDocument();
    await user.click(await rowButton('Edit Menu Management'));
    const drawer = await dialog('Edit Menu Management');
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
});
