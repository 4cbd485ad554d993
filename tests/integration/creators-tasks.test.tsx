import { creatorApi } from '../../src/features/creators/api';
import { CREATOR_COLLECTIONS, type ScoreRow, type TaskRow } from '../../src/features/creators/mock/seed';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { fireEvent, waitFor } from '../support/dom';
import { pngFile } from '../support/png-file';
import { buttonIn, clickWhenReady, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, confirmDialog, drawerTitled, refusalOf, success } from './antd-actions';
import { expectNoBlockingViolations } from './accessibility/gate';

/**
 * The creator centre (2/2): creator tasks (the cover rule before upload and in the mock, publish,
 * delete), the rejection reasons and the fields of the task configuration, and scoring creators' posts.
 */

const TASKS = '/creator-center-manage/creator-task-config';
const SCORE = '/creator-center-manage/creator-posts-operate-score';
const tasks = () => db.all<TaskRow>(CREATOR_COLLECTIONS.tasks);
const chooseImage = (drawer: HTMLElement, file: File) =>
  fireEvent.change(drawer.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });

async function openTasks() {
  await existingSession('operator');
  const view = renderApp(TASKS);
  await screen.findByRole('heading', { name: 'Creator Tasks', level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  return { ...view, table };
}

describe('creator-center-manage/creator-task-config', () => {
  it('creates a task (one language complete, the cover rule), publishes, unpublishes and deletes it', async () => {
    const { user, table } = await openTasks();
    await user.click(buttonIn(document.body, 'New task'));
    const drawer = await drawerTitled('New task');
    expect(within(drawer).getByText(/A 16:9 landscape picture of at least 960 × 540 pixels/)).toBeInTheDocument();
    const title = drawer.querySelector('#form-drawer_texts_en_title') as HTMLInputElement;
    await fill(user, title, 'Your first trimester in pictures');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('At least one language must have both title and description'),
    ).toBeInTheDocument();
    expect(within(drawer).getByText('A cover image must be uploaded')).toBeInTheDocument();

    await fill(
      user,
      drawer.querySelector('#form-drawer_texts_en_description') as HTMLTextAreaElement,
      'Three pictures and a few words on how you felt.',
    );
    chooseImage(drawer, pngFile('square.png', 1200, 1200));
    expect(await within(drawer).findByText('The cover must be 16:9 landscape')).toBeInTheDocument();
    chooseImage(drawer, pngFile('small.png', 640, 360));
    expect(await within(drawer).findByText('The cover must be at least 960 × 540 pixels')).toBeInTheDocument();
    chooseImage(drawer, pngFile('cover.png', 1280, 720));
    await within(drawer).findByRole('img', { name: 'Uploaded image' });
    await fill(user, within(drawer).getByLabelText('Points or quantity'), '800');
    // Only creators who meet every task condition chosen may take it.
    await choose(user, drawer, 'Required conditions', 'Rising voice — Followers gained: 100 in 30 days');
    const firstPost = await screen.findAllByText(/^First post — /, { selector: '.ant-select-item-option-content' });
    await user.click(firstPost[firstPost.length - 1]);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await whenSettled(table, drawer);

    const created = tasks().find((task) => task.texts.en?.title === 'Your first trimester in pictures')!;
    expect(created).toMatchObject({
      status: 'unpublished',
      stars: 3,
      postType: 'graphics',
      rewardType: 'points',
      rewardAmount: 800,
      conditions: ['Rising voice', 'First post'],
      updatedBy: 'operator',
      // The task-post audit reads these titles: every language falls back to the one written.
      title: {
        en: 'Your first trimester in pictures',
        zh: 'Your first trimester in pictures',
        ar: 'Your first trimester in pictures',
      },
    });
    expect(created.cover).toMatch(/\/mock-oss\/\d+\/cover\.png$/);

    const row = () => within(table).getByText('Your first trimester in pictures').closest('tr') as HTMLElement;
    expect(within(row()).getByText('Unpublished')).toBeInTheDocument();
    await clickWhenReady(user, within(row()).getByRole('button', { name: 'Publish' }));
    expect(await success('Published')).toBeInTheDocument();
    await waitFor(() => expect(within(row()).queryByRole('button', { name: 'Delete' })).toBeNull());
    expect(db.byId<TaskRow>(CREATOR_COLLECTIONS.tasks, created.id)?.status).toBe('published');

    await clickWhenReady(user, within(row()).getByRole('button', { name: 'Unpublish' }));
    const question = await confirmDialog('Sure to unpublish this task? Creators can no longer take it.');
    await user.click(within(question).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(db.byId<TaskRow>(CREATOR_COLLECTIONS.tasks, created.id)?.status).toBe('unpublished'));
    await clickWhenReady(user, await waitFor(() => within(row()).getByRole('button', { name: 'Delete' })));
    const sure = await confirmDialog('Sure to delete this task?');
    await user.click(within(sure).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(db.byId(CREATOR_COLLECTIONS.tasks, created.id)).toBeUndefined());
  });

  it('the mock checks the cover pixels, keeps tasks with posts and a published task, and refuses the moderator', async () => {
    await existingSession('operator');
    const square = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200"><rect width="1200" height="1200" fill="#ccc"/></svg>',
    )}`;
    const input = {
      texts: { ar: { title: 'يومك مع طفلك', description: 'صورتان ونص قصير' } },
      stars: 2,
      postType: 'graphics' as const,
      requiredPosts: 1,
      rewardType: 'item' as const,
      rewardAmount: 1,
      rewardItem: 'Baby blanket',
      cover: square,
    };
    const refused = await refusalOf(creatorApi.createTask(input));
    expect(refused.message).toBe('The cover must be 16:9 landscape');
    const seeded = tasks().find((task) => task.status === 'unpublished')!;
    const kept = await refusalOf(creatorApi.removeTask(seeded.id));
    expect(kept.code).toBe(409);
    expect(kept.message).toMatch(/^Creators submitted posts for this task \(\d+\); it cannot be deleted$/);
    const published = tasks().find((task) => task.status === 'published')!;
    expect((await refusalOf(creatorApi.removeTask(published.id))).message).toBe(
      'A published task cannot be deleted: unpublish it first',
    );
    await existingSession('moderator');
    expect((await refusalOf(creatorApi.tasks({ current: 1, size: 10 }))).code).toBe(403);
  });

  it('adds a rejection reason, refuses a repeated one and one in use; refuses a repeated field', async () => {
    const { user } = await openTasks();
    await user.click(screen.getByRole('tab', { name: 'Rejection reasons' }));
    const reasons = await screen.findByRole('table', { name: 'Rejection reasons for task posts' });
    await within(reasons).findByText('The post does not match the task topic');
    // The gate sees the first tab; the other two are checked here.
    await expectNoBlockingViolations();
    await user.click(buttonIn(document.body, 'New reason'));
    let drawer = await drawerTitled('New reason');
    await fill(user, within(drawer).getByLabelText('Reason (Chinese)'), '未添加话题标签');
    await fill(user, within(drawer).getByLabelText('Reason (English)'), 'The post does not match the task topic');
    await fill(user, within(drawer).getByLabelText('Reason (Arabic)'), 'لم تتم إضافة وسم الموضوع');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findAllByText('This reason was already added')).not.toHaveLength(0);
    await fill(user, within(drawer).getByLabelText('Reason (English)'), 'The topic hashtag is missing');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    await within(reasons).findByText('The topic hashtag is missing');
    expect(
      db.find(CREATOR_COLLECTIONS.reasons, (row) => (row.text as { en: string }).en === 'The topic hashtag is missing'),
    ).toBeTruthy();

    const inUse = within(reasons).getByText('The post does not match the task topic').closest('tr') as HTMLElement;
    await user.click(within(inUse).getByRole('button', { name: 'Delete' }));
    const sure = await confirmDialog('Sure to delete this rejection reason?');
    await user.click(within(sure).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/^Rejected posts cite this reason \(\d+\); it cannot be deleted$/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Fields' }));
    const fields = await screen.findByRole('table', { name: 'Fields' });
    await within(fields).findByText('Menstrual health');
    await expectNoBlockingViolations();
    await user.click(buttonIn(document.body, 'New field'));
    drawer = await drawerTitled('New field');
    await fill(user, within(drawer).getByLabelText('Name (Chinese)'), '健身');
    await fill(user, within(drawer).getByLabelText('Name (English)'), 'fitness');
    await fill(user, within(drawer).getByLabelText('Name (Arabic)'), 'الرياضة');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findAllByText('Repeated category: the category was already added')).not.toHaveLength(0);
    expect(db.all(CREATOR_COLLECTIONS.fields)).toHaveLength(8);
  });
});

describe('creator-center-manage/creator-posts-operate-score', () => {
  it('scores a creator post not scored yet: never empty, whole, 0 to 100', async () => {
    await existingSession('operator');
    const { user } = renderApp(`${SCORE}?scored=no`);
    await screen.findByRole('heading', { name: 'Creator Post Scoring', level: 1 });
    const table = await screen.findByRole('table');
    await whenSettled(table);
    const row = within(table).getAllByRole('row')[1];
    const id = Number(row.querySelector('td')?.textContent);
    expect(within(row).getByText('Not scored yet')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Score' }));
    const dialog = await screen.findByRole('dialog', { name: `Score post ${id}` });
    await user.click(within(dialog).getByRole('button', { name: 'Score' }));
    expect(await within(dialog).findByText('Post score cannot be empty')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Score'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Score' }));
    expect(await within(dialog).findByText('The score is from 0 to 100')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Score'), '88');
    await user.click(within(dialog).getByRole('button', { name: 'Score' }));
    expect(await success('Score saved')).toBeInTheDocument();
    expect(db.byId<PostRow>(POSTS_COLLECTION, id)?.score).toBe(88);
    expect(db.byId<ScoreRow>(CREATOR_COLLECTIONS.scores, id)).toMatchObject({ score: 88, scoredBy: 'operator' });
    // Now scored, it leaves the "not yet" filter.
    await waitFor(() => expect(within(table).queryByText(String(id), { selector: 'td' })).toBeNull());
  });

  it('the mock refuses an empty score, a post by a non-creator, and the moderator', async () => {
    await existingSession('operator');
    const scored = db.all<ScoreRow>(CREATOR_COLLECTIONS.scores)[0];
    expect((await refusalOf(creatorApi.score(scored.id, null))).message).toBe('Post score cannot be empty');
    const nonCreators = new Set(
      db
        .all<AppUserRow>(APP_USER_COLLECTIONS.users)
        .filter((row) => row.creatorLevel === 0)
        .map((row) => row.id),
    );
    const plain = db.all<PostRow>(POSTS_COLLECTION).find((post) => !post.deletedAt && nonCreators.has(post.authorId))!;
    const notCreator = await refusalOf(creatorApi.score(plain.id, 50));
    expect([notCreator.code, notCreator.message]).toEqual([409, 'This post is not by a creator']);
    await existingSession('moderator');
    const denied = await refusalOf(creatorApi.score(scored.id, 50));
    expect(denied.message).toBe(`Your account may not do this: ${SCORE}:score`);
    expect(db.byId<ScoreRow>(CREATOR_COLLECTIONS.scores, scored.id)?.score).toBe(scored.score);
  });
});
