import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { callMock, resetMock, startMock } from '../../../mocks/mock-calls';

const signIn = (username: string, password: string, language: string) =>
  callMock('POST', '/admin/api/authenticate', { body: { username, password }, language });

beforeAll(startMock);
beforeEach(() => resetMock());

describe('sign-in refusals in the caller’s language', () => {
  it('refuses a wrong password in Arabic', async () => {
    const wrong = await signIn('admin', 'not-the-password', 'ar');
    expect(wrong).toMatchObject({ status: 400, code: 400, message: 'اسم المستخدم أو كلمة المرور غير صحيحة' });
  });

  it('refuses a disabled account and a sign-in without a password in Chinese', async () => {
    const operator = db.find<AdminAccountRow>(COLLECTIONS.accounts, (row) => row.login === 'operator')!;
    db.update<AdminAccountRow>(COLLECTIONS.accounts, operator.id, { activated: false });
    const disabled = await signIn('operator', 'operator123', 'zh');
    expect(disabled).toMatchObject({ status: 403, code: 403, message: '该账号已停用' });
    const bare = await signIn('admin', '', 'zh');
    expect(bare).toMatchObject({ status: 400, code: 400, message: '请输入用户名和密码' });
  });
});
