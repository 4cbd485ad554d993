import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

const STRATEGY = '/content/api/recommend-strategies/1/fly';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('strategy refusals in the caller’s language', () => {
  it('answers an unknown action in Arabic and Chinese, and in English by default', async () => {
    const token = await signInAs('admin');
    expect(await callMock('POST', STRATEGY, { token, language: 'ar' })).toMatchObject({
      status: 404,
      message: 'غير موجود',
    });
    expect(await callMock('POST', STRATEGY, { token, language: 'zh' })).toMatchObject({
      status: 404,
      message: '未找到',
    });
    expect((await callMock('POST', STRATEGY, { token })).message).toBe('Not found');
  });
});
