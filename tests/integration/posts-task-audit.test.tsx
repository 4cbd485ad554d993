import { waitFor } from '../support/dom';
import { taskPostApi } from '../../src/features/creator-task-posts/api';
import {
  CREATOR_TASK_POST_COLLECTIONS as C,
  type CreatorTaskPostRow,
  type CreatorTaskRow,
} from '../../src/features/creator-task-posts/mock/seed';
import { db } from '../../src/mocks/db';
import { rejectionOf } from '../support/promises';
import { existingSession, renderApp, screen, whenSettled, within } from './render-app';

/** Creator task posts: passed, or rejected with one of the creator centre's reasons; decided once. */

const AUDIT = '/posts-manage/creator-task-posts-audit';
const stored = (id: number) => db.byId<CreatorTaskPostRow>(C.posts, id)!;
const newestWaiting = () =>
  db
    .all<CreatorTaskPostRow>(C.posts)
    .filter((row) => row.status === 'waiting')
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));

async function openAudit(path = AUDIT) {
  await existingSession('moderator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Creator Task Post Review', level: 1 });
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  return { ...view, table };
}

const rowOf = (table: HTMLElement, postId: number) => within(table).getByText(`Post ${postId}`).closest('tr')!;

describe('posts-manage/creator-task-posts-audit', () => {
  it('passes one waiting post and rejects another with a creator-centre reason', async () => {
    const [first, second] = newestWaiting();
    const { user, table } = await openAudit(`${AUDIT}?status=waiting`);
    const task = db.byId<CreatorTaskRow>(C.tasks, first.taskId)!;
    const firstRow = rowOf(table, first.postId);
    expect(within(firstRow).getByText(task.title.en)).toHaveAttribute('dir', 'auto');
    expect(within(firstRow).getByText('Waiting')).toBeInTheDocument();

    await user.click(within(firstRow).getByRole('button', { name: 'Pass' }));
    expect(await screen.findByText('Task post passed')).toBeInTheDocument();
    expect(stored(first.id)).toMatchObject({ status: 'passed', decidedBy: 'moderator' });
    await waitFor(() => expect(within(table).queryByText(`Post ${first.postId}`)).not.toBeInTheDocument());

    await whenSettled(table);
    await user.click(within(rowOf(table, second.postId)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject the task post ${second.postId}` });
    // No reason chosen: the dialog says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Choose a rejection reason')).toBeInTheDocument();
    expect(stored(second.id).status).toBe('waiting');

    await user.click(within(dialog).getByRole('radio', { name: 'The content is copied from someone else' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Task post rejected')).toBeInTheDocument();
    expect(stored(second.id)).toMatchObject({ status: 'rejected', rejectionReasonId: 4, decidedBy: 'moderator' });
  });

  it('shows the refusal when someone decided the post meanwhile, keeping the dialog', async () => {
    const [post] = newestWaiting();
    const { user, table } = await openAudit(`${AUDIT}?status=waiting`);
    await user.click(within(rowOf(table, post.postId)).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: `Reject the task post ${post.postId}` });
    db.update<CreatorTaskPostRow>(C.posts, post.id, { status: 'passed', decidedBy: 'admin' });
    await user.click(within(dialog).getByRole('radio', { name: 'The post does not match the task topic' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This post has already been reviewed');
    expect(within(dialog).getByRole('radio', { name: 'The post does not match the task topic' })).toBeChecked();
    expect(stored(post.id)).toMatchObject({ status: 'passed', decidedBy: 'admin' });
  });

  it('the mock refuses a reject without a reason, a second decision, and an operator', async () => {
    const [post] = newestWaiting();
    await existingSession('moderator');
    expect((await rejectionOf(taskPostApi.reject(post.id, undefined))).message).toBe('Choose a rejection reason');
    await taskPostApi.pass(post.id);
    expect((await rejectionOf(taskPostApi.pass(post.id))).message).toBe('This post has already been reviewed');
    await existingSession('operator');
    expect((await rejectionOf(taskPostApi.reject(newestWaiting()[0].id, 1))).code).toBe(403);
  });
});
