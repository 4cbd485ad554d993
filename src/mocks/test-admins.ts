import type { AdminAccountRow } from './auth-guard';
import { COLLECTIONS } from './collections';
import { db } from './db';
import type { Row } from './row';

/**
 * For the tests: a new admin whose one role holds exactly these menu entries and the folders and screens
 * above them (as the role form saves them), nothing under them: `['/posts-manage/portable-operation']` is
 * a viewer of that screen. Answers the login and password to sign in with.
 */
export function addAdminHolding(login: string, uris: readonly string[]): { login: string; password: string } {
  const menus = db.all<Row & { uri: string; parentId: number | null }>(COLLECTIONS.menus);
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const menuIds = new Set<number>();
  for (const uri of uris) {
    let menu = menus.find((row) => row.uri === uri);
    if (!menu) throw new Error(`No menu entry ${uri}`);
    for (; menu; menu = menu.parentId === null ? undefined : byId.get(menu.parentId)) menuIds.add(menu.id);
  }
  const role = db.insert<Row>(COLLECTIONS.roles, { name: login, description: '', menuIds: [...menuIds] });
  const password = `${login}-password`;
  const now = new Date().toISOString();
  db.insert<AdminAccountRow>(COLLECTIONS.accounts, {
    login,
    password,
    firstName: login,
    email: `${login}@console.example.invalid`,
    activated: true,
    langKey: 'en',
    roleIds: [role.id],
    createdBy: 'test',
    createdDate: now,
    lastModifiedBy: 'test',
    lastModifiedDate: now,
  });
  return { login, password };
}
