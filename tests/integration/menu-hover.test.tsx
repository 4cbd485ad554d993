import { fireEvent, waitFor } from '../support/dom';
import type { Query } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { queryClient } from '../../src/app/providers/query-client';
import { worker } from '../../src/mocks/test-worker';
import { existingSession, renderApp, screen, within } from './render-app';
import { afterNextPaint } from '../support/waits';

const USER_LIST = '/user-manage/user-list';
const TABOO = '/user-manage/system-taboo';

/** The list calls the page has sent for a screen's API path, from the moment this is called. */
function countCalls(apiPath: string) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith(apiPath)) calls.push(request.url);
  };
  worker.events.on('request:start', listener);
  onTestFinished(() => worker.events.removeListener('request:start', listener));
  return calls;
}

const failedOnce = (query: Query) => query.state.fetchFailureCount > 0;

/** The panel a screen's tab has (or will have), found whether it shows or not. */
const panelOf = (path: string) => document.getElementById(`shell-screen-${path}`);

async function openWhitelist() {
  await existingSession('admin');
  const view = renderApp('/user-manage/set-white-list');
  await screen.findByRole('heading', { name: 'Set WhiteList' });
  const nav = screen.getByRole('menu', { name: 'Main navigation' });
  return { ...view, entry: (name: string) => within(nav).getByRole('menuitem', { name }) };
}

describe('the screen of the menu entry the pointer rests on', () => {
  it('renders hidden with its rows, so that the click shows them without asking the server again', async () => {
    const calls = countCalls('/app-users');
    const { user, entry } = await openWhitelist();

    await user.hover(entry('User List'));
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(within(panelOf(USER_LIST)!).getAllByRole('row', { hidden: true }).length).toBe(11));
    expect(panelOf(USER_LIST)).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'Set WhiteList' })).toBeVisible();

    await user.click(entry('User List'));
    // It shows with its rows: no loading view and no request in between.
    const panel = panelOf(USER_LIST)!;
    await waitFor(() => expect(panel).toBeVisible());
    expect(within(panel).getAllByRole('row')).toHaveLength(11);
    expect(within(panel).getByRole('heading', { name: 'User List' })).toBeVisible();
    expect(calls).toHaveLength(1);
    // It is the tab's panel now, and its effects run as any shown screen's.
    expect(screen.getByRole('tabpanel', { name: 'User List' })).toBe(panel);
    await waitFor(() => expect(document.title).toBe('User List | Admin Console'));
  });

  it('keeps a failure quiet until the screen is opened, where it shows', async () => {
    worker.use(
      http.get('*/services/community/api/app-users', () =>
        HttpResponse.json({ code: 500, message: 'User store is down' }, { status: 500 }),
      ),
    );
    const calls = countCalls('/app-users');
    const { user, entry } = await openWhitelist();

    await user.hover(entry('User List'));
    await waitFor(() => expect(calls).toHaveLength(1));
    // The list's query has seen the failure (the request layer shows its message before it hands the
    // failure on) and a frame has been drawn since: a message, were the call not silent, would show.
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ predicate: failedOnce })).not.toEqual([]));
    await afterNextPaint();
    expect(screen.queryByText('User store is down', { selector: '.ant-message *' })).not.toBeInTheDocument();

    await user.click(entry('User List'));
    expect(await screen.findByText('User store is down', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(await within(panelOf(USER_LIST)!).findByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('moves to the next entry the pointer rests on, and passing over an entry readies nothing', async () => {
    const { user, entry } = await openWhitelist();

    await user.hover(entry('User List'));
    await waitFor(() => expect(panelOf(USER_LIST)).not.toBeNull());
    await user.hover(entry('Taboo Words'));
    await waitFor(() => expect(panelOf(TABOO)).not.toBeNull());
    expect(panelOf(USER_LIST)).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(2);

    await user.unhover(entry('Taboo Words'));
    // The pointer passes over the entry on a clock the test moves: a second later the rest the console
    // waits for before readying a screen is long over, and a screen readied would be drawn by the frame after.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.mouseOver(entry('User List'));
      fireEvent.mouseOut(entry('User List'));
      await vi.advanceTimersByTimeAsync(1_000);
    } finally {
      vi.useRealTimers();
    }
    await afterNextPaint();
    expect(panelOf(USER_LIST)).toBeNull();
    expect(panelOf(TABOO)).not.toBeNull();
  });
});
