import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('app-user refusals in the caller’s language', () => {
  it('refuses an empty silence list in Arabic, on the user ID field', async () => {
    const token = await signInAs('admin');
    const body = { userIds: [], duration: 'day', reason: 'spam' };
    const answer = await callMock('POST', '/community/api/silences', { token, body, language: 'ar' });
    const message = 'أدخل معرّف مستخدم واحدًا على الأقل';
    expect(answer).toMatchObject({ code: 400, message, fieldErrors: [{ field: 'userIds', message }] });
  });

  it('answers a missing role and too many IDs to check in Chinese', async () => {
    const token = await signInAs('admin');
    const role = await callMock('PUT', '/community/api/app-user-roles/99999', {
      token,
      body: { name: 'x' },
      language: 'zh',
    });
    expect(role).toMatchObject({ status: 404, code: 404, message: '角色不存在' });
    const check = await callMock('POST', '/community/api/app-users/check', {
      token,
      body: { ids: Array.from({ length: 1001 }, (_, i) => String(i)) },
      language: 'zh',
    });
    expect(check).toMatchObject({ code: 400, message: '一次最多检查 1000 个 ID' });
  });

  it('keeps the English wording for an English caller', async () => {
    const token = await signInAs('admin');
    const answer = await callMock('POST', '/community/api/silences', { token, body: { userIds: [1.5] } });
    expect(answer.message).toBe('User IDs must be numbers');
  });
});
