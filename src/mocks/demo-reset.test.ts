import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { db } from './db';
import { callMock, resetMock, signInAs, signInHolding, startMock } from './mock-calls';

const RESET = '/mock/api/reset';
const RESET_DEMO = '/permissions-manage/account:reset-demo';
const roleCount = () => db.all(COLLECTIONS.roles).length;

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('the demo reset', () => {
  it('answers no one who is not signed in', async () => {
    const seeded = roleCount();
    await signInHolding('someone', ['/content-review']);
    expect(await callMock('POST', RESET)).toMatchObject({ status: 401 });
    expect(roleCount()).toBe(seeded + 1);
  });

  it('is refused to the moderator and the operator, and to an admin of every permissions screen without it', async () => {
    const tokens = [
      await signInAs('moderator'),
      await signInAs('operator'),
      await signInHolding('almost', ['/permissions-manage/account:create', '/permissions-manage/role:create']),
    ];
    for (const token of tokens) {
      expect(await callMock('POST', RESET, { token })).toMatchObject({
        status: 403,
        message: `Your account may not do this: ${RESET_DEMO}`,
      });
    }
    expect(db.find(COLLECTIONS.accounts, (row) => row.login === 'almost')).toBeDefined();
  });

  it('forgets every change for the administrator, or whoever holds its action entry', async () => {
    const seeded = roleCount();
    const holder = await signInHolding('resetter', [RESET_DEMO]);
    expect(await callMock('POST', RESET, { token: holder })).toMatchObject({ status: 200, code: 200 });
    expect(roleCount()).toBe(seeded);
    expect(await callMock('POST', RESET, { token: await signInAs('admin') })).toMatchObject({ code: 200 });
  });
});
