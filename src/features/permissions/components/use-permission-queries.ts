import { useQuery, useQueryClient } from '@tanstack/react-query';
import { normalizeTree } from '../../../shared/menu/build-routes';
import { sanitizeMenuTree } from '../../../shared/menu/menu-schema';
import { authApi } from '../../auth';
import { roleApi, roleKeys } from '../api';
import { menuApi, menuKeys } from '../menu-api';

/** The whole menu tree (not only what this admin holds), in the sider's order. */
const FULL_MENU_TREE_KEY = ['admin-menus', 'full-tree'] as const;

/** The menu editor's tree: every entry, whatever the admin holds. */
export function useMenuTree() {
  return useQuery({ queryKey: menuKeys.tree, queryFn: menuApi.tree });
}

/** Reloads the menu editor's tree (after an entry is created, changed, moved or deleted). */
export function useRefreshMenuTree() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: menuKeys.tree });
}

/** The whole menu tree in the sider's order, which a role grants parts of. */
export function useFullMenuTree() {
  return useQuery({
    queryKey: FULL_MENU_TREE_KEY,
    queryFn: async () => normalizeTree(sanitizeMenuTree(await authApi.menuTree())),
    // Someone may have just changed the menus: ask again each time the screen opens.
    staleTime: 0,
  });
}

/** Every role, to choose an account's roles from and to name them. */
export function useRoleOptions() {
  return useQuery({ queryKey: roleKeys.options, queryFn: roleApi.all });
}
