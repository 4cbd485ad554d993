import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REVIEW_COLLECTIONS, type ReviewTaskRow } from '../features/review/mock/seed';
import { db } from './db';
import { callMock, resetMock, signInAs, startMock } from './mock-calls';

const RESET = '/mock/api/reset';
const RESET_DEMO = '/permissions-manage/account:reset-demo';
const PUNISH = ['/content-review/work-order:punish', '/content-review/ai-comment-manage:punish'];

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

/** A waiting comment task, which the two comment queues' punish entries both let an admin punish. */
const waitingComment = () =>
  db.find<ReviewTaskRow>(
    REVIEW_COLLECTIONS.tasks,
    (task) => task.source === 'comment' && task.type === 'audit' && task.status === 'notProcessed',
  )!;

describe('a call the account holds no entry for', () => {
  it.each([
    ['en', `Your account may not do this: ${RESET_DEMO}`],
    ['zh', `您的账号无权执行此操作：${RESET_DEMO}`],
    ['ar', `لا يسمح حسابك بهذا الإجراء: ${RESET_DEMO}`],
  ])('is refused with 403 in the caller’s language (%s), naming the entry it needs', async (language, message) => {
    const token = await signInAs('moderator');
    expect(await callMock('POST', RESET, { token, language })).toMatchObject({ status: 403, code: 403, message });
  });

  it('names every entry that would have let it through, joined by the language’s own “or”', async () => {
    const token = await signInAs('operator');
    const path = `/community/api/review/tasks/${waitingComment().id}/actions`;
    const body = { action: 'punish', punishKind: 'clear-name', reason: 'x' };
    expect((await callMock('POST', path, { token, body })).message).toBe(
      `Your account may not do this: ${PUNISH[0]} or ${PUNISH[1]}`,
    );
    expect((await callMock('POST', path, { token, body, language: 'fr' })).message).toBe(
      `Votre compte ne peut pas faire ceci : ${PUNISH[0]} ou ${PUNISH[1]}`,
    );
  });
});
