import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from './seed';
import { storedTask, waitingPostTask } from './test-tasks';

const TASKS = '/community/api/review/tasks';

beforeAll(startMock);
beforeEach(() => resetMock());

describe('claims on review tasks', () => {
  it('refuses a claim and a release of a task another moderator holds, naming her', async () => {
    const [admin, moderator] = [await signInAs('admin'), await signInAs('moderator')];
    const task = waitingPostTask();
    expect((await callMock('POST', `${TASKS}/${task.id}/claim`, { token: admin })).code).toBe(200);

    for (const step of ['claim', 'release']) {
      const answer = await callMock<unknown>('POST', `${TASKS}/${task.id}/${step}`, { token: moderator });
      expect(answer.code).toBe(409);
      expect(answer.message).toBe('In review by admin');
    }
    expect(storedTask(task.id).claimedBy).toBe('admin');
  });

  it('renews a claim taken again, and lets it go on release', async () => {
    const moderator = await signInAs('moderator');
    const task = waitingPostTask();
    db.update<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks, task.id, {
      claimedBy: 'moderator',
      claimedUntil: new Date(Date.now() + 10_000).toISOString(),
    });
    await callMock('POST', `${TASKS}/${task.id}/claim`, { token: moderator });
    expect(Date.parse(storedTask(task.id).claimedUntil!)).toBeGreaterThan(Date.now() + 4 * 60_000);

    expect((await callMock('POST', `${TASKS}/${task.id}/release`, { token: moderator })).code).toBe(200);
    expect(storedTask(task.id)).toMatchObject({ claimedBy: null, claimedUntil: null });
    // Releasing a free task again changes nothing and is no error (a closing tab may send it twice).
    expect((await callMock('POST', `${TASKS}/${task.id}/release`, { token: moderator })).code).toBe(200);
  });

  it('lets go of every task the admin holds when she signs out, and of nobody else’s', async () => {
    const [admin, moderator] = [await signInAs('admin'), await signInAs('moderator')];
    const tasks = db
      .all<ReviewTaskRow>(REVIEW_COLLECTIONS.tasks)
      .filter((row) => row.status === 'notProcessed' && row.source === 'post')
      .slice(0, 3);
    await callMock('POST', `${TASKS}/${tasks[0].id}/claim`, { token: moderator });
    await callMock('POST', `${TASKS}/${tasks[1].id}/claim`, { token: moderator });
    await callMock('POST', `${TASKS}/${tasks[2].id}/claim`, { token: admin });

    await callMock('POST', '/admin/api/logout', { token: moderator });
    expect(storedTask(tasks[0].id).claimedBy).toBeNull();
    expect(storedTask(tasks[1].id).claimedBy).toBeNull();
    expect(storedTask(tasks[2].id).claimedBy).toBe('admin');
  });
});
