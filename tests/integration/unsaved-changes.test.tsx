import { waitFor } from '../support/dom';
import { http, HttpResponse } from 'msw';
import { worker } from '../../src/mocks/test-worker';
import { pageAsksBeforeLeaving } from '../support/leaving-the-page';
import { clickTabClose, queryTabNamed, tabNamed } from './tab-actions';
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

describe('unsaved changes', () => {
  it('keeps a form with typed changes in its tab through browser back and forward', async () => {
    const { user } = await openTabooWords();
    const drawer = await openAddDrawer(user);
    await fill(user, within(drawer).getByLabelText('Words'), 'phishing');

    // Back shows the tab of the user list; the taboo words' tab keeps its drawer as it was.
    window.history.back();
    expect(await screen.findByRole('heading', { name: 'User List' })).toBeInTheDocument();
    expect(screen.queryByText('Discard your changes?')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The browser asks before the page goes (beforeunload) while a background tab holds typed changes;
    // staying, the console still has its backend.
    expect(await pageAsksBeforeLeaving()).toBe(true);

    window.history.forward();
    await waitFor(() => expect(window.location.pathname).toBe(TABOO));
    await waitFor(() => expect(within(drawer).getByLabelText('Words')).toBeVisible());
    expect(within(drawer).getByLabelText('Words')).toHaveValue('phishing');
    // The page stayed: the save still reaches the backend.
    await user.click(buttonIn(drawer, 'Save'));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    expect(await within(screen.getByRole('table')).findByText('phishing')).toBeInTheDocument();
  });

  it('asks before closing a tab whose form holds typed changes, in the background too', async () => {
    const { user } = await openTabooWords();
    const drawer = await openAddDrawer(user);
    await fill(user, within(drawer).getByLabelText('Words'), 'phishing');
    window.history.back();
    await screen.findByRole('heading', { name: 'User List' });

    const closeTaboo = () => clickTabClose(user, 'Taboo Words');
    await closeTaboo();
    const question = await screen.findByRole('dialog', { name: 'Close a tab with unsaved changes?' });
    expect(question).toHaveTextContent('What you typed in Taboo Words will be lost.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(tabNamed('Taboo Words')).toBeInTheDocument();

    await closeTaboo();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close a tab with unsaved changes?' })).getByRole('button', {
        name: 'Close anyway',
      }),
    );
    await waitFor(() => expect(queryTabNamed('Taboo Words')).not.toBeInTheDocument());
    // Nothing typed is left behind: the browser lets the page go.
    expect(await pageAsksBeforeLeaving()).toBe(false);
  });

  it('closes a tab without a question when nothing was typed', async () => {
    const { user } = await openTabooWords();
    const drawer = await openAddDrawer(user);
    window.history.back();
    await screen.findByRole('heading', { name: 'User List' });

    // From the keyboard: arrow to the taboo words' tab in the background, Delete.
    tabNamed('User List').focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tabNamed('Taboo Words')).toHaveFocus());
    await user.keyboard('{Delete}');
    await waitFor(() => expect(queryTabNamed('Taboo Words')).not.toBeInTheDocument());
    expect(screen.queryByText('Close a tab with unsaved changes?')).not.toBeInTheDocument();
    expect(drawer).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(USER_LIST);
  });

  it('keeps what was typed when the session ends during the save, and offers it back after signing in', async () => {
    const { user } = await openTabooWords();
    let drawer = await openAddDrawer(user);
    await fill(user, within(drawer).getByLabelText('Words'), 'phishing, bot farm');
    worker.use(
      http.post(ADD_WORDS_CALL, () => HttpResponse.json({ code: 401, message: 'token expired' }, { status: 401 }), {
        once: true,
      }),
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
