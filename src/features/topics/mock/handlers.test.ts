import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { TOPIC_CATEGORIES, TOPIC_TYPES } from '../types';
import { TOPICS_COLLECTION, type TopicRow } from './seed';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('topic refusals in the caller’s language', () => {
  it('answers a missing topic in Arabic and a stale order in Chinese', async () => {
    const token = await signInAs('admin');
    const missing = await callMock('POST', '/community/api/topics/99999/enable', { token, language: 'ar' });
    expect(missing).toMatchObject({ status: 404, code: 404, message: 'الموضوع غير موجود' });
    const order = await callMock('PUT', '/community/api/recommended-topics/order', {
      token,
      body: { ids: [] },
      language: 'zh',
    });
    expect(order).toMatchObject({ code: 409, message: '列表在加载后已被更改：请重新加载后再排序' });
  });

  it('keeps the English wording for an English caller', async () => {
    const token = await signInAs('admin');
    const missing = await callMock('DELETE', '/community/api/recommended-topics/99999', { token });
    expect(missing).toMatchObject({ status: 404, message: 'Recommended topic not found' });
  });
});

describe('topic state refusals in the caller’s language', () => {
  it('says a topic is already in the state asked for in Arabic and Chinese', async () => {
    const token = await signInAs('admin');
    const topic = db.find<TopicRow>(TOPICS_COLLECTION, (row) => row.valid)!;
    const ar = await callMock('POST', `/community/api/topics/${topic.id}/enable`, { token, language: 'ar' });
    expect(ar).toMatchObject({ code: 409, message: 'هذا الموضوع صالح بالفعل' });
    const zh = await callMock('POST', `/community/api/topics/${topic.id}/enable`, { token, language: 'zh' });
    expect(zh).toMatchObject({ code: 409, message: '该话题已是有效状态' });
  });
});

describe('topic form rules refused in the caller’s language', () => {
  it('names the broken rules of an empty topic in Arabic, on their fields', async () => {
    const token = await signInAs('admin');
    const answer = await callMock('POST', '/community/api/topics', { token, body: {}, language: 'ar' });
    expect(answer).toMatchObject({ code: 400, message: 'أدخل اسم الموضوع' });
    // A field inside another by its path, as every refusal names it (the form drawer splits it).
    expect(answer.fieldErrors).toContainEqual({ field: 'names.en', message: 'أدخل الاسم بالإنجليزية' });
    expect(answer.fieldErrors).toContainEqual({ field: 'category', message: 'اختر الفئة' });
  });

  it('refuses a taken name in Chinese', async () => {
    const token = await signInAs('admin');
    const taken = db.all<TopicRow>(TOPICS_COLLECTION)[0];
    const body = {
      name: ` ${taken.name.toUpperCase()} `,
      names: { en: 'Another', fr: '', ar: '' },
      description: '',
      category: TOPIC_CATEGORIES[0],
      type: TOPIC_TYPES[0],
      valid: true,
      hot: false,
    };
    const answer = await callMock('POST', '/community/api/topics', { token, body, language: 'zh' });
    expect(answer).toMatchObject({
      code: 400,
      message: '已存在同名话题',
      fieldErrors: [{ field: 'name', message: '已存在同名话题' }],
    });
  });
});
