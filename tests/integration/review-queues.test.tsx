import { waitFor } from '../support/dom';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import type { TaskSource, TaskType } from '../../src/features/review/types';
import { db } from '../../src/mocks/db';
import { existingSession, renderApp, screen, within } from './render-app';
import { openFromList } from './review-helpers';

/**
 * The queue screens that are a ReviewQueue of their own sources (work-order has its own file): each opens
 * on its waiting tasks, decides one by key, and refuses a task another moderator holds.
 */
const QUEUES: Array<{ uri: string; title: string; source: TaskSource; type: TaskType }> = [
  { uri: '/posts-manage/user-report-post', title: 'Report Management', source: 'post', type: 'report' },
  { uri: '/content-review/ai-comment-manage', title: 'AI Comment Management', source: 'comment', type: 'audit' },
  { uri: '/content-review/opposition-posts-audit', title: 'Disputed Post Review', source: 'objection', type: 'audit' },
  { uri: '/content-review/warmth-examine', title: 'Warmth Top Microblog', source: 'warmth', type: 'audit' },
];

const stored = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;

function waitingOf(source: TaskSource, type: TaskType): ReviewTaskRow[] {
  return db
    .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
    .filter((task) => task.source === source && task.type === type && task.status === 'notProcessed')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

async function openQueue(uri: string, title: string) {
  await existingSession('moderator');
  const view = renderApp(uri);
  await screen.findByRole('heading', { name: title, level: 1 });
  return view;
}

describe.each(QUEUES)('$uri', ({ uri, title, source, type }) => {
  it(`decides its ${source} ${type} tasks by key, oldest first`, async () => {
    const [first, second] = waitingOf(source, type);
    const { user } = await openQueue(uri, title);
    const panel = await screen.findByRole('region', { name: `Task ${first.id}` });
    expect(within(panel).getByText(first.content)).toHaveAttribute('dir', 'auto');

    // An audit is passed; a report is not (the button is not there), it is ignored.
    const [key, decided, status] = type === 'report' ? ['i', 'ignored', 'processed'] : ['p', 'passed', 'manualPassed'];
    expect(within(panel).queryByRole('button', { name: 'Pass' }) === null).toBe(type === 'report');
    await user.keyboard(key);
    expect(await screen.findByText(`Task ${first.id} ${decided}`)).toBeInTheDocument();
    expect(stored(first.id).status).toBe(status);
    await screen.findByRole('region', { name: `Task ${second.id}` });
  });

  it('refuses a task another moderator has open', async () => {
    const [first] = waitingOf(source, type);
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, first.id, {
      claimedBy: 'admin',
      claimedUntil: new Date(Date.now() + 60_000).toISOString(),
    });
    const { user } = await openQueue(uri, title);
    // The queue opens on a task nobody holds; the moderator opens the held one by hand.
    await openFromList(user, first.id);
    const panel = await screen.findByRole('region', { name: `Task ${first.id}` });
    expect(within(panel).getByRole('status')).toHaveTextContent('In review by admin');
    await user.keyboard('d');
    expect(await screen.findByText('In review by admin', { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored(first.id).status).toBe('notProcessed');
  });
});
