import { waitFor } from '../support/dom';
import { postApi } from '../../src/features/posts/api';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { isHot, isNew, type PostOperation } from '../../src/features/posts/rules';
import { db } from '../../src/mocks/db';
import { rejectionOf } from '../support/promises';
import { clickWhenReady, existingSession, renderApp, screen, within } from './render-app';

/**
 * The post lists of posts-manage: each screen's posts, its operations where the post machine allows them,
 * the spec's questions and success messages, and the mock refusing what the machine or the role does not allow.
 */

const posts = () => db.all<PostRow>(POSTS_COLLECTION);
const stored = (id: number) => db.byId<PostRow>(POSTS_COLLECTION, id)!;

/** Opens a list screen filtered to one post (filters live in the URL) and hands back its row. */
async function openRow(path: string, heading: string, id: number) {
  const view = renderApp(`${path}?id=${id}`);
  await screen.findByRole('heading', { name: heading, level: 1 });
  const cell = await screen.findByRole('cell', { name: String(id) });
  return { ...view, row: cell.closest('tr')! };
}

describe('posts-manage post lists', () => {
  it('new-post: pins a new post, features it after the spec question, and the mock refuses un-featuring', async () => {
    const post = posts().find(
      (row) =>
        isNew(row, Date.now()) && row.publishStatus === 'published' && !row.deletedAt && !row.pinned && !row.featured,
    )!;
    await existingSession('moderator');
    const { user, row } = await openRow('/posts-manage/new-post', 'New Post', post.id);
    expect(within(row).getByText(post.content)).toHaveAttribute('dir', 'auto');
    expect(within(row).queryByRole('button', { name: 'Publish' })).toBeNull();

    await clickWhenReady(user, within(row).getByRole('button', { name: 'Top' }));
    expect(await screen.findByText('Pinned to top')).toBeInTheDocument();
    expect(stored(post.id).pinned).toBe(true);

    const fresh = (await screen.findByRole('cell', { name: String(post.id) })).closest('tr')!;
    await clickWhenReady(user, await within(fresh).findByRole('button', { name: 'Feature' }));
    const question = await screen.findByRole('dialog', {
      name: 'Sure to make it featured? Featuring cannot be withdrawn.',
    });
    await user.click(within(question).getByRole('button', { name: 'Feature' }));
    expect(await screen.findByText('Featured', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(stored(post.id).featured).toBe(true);
    await waitFor(() => {
      const after = screen.getByRole('cell', { name: String(post.id) }).closest('tr')!;
      expect(within(after).getByRole('button', { name: 'Cancel top' })).toBeInTheDocument();
      expect(within(after).queryByRole('button', { name: 'Feature' })).toBeNull();
    });

    // No way back: asking the server to un-feature, or to feature again, is refused.
    const unfeature = await rejectionOf(postApi.run(post.id, 'unfeature' as PostOperation));
    expect(unfeature.code).toBe(409);
    expect(unfeature.message).toBe('The post is featured; featuring cannot be undone');
    expect((await rejectionOf(postApi.run(post.id, 'feature'))).code).toBe(409);
    expect(stored(post.id).featured).toBe(true);
  });

  it('deleted-posts: restores a deleted post, which comes back unpublished; pending-posts-list publishes it', async () => {
    const post = posts().find((row) => row.deletedAt && row.spam === 'none')!;
    await existingSession('moderator');
    const { user, row, unmount } = await openRow('/posts-manage/deleted-posts', 'Deleted Posts', post.id);
    await clickWhenReady(user, within(row).getByRole('button', { name: 'Restore' }));
    const question = await screen.findByRole('dialog', {
      name: 'Sure to restore this post? It comes back unpublished.',
    });
    await user.click(within(question).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Restored')).toBeInTheDocument();
    expect(stored(post.id)).toMatchObject({ deletedAt: null, publishStatus: 'unpublished' });
    unmount();

    const pending = await openRow('/posts-manage/pending-posts-list', 'Pending MicroBlog List', post.id);
    await clickWhenReady(pending.user, within(pending.row).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(stored(post.id).publishStatus).toBe('published');
  });

  it('ai-identified-spam-posts: confirming spam deletes the post; a second decision is refused', async () => {
    const post = posts().find((row) => row.spam === 'flagged' && !row.deletedAt)!;
    await existingSession('moderator');
    const { user, row } = await openRow('/posts-manage/ai-identified-spam-posts', 'AI-Detected Spam Posts', post.id);
    await clickWhenReady(user, within(row).getByRole('button', { name: 'Confirm spam and delete' }));
    const question = await screen.findByRole('dialog', { name: 'Sure this post is spam? It will be deleted.' });
    await user.click(within(question).getByRole('button', { name: 'Confirm spam and delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(stored(post.id)).toMatchObject({ spam: 'confirmed', deletedBy: 'moderator' });
    expect((await rejectionOf(postApi.run(post.id, 'clearSpam'))).code).toBe(409);
  });

  it('a post flagged as AI spam is not published from another list, nor by the mock, until the flag is cleared', async () => {
    const post = posts().find((row) => row.spam === 'flagged' && !row.deletedAt)!;
    const reason = 'Flagged as AI spam: it cannot be published until the flag is cleared in AI-Detected Spam Posts';
    await existingSession('moderator');
    const { row } = await openRow('/posts-manage/new-post-list', 'New and Hot Post List', post.id);
    const publish = within(row).getByRole('button', { name: 'Publish' });
    expect(publish).toHaveAttribute('aria-disabled', 'true');
    expect(publish).toHaveAccessibleDescription(reason);

    const single = await rejectionOf(postApi.run(post.id, 'publish'));
    expect(single.code).toBe(409);
    expect(single.message).toBe(reason);
    const [batch] = await postApi.batch('publish', [String(post.id)]);
    expect(batch).toMatchObject({ outcome: 'refused', reason: 'refusal.spamFlagged' });
    expect(stored(post.id)).toMatchObject({ publishStatus: 'unpublished', spam: 'flagged' });

    // Cleared on ai-identified-spam-posts ("Not spam, publish"), the post is published and can be unpublished
    // and published again like any other.
    await postApi.run(post.id, 'clearSpam');
    await postApi.run(post.id, 'unpublish');
    await postApi.run(post.id, 'publish');
    expect(stored(post.id)).toMatchObject({ publishStatus: 'published', spam: 'cleared' });
  });

  it('hot-post-card: shows the hot posts as cards, most liked first, with their actions', async () => {
    const hottest = posts()
      .filter((row) => isHot(row))
      .sort((a, b) => b.likes - a.likes)[0];
    await existingSession('moderator');
    renderApp('/posts-manage/hot-post-card');
    await screen.findByRole('heading', { name: 'Hot Post Cards', level: 1 });
    const card = (await screen.findByText(`#${hottest.id}`)).closest('li')!;
    expect(screen.getAllByText(/^#\d+$/)[0]).toHaveTextContent(`#${hottest.id}`);
    expect(within(card).getByText(hottest.content)).toHaveAttribute('dir', 'auto');
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('refuses a write to an operator, whose role has no posts-manage entry', async () => {
    const post = posts().find((row) => !row.deletedAt && row.publishStatus === 'published')!;
    await existingSession('operator');
    const refusal = await rejectionOf(postApi.run(post.id, 'delete'));
    expect(refusal.code).toBe(403);
    expect(refusal.message).toContain('/posts-manage/new-post:delete');
    expect((await rejectionOf(postApi.page('latest', { current: 1, size: 10 }))).code).toBe(403);
    expect(stored(post.id).deletedAt).toBeNull();
  });
});
