import { waitFor } from '../support/dom';
import userEvent from '@testing-library/user-event';
import { ROLE_IDS, type MenuRow, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import { worker } from '../../src/mocks/test-worker';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { existingSession, fill, renderApp, screen, within } from './render-app';
import {
  DELETE_ACTION,
  PATH,
  addChildTo,
  dialog,
  expand,
  newTopLevel,
  openMenuScreen,
  retype,
  rowButton,
  rowOf,
  save,
  tree,
  warningIn,
} from '../support/menu-screen';

describe('permissions-manage/menu: checks, Arabic, search and actions', () => {
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
    await expand(user, 'Version Management');
    await user.click(await rowButton('Edit Local Cache'));
    const drawer = await dialog('Edit Local Cache');
    const warning = /No screen of this console serves this URI yet/;
    expect(drawer.querySelector('[role="status"]')).toBeNull();
    await retype(user, within(drawer).getByLabelText('URI'), '/version-manage/local-caches');
    expect(await warningIn(drawer)).toHaveTextContent(warning);
    await save(user, drawer);
    await screen.findByText('Modified');
    // The tree shows the entry as saved once the admin's menus have reloaded.
    await waitFor(async () => expect(await rowOf('Local Cache')).toHaveTextContent('/version-manage/local-caches'));
    // Its actions follow the screen's new uri.
    const create = db.find<MenuRow>(
      COLLECTIONS.menus,
      (row) => row.name.en === 'Create' && row.uri.includes('local-cache'),
    );
    expect(create?.uri).toBe('/version-manage/local-caches:create');

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
