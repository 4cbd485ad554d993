import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, signInHolding, signInMock, startMock } from '../../../mocks/mock-calls';
import { ROLE_IDS } from './permissions-seed';

const USERS = '/admin/api/admin/users';
const ACCOUNT_IDS = { admin: 1, moderator: 2, operator: 3 } as const;
const ACCOUNT_SCREEN = '/permissions-manage/account';

const accountStatus = async (token: string) => (await callMock('GET', '/admin/api/account', { token })).status;
const stored = (id: number) => db.byId<AdminAccountRow>(COLLECTIONS.accounts, id)!;

/** The account form's save as the console sends it: every field, changed by `changes`. */
function formOf(id: number, changes: Record<string, unknown> = {}) {
  const { login, firstName, email, roleIds, activated } = stored(id);
  return { login, firstName, email, roleIds, activated, ...changes };
}

const LAST_HOLDER =
  'admin is the last active account holding the Permissions screens (accounts, roles and menus): it cannot be disabled, deleted or lose them.';

beforeAll(startMock);
beforeEach(() => resetMock());
afterEach(() => vi.restoreAllMocks());

describe('resetting a password', () => {
  it('draws the new one from crypto.getRandomValues, not Math.random', async () => {
    const admin = await signInAs('admin');
    // Math.random always the same: a password drawn from it would come out the same twice.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const csprng = vi.spyOn(crypto, 'getRandomValues');
    const reset = async () =>
      (await callMock<{ password: string }>('POST', `${USERS}/2/reset-password`, { token: admin })).data.password;
    const first = await reset();
    const second = await reset();
    expect(first).toMatch(/^[A-Za-z2-9]{13}$/);
    expect(second).not.toBe(first);
    expect(csprng).toHaveBeenCalled();
    expect(await accountStatus(await signInMock('moderator', second))).toBe(200);
  });

  it("ends the account's sessions; an admin resetting her own keeps only the one she is using", async () => {
    const admin = await signInAs('admin');
    const adminElsewhere = await signInAs('admin');
    const moderator = await signInAs('moderator');
    await callMock('POST', `${USERS}/${ACCOUNT_IDS.moderator}/reset-password`, { token: admin });
    expect(await accountStatus(moderator)).toBe(401);

    await callMock('POST', `${USERS}/${ACCOUNT_IDS.admin}/reset-password`, { token: admin });
    expect(await accountStatus(admin)).toBe(200);
    expect(await accountStatus(adminElsewhere)).toBe(401);
  });
});

describe('disabling an account', () => {
  it.each([
    [
      'the status action',
      (token: string, activated: boolean) =>
        callMock('PUT', `${USERS}/${ACCOUNT_IDS.moderator}/activated`, { token, body: { activated } }),
    ],
    [
      'the account form',
      (token: string, activated: boolean) =>
        callMock('PUT', `${USERS}/${ACCOUNT_IDS.moderator}`, {
          token,
          body: formOf(ACCOUNT_IDS.moderator, { activated }),
        }),
    ],
  ])('through %s ends its sessions, and enabling it again does not bring them back', async (_, setActivated) => {
    const admin = await signInAs('admin');
    const moderator = await signInAs('moderator');
    expect((await setActivated(admin, false)).code).toBe(200);
    expect(await accountStatus(moderator)).toBe(401);
    expect((await setActivated(admin, true)).code).toBe(200);
    expect(await accountStatus(moderator)).toBe(401);
    expect(await accountStatus(await signInAs('moderator'))).toBe(200);
  });
});

describe('an account save', () => {
  it('without `activated` is refused on that field, and the account stays active', async () => {
    const admin = await signInAs('admin');
    const { activated: _, ...withoutFlag } = formOf(ACCOUNT_IDS.moderator, { firstName: 'Lina C.' });
    const answer = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.moderator}`, { token: admin, body: withoutFlag });
    expect(answer).toMatchObject({
      code: 400,
      message: 'Say whether the account is active',
      fieldErrors: [{ field: 'activated', message: 'Say whether the account is active' }],
    });
    expect(stored(ACCOUNT_IDS.moderator)).toMatchObject({ activated: true, firstName: 'Lina Chen' });
    const status = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.moderator}/activated`, { token: admin, body: {} });
    expect(status.code).toBe(400);
    expect(stored(ACCOUNT_IDS.moderator).activated).toBe(true);
  });
});

describe('giving roles', () => {
  /** An admin of accounts only: she holds the account screen and its actions, none of the roles' menus. */
  const accountAdmin = () =>
    signInHolding('accounts-only', [`${ACCOUNT_SCREEN}:create`, `${ACCOUNT_SCREEN}:edit`, `${ACCOUNT_SCREEN}:delete`]);

  const newAccount = (roleIds: number[]) => ({
    login: 'new-one',
    firstName: 'New One',
    email: 'new-one@console.example.invalid',
    password: 'a-good-password',
    activated: true,
    roleIds,
  });

  it('refuses a new account a role whose menus the admin does not hold, naming it in her language', async () => {
    const token = await accountAdmin();
    const answer = await callMock('POST', USERS, { token, body: newAccount([ROLE_IDS.moderator]), language: 'zh' });
    expect(answer.code).toBe(400);
    expect(answer.fieldErrors).toEqual([
      { field: 'roleIds', message: '只能给账号分配其菜单项您自己都拥有的角色。您无权分配：Moderator' },
    ]);
    expect(db.find<AdminAccountRow>(COLLECTIONS.accounts, (row) => row.login === 'new-one')).toBeUndefined();
  });

  it('lets an admin give roles she holds, and keep on an account the roles it had', async () => {
    const token = await accountAdmin();
    const own = stored(db.all<AdminAccountRow>(COLLECTIONS.accounts).at(-1)!.id).roleIds;
    expect((await callMock('POST', USERS, { token, body: newAccount(own) })).code).toBe(200);

    // The operator keeps the Operator role she could not give, while she renames him.
    const rename = formOf(ACCOUNT_IDS.operator, { firstName: 'Omar F.' });
    expect((await callMock('PUT', `${USERS}/${ACCOUNT_IDS.operator}`, { token, body: rename })).code).toBe(200);
    const adding = formOf(ACCOUNT_IDS.operator, { roleIds: [ROLE_IDS.operator, ROLE_IDS.moderator] });
    const refused = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.operator}`, { token, body: adding });
    expect(refused.fieldErrors?.[0].field).toBe('roleIds');
    expect(stored(ACCOUNT_IDS.operator).roleIds).toEqual([ROLE_IDS.operator]);
  });
});

describe('the last account holding the permission screens', () => {
  it('cannot be disabled, deleted or stripped of them', async () => {
    const token = await signInHolding('accounts-only', [`${ACCOUNT_SCREEN}:edit`, `${ACCOUNT_SCREEN}:delete`]);
    const disabling = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.admin}/activated`, {
      token,
      body: { activated: false },
    });
    expect(disabling).toMatchObject({ code: 400, message: LAST_HOLDER });
    const disablingInForm = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.admin}`, {
      token,
      body: formOf(ACCOUNT_IDS.admin, { activated: false }),
    });
    expect(disablingInForm.fieldErrors).toEqual([{ field: 'activated', message: LAST_HOLDER }]);
    // Stripping: the admin signs in again with only the roles she kept after it.
    const admin = await signInAs('admin');
    const stripping = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.admin}`, {
      token: admin,
      body: formOf(ACCOUNT_IDS.admin, { roleIds: [ROLE_IDS.moderator] }),
    });
    expect(stripping.fieldErrors).toEqual([{ field: 'roleIds', message: LAST_HOLDER }]);
    expect((await callMock('DELETE', `${USERS}/${ACCOUNT_IDS.admin}`, { token })).message).toBe(LAST_HOLDER);
    expect(stored(ACCOUNT_IDS.admin)).toMatchObject({ activated: true, roleIds: [ROLE_IDS.admin] });
  });

  it('can be, once another active account holds them', async () => {
    const admin = await signInAs('admin');
    const second = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.operator}`, {
      token: admin,
      body: formOf(ACCOUNT_IDS.operator, { roleIds: [ROLE_IDS.admin] }),
    });
    expect(second.code).toBe(200);
    const operator = await signInAs('operator');
    const disabling = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.admin}/activated`, {
      token: operator,
      body: { activated: false },
    });
    expect(disabling.code).toBe(200);
    // Now the operator is the last one.
    const back = await callMock('PUT', `${USERS}/${ACCOUNT_IDS.operator}`, {
      token: operator,
      body: formOf(ACCOUNT_IDS.operator, { roleIds: [ROLE_IDS.operator] }),
    });
    expect(back.message).toBe(LAST_HOLDER.replace('admin', 'operator'));
  });
});

describe('account form refusals in the caller’s language', () => {
  const account = {
    login: 'admin',
    firstName: 'Another',
    email: 'another@console.example.invalid',
    password: 'a-good-password',
    activated: true,
    roleIds: [ROLE_IDS.admin],
  };

  it('names a taken login in Arabic and a short password in Chinese, and a missing account in French', async () => {
    const token = await signInAs('admin');
    const taken = await callMock('POST', USERS, { token, body: account, language: 'ar' });
    expect(taken.fieldErrors).toEqual([{ field: 'login', message: 'اسم الدخول admin مستخدم بالفعل' }]);
    const body = { ...account, login: 'new-one', password: 'short' };
    const short = await callMock('POST', USERS, { token, body, language: 'zh' });
    expect(short.fieldErrors).toEqual([{ field: 'password', message: '密码至少需要 8 个字符' }]);
    const english = await callMock('POST', USERS, { token, body });
    expect(english.message).toBe('Password needs at least 8 characters');
    const missing = await callMock('DELETE', `${USERS}/99999`, { token, language: 'fr' });
    expect(missing).toMatchObject({ status: 404, message: 'Compte introuvable' });
  });
});
