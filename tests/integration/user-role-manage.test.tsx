import { waitFor } from '../support/dom';
import { appUserRoleApi } from '../../src/features/app-users/api';
import { RequestError } from '../../src/shared/request/request-error';
import { existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

/** The success toast (the roles table also has a "Created" column). */
const toast = (text: string) => waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent(text));

async function openCreate(user: User) {
  await user.click((await screen.findByText('New role', { selector: 'button span' })).closest('button')!);
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('New role', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  return drawer;
}

describe('user-manage/role-manage', () => {
  it('creates a role and renames another', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/role-manage');
    const [roles] = await screen.findAllByRole('table');
    expect(await within(roles).findByText('Mother-to-be')).toBeInTheDocument();

    const drawer = await openCreate(user);
    await fill(user, within(drawer).getByLabelText('Role name'), 'Postpartum');
    await fill(user, within(drawer).getByLabelText('Description'), 'Members in the first months after birth');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await toast('Created');
    expect(await within(roles).findByText('Postpartum')).toBeInTheDocument();

    const row = within(roles).getByText('Cycle tracker').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = (await screen.findByText('Edit role Cycle tracker', { selector: '.ant-drawer-title' })).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    expect(within(edit).getByLabelText('Role name')).toHaveValue('Cycle tracker');
    await fill(user, within(edit).getByLabelText('Role name'), 'Period tracker');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await toast('Modified');
    expect(await within(roles).findByText('Period tracker')).toBeInTheDocument();
  });

  it('checks the name on the form and keeps the input when the server refuses a repeated name', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/role-manage');
    const drawer = await openCreate(user);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Please enter a role name')).toBeInTheDocument();
    await fill(user, within(drawer).getByLabelText('Role name'), 'new parent');
    await fill(user, within(drawer).getByLabelText('Description'), 'Duplicate');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('A role named new parent already exists');
    expect(within(drawer).getByLabelText('Role name')).toHaveValue('new parent');
    expect(within(drawer).getByLabelText('Description')).toHaveValue('Duplicate');
  });

  it('lists the users with no role and gives one of them a role', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/role-manage');
    const heading = await screen.findByText(/^Users with no role \(\d+\)$/);
    await waitFor(() => expect(heading.textContent).not.toBe('Users with no role (0)'));
    const before = Number(/\((\d+)\)/.exec(heading.textContent!)![1]);
    const tables = await screen.findAllByRole('table');
    const noRole = tables[tables.length - 1];
    const firstRow = await waitFor(() => {
      const row = noRole.querySelector('tbody tr.ant-table-row');
      expect(row).not.toBeNull();
      return row as HTMLElement;
    });
    const login = firstRow.querySelectorAll('td')[1].textContent!;

    await user.click(within(firstRow).getByLabelText(`Give ${login} a role`));
    await user.click(await screen.findByText('Health professional', { selector: '.ant-select-item-option-content' }));
    expect(await screen.findByText(`${login} now has a role`)).toBeInTheDocument();
    await waitFor(() => expect(heading.textContent).toBe(`Users with no role (${before - 1})`));
    expect(within(noRole).queryByText(login)).not.toBeInTheDocument();
  });
});

describe('content-review/app-user-role (the same feature, under its own menu entry)', () => {
  it('lets the moderator, who has content-review but not user-manage, create a role and give one', async () => {
    await existingSession('moderator');
    const { user } = renderApp('/content-review/app-user-role');
    expect(await screen.findByRole('heading', { level: 1, name: 'Common User Role Manage' })).toBeInTheDocument();
    const [roles] = await screen.findAllByRole('table');
    expect(await within(roles).findByText('Mother-to-be')).toBeInTheDocument();

    const drawer = await openCreate(user);
    await fill(user, within(drawer).getByLabelText('Role name'), 'Breastfeeding');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await toast('Created');
    expect(await within(roles).findByText('Breastfeeding')).toBeInTheDocument();
    // The users with no role, each with the choice of a role (this screen's edit action).
    expect((await screen.findAllByLabelText(/^Give .+ a role$/)).length).toBeGreaterThan(0);
  });

  it('is refused by the mock to the operator, who holds neither screen', async () => {
    await existingSession('operator');
    for (const call of [appUserRoleApi.all(), appUserRoleApi.create({ name: 'Sneaky', description: '' })]) {
      const error = await call.then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(RequestError);
      expect((error as RequestError).code).toBe(403);
    }
  });
});
