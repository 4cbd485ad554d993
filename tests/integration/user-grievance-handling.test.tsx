import { waitFor } from '../support/dom';
import { appealApi, appUserApi, silenceApi } from '../../src/features/app-users/api';
import { existingSession, fill, renderApp, screen, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

async function rowOf(login: string) {
  const table = await screen.findByRole('table');
  return (await within(table).findByText(login)).closest('tr') as HTMLElement;
}

async function openReject(user: User, row: HTMLElement, login: string) {
  await user.click(within(row).getByRole('button', { name: 'Reject' }));
  const title = await screen.findByText(`Reject the appeal of ${login}?`);
  return title.closest('.ant-modal') as HTMLElement;
}

describe('user-manage/grievance-handling', () => {
  it('shows the punishment and the appeal, and accepting lifts the silence', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/grievance-handling?login=spam_seller88');
    const row = await rowOf('spam_seller88');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Appeal of spam_seller88')).toBeInTheDocument();
    expect(within(drawer).getByText('Advertising links in comments')).toBeInTheDocument();
    expect(within(drawer).getByText('Silence · 7 days')).toBeInTheDocument();
    expect(
      within(drawer).getByText('This was a misunderstanding, please review my comments again.'),
    ).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Accept' }));
    const confirm = (
      await screen.findByText('Sure to accept this appeal? The punishment is lifted.', {
        selector: '.ant-modal-confirm-title',
      })
    ).closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Appeal accepted; the punishment is lifted')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Accepted')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();

    const [silence] = await silenceApi.history(1000003);
    expect(silence.reason).toBe('Advertising links in comments');
    expect(silence.liftedWhy).toBe('appeal');
  });

  it('rejects only with a reason, and then offers no more actions', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/grievance-handling?login=lina_wu');
    const row = await rowOf('lina_wu');
    const dialog = await openReject(user, row, 'lina_wu');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Reason'), 'The nickname shows a phone number');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Appeal rejected')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('Rejected')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('shows the server refusing an appeal another moderator handled meanwhile, keeping the reason', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/grievance-handling?login=lina_wu');
    const row = await rowOf('lina_wu');
    const dialog = await openReject(user, row, 'lina_wu');
    await fill(user, within(dialog).getByLabelText('Reason'), 'Not convincing');
    const [appeal] = (await appealApi.page({ login: 'lina_wu', current: 1, size: 10 })).records;
    expect((await appUserApi.detail(1000004)).nickname).toBe('user1000004');
    await appealApi.accept(appeal.id);
    // Accepting the appeal against a cleared name gives the old name back.
    expect((await appUserApi.detail(1000004)).nickname).toBe('林娜');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This appeal has already been handled');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Not convincing');
  });
});
