import { waitFor } from '../support/dom';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { fill, existingSession, renderApp, screen, within } from './render-app';

/** single-post-edit (content, topic, score that cannot be empty) and portable-operation (one operation over many IDs). */

const posts = () => db.all<PostRow>(POSTS_COLLECTION);
const stored = (id: number) => db.byId<PostRow>(POSTS_COLLECTION, id)!;

describe('posts-manage/single-post-edit', () => {
  it('opens a post by ID, refuses an empty score, then saves content and score', async () => {
    const post = posts().find((row) => !row.deletedAt && row.topicId !== null)!;
    await existingSession('moderator');
    const { user } = renderApp('/posts-manage/single-post-edit');
    await screen.findByRole('heading', { name: 'Single Post Editor', level: 1 });
    await fill(user, screen.getByLabelText('Post ID'), String(post.id));
    await user.click(screen.getByRole('button', { name: 'Open' }));

    const content = await screen.findByLabelText('Content');
    expect(content).toHaveValue(post.content);
    expect(content).toHaveAttribute('dir', 'auto');
    const score = screen.getByLabelText('Score');
    await user.clear(score);
    await fill(user, content, 'Edited by the moderator');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The score cannot be empty')).toBeInTheDocument();
    expect(stored(post.id).content).toBe(post.content);

    await user.type(score, '77');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(stored(post.id)).toMatchObject({ content: 'Edited by the moderator', score: 77, topicId: post.topicId });
  });

  it('says when no post has the ID', async () => {
    await existingSession('moderator');
    renderApp('/posts-manage/single-post-edit?id=999');
    expect(await screen.findByText('No post with ID 999')).toBeInTheDocument();
  });
});

describe('posts-manage/portable-operation', () => {
  it('refuses unknown and repeated IDs, then publishes a list and answers per ID', async () => {
    const [a, b] = posts().filter(
      (row) => !row.deletedAt && row.publishStatus === 'unpublished' && row.spam === 'none',
    );
    const deleted = posts().find((row) => row.deletedAt)!;
    await existingSession('moderator');
    const { user } = renderApp('/posts-manage/portable-operation');
    await screen.findByRole('heading', { name: 'Quick Actions', level: 1 });
    await user.click(screen.getByLabelText('Operation'));
    await user.click(await screen.findByText('Publish', { selector: '.ant-select-item-option-content' }));
    const ids = screen.getByLabelText('Post IDs');

    await fill(user, ids, `${a.id}; 123; ${b.id}`);
    expect(await screen.findByText('No such post: 123')).toBeInTheDocument();
    await fill(user, ids, `${a.id}; ${a.id}`);
    expect(
      await screen.findByText(new RegExp(`${a.id}`), { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();

    await fill(user, ids, `${a.id}；${b.id};${deleted.id}`);
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const question = await screen.findByRole('dialog', { name: 'Run "Publish" on 3 posts?' });
    await user.click(within(question).getByRole('button', { name: 'Run' }));

    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByRole('status')).toHaveTextContent('2 done, 1 refused, 0 not found');
    const refused = within(results)
      .getByRole('cell', { name: String(deleted.id) })
      .closest('tr')!;
    expect(refused).toHaveTextContent('RefusedThe post is deleted');
    expect(stored(a.id).publishStatus).toBe('published');
    expect(stored(b.id).publishStatus).toBe('published');
  });

  it('says before a bulk Feature that featuring cannot be withdrawn', async () => {
    const [a, b] = posts().filter((row) => !row.deletedAt && row.publishStatus === 'published' && !row.featured);
    await existingSession('moderator');
    const { user } = renderApp('/posts-manage/portable-operation');
    await screen.findByRole('heading', { name: 'Quick Actions', level: 1 });
    await user.click(screen.getByLabelText('Operation'));
    await user.click(await screen.findByText('Feature', { selector: '.ant-select-item-option-content' }));
    await fill(user, screen.getByLabelText('Post IDs'), `${a.id}; ${b.id}`);
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const question = await screen.findByRole('dialog', { name: 'Run "Feature" on 2 posts?' });
    expect(question).toHaveTextContent('Featuring cannot be withdrawn.');
    await user.click(within(question).getByRole('button', { name: 'Run' }));

    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByRole('status')).toHaveTextContent('2 done, 0 refused, 0 not found');
    expect(stored(a.id).featured).toBe(true);
  });
});
