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

describe('article form rules refused in the caller’s language', () => {
  it('names an empty help article’s broken rules in Chinese, on their fields', async () => {
    const token = await signInAs('admin');
    const answer = await callMock('POST', '/content/api/articles/help', { token, body: { texts: {} }, language: 'zh' });
    expect(answer).toMatchObject({ code: 400, message: '至少需要一种语言同时填写标题和描述' });
    expect(answer.fieldErrors).toEqual([
      { field: 'texts', message: '至少需要一种语言同时填写标题和描述' },
      { field: 'displayId', message: '展示ID须为 1 到 99999999 之间的整数' },
      { field: 'categoryId', message: '请选择分类' },
    ]);
  });

  it('refuses deleting a listed article and a category with articles in Arabic', async () => {
    const token = await signInAs('admin');
    const listed = db.find<ArticleRow>(
      C.articles,
      (article) => article.kind === 'help' && article.status === 'listed',
    )!;
    const deleted = await callMock('DELETE', `/content/api/articles/help/${listed.id}`, { token, language: 'ar' });
    expect(deleted).toMatchObject({ code: 409, message: 'لا يمكن حذف مقالة مدرجة: ألغِ إدراجها أولًا' });
    const used = db.all<ArticleRow>(C.articles).filter((article) => article.categoryId === listed.categoryId).length;
    const category = await callMock('DELETE', `/content/api/help-categories/${listed.categoryId}`, {
      token,
      language: 'ar',
    });
    expect(category).toMatchObject({
      code: 409,
      message: `لا تزال في هذه الفئة مقالات: انقلها أو احذفها أولًا (${used})`,
    });
  });
});
