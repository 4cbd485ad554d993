import { waitFor } from '../support/dom';
import { postApi } from '../../src/features/posts/api';
import { composeApi } from '../../src/features/posts/compose/api';
import { rejectionOf } from '../support/promises';
import {
  answer,
  firstPage,
  listedIds,
  OFFICIAL_POSTER,
  open,
  posts,
  rowOf,
  stored,
  withoutOperation,
} from './posts-helpers';
import { clickWhenReady, existingSession, screen, within } from './render-app';

/**
 * Video Posts and Posts Published by Staff: each shows what it promises, newest first, runs an action from
 * its row, and the mock refuses what the post machine or the account does not allow.
 */

describe('posts-manage/video-posts-list', () => {
  it('lists only video posts, newest first; the cover opens the player; a video is pinned from its row', async () => {
    const videos = posts().filter((row) => row.type === 'video' && !row.deletedAt);
    await existingSession('moderator');
    const { user, unmount } = await open('/posts-manage/video-posts-list', 'Video Posts');
    expect(await listedIds()).toEqual(firstPage(videos, 'postedAt'));
    expect(screen.getByText(`${videos.length} in all`)).toBeInTheDocument();

    const first = videos.find((row) => row.id === firstPage(videos, 'postedAt')[0])!;
    const row = await rowOf(first.id);
    expect(within(row).getByText('Short video')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Play the video of post ${first.id}` }));
    const player = await screen.findByRole('dialog', { name: `Video of post ${first.id}` });
    const video = player.querySelector('video')!;
    expect(video).toHaveAttribute('src', first.video!.url);
    // The clip is the mock's own: it loads with no network.
    await waitFor(() => expect(video.duration).toBeCloseTo(3, 0));
    await user.click(within(player).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    const target = videos.find((post) => post.publishStatus === 'published' && !post.pinned)!;
    const view = await open(`/posts-manage/video-posts-list?id=${target.id}`, 'Video Posts');
    await clickWhenReady(view.user, within(await rowOf(target.id)).getByRole('button', { name: 'Top' }));
    expect(await screen.findByText('Pinned to top')).toBeInTheDocument();
    expect(stored(target.id).pinned).toBe(true);
    await waitFor(async () =>
      expect(within(await rowOf(target.id)).getByRole('button', { name: 'Cancel top' })).toBeInTheDocument(),
    );
  });

  it('offers no Top on an unpublished video, and the mock refuses pinning it', async () => {
    const post = posts().find((row) => row.type === 'video' && !row.deletedAt && row.publishStatus === 'unpublished')!;
    await existingSession('moderator');
    await open(`/posts-manage/video-posts-list?id=${post.id}`, 'Video Posts');
    const row = await rowOf(post.id);
    expect(within(row).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Top' })).toBeNull();
    const refusal = await rejectionOf(postApi.run(post.id, 'top'));
    expect(refusal.code).toBe(409);
    expect(refusal.message).toBe('The post is not published');
    expect(stored(post.id).pinned).toBe(false);
  });
});

describe('posts-manage/publish-new-posts-manage', () => {
  it('lists what staff published, a post just published through the compose api first; deletes it from its row', async () => {
    await existingSession('moderator');
    const published = await composeApi.publish({
      posterId: OFFICIAL_POSTER,
      type: 'vote',
      language: 'en',
      content: 'Team boy or team girl? Tell us your guess',
      images: [],
      vote: { options: ['Boy', 'Girl'] },
      video: null,
      topicId: null,
    });
    const staff = posts().filter((row) => row.staffLogin !== null && !row.deletedAt);
    const { user } = await open('/posts-manage/publish-new-posts-manage', 'Posts Published by Staff');
    const ids = await listedIds();
    expect(ids).toEqual(firstPage(staff, 'postedAt'));
    expect(ids[0]).toBe(published.id);
    expect(screen.getByText(`${staff.length} in all`)).toBeInTheDocument();

    const row = await rowOf(published.id);
    expect(within(row).getByText('Team boy or team girl? Tell us your guess')).toHaveAttribute('dir', 'auto');
    expect(within(row).getByText('momcare_official')).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'moderator' })).toBeInTheDocument();
    // An older staff post shows who of the staff published it.
    const older = await rowOf(ids[1]);
    expect(within(older).getByRole('cell', { name: stored(ids[1]).staffLogin! })).toBeInTheDocument();

    await clickWhenReady(user, within(row).getByRole('button', { name: 'Delete' }));
    await answer(user, 'Sure to delete this post?', 'Delete');
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(stored(published.id).deletedBy).toBe('moderator');
    await waitFor(() => expect(screen.queryByRole('cell', { name: String(published.id) })).toBeNull());
  });

  it('shows no Feature to a moderator whose role lacks the feature entries, and the mock refuses it', async () => {
    const post = posts().find(
      (row) => row.staffLogin && !row.deletedAt && row.publishStatus === 'published' && !row.featured,
    )!;
    withoutOperation('feature');
    await existingSession('moderator');
    await open(`/posts-manage/publish-new-posts-manage?id=${post.id}`, 'Posts Published by Staff');
    const row = await rowOf(post.id);
    expect(within(row).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Feature' })).toBeNull();
    const refusal = await rejectionOf(postApi.run(post.id, 'feature'));
    expect(refusal.code).toBe(403);
    expect(refusal.message).toContain('/posts-manage/publish-new-posts-manage:feature');
    expect(stored(post.id).featured).toBe(false);
  });
});
