import { articleApi } from '../../src/features/articles/api';
import { ARTICLE_COLLECTIONS, type ArticleRow } from '../../src/features/articles/mock/seed';
import { creatorApi } from '../../src/features/creators/api';
import {
  CREATOR_COLLECTIONS,
  type CriteriaRow,
  type LevelChangeRow,
  type ProfileRow,
} from '../../src/features/creators/mock/seed';
import { verificationOf } from '../../src/features/creators/rules';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { POSTS_COLLECTION, type PostRow } from '../../src/features/posts/mock/seed';
import { db } from '../../src/mocks/db';
import { waitFor } from '../support/dom';
import { buttonIn, existingSession, fill, renderApp, screen, whenSettled, within } from './render-app';
import { choose, drawerTitled, refusalOf, success } from './antd-actions';

/**
 * The creator centre (1/2): the creator list (filters, a level changed with a reason) and the field
 * verification criteria with the checker. Tasks, reasons, fields and post scoring: creators-tasks.test.tsx.
 */

const LIST = '/creator-center-manage/creator-user-list';
const CRITERIA = '/creator-center-manage/creator-domain-verification-criteria';
const user = (id: number) => db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, id)!;

async function openList() {
  await existingSession('operator');
  const view = renderApp(LIST);
  await screen.findByRole('heading', { name: 'Creator List', level: 1 });
  const table = await screen.findByRole('table');
  await whenSettled(table);
  return { ...view, table };
}

describe('creator-center-manage/creator-user-list', () => {
  it('filters by level, then changes a creator level with a reason', async () => {
    const { user: actor, table } = await openList();
    await choose(actor, document.body, 'Level', 'Lv5');
    await actor.click(buttonIn(document.body, 'Search'));
    await waitFor(() => expect(new URL(location.href).searchParams.get('level')).toBe('5'));
    const levels = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[2]?.textContent);
    await waitFor(() => expect(new Set(levels())).toEqual(new Set(['Lv5'])));

    const row = within(table).getAllByRole('row')[1];
    const id = Number(within(row).getAllByRole('cell')[0].textContent);
    await actor.click(within(row).getByRole('button', { name: 'Change level' }));
    const dialog = await screen.findByRole('dialog', { name: `Change the level of ${user(id).nickname}` });
    expect(within(dialog).getByText('Current level: Lv5')).toBeInTheDocument();
    await choose(actor, dialog, 'New level', 'Lv5');
    await actor.click(within(dialog).getByRole('button', { name: 'Change level' }));
    expect(await within(dialog).findByText('Choose a level other than the current one')).toBeInTheDocument();
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();

    await choose(actor, dialog, 'New level', 'Lv4');
    await fill(actor, within(dialog).getByLabelText('Reason'), 'Fewer posts this quarter');
    await actor.click(within(dialog).getByRole('button', { name: 'Change level' }));
    expect(await success('Level changed')).toBeInTheDocument();
    expect(user(id).creatorLevel).toBe(4);
    const change = db
      .all<LevelChangeRow>(CREATOR_COLLECTIONS.levelChanges)
      .find((row) => row.userId === id && row.by === 'operator')!;
    expect(change).toMatchObject({ from: 5, to: 4, reason: 'Fewer posts this quarter' });
  });

  it('the mock refuses an unchanged level, a missing reason, and the moderator', async () => {
    await existingSession('operator');
    const creator = db.all<AppUserRow>(APP_USER_COLLECTIONS.users).find((row) => row.creatorLevel === 3)!;
    const refused = await refusalOf(creatorApi.changeLevel(creator.id, { level: 3, reason: ' ' }));
    expect(refused.message).toBe('Choose a level other than the current one');
    expect(user(creator.id).creatorLevel).toBe(3);

    await existingSession('moderator');
    const denied = await refusalOf(creatorApi.changeLevel(creator.id, { level: 4, reason: 'Promotion' }));
    expect(denied.code).toBe(403);
    expect(denied.message).toBe(`Your account may not do this: ${LIST}:level`);
    expect((await refusalOf(creatorApi.creators({ current: 1, size: 10 }))).code).toBe(403);
  });
});

describe('creator-center-manage/creator-domain-verification-criteria', () => {
  it('saves a field’s numbers, refuses liked posts above all posts, and checks a user against their field’s', async () => {
    await existingSession('operator');
    const { user: actor } = renderApp(CRITERIA);
    await screen.findByRole('heading', { name: 'Field Verification Criteria', level: 1 });
    const liked = await screen.findByLabelText('Posts with that many likes in the last 30 days, at or above');
    await fill(actor, liked, '12');
    await actor.click(buttonIn(document.body, 'Save'));
    expect(await screen.findByText('Cannot be more than the posts asked for in the last 30 days')).toBeInTheDocument();
    expect(db.byId<CriteriaRow>(CREATOR_COLLECTIONS.criteria, 1)?.minLikedPosts).toBe(5);

    await fill(actor, liked, '3');
    await fill(actor, screen.getByLabelText('Followers at or above'), '2000');
    await actor.click(buttonIn(document.body, 'Save'));
    expect(await success('Saved')).toBeInTheDocument();
    expect(db.byId<CriteriaRow>(CREATOR_COLLECTIONS.criteria, 1)).toMatchObject({
      minFollowers: 2000,
      minLikedPosts: 3,
      updatedBy: 'operator',
    });
    // Each creator field (domain) keeps its own numbers: Parenting's are untouched.
    await choose(actor, document.body, 'Creator field', 'Parenting');
    await waitFor(() => expect(screen.getByLabelText('Followers at or above')).toHaveValue('3000'));
    expect(screen.getByLabelText('Posts with that many likes in the last 30 days, at or above')).toHaveValue('5');
    expect(db.byId<CriteriaRow>(CREATOR_COLLECTIONS.criteria, 2)?.minFollowers).toBe(3000);

    // The checker answers for a creator with posts, by their own field's numbers, as the mock counts them today.
    const posts = db.all<PostRow>(POSTS_COLLECTION).filter((post) => !post.deletedAt);
    const candidate = db
      .all<AppUserRow>(APP_USER_COLLECTIONS.users)
      .find(
        (row) =>
          row.creatorLevel >= 3 &&
          db.byId<ProfileRow>(CREATOR_COLLECTIONS.profiles, row.id)?.fieldId &&
          posts.some((post) => post.authorId === row.id),
      )!;
    const fieldId = db.byId<ProfileRow>(CREATOR_COLLECTIONS.profiles, candidate.id)!.fieldId!;
    const expected = verificationOf(
      db.byId<CriteriaRow>(CREATOR_COLLECTIONS.criteria, fieldId)!,
      candidate.followers,
      posts.filter((post) => post.authorId === candidate.id),
      Date.now(),
    );
    await fill(actor, screen.getByLabelText('User ID'), String(candidate.id));
    await actor.click(buttonIn(document.body, 'Check'));
    const result = await screen.findByRole('table', { name: 'Checker' });
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent?.trim()))).toEqual(
      expected.conditions.map((condition) => [
        {
          followers: 'Followers',
          likedPosts: 'Posts with at least 100 likes in the last 30 days',
          posts: 'Posts in the last 30 days',
        }[condition.key],
        String(condition.required),
        String(condition.actual),
        condition.met ? 'Met' : 'Not met',
      ]),
    );
    const verdict = expected.eligible ? 'meets every condition today' : 'does not meet every condition today';
    expect(screen.getByText(new RegExp(verdict))).toBeInTheDocument();

    await fill(actor, screen.getByLabelText('User ID'), '9999999');
    await actor.click(buttonIn(document.body, 'Check'));
    expect(await screen.findByText('No user with the ID 9999999')).toBeInTheDocument();
  });

  it('the mock refuses numbers out of range and the moderator', async () => {
    await existingSession('operator');
    const refused = await refusalOf(
      creatorApi.saveCriteria(1, { minFollowers: -5, minLikes: 10, minLikedPosts: 1, minPosts: 2 }),
    );
    expect(refused.message).toBe('A whole number from 0 to 10000000');
    await existingSession('moderator');
    expect((await refusalOf(creatorApi.check('1000001'))).code).toBe(403);
  });
});

describe('creator-center-manage/creator-course-manager', () => {
  const COURSES = '/creator-center-manage/creator-course-manager';

  it('writes an account-management course on the list screen and filters by course type', async () => {
    await existingSession('operator');
    const { user: actor } = renderApp(COURSES);
    await screen.findByRole('heading', { name: 'Creator Courses', level: 1 });
    const table = await screen.findByRole('table');
    await whenSettled(table);
    await within(table).findByText('Redeeming your rewards');

    await actor.click(buttonIn(document.body, 'New creator course'));
    const drawer = await drawerTitled('New creator course');
    await fill(actor, within(drawer).getByLabelText('Display ID'), '4100');
    await fill(
      actor,
      drawer.querySelector('#form-drawer_texts_en_title') as HTMLInputElement,
      'Answering comments well',
    );
    await fill(
      actor,
      drawer.querySelector('#form-drawer_texts_en_description') as HTMLInputElement,
      'Replies that bring readers back',
    );
    await fill(actor, drawer.querySelector('#form-drawer_texts_en_link') as HTMLInputElement, '/creator/4100-comments');
    await actor.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Choose beginner or account management.')).toBeInTheDocument();
    await choose(actor, drawer, 'Course type', 'Account management');
    await actor.click(within(drawer).getByLabelText('List it now'));
    await actor.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await success('Created')).toBeInTheDocument();
    const saved = db.find<ArticleRow>(ARTICLE_COLLECTIONS.articles, (row) => row.displayId === 4100)!;
    expect(saved).toMatchObject({ kind: 'creator', courseType: 'account', status: 'listed', createdBy: 'operator' });

    await whenSettled(table, drawer);
    await choose(actor, document.body, 'Course type', 'Beginner');
    await actor.click(buttonIn(document.body, 'Search'));
    await waitFor(() => expect(within(table).queryByText('Answering comments well')).toBeNull());
    await within(table).findByText('Your first week as a creator');
  });

  it('the mock refuses a course without a course type, and the moderator', async () => {
    await existingSession('operator');
    const input = {
      displayId: 4200,
      texts: { en: { title: 'Live sessions', description: 'Going live', link: '/creator/live' } },
    };
    expect((await refusalOf(articleApi.create('creator', input))).message).toBe(
      'Choose beginner or account management',
    );
    await existingSession('moderator');
    const denied = await refusalOf(articleApi.create('creator', { ...input, courseType: 'beginner' }));
    expect(denied.message).toBe(`Your account may not do this: ${COURSES}:create`);
  });
});
