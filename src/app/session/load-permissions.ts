import { authApi } from '../../features/auth';
import {
  actionUris,
  buildRoutes,
  HOME_ENTRY,
  navigationTree,
  normalizeTree,
  permittedTree,
  urisWithoutScreen,
  withHome,
} from '../../shared/menu/build-routes';
import { sanitizeMenuTree } from '../../shared/menu/menu-schema';
import type { MenuEntry } from '../../shared/menu/menu-types';
import { isRequestError } from '../../shared/request/request-error';
import { useMenuStore } from '../../shared/stores/menu-store';
import { getToken } from '../../shared/stores/session-store';
import { screenRegistry } from '../router/screen-registry';
import { usePermissionsStatus } from './permissions-status';

let reportedMissingScreens = false;

/**
 * The tree a previous page cached, checked like one from the server. A damaged copy (edited by hand, an
 * older version) is not used: the tree is asked for again.
 */
function cachedMenuTree(cached: unknown): MenuEntry[] | null {
  if (cached === null || cached === undefined) return null;
  let damaged = false;
  const tree = sanitizeMenuTree(cached, (message) => {
    damaged = true;
    console.warn(message);
  });
  if (!damaged) return tree;
  console.warn('[menu] the cached menu tree is damaged; it is loaded again');
  return null;
}

/**
 * Fetches what the admin may see and turns it into menus and routes: getAdminUserAuth every time,
 * listToTree only the first time (cached) unless a refresh is forced. On failure only the static
 * routes remain (home) and the status says why.
 */
export async function loadPermissions(options: { forceRefresh?: boolean } = {}): Promise<void> {
  const status = usePermissionsStatus.getState();
  // A refresh (menus saved, "Refresh menus") keeps the shell and the screen the admin is on; only the
  // first load of a page shows the loader.
  if (status.status !== 'ready') status.set('loading');
  const store = useMenuStore.getState();
  const session = getToken();
  // Answers that arrive after the session ended or changed belong to nobody: they write nothing.
  const sessionChanged = () => getToken() !== session;
  try {
    const cachedTree = options.forceRefresh ? null : cachedMenuTree(store.fullTree);
    const [{ auths }, rawTree] = await Promise.all([
      authApi.adminAuths(),
      cachedTree ? Promise.resolve(cachedTree) : authApi.menuTree(),
    ]);
    if (sessionChanged()) return;
    const fullTree = cachedTree ?? sanitizeMenuTree(rawTree);
    const granted = new Set((auths ?? []).map((auth) => String(auth.id)));
    const tree = normalizeTree(withHome(permittedTree(fullTree, granted)));
    const menus = navigationTree(tree);
    // One write: the store is kept in localStorage, and each write serializes the whole tree again.
    useMenuStore.getState().setPermitted({
      fullTree,
      menus,
      routes: buildRoutes(menus, (uri) => uri === HOME_ENTRY.uri || screenRegistry.hasScreen(uri)),
      actions: actionUris(tree),
    });
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test' && !reportedMissingScreens) {
      reportedMissingScreens = true;
      const missing = urisWithoutScreen(menus, screenRegistry.hasScreen).filter((uri) => uri !== HOME_ENTRY.uri);
      if (missing.length) console.info(`[menu] ${missing.length} menu uris have no screen yet:\n${missing.join('\n')}`);
    }
    usePermissionsStatus.getState().set('ready');
  } catch (error) {
    if (isRequestError(error) && error.code === 401) {
      // The session is over and already cleared; the login page takes it from here.
      usePermissionsStatus.getState().set('idle');
      throw error;
    }
    if (sessionChanged()) return;
    useMenuStore.getState().setPermitted({
      menus: [HOME_ENTRY],
      routes: [{ path: HOME_ENTRY.uri, menuId: HOME_ENTRY.id, name: HOME_ENTRY.name, parents: [] }],
      actions: [],
    });
    usePermissionsStatus.getState().set('failed', error instanceof Error ? error.message : String(error));
    throw error;
  }
}
