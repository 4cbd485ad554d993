import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';

const COMPOSE = '/community/api/compose/posts';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('compose refusals in the caller’s language', () => {
  it('names an unknown post type in Arabic and Chinese, and a missing poster in Chinese', async () => {
    const token = await signInAs('admin');
    const badType = { type: 'hologram', language: 'en', content: 'x' };
    const ar = await callMock('POST', COMPOSE, { token, body: badType, language: 'ar' });
    expect(ar).toMatchObject({ code: 400, fieldErrors: [{ field: 'type', message: 'نوع منشور غير معروف' }] });
    const zh = await callMock('POST', COMPOSE, { token, body: badType, language: 'zh' });
    expect(zh).toMatchObject({ code: 400, fieldErrors: [{ field: 'type', message: '未知的帖子类型' }] });
    const noPoster = { type: 'graphics', language: 'en', content: 'x' };
    const poster = await callMock('POST', COMPOSE, { token, body: noPoster, language: 'zh' });
    expect(poster.fieldErrors).toContainEqual({ field: 'posterId', message: '请选择发帖人' });
    const english = await callMock('POST', COMPOSE, { token, body: noPoster });
    expect(english.fieldErrors).toContainEqual({ field: 'posterId', message: 'A poster must be selected' });
  });
});
