import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

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
