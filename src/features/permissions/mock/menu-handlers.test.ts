import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { callMock, resetMock, signInAs, startMock } from '../../../mocks/mock-calls';
import type { MenuRow } from './permissions-seed';

const entry = (uri: string) => db.find<MenuRow>(COLLECTIONS.menus, (row) => row.uri === uri)!;
const MESSAGE =
  'The Permissions screens (accounts, roles and menus) keep the console manageable: their entries cannot be deleted or given another address.';

beforeAll(startMock, 15_000);
beforeEach(() => resetMock());

describe('the Permissions screens’ menu entries', () => {
  it('cannot be deleted, even with their actions gone', async () => {
    const token = await signInAs('admin');
    const roleScreen = entry('/permissions-manage/role');
    for (const action of db.all<MenuRow>(COLLECTIONS.menus).filter((row) => row.parentId === roleScreen.id)) {
      db.remove(COLLECTIONS.menus, action.id);
    }
    const answer = await callMock('DELETE', `/admin/api/auth/${roleScreen.id}`, { token });
    expect(answer).toMatchObject({ code: 400, message: MESSAGE });
    expect(entry('/permissions-manage/role')).toBeDefined();
  });

  it('cannot move to another address, while their names may change', async () => {
    const token = await signInAs('admin');
    const accounts = entry('/permissions-manage/account');
    const update = { name: accounts.name, type: accounts.type, sort: accounts.sort, icon: accounts.icon };
    const moved = await callMock('PUT', `/admin/api/auth/${accounts.id}`, {
      token,
      body: { ...update, uri: '/permissions-manage/accounts' },
    });
    expect(moved).toMatchObject({ code: 400, fieldErrors: [{ field: 'uri', message: MESSAGE }] });

    const renamed = await callMock('PUT', `/admin/api/auth/${accounts.id}`, {
      token,
      body: { ...update, name: { ...accounts.name, en: 'Staff accounts' }, uri: accounts.uri },
    });
    expect(renamed.code).toBe(200);
    expect(entry('/permissions-manage/account').name.en).toBe('Staff accounts');
  });

  it('leave other screens’ entries free to delete', async () => {
    const token = await signInAs('admin');
    const action = db.find<MenuRow>(COLLECTIONS.menus, (row) => row.uri === '/version-manage/local-cache:edit')!;
    expect((await callMock('DELETE', `/admin/api/auth/${action.id}`, { token })).code).toBe(200);
  });
});

describe('refusals in the caller’s language', () => {
  it('says a missing entry and a bad direction in Arabic and Chinese', async () => {
    const token = await signInAs('admin');
    const missing = await callMock('DELETE', '/admin/api/auth/99999', { token, language: 'ar' });
    expect(missing).toMatchObject({ status: 404, message: 'عنصر القائمة غير موجود' });
    const accounts = entry('/permissions-manage/account');
    const move = { body: { direction: 'sideways' }, language: 'zh' };
    const sideways = await callMock('PUT', `/admin/api/auth/${accounts.id}/move`, { token, ...move });
    expect(sideways.fieldErrors).toEqual([{ field: 'direction', message: '方向只能是上移或下移' }]);
  });

  it('words the menu rules: a taken URI in Arabic, an action at the top level in Chinese', async () => {
    const token = await signInAs('admin');
    const accounts = entry('/permissions-manage/account');
    const update = { name: accounts.name, type: accounts.type, sort: accounts.sort, icon: accounts.icon };
    const taken = await callMock('PUT', `/admin/api/auth/${accounts.id}`, {
      token,
      body: { ...update, uri: '/permissions-manage/role' },
      language: 'ar',
    });
    const takenMessage = 'المسار /permissions-manage/role مستخدم بالفعل لعنصر آخر';
    expect(taken).toMatchObject({
      code: 400,
      message: takenMessage,
      fieldErrors: [{ field: 'uri', message: takenMessage }],
    });
    const body = { parentId: null, name: { en: 'Stray' }, uri: '/stray:run', type: 3, icon: '', sort: 0, remark: '' };
    const topAction = await callMock('POST', '/admin/api/auth', { token, body, language: 'zh' });
    expect(topAction.fieldErrors).toEqual([{ field: 'type', message: '按钮不能放在顶层' }]);
  });

  it('names and counts what an entry still holds in Arabic, Chinese and French', async () => {
    const token = await signInAs('admin');
    const folder = entry('/permissions-manage');
    const refusal = async (id: number, language: string) =>
      (await callMock('DELETE', `/admin/api/auth/${id}`, { token, language })).fieldErrors;
    expect(await refusal(folder.id, 'ar')).toEqual([
      { field: 'childAuths', message: 'لا يزال «إدارة الصلاحيات» يحتوي على 3 عناصر: احذفها أولًا' },
    ]);
    expect(await refusal(folder.id, 'zh')).toEqual([
      { field: 'childAuths', message: '「权限管理」下仍有 3 个菜单项：请先删除' },
    ]);
    const screen = entry('/version-manage/local-cache');
    for (const action of db
      .all<MenuRow>(COLLECTIONS.menus)
      .filter((row) => row.parentId === screen.id)
      .slice(1)) {
      db.remove(COLLECTIONS.menus, action.id);
    }
    expect(await refusal(screen.id, 'fr')).toEqual([
      { field: 'childAuths', message: `« ${screen.name.fr} » contient encore 1 entrée : supprimez-la d’abord` },
    ]);
  });
});
