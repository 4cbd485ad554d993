import { waitFor } from '../support/dom';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { existingSession, renderApp, screen, within } from './render-app';

/**
 * Deciding by key moves on at once (the next task within 100 ms): the next task is in front of
 * the moderator before the server answers, and a refusal puts the decided one back with the server's reason.
 */

type User = ReturnType<typeof renderApp>['user'];

const stored = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;

/** A queue's waiting audits of these sources, oldest first, as the screen lists them. */
function waitingAudits(sources: string[]): ReviewTaskRow[] {
  return db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter((task) => sources.includes(task.source) && task.type === 'audit' && task.status === 'notProcessed')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function openQueue(uri: string, title: string) {
  await existingSession('moderator');
  const view = renderApp(uri);
  await screen.findByRole('heading', { name: title, level: 1 });
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table.closest('[aria-busy="true"]')).toBeNull());
  return { ...view, table };
}

const panelOf = (id: number) => screen.findByRole('region', { name: `Task ${id}` });
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

async function press(user: User, key: string) {
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard(key);
}

describe('deciding by key', () => {
  it('shows the next task before the server answers, and the decision lands', async () => {
    const [first, second] = waitingAudits(['post', 'comment']);
    const { user, table } = await openQueue('/content-review/work-order?type=audit', 'Review Tasks');
    await panelOf(first.id);
    await waitFor(() => expect(stored(first.id).claimedBy).toBe('moderator'));

    // Watching from before the key: the panel names the next task while the pass is still on its way.
    const moved = panelOf(second.id);
    await press(user, 'p');
    await moved;
    expect(await toast(`Task ${first.id} passed`)).toBeInTheDocument();
    expect(stored(first.id).status).toBe('manualPassed');
    // The next task was claimed, as opening it by hand would.
    await waitFor(() => expect(stored(second.id).claimedBy).toBe('moderator'));
    // The decided task stays gone once the queue has reloaded.
    await waitFor(() => expect(within(table).queryByRole('cell', { name: String(first.id) })).toBeNull());
    expect(within(table).getByRole('cell', { name: String(second.id) })).toBeInTheDocument();
    expect((await panelOf(second.id)).isConnected).toBe(true);
  });

  it('puts a refused task back in front of the moderator with the server’s reason', async () => {
    const [first, second] = waitingAudits(['post', 'comment']);
    const { user } = await openQueue('/content-review/work-order?type=audit', 'Review Tasks');
    await panelOf(first.id);
    await waitFor(() => expect(stored(first.id).claimedBy).toBe('moderator'));
    // Meanwhile the claim passed to another moderator (it ran out and she opened the task): the page
    // still shows it free, so the key is taken, and the server refuses it.
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id, {
      claimedBy: 'admin',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });

    const moved = panelOf(second.id);
    await press(user, 'p');
    await moved;
    expect(await toast('In review by admin')).toBeInTheDocument();
    const back = await panelOf(first.id);
    expect(await within(back).findByRole('status')).toHaveTextContent('In review by admin');
    expect(within(back).queryByRole('button', { name: /^Pass/ })).not.toBeInTheDocument();
    expect(screen.queryByText(`Task ${first.id} passed`)).not.toBeInTheDocument();
    expect(stored(first.id).status).toBe('notProcessed');
    expect(stored(first.id).claimedBy).toBe('admin');
  });

  it('waits for the next page’s first task after the last of the page, without going back up', async () => {
    const audits = waitingAudits(['post', 'comment']);
    const [beforeLast, last, nextPage] = [audits[8], audits[9], audits[10]];
    const { user } = await openQueue('/content-review/work-order?type=audit', 'Review Tasks');
    await panelOf(audits[0].id);
    for (let step = 0; step < 9; step += 1) await press(user, 'j');
    await panelOf(last.id);
    await waitFor(() => expect(stored(last.id).claimedBy).toBe('moderator'));
    // The moderator let the one before go: showing it again would claim it again.
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, beforeLast.id, { claimedBy: null, claimedUntil: null });

    await press(user, 'p');
    expect(await toast(`Task ${last.id} passed`)).toBeInTheDocument();
    await panelOf(nextPage.id);
    await waitFor(() => expect(stored(nextPage.id).claimedBy).toBe('moderator'));
    expect(stored(beforeLast.id).claimedBy).toBeNull();
  });

  it('says so when the key is a decision this queue does not offer', async () => {
    const [first] = waitingAudits(['post', 'image']).filter((task) =>
      ['machinePassed', 'autoBlocked'].includes(task.machineStatus),
    );
    const { user } = await openQueue('/content-review/ai-audit-manage', 'AI Review Management');
    const panel = await panelOf(first.id);
    expect(within(panel).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    await press(user, 'd');
    expect(await toast('This queue does not offer “Delete”')).toBeInTheDocument();
    await press(user, 'p');
    expect(await toast('This queue does not offer “Pass”')).toBeInTheDocument();
    // Nothing was asked and nothing changed: the task is still the one in front, waiting.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await panelOf(first.id)).toBeInTheDocument();
    expect(stored(first.id).status).toBe('notProcessed');
  });
});
