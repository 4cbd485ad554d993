import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../app-users/mock';
import { COMMENTS_COLLECTION, type CommentRow } from '../../comments/mock';
import { POSTS_COLLECTION, type PostRow } from '../../posts/mock';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { Page } from '../../../shared/types/page';
import type { QueueTask, TaskDetail } from '../types';
import { REVIEW_COLLECTIONS, type ReportRow, type ReviewTaskRow } from './seed';

const TASKS = '/community/api/review/tasks';
const tasks = () => db.all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks);
const reports = () => db.all<ReportRow>(REVIEW_COLLECTIONS.reports);
const loginOf = (id: number) => db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, id)!.login;

/** Every task of a search (one page of all of them), as the mock answers it. */
async function search(token: string, query: Record<string, string>, language = 'en') {
  // The queue of Review Tasks (reading tasks needs a screen that shows their sources).
  const params = new URLSearchParams({ size: '10000', status: '', source: 'post,comment', ...query });
  return callMock<Page<QueueTask>>('GET', `${TASKS}?${params}`, { token, language });
}
const idsOf = (answer: { data: Page<QueueTask> }) => answer.data.records.map((task) => task.id).sort((a, b) => a - b);
/** The posts' and comments' tasks that pass `test`. */
const idsWhere = (test: (task: ReviewTaskRow) => boolean) =>
  tasks()
    .filter((task) => ['post', 'comment'].includes(task.source) && test(task))
    .map((task) => task.id)
    .sort((a, b) => a - b);

beforeAll(startMock);
beforeEach(() => resetMock());

describe('the review seed: tasks about the posts and comments the console lists', () => {
  it('a post, warmth or objection task is about a seeded post (an objection a deleted one), with its text and author', () => {
    for (const task of tasks().filter((row) => ['post', 'warmth', 'objection'].includes(row.source))) {
      const post = db.byId<PostRow>(POSTS_COLLECTION, task.subjectId);
      expect(post, `task ${task.id}`).toBeDefined();
      expect(task).toMatchObject({
        content: post!.content,
        authorId: post!.authorId,
        language: post!.language,
        images: post!.images,
      });
      // A waiting objection disputes a removal; a decided task left its post as `subjects.test.ts` checks.
      if (!task.outcome) expect(!!post!.deletedAt).toBe(task.source === 'objection');
      if (task.postType) expect(post!.type).toBe(task.postType);
    }
  });

  it('a comment task is about a seeded comment, with the post it is on', () => {
    for (const task of tasks().filter((row) => row.source === 'comment')) {
      const comment = db.byId<CommentRow>(COMMENTS_COLLECTION, task.subjectId);
      expect(comment, `task ${task.id}`).toBeDefined();
      expect(task).toMatchObject({ content: comment!.content, authorId: comment!.authorId, postId: comment!.postId });
    }
  });

  it('no two tasks of a queue and a type are about the same post or comment', () => {
    const keys = tasks()
      .filter((row) => row.source !== 'image' && row.source !== 'male-detect')
      .map((row) => `${row.source}:${row.type}:${row.subjectId}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('searching the queues', () => {
  it('finds a task by its ID and by the ID of what it is about', async () => {
    const moderator = await signInAs('moderator');
    const comment = tasks().find((task) => task.source === 'comment')!;
    expect(idsOf(await search(moderator, { id: String(comment.id) }))).toEqual([comment.id]);
    expect(idsOf(await search(moderator, { subjectId: String(comment.subjectId), source: 'comment' }))).toEqual(
      idsWhere((task) => task.source === 'comment' && task.subjectId === comment.subjectId),
    );
  });

  it('finds tasks by part of the author’s login in any case, or by the author’s user ID', async () => {
    const moderator = await signInAs('moderator');
    const task = tasks().find((row) => row.source === 'post')!;
    const login = loginOf(task.authorId);
    const part = login.slice(1, -1).toUpperCase();
    const byPart = idsOf(await search(moderator, { author: part }));
    expect(byPart).toContain(task.id);
    expect(byPart).toEqual(idsWhere((row) => loginOf(row.authorId).toLowerCase().includes(part.toLowerCase())));
    expect(idsOf(await search(moderator, { author: String(task.authorId) }))).toEqual(
      idsWhere((row) => row.authorId === task.authorId || loginOf(row.authorId).includes(String(task.authorId))),
    );
  });

  it('finds tasks by part of their text and by the days they were raised, both days included', async () => {
    const moderator = await signInAs('moderator');
    const text = 'ginger';
    const found = idsOf(await search(moderator, { content: 'GINGER' }));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(idsWhere((task) => task.content.toLowerCase().includes(text)));

    const task = tasks().findLast((row) => row.source === 'post')!;
    const created = new Date(task.createdAt);
    const day = `${created.getFullYear()}-${String(created.getMonth() + 1).padStart(2, '0')}-${String(created.getDate()).padStart(2, '0')}`;
    const sameDay = idsOf(await search(moderator, { createdAt: `${day},${day}` }));
    expect(sameDay).toContain(task.id);
    expect(sameDay).toEqual(
      idsWhere((row) => {
        const at = new Date(row.createdAt);
        return (
          at.getFullYear() === created.getFullYear() &&
          at.getMonth() === created.getMonth() &&
          at.getDate() === created.getDate()
        );
      }),
    );
  });

  it('filters report tasks by a reason one of their reporters gave', async () => {
    const moderator = await signInAs('moderator');
    const withPrivacy = new Set(
      reports()
        .filter((report) => report.reason === 'privacy')
        .map((report) => report.taskId),
    );
    const found = idsOf(await search(moderator, { reason: 'privacy' }));
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(idsWhere((task) => withPrivacy.has(task.id)));
  });

  it('refuses an ID with letters, a range the wrong way round and an unknown reason, in the caller’s language', async () => {
    const moderator = await signInAs('moderator');
    expect(await search(moderator, { id: '12a' })).toMatchObject({
      code: 400,
      message: 'Enter the task ID in digits only',
    });
    expect(await search(moderator, { subjectId: '2001 234' }, 'ar')).toMatchObject({
      code: 400,
      message: 'أدخل الرقم بالأرقام فقط',
    });
    const range = await search(moderator, { createdAt: '2026-05-10,2026-05-01' });
    expect(range).toMatchObject({
      code: 400,
      message: 'Choose a start day and an end day, the start not after the end',
    });
    expect(await search(moderator, { createdAt: '2026-02-30,2026-03-01' })).toMatchObject({ code: 400 });
    expect(await search(moderator, { reason: 'boredom' })).toMatchObject({
      code: 400,
      message: 'There is no such report reason',
    });
    expect(await search(moderator, { content: 'x'.repeat(101) })).toMatchObject({
      code: 400,
      message: 'At most 100 characters',
    });
  });
});

describe('a report task’s detail', () => {
  it('lists each report with its reporter’s login, the latest first', async () => {
    const moderator = await signInAs('moderator');
    const task = tasks().find(
      (row) => row.type === 'report' && reports().filter((r) => r.taskId === row.id).length > 1,
    )!;
    const detail = await callMock<TaskDetail>('GET', `${TASKS}/${task.id}`, { token: moderator });
    const own = reports()
      .filter((report) => report.taskId === task.id)
      .sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
    expect(detail.data.reports).toEqual(
      own.map((report) => ({ ...report, reporterLogin: loginOf(report.reporterId) })),
    );
  });
});
