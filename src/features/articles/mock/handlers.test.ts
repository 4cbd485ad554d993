import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { ARTICLE_COLLECTIONS as C, type ArticleRow } from './seed';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('article refusals in the caller’s language', () => {
  it('answers a missing article in Arabic and a missing category in Chinese', async () => {
    const token = await signInAs('admin');
    const article = await callMock('DELETE', '/content/api/articles/help/99999', { token, language: 'ar' });
    expect(article).toMatchObject({ status: 404, code: 404, message: 'المقال غير موجود' });
    const category = await callMock('DELETE', '/content/api/help-categories/99999', { token, language: 'zh' });
    expect(category).toMatchObject({ status: 404, code: 404, message: '分类不存在' });
    const english = await callMock('DELETE', '/content/api/articles/help/99999', { token });
    expect(english.message).toBe('Article not found');
  });
});

describe('article state refusals in the caller’s language', () => {
  it('says an article is already listed in Arabic and Chinese', async () => {
    const token = await signInAs('admin');
    const row = db.find<ArticleRow>(C.articles, (article) => article.kind === 'help' && article.status === 'listed')!;
    const path = `/content/api/articles/help/${row.id}/list`;
    expect(await callMock('POST', path, { token, language: 'ar' })).toMatchObject({
      code: 409,
      message: 'هذه المقالة مدرجة بالفعل',
    });
    expect(await callMock('POST', path, { token, language: 'zh' })).toMatchObject({
      code: 409,
      message: '该文章已上架',
    });
  });
});
