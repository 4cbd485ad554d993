import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

const REMOVE = '/community/api/image-risk/blacklist/remove';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('image-risk refusals in the caller’s language', () => {
  it('answers pictures no longer listed in Arabic and an empty choice in Chinese', async () => {
    const token = await signInAs('admin');
    const gone = await callMock('POST', REMOVE, { token, body: { ids: [99998, 99999] }, language: 'ar' });
    expect(gone).toMatchObject({ status: 404, code: 404, message: 'لم تعد في القائمة السوداء: 99998, 99999' });
    const empty = await callMock('POST', REMOVE, { token, body: { ids: [] }, language: 'zh' });
    expect(empty).toMatchObject({ code: 400, message: '请选择 1 到 100 张图片' });
    expect((await callMock('POST', REMOVE, { token, body: { ids: [] } })).message).toBe(
      'Choose between 1 and 100 pictures',
    );
  });
});
