import type { AdminAccountRow } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { heldMenuIds, type RoleMenus } from './held-entries';
import type { MenuRow, RoleRow } from './permissions-seed';

/** The screens that give and take away access: some active account must always hold all three. */
export const PERMISSION_SCREENS: readonly string[] = [
  '/permissions-manage/account',
  '/permissions-manage/role',
  '/permissions-manage/menu',
];

/**
 * The roles of `roleIds` the admin would give without holding all their menu entries herself. A role the
 * account had already (`had`) is not given by keeping it.
 */
export function rolesNotHeld(admin: AdminAccountRow, roleIds: readonly number[], had: readonly number[] = []) {
  const held = heldMenuIds(admin);
  return roleIds
    .filter((id) => !had.includes(id))
    .map((id) => db.byId<RoleRow>(COLLECTIONS.roles, id))
    .filter((role): role is RoleRow => !!role && role.menuIds.some((menuId) => !held.has(menuId)));
}

function holdsPermissionScreens(account: Pick<AdminAccountRow, 'roleIds' | 'activated'>, menusOf?: RoleMenus): boolean {
  if (!account.activated) return false;
  const held = heldMenuIds(account, menusOf);
  const uris = new Set(
    db
      .all<MenuRow>(COLLECTIONS.menus)
      .filter((menu) => held.has(menu.id))
      .map((menu) => menu.uri),
  );
  return PERMISSION_SCREENS.every((uri) => uris.has(uri));
}

/**
 * Whether the change (`after`: the account's roles and state once changed, or null when it is deleted)
 * would leave no active account holding the permission screens: the account holds them now, would not
 * after, and no other active account does.
 */
export function losesLastPermissionsHolder(
  account: AdminAccountRow,
  after: Pick<AdminAccountRow, 'roleIds' | 'activated'> | null,
): boolean {
  if (!holdsPermissionScreens(account) || (after && holdsPermissionScreens(after))) return false;
  return !db
    .all<AdminAccountRow>(COLLECTIONS.accounts)
    .some((other) => other.id !== account.id && holdsPermissionScreens(other));
}

/**
 * Whether giving role `roleId` the entries `menuIds` would leave no active account holding the permission
 * screens (the role was what gave them).
 */
export function roleChangeLosesLastPermissionsHolder(roleId: number, menuIds: readonly number[]): boolean {
  const accounts = db.all<AdminAccountRow>(COLLECTIONS.accounts);
  const changed: RoleMenus = (id) =>
    id === roleId ? menuIds : (db.byId<RoleRow>(COLLECTIONS.roles, id)?.menuIds ?? []);
  return (
    accounts.some((account) => holdsPermissionScreens(account)) &&
    !accounts.some((account) => holdsPermissionScreens(account, changed))
  );
}
