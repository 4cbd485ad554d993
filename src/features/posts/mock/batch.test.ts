import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, signInHolding, startMock } from '../../../mocks/mock-calls';
import type { BatchItemResult } from '../types';
import { POSTS_COLLECTION, type PostRow } from './seed';

const BATCH = '/community/api/posts/batch';
const PORTABLE = '/posts-manage/portable-operation';

const flaggedIds = () =>
  db
    .all<PostRow>(POSTS_COLLECTION)
    .filter((row) => row.spam === 'flagged' && !row.deletedAt)
    .slice(0, 3)
    .map((row) => String(row.id));
const spamOf = (ids: string[]) => ids.map((id) => db.byId<PostRow>(POSTS_COLLECTION, Number(id))?.spam);

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('the posts batch (portable-operation)', () => {
  it.each(['clearSpam', 'confirmSpam'])(
    'refuses %s to a viewer of the screen, and to an admin: spam is decided post by post',
    async (operation) => {
      const ids = flaggedIds();
      for (const token of [await signInHolding('viewer', [PORTABLE]), await signInAs('admin')]) {
        const answer = await callMock('POST', BATCH, { token, body: { operation, ids } });
        expect(answer.code).toBe(400);
      }
      expect(spamOf(ids)).toEqual(['flagged', 'flagged', 'flagged']);
    },
  );

  it('names the operation in the caller’s language', async () => {
    const token = await signInHolding('viewer', [PORTABLE]);
    const body = { operation: 'clearSpam', ids: flaggedIds() };
    expect((await callMock('POST', BATCH, { token, body })).message).toBe(
      '“Not spam, publish” cannot be run on a list of posts: decide each post on its own screen',
    );
    expect((await callMock('POST', BATCH, { token, body, language: 'fr' })).message).toBe(
      '« Pas du spam, publier » ne peut pas s’appliquer à une liste de publications : décidez de chacune sur son propre écran',
    );
  });

  it('needs the screen’s action entry of the operation it runs', async () => {
    const ids = [String(db.all<PostRow>(POSTS_COLLECTION).find((row) => !row.deletedAt)!.id)];
    const viewer = await signInHolding('viewer', [PORTABLE]);
    expect(await callMock('POST', BATCH, { token: viewer, body: { operation: 'delete', ids } })).toMatchObject({
      status: 403,
      message: `Your account may not do this: ${PORTABLE}:delete`,
    });

    const deleter = await signInHolding('deleter', [`${PORTABLE}:delete`]);
    const done = await callMock<BatchItemResult[]>('POST', BATCH, {
      token: deleter,
      body: { operation: 'delete', ids },
    });
    expect(done.data).toEqual([{ id: ids[0], outcome: 'done' }]);
  });
});

describe('batch refusals in the caller’s language', () => {
  it('names repeated IDs in Arabic and an unknown operation in Chinese', async () => {
    const token = await signInAs('admin');
    const ids = flaggedIds();
    const repeated = await callMock('POST', BATCH, {
      token,
      body: { operation: 'delete', ids: [ids[0], ids[0]] },
      language: 'ar',
    });
    expect(repeated).toMatchObject({ code: 400, message: `معرّفات منشورات مكررة: ${ids[0]}` });
    const unknown = await callMock('POST', BATCH, { token, body: { operation: 'fly', ids }, language: 'zh' });
    expect(unknown).toMatchObject({ code: 400, message: '未知的操作' });
    const empty = await callMock('POST', BATCH, { token, body: { operation: 'delete', ids: [] } });
    expect(empty.message).toMatch(/^Enter between 1 and \d+ post IDs$/);
  });
});
