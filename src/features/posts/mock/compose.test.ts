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

  it('refuses a video address the console did not upload through object storage, in the caller’s language', async () => {
    const token = await signInAs('moderator');
    const body = {
      posterId: 1000001,
      type: 'video',
      language: 'en',
      content: 'Stretching',
      images: [],
      vote: null,
      video: { url: 'https://videos.example/stretch.mp4', cover: 'https://cdn.example/c.png', seconds: 3 },
      topicId: null,
    };
    const zh = await callMock('POST', COMPOSE, { token, body, language: 'zh' });
    expect(zh).toMatchObject({
      code: 400,
      fieldErrors: [{ field: 'video', message: '请在此上传视频：只能发布从后台上传的视频' }],
    });
    const fr = await callMock('POST', COMPOSE, { token, body, language: 'fr' });
    expect(fr.message).toBe('Téléversez la vidéo ici : seule une vidéo téléversée depuis la console peut être publiée');
  });
});
