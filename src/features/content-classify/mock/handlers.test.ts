import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { CLASSIFY_COLLECTIONS, type ContentPoolRow } from './seed';

const CLASSIFY = '/content/api/classify';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('content-classify refusals in the caller’s language', () => {
  it('refuses to delete a pooled category in Arabic and answers a missing pool in Chinese', async () => {
    const token = await signInAs('admin');
    const pool = db.all<ContentPoolRow>(CLASSIFY_COLLECTIONS.pools)[0];
    const id = pool.categoryIds[0];
    const pooled = await callMock('DELETE', `${CLASSIFY}/categories/${id}`, { token, language: 'ar' });
    expect(pooled).toMatchObject({
      code: 409,
      message: `هذه الفئة موجودة في مجمع المحتوى "${pool.name}": أزلها من هناك أولًا`,
    });
    const missing = await callMock('DELETE', `${CLASSIFY}/pools/99999`, { token, language: 'zh' });
    expect(missing).toMatchObject({ status: 404, code: 404, message: '内容池不存在' });
    const english = await callMock('DELETE', `${CLASSIFY}/categories/${id}`, { token });
    expect(english.message).toBe(`This category is in the content pool "${pool.name}": remove it there first`);
  });
});
