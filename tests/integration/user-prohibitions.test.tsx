import { waitFor } from '../support/dom';
import {
  buttonIn,
  chooseButtonOption,
  existingSession,
  fill,
  renderApp,
  screen,
  whenSettled,
  within,
} from './render-app';
import { confirmDialog } from './antd-actions';

type User = ReturnType<typeof renderApp>['user'];

const toolbarButton = (text: string) => waitFor(() => buttonIn(document.body, text));

async function openSilenceDrawer(user: User) {
  await user.click(await toolbarButton('Silence users'));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Silence users', { selector: '.ant-drawer-title' })).toBeInTheDocument();
  return drawer;
}

describe('user-manage/user-prohibitions', () => {
  it('silences a user for 3 days with a reason and lists the silence with its time left', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-prohibitions?login=fatima.h');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Nothing here yet')).toBeInTheDocument();

    const drawer = await openSilenceDrawer(user);
    await fill(user, within(drawer).getByLabelText('User IDs'), '1000005');
    await chooseButtonOption(user, within(drawer).getByRole('radio', { name: '3 days' }));
    await fill(user, within(drawer).getByLabelText('Reason'), 'Insulting other members');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Silenced: 1')).toBeInTheDocument();

    const row = (await within(table).findByText('fatima.h')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1000005')).toBeInTheDocument();
    expect(within(row).getByText('3 days')).toBeInTheDocument();
    expect(within(row).getByText('Insulting other members')).toBeInTheDocument();
    expect(within(row).getByText(/^(3 d 0 h|2 d 23 h)$/)).toBeInTheDocument();
    expect(within(row).getByText('admin')).toBeInTheDocument();
  });

  it('unsilences after confirmation and shows the user history', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-prohibitions?login=spam_seller88');
    const table = await screen.findByRole('table');
    const active = (await within(table).findByText('Advertising links in comments')).closest('tr') as HTMLElement;
    expect(within(active).getByText('7 days')).toBeInTheDocument();
    expect(within(active).getByText(/^4 d 23 h|^5 d 0 h/)).toBeInTheDocument();
    const ended = within(table).getByText('Repeated spam posts').closest('tr') as HTMLElement;
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(ended).queryByRole('button', { name: 'Unsilence' })).not.toBeInTheDocument();

    await user.click(within(active).getByRole('button', { name: 'Unsilence' }));
    const confirm = await confirmDialog('Sure to unsilence this user? They can post and comment again at once.');
    await user.click(within(confirm).getByRole('button', { name: 'Unsilence' }));
    await waitFor(() => expect(within(active).queryByRole('button', { name: 'Unsilence' })).not.toBeInTheDocument());
    expect(within(active).getByText('Unsilenced')).toBeInTheDocument();

    await whenSettled(table);
    await user.click(within(active).getByRole('button', { name: 'History' }));
    const history = await screen.findByRole('dialog');
    expect(await within(history).findByText('Silence history of spam_seller88')).toBeInTheDocument();
    expect(await within(history).findByText('Repeated spam posts')).toBeInTheDocument();
    expect(within(history).getByText('Advertising links in comments')).toBeInTheDocument();
  });

  it('keeps the form when an ID is unknown or repeated, and when the server refuses an already silenced user', async () => {
    await existingSession('admin');
    const { user } = renderApp('/user-manage/user-prohibitions');
    const drawer = await openSilenceDrawer(user);
    const ids = within(drawer).getByLabelText('User IDs');
    await fill(user, ids, '1000005; 9999999；1000005');
    await fill(user, within(drawer).getByLabelText('Reason'), 'Spam');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Entered more than once: 1000005')).toBeInTheDocument();
    await fill(user, ids, '1000005; 9999999');
    expect(await within(drawer).findByText('No such user: 9999999')).toBeInTheDocument();
    expect(ids).toHaveValue('1000005; 9999999');

    await fill(user, ids, '1000003');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Already silenced: spam_seller88 (1000003)');
    expect(ids).toHaveValue('1000003');
    expect(within(drawer).getByLabelText('Reason')).toHaveValue('Spam');
  });
});
