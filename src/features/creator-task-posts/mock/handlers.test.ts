import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { CREATOR_TASK_POST_COLLECTIONS as C, type CreatorTaskPostRow } from './seed';

const POSTS = '/creator/api/task-posts';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('creator task post refusals in the caller’s language', () => {
  it('answers a missing post in Arabic and a decision without a reason in Chinese', async () => {
    const token = await signInAs('admin');
    const missing = await callMock('POST', `${POSTS}/99999/decision`, {
      token,
      body: { decision: 'pass' },
      language: 'ar',
    });
    expect(missing).toMatchObject({ status: 404, code: 404, message: 'لا يوجد منشور مهمة كهذا' });
    const waiting = db.find<CreatorTaskPostRow>(C.posts, (row) => row.status === 'waiting')!;
    const body = { decision: 'reject' };
    const noReason = await callMock('POST', `${POSTS}/${waiting.id}/decision`, { token, body, language: 'zh' });
    expect(noReason).toMatchObject({ code: 400, message: '请选择驳回原因' });
    const english = await callMock('POST', `${POSTS}/${waiting.id}/decision`, { token, body });
    expect(english.message).toBe('Choose a rejection reason');
  });

  it('refuses an unknown status filter in Chinese', async () => {
    const token = await signInAs('admin');
    const answer = await callMock('GET', `${POSTS}?status=lost`, { token, language: 'zh' });
    expect(answer).toMatchObject({ code: 400, message: '未知的状态' });
  });
});
