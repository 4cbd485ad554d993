import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('health-activity refusals in the caller’s language', () => {
  it('answers an unknown action in Arabic and Chinese, and in English by default', async () => {
    const token = await signInAs('admin');
    const legacy = await callMock('POST', '/content/api/health-activities/legacy/1/fly', { token, language: 'ar' });
    expect(legacy).toMatchObject({ status: 404, code: 404, message: 'غير موجود' });
    const healthNew = await callMock('POST', '/content/api/health-activities/1/fly', { token, language: 'zh' });
    expect(healthNew).toMatchObject({ status: 404, code: 404, message: '未找到' });
    expect((await callMock('POST', '/content/api/health-activities/1/fly', { token })).message).toBe('Not found');
  });
});
