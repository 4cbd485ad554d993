import { pathOf } from '../../shared/api/endpoint';
import { sanitizeMenuTree } from '../../shared/menu/menu-schema';
import type { MenuEntry } from '../../shared/menu/menu-types';
import { http } from '../../shared/request/http';
import { AUTH_ENDPOINTS } from '../auth';
import { MENU_ENDPOINTS as M } from './endpoints';
import type { MenuInput, MenuRecord, MenuUpdate, MoveDirection } from './menu-rules';

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

export const menuKeys = { tree: ['admin-menu-tree'] as const };

/** The menu editor's calls (permissions-manage/menu). */
export const menuApi = {
  /** The whole menu tree, every entry whatever the admin holds; malformed entries are dropped with a warning. */
  tree: () =>
    http.post<unknown>(pathOf(AUTH_ENDPOINTS.menuTree)).then((raw): MenuEntry[] => sanitizeMenuTree(raw)),
  create: (input: MenuInput) => http.post<MenuRecord>(pathOf(M.create), input, formCall),
  update: (id: MenuEntry['id'], input: MenuUpdate) => http.put<MenuRecord>(pathOf(M.update, { id }), input, formCall),
  remove: (id: MenuEntry['id']) => http.delete<null>(pathOf(M.remove, { id })),
  /** One step up or down among its siblings: the entry trades its `sort` with the neighbour's. */
  move: (id: MenuEntry['id'], direction: MoveDirection) =>
    http.put<MenuRecord>(pathOf(M.move, { id }), { direction }),
};
