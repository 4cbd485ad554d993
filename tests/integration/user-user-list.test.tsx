import { waitFor } from '../support/dom';
import { silenceApi } from '../../src/features/app-users/api';
import { chooseButtonOption, existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

async function openDetails(user: User, table: HTMLElement, login: string) {
  const row = (await within(table).findByText(login)).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Details' }));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText(`User ${login}`)).toBeInTheDocument();
  return drawer;
}

describe('user-manage/user-list', () => {
  it('filters by user type from the URL and by creator level through the form', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?userType=kol');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('dr_sara_kol')).toBeInTheDocument();
    expect(within(table).queryByText('fatima.h')).not.toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.click(within(filters).getByLabelText('Creator level'));
    await user.click(await screen.findByText('Non-creator', { selector: '.ant-select-item-option-content' }));
    await user.click(within(filters).getByText('Search', { selector: 'button span' }));
    await waitFor(() => expect(within(table).queryByText('dr_sara_kol')).not.toBeInTheDocument());
    expect(new URLSearchParams(window.location.search).get('creatorLevel')).toBe('0');
    expect(within(table).queryAllByText(/^Lv\d$/)).toHaveLength(0);
    expect(within(table).getAllByText('Non-creator').length).toBeGreaterThan(0);
  });

  it('keeps a registration date range in the URL and finds nobody registered then', async () => {
    await existingSession('admin');
    renderApp('/user-manage/user-list?registeredAt=2001-01-01,2001-12-31');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Start date')).toHaveValue('2001-01-01');
    expect(screen.getByPlaceholderText('End date')).toHaveValue('2001-12-31');
  });

  it('shows a user with counts and history, and clears the profile after a confirmation with a reason', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?login=fatima.h');
    const table = await screen.findByRole('table');
    const drawer = await openDetails(user, table, 'fatima.h');
    expect(within(drawer).getByText('أم لطفلين، أحب مشاركة الوصفات الصحية.')).toBeInTheDocument();
    expect(within(drawer).getByText('Followers')).toBeInTheDocument();
    expect(within(drawer).getByText('No punishments')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Clear profile' }));
    const title = await screen.findByText('Sure to clear the profile of fatima.h?');
    const dialog = title.closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Clear profile' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Reason'), 'Advertising in profile');
    await user.click(within(dialog).getByRole('button', { name: 'Clear profile' }));
    expect(await screen.findByText('Profile cleared')).toBeInTheDocument();
    expect(await within(drawer).findByText('Advertising in profile')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Clear profile' })).toBeDisabled());
  });

  it('shows the server refusing a silence another moderator already applied, keeping the form', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-list?login=fatima.h');
    const table = await screen.findByRole('table');
    const drawer = await openDetails(user, table, 'fatima.h');
    await user.click(within(drawer).getByRole('button', { name: 'Silence' }));
    const dialogs = await screen.findAllByRole('dialog');
    const form = dialogs[dialogs.length - 1];
    expect(await within(form).findByText('Silence fatima.h')).toBeInTheDocument();
    await chooseButtonOption(user, within(form).getByRole('radio', { name: '7 days' }));
    await fill(user, within(form).getByLabelText('Reason'), 'Insults');

    // Meanwhile another moderator silences the same user.
    await silenceApi.create({ userIds: [1000005], duration: '1h', reason: 'Spam' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Already silenced: fatima.h (1000005)');
    expect(within(form).getByLabelText('Reason')).toHaveValue('Insults');
    expect(within(form).getByRole('radio', { name: '7 days' })).toBeChecked();
  });
});
