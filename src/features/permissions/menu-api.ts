import { sanitizeMenuTree } from '../../shared/menu/menu-schema';
import type { MenuEntry } from '../../shared/menu/menu-types';
import { http } from '../../shared/request/http';
import type { MenuInput, MenuRecord, MenuUpdate, MoveDirection } from './menu-rules';

const AUTH = '/services/admin/api/auth';

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

export const menuKeys = { tree: ['admin-menu-tree'] as const };

/** The menu editor's calls (permissions-manage/menu). */
export const menuApi = {
  /** The whole menu tree, every entry whatever the admin holds; malformed entries are dropped with a warning. */
  tree: () => http.post<unknown>(`${AUTH}/listToTree`).then((raw): MenuEntry[] => sanitizeMenuTree(raw)),
  create: (input: MenuInput) => http.post<MenuRecord>(AUTH, input, formCall),
  update: (id: MenuEntry['id'], input: MenuUpdate) => http.put<MenuRecord>(`${AUTH}/${id}`, input, formCall),
  remove: (id: MenuEntry['id']) => http.delete<null>(`${AUTH}/${id}`),
  /** One step up or down among its siblings: the entry trades its `sort` with the neighbour's. */
  move: (id: MenuEntry['id'], direction: MoveDirection) => http.put<MenuRecord>(`${AUTH}/${id}/move`, { direction }),
};
