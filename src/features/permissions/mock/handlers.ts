import { http } from 'msw';
import { withAccount } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { api, ok } from '../../../mocks/envelope';
import type { MenuEntry } from '../../../shared/menu/menu-types';
import type { MenuRow, RoleRow } from './permissions-seed';

function buildTree(rows: MenuRow[], parentId: number | null = null): MenuEntry[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map(({ parentId: _parentId, ...entry }) => {
      const childAuths = buildTree(rows, entry.id);
      return childAuths.length ? { ...entry, childAuths } : { ...entry, childAuths: [] };
    });
}

export const permissionHandlers = [
  /** The signed-in admin's permitted entries, flat: the union of what its roles grant. */
  http.get(
    api('/admin/api/admin/user/getAdminUserAuth'),
    withAccount(({ account }) => {
      const granted = new Set(
        account.roleIds.flatMap((roleId) => db.byId<RoleRow>(COLLECTIONS.roles, roleId)?.menuIds ?? []),
      );
      const auths = db
        .all<MenuRow>(COLLECTIONS.menus)
        .filter((row) => granted.has(row.id))
        .map(({ id, parentId, uri, type }) => ({ id, parentId, uri, type }));
      return ok({ auths });
    }),
  ),

  /** The whole menu tree; the console keeps only the entries getAdminUserAuth grants. */
  http.post(
    api('/admin/api/auth/listToTree'),
    withAccount(() => ok(buildTree(db.all<MenuRow>(COLLECTIONS.menus)))),
  ),
];
