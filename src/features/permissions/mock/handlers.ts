import { withAccount } from '../../../mocks/auth-guard';
import { COLLECTIONS } from '../../../mocks/collections';
import { db } from '../../../mocks/db';
import { route } from '../../../mocks/endpoint-route';
import { ok } from '../../../mocks/envelope';
import { AUTH_ENDPOINTS } from '../../auth/mock';
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

/** The permission loading's two calls, declared with the session's (`features/auth/endpoints.ts`). */
export const permissionHandlers = [
  /** The signed-in admin's permitted entries, flat: the union of what its roles grant. */
  route(
    AUTH_ENDPOINTS.adminAuths,
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
  route(
    AUTH_ENDPOINTS.menuTree,
    withAccount(() => ok(buildTree(db.all<MenuRow>(COLLECTIONS.menus)))),
  ),
];
