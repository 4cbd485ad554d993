import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

const BASE = '/content/api/recommendations';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('recommendation refusals in the caller’s language', () => {
  it('refuses an unknown surface in Arabic and a bad calendar range in Chinese', async () => {
    const token = await signInAs('admin');
    const list = await callMock('GET', `${BASE}?surface=nowhere`, { token, language: 'ar' });
    expect(list).toMatchObject({ code: 400, message: 'صفحة أو وضع غير معروف' });
    const calendar = await callMock('GET', `${BASE}/calendar?surface=nowhere`, { token, language: 'zh' });
    expect(calendar).toMatchObject({ code: 400, message: '未知的页面或模式，或日期超出范围' });
    expect((await callMock('GET', `${BASE}?surface=nowhere`, { token })).message).toBe('Unknown surface or mode');
  });
});
