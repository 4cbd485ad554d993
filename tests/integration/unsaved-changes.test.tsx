import { waitFor } from '../support/dom';
import { http, HttpResponse } from 'msw';
import { worker } from '../../src/mocks/test-worker';
import { buttonIn, existingSession, fill, renderApp, screen, signInThroughForm, within } from './render-app';

type User = ReturnType<typeof renderApp>['user'];

const TABOO = '/user-manage/system-taboo';
const USER_LIST = '/user-manage/user-list';
const ADD_WORDS_CALL = '*/services/community/api/words/:kind';

async function openTabooWords() {
  await existingSession('admin');
  // Opened from another screen's menu, so that browser back has somewhere to go.
  const view = renderApp(USER_LIST);
  const nav = await screen.findByRole('menu', { name: 'Main navigation' });
  await view.user.click(await within(nav).findByRole('menuitem', { name: 'Taboo Words' }));
  await screen.findByRole('heading', { name: 'Taboo Words' });
  return view;
}

async function openAddDrawer(user: User): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Taboo Words' });
  await user.click(buttonIn(heading.closest('.ant-card') as HTMLElement, 'Add words'));
  const title = await screen.findByText('Add to Taboo Words', { selector: '.ant-drawer-title' });
  return title.closest('[role="dialog"]') as HTMLElement;
}

/** The question asked before typed changes are dropped. */
async function discardQuestion(): Promise<HTMLElement> {
  const title = await screen.findByText('Discard your changes?', { selector: '.ant-modal-confirm-title' });
  return title.closest('.ant-modal') as HTMLElement;
}

describe('unsaved changes', () => {
  it('asks before browser back leaves a form with typed changes, and stays when the user says so', async () => {
    const { user } = await openTabooWords();
    const drawer = await openAddDrawer(user);
    await fill(user, within(drawer).getByLabelText('Words'), 'phishing');

    window.history.back();
    const question = await discardQuestion();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(window.location.pathname).toBe(TABOO);
    expect(within(drawer).getByLabelText('Words')).toHaveValue('phishing');

    window.history.back();
    await user.click(within(await discardQuestion()).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByRole('heading', { name: 'User List' })).toBeInTheDocument();
    expect(window.location.pathname).toBe(USER_LIST);
    expect(screen.queryByText('Add to Taboo Words')).not.toBeInTheDocument();
  });

  it('lets browser back go without a question when nothing was typed', async () => {
    const { user } = await openTabooWords();
    await openAddDrawer(user);

    window.history.back();
    expect(await screen.findByRole('heading', { name: 'User List' })).toBeInTheDocument();
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the session ends during the save, and offers it back after signing in', async () => {
    const { user } = await openTabooWords();
    let drawer = await openAddDrawer(user);
    await fill(user, within(drawer).getByLabelText('Words'), 'phishing, bot farm');
    worker.use(
      http.post(ADD_WORDS_CALL, () => HttpResponse.json({ message: 'token expired' }, { status: 401 }), { once: true }),
    );
    await user.click(buttonIn(drawer, 'Save'));

    // The way to the login page is not held up by a question; the login page says the text is kept.
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('open the same form again to restore it');
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();

    await signInThroughForm(user, 'admin');
    await screen.findByRole('heading', { name: 'Taboo Words' });
    drawer = await openAddDrawer(user);
    expect(within(drawer).getByLabelText('Words')).toHaveValue('');
    await user.click(within(drawer).getByRole('button', { name: 'Restore' }));
    expect(within(drawer).getByLabelText('Words')).toHaveValue('phishing, bot farm');
    expect(within(drawer).queryByText('You were signed out before this form was saved')).not.toBeInTheDocument();

    await user.click(buttonIn(drawer, 'Save'));
    expect(await screen.findByText('Words added: 2')).toBeInTheDocument();
  });
});
