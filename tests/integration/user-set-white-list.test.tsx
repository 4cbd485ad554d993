import { waitFor } from '../support/dom';
import { existingSession, fill, renderApp, screen, within } from './render-app';
import { confirmDialog } from './antd-actions';

type User = ReturnType<typeof renderApp>['user'];

async function openAddDrawer(user: User) {
  const button = (await screen.findByText('Add accounts', { selector: 'button span' })).closest('button')!;
  await user.click(button);
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Add whitelist accounts', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  return drawer;
}

const rowOf = async (table: HTMLElement, text: string) =>
  (await within(table).findByText(text)).closest('tr') as HTMLElement;

describe('user-manage/set-white-list', () => {
  it('adds accounts by semicolon-separated user IDs with a user type and full function', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/set-white-list?size=50');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('momcare_official')).toBeInTheDocument();

    const drawer = await openAddDrawer(user);
    await fill(user, within(drawer).getByLabelText('User IDs'), '1000005；1000004');
    expect(within(drawer).getByText('IDs: 2')).toBeInTheDocument();
    await user.click(within(drawer).getByLabelText('User type'));
    // The whitelist's types (spec section 6); a general user is not a whitelist account.
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option-content')].map((option) => option.textContent),
      ).toEqual(['Official account', 'Normal whitelist account', 'Official KOL (persona account)']),
    );
    await user.click(
      await screen.findByText('Official KOL (persona account)', { selector: '.ant-select-item-option-content' }),
    );
    expect(within(drawer).getByText('Full function')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Added to the whitelist: 2')).toBeInTheDocument();

    const fatima = await rowOf(table, 'fatima.h');
    expect(within(fatima).getByText('Official KOL (persona account)')).toBeInTheDocument();
    expect(within(fatima).getByText('Full function')).toBeInTheDocument();
    expect(within(table).getByText('lina_wu')).toBeInTheDocument();
  });

  it('refuses unknown IDs on the form and shows the server refusing an account already listed, keeping the input', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/set-white-list?size=50');
    const drawer = await openAddDrawer(user);
    const ids = within(drawer).getByLabelText('User IDs');
    await fill(user, ids, '1000005;1234567;7654321');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('No such user: 1234567; 7654321')).toBeInTheDocument();
    expect(ids).toHaveValue('1000005;1234567;7654321');

    await fill(user, ids, '1000005;1000001');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Already in the whitelist: 1000001');
    expect(ids).toHaveValue('1000005;1000001');
  });

  it('removes one account and then a selection, each after confirmation', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/set-white-list?size=50');
    const table = await screen.findByRole('table');
    const yasmin = await rowOf(table, 'yasmin.writes');
    await user.click(within(yasmin).getByRole('button', { name: 'Remove' }));
    let confirm = await confirmDialog('Sure to remove this account from the whitelist? It becomes a general user.');
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('yasmin.writes')).not.toBeInTheDocument());

    await user.click(within(await rowOf(table, 'momcare_official')).getByRole('checkbox'));
    await user.click(within(await rowOf(table, 'dr_sara_kol')).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Remove selected' }));
    confirm = await confirmDialog(
      'Sure to remove the 2 selected accounts from the whitelist? They become general users.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remove selected' }));
    await waitFor(() => expect(within(table).queryByText('dr_sara_kol')).not.toBeInTheDocument());
    expect(within(table).queryByText('momcare_official')).not.toBeInTheDocument();
  });
});
