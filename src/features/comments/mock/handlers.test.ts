import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { COMMENTS_COLLECTION, type CommentRow } from './seed';

const COMMENTS = '/community/api/comments';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('comment refusals in the caller’s language', () => {
  it('answers a deleted comment in Arabic and an empty reply in Chinese', async () => {
    const token = await signInAs('admin');
    const gone = await callMock('DELETE', `${COMMENTS}/99999`, { token, language: 'ar' });
    expect(gone).toMatchObject({ status: 404, code: 404, message: 'هذا التعليق لم يعد موجودًا' });
    const live = db.find<CommentRow>(COMMENTS_COLLECTION, (row) => !row.deletedAt)!;
    const empty = await callMock('POST', `${COMMENTS}/${live.id}/reply`, { token, body: {}, language: 'zh' });
    expect(empty.code).toBe(400);
    expect(empty.fieldErrors?.[0]).toEqual({ field: 'content', message: '回复内容不能为空' });
    const english = await callMock('POST', `${COMMENTS}/${live.id}/reply`, { token, body: {} });
    expect(english.fieldErrors?.[0]).toEqual({ field: 'content', message: 'Reply content cannot be empty' });
  });

  it('refuses a post ID that is not a number in Chinese', async () => {
    const token = await signInAs('admin');
    const answer = await callMock('GET', `${COMMENTS}?postId=abc`, { token, language: 'zh' });
    expect(answer).toMatchObject({ code: 400, message: '帖子 ID 须为数字' });
  });
});
