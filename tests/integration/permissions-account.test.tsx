import { waitFor } from '../support/dom';
import { existingSession, fill, renderApp, screen, within } from './render-app';
import { confirmDialog } from './antd-actions';

async function openDrawer(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /New account/ }));
  // antd labels the drawer by its title's id, which is the same 'test-id' for every element in tests.
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('New account', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  return drawer;
}

async function chooseRole(user: ReturnType<typeof renderApp>['user'], drawer: HTMLElement, role: string) {
  await user.click(within(drawer).getByLabelText('Roles'));
  // antd's visible options carry the label; its role="option" twins hold only the value.
  await user.click(await screen.findByText(role, { selector: '.ant-select-item-option-content' }));
}

describe('permissions-manage/account', () => {
  it('lists, filters through the URL, and creates an account', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('moderator')).toBeInTheDocument();
    expect(within(table).getByText('operator')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Login or name'), 'mod');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(within(table).queryByText('operator')).not.toBeInTheDocument());
    expect(window.location.search).toBe('?login=mod');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await within(table).findByText('operator')).toBeInTheDocument();

    const drawer = await openDrawer(user);
    await fill(user, within(drawer).getByLabelText('Login'), 'nadia');
    await fill(user, within(drawer).getByLabelText('Name'), 'Nadia Karim');
    await fill(user, within(drawer).getByLabelText('Email'), 'nadia@example.com');
    await fill(user, within(drawer).getByLabelText('Password'), 'welcome-2026');
    await chooseRole(user, drawer, 'Operator');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(await within(table).findByText('nadia')).toBeInTheDocument();
  });

  it('keeps what was typed when the server refuses a duplicate login, and marks the field', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    const drawer = await openDrawer(user);
    await fill(user, within(drawer).getByLabelText('Login'), 'operator');
    await fill(user, within(drawer).getByLabelText('Name'), 'Second Operator');
    await fill(user, within(drawer).getByLabelText('Email'), 'second@example.com');
    await fill(user, within(drawer).getByLabelText('Password'), 'welcome-2026');
    await chooseRole(user, drawer, 'Operator');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('The login operator is already taken');
    // Also under the field itself, once the form has shown its errors.
    await waitFor(() =>
      expect(within(drawer).getAllByText('The login operator is already taken').length).toBeGreaterThan(1),
    );
    expect(within(drawer).getByLabelText('Name')).toHaveValue('Second Operator');
    expect(within(drawer).getByLabelText('Email')).toHaveValue('second@example.com');
  });

  it('checks the form before calling the server', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    const drawer = await openDrawer(user);
    await fill(user, within(drawer).getByLabelText('Login'), 'x');
    await fill(user, within(drawer).getByLabelText('Email'), 'not-an-email');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('3 to 50 letters, digits, _ . or -')).toBeInTheDocument();
    expect(await within(drawer).findByText('This is not a valid email address')).toBeInTheDocument();
    expect(await within(drawer).findByText('Choose at least one role')).toBeInTheDocument();
    expect(await within(drawer).findByText('Please enter a password')).toBeInTheDocument();
  });

  it('asks before closing a form with changes', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    const drawer = await openDrawer(user);
    await fill(user, within(drawer).getByLabelText('Login'), 'half-done');
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText('Discard your changes?'))[0]).toBeInTheDocument();
  });

  it('deletes an account after confirmation, and refuses to disable your own', async () => {
    await existingSession('admin');
    const { user } = renderApp('/permissions-manage/account');
    const table = await screen.findByRole('table');
    const moderatorRow = (await within(table).findByText('moderator')).closest('tr') as HTMLElement;
    await user.click(within(moderatorRow).getByRole('button', { name: 'Delete' }));
    let confirm = await confirmDialog('Sure to delete this account?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('moderator')).not.toBeInTheDocument());

    const adminRow = within(table).getByText('admin').closest('tr') as HTMLElement;
    await user.click(within(adminRow).getByRole('button', { name: 'Disable' }));
    confirm = await confirmDialog('Sure to disable this account? It can no longer sign in.');
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('You cannot disable your own account')).toBeInTheDocument();
    expect(within(adminRow).getByText('Active')).toBeInTheDocument();
  });
});
