import { waitFor } from '../support/dom';
import { postApi } from '../../src/features/posts/api';
import { isHot, isNew } from '../../src/features/posts/rules';
import { rejectionOf } from '../support/promises';
import {
  answer,
  choose,
  firstPage,
  listed,
  listedIds,
  open,
  posts,
  rowOf,
  stored,
  withoutOperation,
} from './posts-helpers';
import { buttonIn, clickWhenReady, existingSession, screen, within } from './render-app';

/**
 * The new and hot lists: New and Hot Post List (newest first, narrowed to the new or the hot posts), Hot
 * Post List (most liked first) and Hot Post Cards: an action from a row or card, and the mock refusing what
 * the post machine or the account does not allow.
 */

describe('posts-manage/new-post-list', () => {
  it('lists every post not deleted newest first, narrows to new or hot posts, and unpublishes from a row', async () => {
    const now = Date.now();
    const live = posts().filter((row) => !row.deletedAt);
    await existingSession('moderator');
    const { user } = await open('/posts-manage/new-post-list', 'New and Hot Post List');
    expect(await listedIds()).toEqual(firstPage(live, 'postedAt'));
    // The pager's total comes with the page's answer, not necessarily in the rows' render.
    expect(await screen.findByText(`${live.length} in all`)).toBeInTheDocument();

    const filters = screen.getByRole('form', { name: 'Filters' });
    await choose(user, filters, 'Hot / new', 'Hot');
    await user.click(buttonIn(filters, 'Search'));
    const hot = live.filter((row) => isHot(row));
    await waitFor(() => expect(screen.getByText(`${hot.length} in all`)).toBeInTheDocument());
    const hotRows = await listed();
    expect(hotRows.map(({ id }) => id)).toEqual(firstPage(hot, 'postedAt'));
    for (const { row } of hotRows) expect(within(row).getByText('Hot')).toBeInTheDocument();

    await choose(user, filters, 'Hot / new', 'New');
    await user.click(buttonIn(filters, 'Search'));
    const fresh = live.filter((row) => isNew(row, now));
    await waitFor(() => expect(screen.getByText(`${fresh.length} in all`)).toBeInTheDocument());
    const newIds = await listedIds();
    expect(newIds).toEqual(firstPage(fresh, 'postedAt'));

    const target = fresh.find((row) => row.id === newIds.find((id) => stored(id).publishStatus === 'published'))!;
    await clickWhenReady(user, within(await rowOf(target.id)).getByRole('button', { name: 'Unpublish' }));
    await answer(user, 'Sure to unpublish this post?', 'Unpublish');
    expect(await screen.findByText('Unpublished', { selector: '.ant-message *' })).toBeInTheDocument();
    expect(stored(target.id)).toMatchObject({ publishStatus: 'unpublished', pinned: false });
    await waitFor(async () =>
      expect(within(await rowOf(target.id)).getByRole('button', { name: 'Publish' })).toBeInTheDocument(),
    );
  });

  it('offers no Remove topic on a post without a topic, and the mock refuses it', async () => {
    const post = posts().find((row) => !row.deletedAt && row.topicId === null)!;
    await existingSession('moderator');
    await open(`/posts-manage/new-post-list?id=${post.id}`, 'New and Hot Post List');
    const row = await rowOf(post.id);
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Remove topic' })).toBeNull();
    const refusal = await rejectionOf(postApi.run(post.id, 'removeTopic'));
    expect(refusal.code).toBe(409);
    expect(refusal.message).toBe('The post has no topic');
  });
});

describe('posts-manage/hot-post-list', () => {
  it('lists the hot posts most liked first; removing a topic and unpublishing work from the row', async () => {
    const hot = posts().filter((row) => isHot(row));
    await existingSession('moderator');
    const { user } = await open('/posts-manage/hot-post-list', 'Hot Post List');
    const ids = await listedIds();
    expect(ids).toEqual(firstPage(hot, 'likes'));
    expect(screen.getByText(`${hot.length} in all`)).toBeInTheDocument();
    const likes = ids.map((id) => stored(id).likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));

    const target = hot.find((row) => row.topicId !== null && ids.includes(row.id))!;
    const row = await rowOf(target.id);
    expect(within(row).getByText('Hot')).toBeInTheDocument();
    expect(within(row).getByText(`#${target.topicName}`)).toBeInTheDocument();
    await clickWhenReady(user, within(row).getByRole('button', { name: 'Remove topic' }));
    await answer(user, 'Sure to remove the topic from this post?', 'Remove topic');
    expect(await screen.findByText('Topic removed')).toBeInTheDocument();
    expect(stored(target.id).topicId).toBeNull();

    // Unpublished, the post is no longer hot and leaves the list.
    await clickWhenReady(user, within(await rowOf(target.id)).getByRole('button', { name: 'Unpublish' }));
    await answer(user, 'Sure to unpublish this post?', 'Unpublish');
    expect(await screen.findByText('Unpublished', { selector: '.ant-message *' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(target.id) })).toBeNull());
    expect(screen.getByText(`${hot.length - 1} in all`)).toBeInTheDocument();
  });

  it('shows no Delete to a moderator whose role lacks the delete entries, and the mock refuses it', async () => {
    const post = posts().find((row) => isHot(row))!;
    withoutOperation('delete');
    await existingSession('moderator');
    await open(`/posts-manage/hot-post-list?id=${post.id}`, 'Hot Post List');
    const row = await rowOf(post.id);
    expect(within(row).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    const refusal = await rejectionOf(postApi.run(post.id, 'delete'));
    expect(refusal.code).toBe(403);
    expect(refusal.message).toContain('/posts-manage/hot-post-list:delete');
    expect(stored(post.id).deletedAt).toBeNull();
  });
});

describe('posts-manage/hot-post-card', () => {
  it('pins a hot post from its card; a moderator without the top entries sees no Top and is refused', async () => {
    const hottest = firstPage(
      posts().filter((row) => isHot(row)),
      'likes',
      12,
    ).map(stored);
    const target = hottest.find((row) => !row.pinned)!;
    await existingSession('moderator');
    const { user, unmount } = await open('/posts-manage/hot-post-card', 'Hot Post Cards');
    const card = (await screen.findByText(`#${target.id}`)).closest('li')!;
    await clickWhenReady(user, within(card).getByRole('button', { name: 'Top' }));
    expect(await screen.findByText('Pinned to top')).toBeInTheDocument();
    expect(stored(target.id).pinned).toBe(true);
    await waitFor(() => {
      const after = screen.getByText(`#${target.id}`).closest('li')!;
      expect(within(after).getByRole('button', { name: 'Cancel top' })).toBeInTheDocument();
    });
    unmount();

    const other = hottest.find((row) => !row.pinned && row.id !== target.id)!;
    withoutOperation('top');
    await existingSession('moderator');
    await open('/posts-manage/hot-post-card', 'Hot Post Cards');
    const plain = (await screen.findByText(`#${other.id}`)).closest('li')!;
    expect(within(plain).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(plain).queryByRole('button', { name: 'Top' })).toBeNull();
    const refusal = await rejectionOf(postApi.run(other.id, 'top'));
    expect(refusal.code).toBe(403);
    expect(refusal.message).toContain('/posts-manage/hot-post-card:top');
    expect(stored(other.id).pinned).toBe(false);
  });
});
