import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, signInHolding, startMock } from '../../../mocks/mock-calls';
import type { AdminAccountRow } from '../../../mocks/auth-guard';
import { ROLE_IDS, type MenuRow, type RoleRow } from './permissions-seed';

const ROLES = '/admin/api/admin/roles';
const ROLE_SCREEN = '/permissions-manage/role';

const idOf = (uri: string) => db.find<MenuRow>(COLLECTIONS.menus, (row) => row.uri === uri)!.id;
const roleNamed = (name: string) => db.find<RoleRow>(COLLECTIONS.roles, (row) => row.name === name);

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

/** A role manager who holds the role screen's actions and the local cache screen with only its edit. */
const signInRoleManager = () =>
  signInHolding('role.keeper', [`${ROLE_SCREEN}:create`, `${ROLE_SCREEN}:edit`, '/version-manage/local-cache:edit']);

describe('giving a role menu entries', () => {
  it('refuses entries the admin does not hold, naming them on the menu field', async () => {
    const token = await signInRoleManager();
    const answer = await callMock('POST', ROLES, {
      token,
      body: {
        name: 'Cache keepers',
        menuIds: [
          idOf('/version-manage'),
          idOf('/version-manage/local-cache'),
          idOf('/version-manage/local-cache:status'),
        ],
      },
    });
    const message =
      'You can give a role only menu entries you hold yourself. Not yours to give: Local Cache › Enable/Disable';
    expect(answer).toMatchObject({ code: 400, message, fieldErrors: [{ field: 'menuIds', message }] });
    expect(roleNamed('Cache keepers')).toBeUndefined();
  });

  it('says so in the caller’s language', async () => {
    const token = await signInRoleManager();
    const answer = await callMock('POST', ROLES, {
      token,
      language: 'zh',
      body: { name: 'Publishers', menuIds: [idOf('/posts-manage/portable-operation')] },
    });
    expect(answer.message).toBe('只能为角色授予您自己拥有的菜单项。您未拥有：便捷操作');
  });

  it('gives what the admin holds', async () => {
    const token = await signInRoleManager();
    const menuIds = [
      idOf('/version-manage'),
      idOf('/version-manage/local-cache'),
      idOf('/version-manage/local-cache:edit'),
    ];
    const answer = await callMock('POST', ROLES, { token, body: { name: 'Cache editors', menuIds } });
    expect(answer.code).toBe(200);
    expect(roleNamed('Cache editors')?.menuIds).toEqual(menuIds);
  });

  it('lets an edit keep or take away what the role had, and refuses adding what the admin does not hold', async () => {
    const token = await signInRoleManager();
    const moderator = db.byId<RoleRow>(COLLECTIONS.roles, 2)!;
    const kept = await callMock('PUT', `${ROLES}/2`, {
      token,
      body: { name: moderator.name, description: 'renamed', menuIds: moderator.menuIds.slice(1) },
    });
    expect(kept.code).toBe(200);

    const added = await callMock('PUT', `${ROLES}/2`, {
      token,
      body: { name: moderator.name, menuIds: [...moderator.menuIds, idOf('/permissions-manage/menu:delete')] },
    });
    expect(added).toMatchObject({ code: 400, fieldErrors: [{ field: 'menuIds' }] });
    expect(added.message).toContain('Menu Management › Delete');
    expect(db.byId<RoleRow>(COLLECTIONS.roles, 2)?.menuIds).toEqual(moderator.menuIds.slice(1));
  });

  it('lets the administrator, who holds every entry, give any of them', async () => {
    const token = await signInAs('admin');
    const menuIds = db.all<MenuRow>(COLLECTIONS.menus).map((row) => row.id);
    expect((await callMock('POST', ROLES, { token, body: { name: 'Everything', menuIds } })).code).toBe(200);
  });
});

describe('taking the permission screens from a role', () => {
  const PERMISSION_SCREENS = ['/permissions-manage/account', '/permissions-manage/role', '/permissions-manage/menu'];
  const message =
    'No active account would hold the Permissions screens (accounts, roles and menus) any more: keep them in this role, or give them to another active account first.';
  const administrator = () => db.byId<RoleRow>(COLLECTIONS.roles, ROLE_IDS.admin)!;
  const withoutRoleScreen = () => administrator().menuIds.filter((id) => id !== idOf('/permissions-manage/role'));

  it('is refused when the role is what gives them to the last active account holding them', async () => {
    const token = await signInAs('admin');
    const before = administrator().menuIds;
    const answer = await callMock('PUT', `${ROLES}/${ROLE_IDS.admin}`, {
      token,
      body: { name: administrator().name, menuIds: withoutRoleScreen() },
    });
    expect(answer).toMatchObject({ code: 400, message, fieldErrors: [{ field: 'menuIds', message }] });
    expect(administrator().menuIds).toEqual(before);
  });

  it('is allowed while another role still gives them to an active account', async () => {
    const token = await signInAs('admin');
    const keepers = await callMock<RoleRow>('POST', ROLES, {
      token,
      body: { name: 'Keepers', menuIds: [idOf('/permissions-manage'), ...PERMISSION_SCREENS.map(idOf)] },
    });
    db.update<AdminAccountRow>(COLLECTIONS.accounts, 1, { roleIds: [ROLE_IDS.admin, keepers.data.id] });
    const answer = await callMock('PUT', `${ROLES}/${ROLE_IDS.admin}`, {
      token,
      body: { name: administrator().name, menuIds: withoutRoleScreen() },
    });
    expect(answer.code).toBe(200);
  });
});

describe('refusals in the caller’s language', () => {
  it('names a role still given, and a missing one, in Arabic and Chinese', async () => {
    const token = await signInAs('admin');
    const given = await callMock('DELETE', `${ROLES}/${ROLE_IDS.moderator}`, { token, language: 'ar' });
    expect(given).toMatchObject({ code: 400, message: expect.stringMatching(/^هذا الدور لا يزال ممنوحًا لـ /) });
    const missing = await callMock('PUT', `${ROLES}/99999`, { token, body: { name: 'x' }, language: 'zh' });
    expect(missing).toMatchObject({ status: 404, message: '角色不存在' });
    const adminName = db.byId<RoleRow>(COLLECTIONS.roles, ROLE_IDS.admin)!.name;
    const taken = await callMock('POST', ROLES, { token, body: { name: adminName }, language: 'zh' });
    expect(taken.fieldErrors).toEqual([{ field: 'name', message: `已存在名为 ${adminName} 的角色` }]);
  });
});
