import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { BatchResult } from '../types';
import { db } from '../../../mocks/db';
import { banInForceOn } from '../../bans/mock';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from './seed';
import { storedTask, waitingPostTask } from './test-tasks';

const TASKS = '/community/api/review/tasks';

beforeAll(startMock);
beforeEach(() => resetMock());

describe('review refusals in the caller’s language', () => {
  it('says a task held by another moderator and an unknown action in Arabic', async () => {
    const [admin, moderator] = [await signInAs('admin'), await signInAs('moderator')];
    const task = waitingPostTask();
    expect((await callMock('POST', `${TASKS}/${task.id}/claim`, { token: admin })).code).toBe(200);
    const held = await callMock('POST', `${TASKS}/${task.id}/claim`, { token: moderator, language: 'ar' });
    expect(held).toMatchObject({ code: 409, message: 'قيد المراجعة لدى admin' });
    const unknown = await callMock('POST', `${TASKS}/${task.id}/actions`, {
      token: admin,
      body: { action: 'shred' },
      language: 'ar',
    });
    expect(unknown).toMatchObject({ code: 400, message: 'إجراء غير معروف' });
  });

  it('says a missing task in a batch and a batch too large in Chinese', async () => {
    const admin = await signInAs('admin');
    const task = waitingPostTask();
    const body = { ids: [task.id, 99999999], action: 'pass' };
    const batch = await callMock<BatchResult>('POST', `${TASKS}/batch`, { token: admin, body, language: 'zh' });
    expect(batch.data.refused).toContainEqual({ id: 99999999, message: '没有该任务' });
    const tooMany = { ids: Array.from({ length: 101 }, () => waitingPostTask().id), action: 'pass' };
    const large = await callMock('POST', `${TASKS}/batch`, { token: admin, body: tooMany, language: 'zh' });
    expect(large).toMatchObject({ code: 400, message: '请选择 1 到 100 个任务' });
  });

  it('bans a flagged account only for a reason of the detection’s list, and keeps the reason on the ban', async () => {
    const admin = await signInAs('admin');
    const task = db.find<ReviewTaskRow>(
      REVIEW_COLLECTIONS.tasks,
      (row) => row.source === 'male-detect' && row.status === 'notProcessed' && !row.claimedBy,
    )!;
    const act = (body: object) =>
      callMock('POST', `${TASKS}/${task.id}/actions`, { token: admin, body: { action: 'ban', ...body }, language: 'ar' });
    expect(await act({})).toMatchObject({ code: 400, message: 'اختر سببًا من القائمة' });
    expect((await act({ reasonCode: 'copyright' })).code).toBe(400);
    expect(await act({ reasonCode: 'other', note: ' ' })).toMatchObject({ code: 400 });
    expect(banInForceOn('account', String(task.authorId))).toBeFalsy();

    expect((await act({ reasonCode: 'impersonation', note: 'Uses a woman’s photos' })).code).toBe(200);
    expect(banInForceOn('account', String(task.authorId))).toMatchObject({
      origin: 'male-detect',
      reasonCode: 'impersonation',
      reason: 'Uses a woman’s photos',
    });
    expect(storedTask(task.id).outcome).toMatchObject({ decision: 'ban', reasonCode: 'impersonation' });
  });
});
