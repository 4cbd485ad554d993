import { waitFor } from '../support/dom';
import { commentApi } from '../../src/features/comments/api';
import { COMMENTS_COLLECTION, type CommentRow } from '../../src/features/comments/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { rejectionOf } from '../support/promises';
import { existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';

/** Comment management: comments filtered on the server, deleted after the question, replied to as a staff account. */

const COMMENTS = '/posts-manage/comment-manage';
/** Seeded app users (app-users/mock/seed.ts): an official account and a general user. */
const OFFICIAL = { id: 1000001, login: 'momcare_official' };
const GENERAL = { id: 1000004, login: 'lina_wu' };

const live = () => db.all<CommentRow>(COMMENTS_COLLECTION).filter((row) => !row.deletedAt);
const stored = (id: number) => db.byId<CommentRow>(COMMENTS_COLLECTION, id)!;

/** The post with the most comments: a list filtered by it shows them all on a page or two. */
function busiestPost(): { postId: number; comments: CommentRow[] } {
  const byPost = new Map<number, CommentRow[]>();
  for (const row of live()) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row]);
  const [postId, comments] = [...byPost].sort((a, b) => b[1].length - a[1].length)[0];
  return { postId, comments: comments.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id) };
}

async function openComments(path = COMMENTS) {
  await existingSession('moderator');
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Comment Management', level: 1 });
  const table = await screen.findByRole('table');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
  return { ...view, table };
}

describe('posts-manage/comment-manage', () => {
  it('filters by post and replies as an official account once both the account and the content are given', async () => {
    expect(live().length).toBeGreaterThan(3000);
    const { postId, comments } = busiestPost();
    const [newest] = comments;
    const postCount = db.byId<PostRow>(POSTS_COLLECTION, postId)!.comments;
    const { user, table } = await openComments(`${COMMENTS}?postId=${postId}`);
    expect(screen.getByLabelText('Post ID')).toHaveValue(String(postId));
    expect(screen.getByText(`${comments.length} in all`)).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText(newest.content)).toHaveAttribute('dir', 'auto');

    await user.click(within(row).getByRole('button', { name: 'Reply' }));
    const drawer = await screen.findByRole('dialog', { name: `Reply to comment ${newest.id}` });
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('A comment reply user must be selected')).toBeInTheDocument();
    expect(within(drawer).getByText('Reply content cannot be empty')).toBeInTheDocument();

    await user.type(within(drawer).getByRole('combobox', { name: 'Reply as' }), 'momcare');
    await user.click(await screen.findByText(/^momcare_official ·/, { selector: '.ant-select-item-option-content *' }));
    await fill(user, within(drawer).getByLabelText('Reply content'), 'شكرا لك، سنجيب الليلة');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reply posted')).toBeInTheDocument();
    const reply = live().find((comment) => comment.parentId === newest.id && comment.staffLogin === 'moderator')!;
    expect(reply).toMatchObject({ authorId: OFFICIAL.id, postId, content: 'شكرا لك، سنجيب الليلة' });
    expect(stored(newest.id).replies).toBe(newest.replies + 1);
    expect(db.byId<PostRow>(POSTS_COLLECTION, postId)!.comments).toBe(postCount + 1);
    // The reply is the newest comment on the post.
    const replyRow = (await within(table).findByText('شكرا لك، سنجيب الليلة')).closest('tr')!;
    expect(within(replyRow).getByText(`Reply to comment ${newest.id}`)).toBeInTheDocument();
  });

  it('deletes a comment after the question', async () => {
    const { postId, comments } = busiestPost();
    const [newest] = comments;
    const { user, table } = await openComments(`${COMMENTS}?postId=${postId}`);
    const row = within(table).getAllByRole('row')[1];
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Sure to delete this comment?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(stored(newest.id).deletedBy).toBe('moderator');
    await whenSettled(table);
    await waitFor(() => expect(screen.getByText(`${comments.length - 1} in all`)).toBeInTheDocument());
  });

  it('the mock refuses a reply without content or account, as a general user, and an operator', async () => {
    const [comment] = live();
    await existingSession('moderator');
    expect((await rejectionOf(commentApi.reply(comment.id, { content: '  ' }))).message).toBe(
      'Reply content cannot be empty; A comment reply user must be selected',
    );
    expect((await rejectionOf(commentApi.reply(comment.id, { content: 'Hi', replierId: GENERAL.id }))).message).toBe(
      'Only official, whitelist and KOL accounts on the whitelist can reply from the console',
    );
    expect(live().filter((row) => row.parentId === comment.id && row.staffLogin)).toHaveLength(
      db.all<CommentRow>(COMMENTS_COLLECTION).filter((row) => row.parentId === comment.id && row.staffLogin).length,
    );

    await existingSession('operator');
    expect((await rejectionOf(commentApi.delete(comment.id))).code).toBe(403);
    expect((await rejectionOf(commentApi.reply(comment.id, { content: 'Hi', replierId: OFFICIAL.id }))).code).toBe(403);
    expect(stored(comment.id).deletedAt).toBeNull();
  });
});
