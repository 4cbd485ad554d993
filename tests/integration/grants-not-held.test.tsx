import { waitFor } from '../support/dom';
import { FIXED_DEVICES } from '../../src/features/bans/mock/seed';
import { completeSignIn } from '../../src/app/session/sign-in';
import { authApi } from '../../src/features/auth/api';
import { addAdminHolding } from '../../src/mocks/test-admins';
import { maskDeviceId } from '../../src/shared/privacy/mask';
import { existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

/** Signs in as a new admin holding exactly these menu entries. */
async function sessionHolding(login: string, uris: string[]) {
  const { password } = addAdminHolding(login, uris);
  const { token } = await authApi.login({ username: login, password, rememberMe: false });
  await completeSignIn(token);
}

async function openUserMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /\(user menu\)$/ }));
  // The menu has opened when its last item shows.
  await screen.findByText('Log out');
}

describe('nobody grants what they do not hold', () => {
  it('refuses a role the entries its admin does not hold, on the menus field', async () => {
    await sessionHolding('role.keeper', ['/permissions-manage/role:create', '/version-manage/local-cache:edit']);
    const { user } = renderApp('/permissions-manage/role');
    const main = (await screen.findAllByRole('main')).at(-1)!;
    await user.click(await within(main).findByRole('button', { name: /New role/ }));
    const drawer = (await screen.findByText('New role', { selector: '.ant-drawer-title' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    const treeSearch = await within(drawer).findByRole('textbox', { name: 'Search menus' });
    await fill(user, within(drawer).getByLabelText('Role name'), 'Cache keepers');
    await user.click(treeSearch);
    await user.paste('Local Cache');
    // Checking the screen checks all its actions, three of which this admin does not hold.
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Local Cache' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    const refusal =
      'You can give a role only menu entries you hold yourself. Not yours to give: Local Cache › Create, ' +
      'Local Cache › Enable/Disable, Local Cache › Delete';
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(within(drawer).getAllByText(refusal).length).toBeGreaterThan(1));
  });

  it('offers the demo reset only to an admin who holds it', async () => {
    await existingSession('moderator');
    const { user } = renderApp('/');
    await openUserMenu(user);
    expect(screen.getByText('Refresh menus')).toBeInTheDocument();
    expect(screen.queryByText('Reset demo data')).not.toBeInTheDocument();
  });

  it('finds a device by its whole ID only, for an admin who may not reveal device IDs', async () => {
    await sessionHolding('device.viewer', ['/content-review/device-manage']);
    const part = FIXED_DEVICES.accountFarm.slice(0, 6);
    const { user } = renderApp(`/content-review/device-manage?deviceId=${part}`);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Nothing here yet')).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filters' });
    await fill(user, within(filters).getByLabelText('Whole device ID'), FIXED_DEVICES.accountFarm);
    await user.click(within(filters).getByText('Search', { selector: 'button span' }));
    expect(await within(table).findByText(maskDeviceId(FIXED_DEVICES.accountFarm))).toBeInTheDocument();
    await whenSettled(table);
    expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(1);
  });
});
