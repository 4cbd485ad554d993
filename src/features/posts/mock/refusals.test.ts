import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { POSTS_COLLECTION, type PostRow } from './seed';

const POSTS = '/community/api/posts';

const posts = () => db.all<PostRow>(POSTS_COLLECTION);

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('post refusals in the caller’s language', () => {
  it('refuses un-featuring and an operation the post does not allow in Arabic', async () => {
    const token = await signInAs('admin');
    const live = posts().find((row) => !row.deletedAt && row.spam !== 'flagged')!;
    const unfeature = await callMock('POST', `${POSTS}/detail/${live.id}/actions/unfeature`, { token, language: 'ar' });
    expect(unfeature).toMatchObject({ code: 409, message: 'المنشور مميّز؛ لا يمكن التراجع عن التمييز' });
    const restore = await callMock('POST', `${POSTS}/detail/${live.id}/actions/restore`, { token, language: 'ar' });
    expect(restore).toMatchObject({ code: 409, message: 'لا يسمح المنشور بهذا الآن' });
  });

  it('says a missing post and an edit of a deleted one in Chinese', async () => {
    const token = await signInAs('admin');
    const missing = await callMock('GET', `${POSTS}/detail/99999999`, { token, language: 'zh' });
    expect(missing).toMatchObject({ status: 404, code: 404, message: '帖子不存在' });
    const deleted = posts().find((row) => row.deletedAt)!;
    const body = { content: 'x', score: 50, topicId: null };
    const edit = await callMock('PUT', `${POSTS}/detail/${deleted.id}`, { token, body, language: 'zh' });
    expect(edit).toMatchObject({ code: 409, message: '帖子已删除' });
  });
});
