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
