import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { CLASSIFY_COLLECTIONS, type ContentPoolRow, type MainCategoryRow } from './seed';

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

describe('content-classify form rules refused in the caller’s language', () => {
  it('names an empty pool’s broken rules in Arabic, on their fields', async () => {
    const token = await signInAs('admin');
    const body = { name: ' ', weight: 10000, categoryIds: [] };
    const answer = await callMock('POST', `${CLASSIFY}/pools`, { token, body, language: 'ar' });
    expect(answer).toMatchObject({
      code: 400,
      message: 'أدخل الاسم',
      fieldErrors: [
        { field: 'name', message: 'أدخل الاسم' },
        { field: 'weight', message: 'الوزن عدد صحيح من 0 إلى 9999' },
      ],
    });
  });

  it('refuses a category added twice and guidance in no language in Chinese', async () => {
    const token = await signInAs('admin');
    const category = db.all<MainCategoryRow>(CLASSIFY_COLLECTIONS.categories)[0];
    const body = { name: category.name.toUpperCase(), weight: 1 };
    const twice = await callMock('POST', `${CLASSIFY}/categories`, { token, body, language: 'zh' });
    expect(twice).toMatchObject({ code: 400, message: '该分类已添加' });
    const guidance = await callMock('PUT', `${CLASSIFY}/guidance/${category.id}`, {
      token,
      body: { texts: {} },
      language: 'zh',
    });
    expect(guidance).toMatchObject({
      code: 400,
      message: '请至少用一种语言填写引导语',
      fieldErrors: [{ field: 'texts', message: '请至少用一种语言填写引导语' }],
    });
  });
});
