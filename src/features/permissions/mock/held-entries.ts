import type { AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { LANGUAGES, type Language } from '../../../shared/i18n/languages';
import { menuName } from '../../../shared/menu/menu-name';
import { MENU_TYPE } from '../../../shared/menu/menu-types';
import type { MenuRow, RoleRow } from './permissions-seed';

/** The menu entries a role grants, as stored (or as a pending change would make them). */
export type RoleMenus = (roleId: number) => readonly number[];

const storedRoleMenus: RoleMenus = (roleId) => db.byId<RoleRow>(COLLECTIONS.roles, roleId)?.menuIds ?? [];

/** The ids of every menu entry the account's roles grant. */
export function heldMenuIds(account: Pick<AdminAccountRow, 'roleIds'>, menusOf = storedRoleMenus): Set<number> {
  return new Set(account.roleIds.flatMap((roleId) => menusOf(roleId)));
}

/**
 * The entries of `menuIds` the account would give without holding them: an admin gives only what she holds.
 * What the role had already (`had`) is not given by keeping it.
 */
export function entriesNotHeld(account: AdminAccountRow, menuIds: readonly number[], had: readonly number[] = []) {
  const held = heldMenuIds(account);
  const kept = new Set(had);
  const given = new Set(menuIds.filter((id) => !held.has(id) && !kept.has(id)));
  return db.all<MenuRow>(COLLECTIONS.menus).filter((row) => given.has(row.id));
}

/** An entry's name in the caller's language (the `language` header) as the menu names it, else its uri. */
export function nameForCaller(row: Pick<MenuRow, 'name' | 'uri'>, request: Request): string {
  const asked = request.headers.get('language');
  const language: Language = LANGUAGES.includes(asked as Language) ? (asked as Language) : 'en';
  return menuName(row.name, language) || row.uri;
}

/**
 * Entries named for a message in the caller's language; an action with its screen ("Quick Actions ›
 * Delete"), since many actions share a name.
 */
export function entryNames(entries: readonly MenuRow[], request: Request): string {
  const nameOf = (row: MenuRow) => nameForCaller(row, request);
  return entries
    .map((row) => {
      const screen =
        row.type === MENU_TYPE.action && row.parentId !== null && db.byId<MenuRow>(COLLECTIONS.menus, row.parentId);
      return screen ? `${nameOf(screen)} › ${nameOf(row)}` : nameOf(row);
    })
    .join(', ');
}
