import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerMock, callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { StoredFile } from '../../../shared/uploads/types';
import { mp4Bytes } from '../../../../tests/support/mp4-file';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const SVG = new TextEncoder().encode(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const HTML = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, type: string) {
  const body = new FormData();
  body.set('file', new File([bytes], name, { type }));
  return callMock<StoredFile>('POST', '/oss/api/files', { token: await signInAs('admin'), body });
}

describe('uploaded files', () => {
  it('take the type their bytes give, whatever the browser said, and are served inline with no sniffing', async () => {
    const answer = await upload('week-20.png', PNG, 'application/octet-stream');
    expect(answer).toMatchObject({ code: 200, data: { contentType: 'image/png' } });
    const served = await answerMock(answer.data.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('refuse a page dressed as a picture', async () => {
    const answer = await upload('cat.png', HTML, 'image/png');
    expect(answer).toMatchObject({ code: 400, message: 'cat.png is not an image file' });
  });

  it('serve an SVG, which can carry script, as an attachment', async () => {
    const answer = await upload('logo.svg', SVG, 'image/svg+xml');
    expect(answer).toMatchObject({ code: 200, data: { contentType: 'image/svg+xml' } });
    const served = await answerMock(answer.data.url);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''logo.svg");
  });
});

describe('upload refusals in the caller’s language', () => {
  it('refuse a page dressed as a picture in Arabic and an empty form in Chinese', async () => {
    const token = await signInAs('admin');
    const body = new FormData();
    body.set('file', new File([HTML], 'cat.png', { type: 'image/png' }));
    const page = await callMock('POST', '/oss/api/files', { token, body, language: 'ar' });
    expect(page).toMatchObject({ code: 400, message: 'cat.png ليس ملف صورة' });
    const empty = await callMock('POST', '/oss/api/files', { token, body: new FormData(), language: 'zh' });
    expect(empty).toMatchObject({ code: 400, message: '未收到文件' });
  });
});

describe('uploaded videos', () => {
  it('take the type their bytes give, are served inline, and are not listed among the images', async () => {
    const token = await signInAs('admin');
    const body = new FormData();
    body.set('file', new File([mp4Bytes(3)], 'stretch.mov', { type: 'video/quicktime' }));
    const answer = await callMock<StoredFile>('POST', '/oss/api/videos', { token, body });
    expect(answer).toMatchObject({ code: 200, data: { name: 'stretch.mov', contentType: 'video/mp4' } });
    const served = await answerMock(answer.data.url);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(served.headers.get('content-disposition')).toBeNull();
    const page = await callMock<{ records: StoredFile[] }>('GET', '/oss/api/files?current=1&size=100', { token });
    expect(page.data.records.map((file) => file.url)).not.toContain(answer.data.url);
  });

  it('refuse a picture, or a file not named as a video, in the caller’s language', async () => {
    const token = await signInAs('admin');
    const body = new FormData();
    body.set('file', new File([PNG], 'clip.mp4', { type: 'video/mp4' }));
    const picture = await callMock('POST', '/oss/api/videos', { token, body, language: 'ar' });
    expect(picture).toMatchObject({ code: 400, message: 'clip.mp4 ليس ملف فيديو (mp4 أو mov أو WebM)' });
    body.set('file', new File([mp4Bytes(3)], 'clip.avi', { type: 'video/x-msvideo' }));
    const named = await callMock('POST', '/oss/api/videos', { token, body, language: 'zh' });
    expect(named).toMatchObject({ code: 400, message: 'clip.avi 不是视频文件（mp4、mov 或 WebM）' });
  });
});
