import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { ImportWordsResult } from '../types';

const WORDS = '/community/api/words';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('word list refusals in the caller’s language', () => {
  it('refuses words already listed, on the field, and an empty deletion in Arabic', async () => {
    const token = await signInAs('admin');
    const listed = await callMock('POST', `${WORDS}/taboo`, {
      token,
      body: { words: ['spam', 'new'] },
      language: 'ar',
    });
    expect(listed).toMatchObject({
      code: 400,
      message: 'موجودة في القائمة بالفعل: spam',
      fieldErrors: [{ field: 'words', message: 'موجودة في القائمة بالفعل: spam' }],
    });
    const none = await callMock('POST', `${WORDS}/taboo/delete`, { token, body: { ids: [] }, language: 'ar' });
    expect(none).toMatchObject({ code: 400, message: 'اختر كلمة واحدة على الأقل' });
  });

  it('answers an import’s repeated and listed words and an unknown list in Chinese', async () => {
    const token = await signInAs('admin');
    const body = { words: ['fresh', 'fresh', 'spam'] };
    const imported = await callMock<ImportWordsResult>('POST', `${WORDS}/taboo/import`, {
      token,
      body,
      language: 'zh',
    });
    expect(imported.data).toMatchObject({
      added: 1,
      refused: [
        { index: 1, code: 'repeated', message: '与本次导入中前面的词语重复' },
        { index: 2, code: 'listed', message: '已在列表中' },
      ],
    });
    const unknown = await callMock('DELETE', `${WORDS}/colours/1`, { token, language: 'zh' });
    expect(unknown).toMatchObject({ status: 404, code: 404, message: '未知的词库' });
  });
});
