import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import { defaultNickname } from './clear-punishment';
import { APP_USER_COLLECTIONS, type AppUserRow } from './seed';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

const punish = (token: string, user: AppUserRow, kind: string, language: string) =>
  callMock('POST', `/community/api/app-users/${user.id}/punish`, {
    token,
    body: { kind, reason: 'Spam in the profile' },
    language,
  });

describe('a clear of what is already cleared, refused in the caller’s language', () => {
  it('says the profile is cleared already in Arabic and the nickname in Chinese', async () => {
    const token = await signInAs('admin');
    const user = db.find<AppUserRow>(
      APP_USER_COLLECTIONS.users,
      (row) => row.profile !== '' && row.nickname !== defaultNickname(row),
    )!;
    expect((await punish(token, user, 'clear-profile', 'ar')).code).toBe(200);
    expect(await punish(token, user, 'clear-profile', 'ar')).toMatchObject({
      code: 409,
      message: `نبذة ${user.login} ممسوحة بالفعل`,
    });
    expect((await punish(token, user, 'clear-name', 'zh')).code).toBe(200);
    expect(await punish(token, user, 'clear-name', 'zh')).toMatchObject({
      code: 409,
      message: `${user.login} 的昵称已清除`,
    });
    expect((await punish(token, user, 'clear-name', 'en')).message).toBe(
      `The nickname of ${user.login} is already cleared`,
    );
  });
});
