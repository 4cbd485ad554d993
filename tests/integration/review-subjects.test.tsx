import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../../src/features/review/mock/seed';
import { db } from '../../src/mocks/db';
import { existingSession, renderApp, screen, within } from './render-app';
import { storedTask, taskPanel, waitingAudits } from './review-helpers';

/**
 * A moderator's decision acts on the post itself: the post deleted in a queue is the one Deleted Posts
 * lists, with who and why, and a passed warmth nomination is the post New and Hot Post List marks.
 */

const storedPost = (id: number) => db.byId<PostRow>(POSTS_COLLECTION, id)!;
const toast = (text: string) => screen.findByText(text, { selector: '.ant-message *' });

async function press(user: ReturnType<typeof renderApp>['user'], keys: string) {
  (document.activeElement as HTMLElement | null)?.blur();
  await user.keyboard(keys);
}

describe('a decision in a review queue changes the post every screen lists', () => {
  it('deletes the post with a reason; its link opens Deleted Posts, which says who and why', async () => {
    const task = waitingAudits().find((row) => row.source === 'post' && !row.claimedBy)!;
    await existingSession('admin');
    const { user } = renderApp(`/content-review/work-order?type=audit&status=all&id=${task.id}`);
    const panel = await taskPanel(task.id);
    expect(within(panel).getByRole('link', { name: `Post ${task.subjectId}` })).toHaveAttribute(
      'href',
      `/posts-manage/new-post-list?id=${task.subjectId}`,
    );

    await press(user, 'd');
    const dialog = await screen.findByRole('dialog', {
      name: `Sure to delete the content of task ${task.id}? This cannot be undone.`,
    });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    await user.type(within(dialog).getByLabelText('Note'), 'Links to a shop');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast(`Task ${task.id} deleted`)).toBeInTheDocument();
    expect(storedPost(task.subjectId)).toMatchObject({ deletedBy: 'admin' });

    const link = await within(await taskPanel(task.id)).findByRole('link', { name: `Post ${task.subjectId}` });
    expect(link).toHaveAttribute('href', `/posts-manage/deleted-posts?id=${task.subjectId}`);
    await user.click(link);
    await screen.findByRole('heading', { name: 'Deleted Posts', level: 1 });
    const row = (await screen.findByRole('cell', { name: String(task.subjectId) })).closest('tr')!;
    expect(within(row).getByText('Spam or advertising:', { exact: false })).toBeInTheDocument();
    expect(within(row).getByText('Links to a shop')).toHaveAttribute('dir', 'auto');
    expect(within(row).getByText('admin')).toBeInTheDocument();
  });

  it('marks a post whose warmth nomination passed, and New and Hot Post List finds it by that mark', async () => {
    const task = db
      .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
      .find((row) => row.source === 'warmth' && row.status === 'notProcessed' && !row.claimedBy)!;
    await existingSession('admin');
    const { user } = renderApp(`/content-review/warmth-examine?status=all&id=${task.id}`);
    await taskPanel(task.id);
    await press(user, 'p');
    expect(await toast(`Task ${task.id} passed`)).toBeInTheDocument();
    expect(storedTask(task.id).status).toBe('manualPassed');
    expect(storedPost(task.subjectId).warmthSince).not.toBeNull();

    await user.click(await within(await taskPanel(task.id)).findByRole('link', { name: `Post ${task.subjectId}` }));
    await screen.findByRole('heading', { name: 'New and Hot Post List', level: 1 });
    const row = (await screen.findByRole('cell', { name: String(task.subjectId) })).closest('tr')!;
    expect(within(row).getByText('Warmth top')).toBeInTheDocument();
  });
});
