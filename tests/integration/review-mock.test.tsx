import { reviewApi } from '../../src/features/review/api';
import { REVIEW_COLLECTIONS, type ReviewTaskRow, type TaggingTaskRow } from '../../src/features/review/mock/seed';
import type { QueueTask } from '../../src/features/review/types';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { clearClientState } from '../../src/shared/session/logout';
import { RequestError } from '../../src/shared/request/request-error';
import { ROLE_IDS, type MenuRow, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import type { Row } from '../../src/mocks/row';
import { existingSession } from './render-app';

/**
 * The review queues' backend, called as the screens will: the state machine, claims, undo, punishment and
 * the way to tagging are enforced by the mock, whatever a client sends.
 */

async function refusal(call: Promise<unknown>): Promise<RequestError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

async function firstWaiting(source: string, type = 'audit'): Promise<QueueTask> {
  const page = await reviewApi.page({ source, type, status: 'notProcessed', current: 1, size: 5 });
  const free = page.records.find((task) => !task.claimedBy);
  expect(free, `a waiting ${type} task of ${source}`).toBeTruthy();
  return free!;
}

const stored = (id: number) => db.byId<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, id)!;
const taggingOf = (postId: number) =>
  db.find<TaggingTaskRow>(REVIEW_COLLECTIONS.taggingTasks, (row) => row.postId === postId);

/** Signs in as another admin in the same page, as a second moderator's browser would be. */
async function switchTo(account: 'admin' | 'moderator') {
  clearClientState();
  await existingSession(account);
}

describe('review queues in the mock backend', () => {
  it('pages a queue oldest first, filtered by language, and counts what waits', async () => {
    await existingSession('moderator');
    const page = await reviewApi.page({ source: 'post,comment', language: 'ar', current: 1, size: 20 });
    expect(page.records).toHaveLength(20);
    expect(page.total).toBeGreaterThan(100);
    expect(page.records.every((task) => task.language === 'ar' && ['post', 'comment'].includes(task.source))).toBe(
      true,
    );
    const times = page.records.map((task) => task.createdAt);
    expect(times).toEqual([...times].sort());

    const counts = await reviewApi.counts();
    const waitingPostReports = db
      .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
      .filter((task) => task.source === 'post' && task.type === 'report' && task.status === 'notProcessed').length;
    expect(waitingPostReports).toBeGreaterThan(0);
    expect(counts.post.report).toBe(waitingPostReports);
  });

  it('lets only the moderator who opened a task act on it, until she returns it to the pool', async () => {
    await existingSession('moderator');
    const task = await firstWaiting('post');
    expect((await reviewApi.claim(task.id)).claimedBy).toBe('moderator');

    await switchTo('admin');
    const claimRefused = await refusal(reviewApi.claim(task.id));
    expect(claimRefused.message).toBe('In review by moderator');
    const passRefused = await refusal(reviewApi.act(task.id, { action: 'pass' }));
    expect(passRefused.message).toBe('In review by moderator');
    expect(stored(task.id).status).toBe('notProcessed');

    await switchTo('moderator');
    await reviewApi.act(task.id, { action: 'returnToPool' });
    await switchTo('admin');
    expect((await reviewApi.act(task.id, { action: 'pass' })).status).toBe('manualPassed');
  });

  it('refuses what the state machine and the task type forbid', async () => {
    await existingSession('moderator');
    const report = await firstWaiting('post', 'report');
    expect((await refusal(reviewApi.act(report.id, { action: 'pass' }))).message).toBe(
      'This task does not allow pass now',
    );
    await reviewApi.act(report.id, { action: 'delete', reasonCode: 'abuse' });
    expect((await refusal(reviewApi.act(report.id, { action: 'ignore' }))).message).toBe(
      'This task does not allow ignore now',
    );
    expect((await refusal(reviewApi.act(report.id, { action: 'undo' }))).message).toBe(
      'This task does not allow undo now',
    );
  });

  it('sends a passed post to tagging, and an undo takes both back', async () => {
    await existingSession('moderator');
    const task = await firstWaiting('post');
    expect(taggingOf(task.subjectId)).toBeUndefined();
    await reviewApi.act(task.id, { action: 'pass' });
    expect(taggingOf(task.subjectId)?.origin).toBe('moderator');

    const undone = await reviewApi.act(task.id, { action: 'undo' });
    expect(undone.status).toBe('notProcessed');
    expect(undone.outcome).toBeNull();
    expect(taggingOf(task.subjectId)).toBeUndefined();
  });

  it('punishes the author with a reason, clearing what was chosen', async () => {
    await existingSession('moderator');
    const task = await firstWaiting('comment');
    expect((await refusal(reviewApi.act(task.id, { action: 'punish', punishKind: 'clear-profile' }))).message).toBe(
      'Choose a reason from the list',
    );
    const done = await reviewApi.act(task.id, {
      action: 'punish',
      punishKind: 'clear-profile',
      reasonCode: 'spam',
      note: 'Spam links',
    });
    expect(done.status).toBe('processed');
    expect(done.outcome).toMatchObject({ decision: 'punish', punishKind: 'clear-profile', operator: 'moderator' });
    expect(db.byId<AppUserRow>(APP_USER_COLLECTIONS.users, task.authorId)!.profile).toBe('');
  });

  it('decides a batch task by task, listing the ones it refused', async () => {
    await existingSession('moderator');
    const page = await reviewApi.page({ source: 'image', status: 'notProcessed', current: 1, size: 30 });
    const free = page.records.filter((task) => !task.claimedBy).slice(0, 3);
    await reviewApi.act(free[0].id, { action: 'delete', reasonCode: 'sexual' });
    const result = await reviewApi.batch(
      free.map((task) => task.id),
      { action: 'pass' },
    );
    expect(result).toEqual({
      done: 2,
      decided: [free[1].id, free[2].id],
      refused: [{ id: free[0].id, message: 'This task does not allow pass now' }],
    });
  });

  it('refuses an admin without the queue screen, and a moderator without its punish action', async () => {
    await existingSession('operator');
    const unseen = await refusal(reviewApi.page({ source: 'post', current: 1, size: 5 }));
    expect(unseen.code).toBe(403);

    // The moderators' role loses every punish action; review stays.
    const role = db.byId<RoleRow & Row>(COLLECTIONS.roles, ROLE_IDS.moderator)!;
    const punishIds = new Set(
      db
        .all<MenuRow & Row>(COLLECTIONS.menus)
        .filter((menu) => menu.uri.endsWith(':punish'))
        .map((menu) => menu.id),
    );
    db.update<RoleRow & Row>(COLLECTIONS.roles, role.id, { menuIds: role.menuIds.filter((id) => !punishIds.has(id)) });
    await switchTo('moderator');
    const task = await firstWaiting('comment');
    const refused = await refusal(reviewApi.act(task.id, { action: 'punish', punishKind: 'clear-name', reasonCode: 'spam' }));
    expect(refused.code).toBe(403);
    expect(refused.message).toBe(
      'Your account may not do this: /content-review/work-order:punish or /content-review/ai-comment-manage:punish',
    );
    expect((await reviewApi.act(task.id, { action: 'pass' })).status).toBe('manualPassed');
  });
});
