import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

const TAGGING = '/content/api/tagging';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('tagging refusals in the caller’s language', () => {
  it('answers a missing tag in Arabic and an unknown kind in Chinese', async () => {
    const token = await signInAs('admin');
    const missing = await callMock('DELETE', `${TAGGING}/tags/99999`, { token, language: 'ar' });
    expect(missing).toMatchObject({ status: 404, code: 404, message: 'لا يوجد وسم كهذا' });
    const kind = await callMock('POST', `${TAGGING}/tags`, { token, body: { kind: 'level9' }, language: 'zh' });
    expect(kind).toMatchObject({ code: 400, message: '未知的标签类型' });
  });

  it('names the task limit in French, and in English by default', async () => {
    const token = await signInAs('admin');
    const body = { ids: [] };
    const fr = await callMock('POST', `${TAGGING}/tasks/assign`, { token, body, language: 'fr' });
    expect(fr.message).toBe('Choisissez entre 1 et 100 tâches');
    expect((await callMock('POST', `${TAGGING}/tasks/assign`, { token, body })).message).toBe(
      'Choose between 1 and 100 tasks',
    );
  });
});

describe('tagging rule refusals in the caller’s language', () => {
  it('refuses deleting a tag in use in Arabic and a lookup without a user ID in Chinese', async () => {
    const token = await signInAs('admin');
    const tags = await callMock<Array<{ id: number; usage: number; childCount: number }>>('GET', `${TAGGING}/tags`, {
      token,
    });
    // Arabic counts of 11 to 99 take the "many" form.
    const used = tags.data.find((tag) => tag.usage >= 11 && tag.usage <= 99 && tag.childCount === 0)!;
    const inUse = await callMock('DELETE', `${TAGGING}/tags/${used.id}`, { token, language: 'ar' });
    expect(inUse).toMatchObject({
      code: 409,
      message: `يحمل هذا الوسمَ ${used.usage} منشورًا: عطّله بدلاً من ذلك`,
      refusal: { kind: 'inUse', count: used.usage },
    });
    const noUser = await callMock('GET', `${TAGGING}/user-posts`, { token, language: 'zh' });
    expect(noUser).toMatchObject({
      code: 409,
      message: '请输入用户ID',
      fieldErrors: [{ field: 'userId', message: '请输入用户ID' }],
    });
  });

  it('says a refusal the server has no words of its own for as the console does, in Chinese and Arabic', async () => {
    const token = await signInAs('admin');
    const zh = await callMock('POST', `${TAGGING}/tasks/99999999/claim`, { token, language: 'zh' });
    expect(zh).toMatchObject({ code: 404, message: '该任务已不存在' });
    const ar = await callMock('POST', `${TAGGING}/tasks/assign`, {
      token,
      body: { ids: [1], assignee: 'nobody-here' },
      language: 'ar',
    });
    expect(ar).toMatchObject({ code: 409, message: 'لا يستطيع nobody-here وسم المنشورات' });
  });
});
