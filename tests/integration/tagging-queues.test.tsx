import { waitFor } from '../support/dom';
import { choose, day, GROUP, markOf, rowOf, setMark, soon, unassigned, waiting } from './tagging-helpers';
import { clickWhenReady, existingSession, renderApp, screen, within } from './render-app';

describe('marking-content-manage/new-marking', () => {
  it('lists new Chinese posts newest first, filters them, and opens one in the workbench', async () => {
    await existingSession('moderator');
    const newest = waiting('zh')[0];
    const { user } = renderApp(`${GROUP}/new-marking?created=${day(newest.createdAt)},${day(newest.createdAt)}`);
    expect(await screen.findByRole('heading', { name: 'New Posts to Tag', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const filters = screen.getByRole('form', { name: 'Filters' });
    await choose(user, filters, 'Page language', 'Chinese');
    await user.click(within(filters).getByText('Search', { selector: 'button span' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('language')).toBe('zh'));

    // The rows of the search, not those of the day before it (kept on show while it loads): the newest
    // post of the day may be Chinese in both.
    const first = await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      for (const row of rows) expect(within(row).getByText('Chinese')).toBeInTheDocument();
      expect(within(rows[0]).getByText(`Task ${newest.id}`)).toBeInTheDocument();
      return rows[0];
    });
    expect(first.querySelector('[dir="auto"]')).not.toBeNull();

    await user.click(within(first).getByRole('button', { name: 'Tag' }));
    const region = await screen.findByRole('region', { name: `Post ${newest.postId}` });
    expect(region).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('task')).toBe(String(newest.id));
    expect(markOf(newest)?.claimedBy).toBe('moderator');
  });

  it('says so when the post opened is being tagged by someone else', async () => {
    await existingSession('moderator');
    const task = waiting('en')[0];
    const { user } = renderApp(`${GROUP}/new-marking?language=en`);
    const table = await screen.findByRole('table');
    const row = await rowOf(table, task.id);
    setMark(task, { claimedBy: 'admin', claimedUntil: soon() });
    await user.click(within(row).getByRole('button', { name: 'Tag' }));
    expect(await screen.findByText('This task is being tagged by admin')).toBeInTheDocument();
    expect(markOf(task)?.claimedBy).toBe('admin');
  });
});

describe('marking-content-manage/label-work-order', () => {
  it('assigns two selected tasks to a tagger, then one back to anyone', async () => {
    await existingSession('moderator');
    const [first, second] = unassigned('ar');
    const { user } = renderApp(`${GROUP}/label-work-order?language=ar&assignee=none`);
    expect(await screen.findByRole('heading', { name: 'Label Tasks', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await user.click(within(await rowOf(table, first.id)).getByRole('checkbox'));
    await user.click(within(await rowOf(table, second.id)).getByRole('checkbox'));
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Assign to…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign 2 tasks' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Choose a tagger')).toBeInTheDocument();
    await choose(user, dialog, 'Tagger', 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Tasks assigned')).toBeInTheDocument();
    expect(markOf(first)?.assignee).toBe('admin');
    expect(markOf(second)?.assignee).toBe('admin');
    await waitFor(() => expect(within(table).queryByText(`Task ${first.id}`)).not.toBeInTheDocument());

    // The tasks assigned to admin, and one of them back to anyone.
    const filters = screen.getByRole('form', { name: 'Filters' });
    await choose(user, filters, 'Assigned to', 'admin');
    await user.click(within(filters).getByText('Search', { selector: 'button span' }));
    const row = await rowOf(table, first.id);
    expect(within(row).getByText('admin')).toBeInTheDocument();
    await clickWhenReady(user, within(row).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(markOf(first)?.assignee).toBeNull());
    expect(markOf(second)?.assignee).toBe('admin');

    // Each task's history keeps who assigned it, to whom.
    await user.click(within(await rowOf(table, second.id)).getByRole('button', { name: `History ${second.id}` }));
    const drawer = await screen.findByRole('dialog', { name: 'History' });
    const [assigned] = within(drawer).getAllByRole('listitem');
    expect(assigned).toHaveTextContent('Assigned by moderator');
    expect(assigned).toHaveTextContent('to admin');
  });

  it('shows the server refusing a task being tagged and a task tagged meanwhile', async () => {
    await existingSession('moderator');
    const [open, tagged, free] = unassigned('zh');
    const { user } = renderApp(`${GROUP}/label-work-order?language=zh&assignee=none`);
    const table = await screen.findByRole('table');
    const openRow = await rowOf(table, open.id);
    setMark(open, { claimedBy: 'admin', claimedUntil: soon() });
    await user.click(within(openRow).getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('This task is being tagged by admin')).toBeInTheDocument();
    expect(markOf(open)?.assignee).toBeNull();

    await user.click(within(await rowOf(table, tagged.id)).getByRole('checkbox'));
    await user.click(within(await rowOf(table, free.id)).getByRole('checkbox'));
    setMark(tagged, { taggedBy: 'admin', taggedAt: new Date().toISOString() });
    const bar = await screen.findByRole('region', { name: 'Selected rows' });
    await user.click(within(bar).getByRole('button', { name: 'Assign to me' }));
    expect(
      await screen.findByText('Assigned: 1, refused: 1 (This post was already tagged by admin)'),
    ).toBeInTheDocument();
    expect(markOf(tagged)?.assignee).toBeNull();
    expect(markOf(free)?.assignee).toBe('moderator');
  });
});
