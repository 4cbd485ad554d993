import { MENU_TYPE, type MenuEntry, type MenuName } from './menu-types';

/** A permitted screen: a menu entry whose uri has a screen module. */
export interface ScreenRoute {
  path: string;
  menuId: MenuEntry['id'];
  name: MenuName;
  /** Uris of the folders above it, outermost first (the sider's open keys and the breadcrumb). */
  parents: string[];
}

/** The home entry is always present (spec section 2). */
export const HOME_ENTRY: MenuEntry = {
  id: 'home',
  uri: '/',
  type: MENU_TYPE.screen,
  icon: 'HomeOutlined',
  sort: 10000,
  name: { zh: '首页', en: 'Home', ar: 'الرئيسية', fr: 'Accueil' },
};

/**
 * Keeps the entries whose ids the admin holds. A folder also stays when something under it is held, so
 * the path to a granted screen shows; a screen or action never comes in through a child's grant.
 */
export function permittedTree(tree: MenuEntry[], grantedIds: Set<string>): MenuEntry[] {
  return tree.flatMap((entry) => {
    const granted = grantedIds.has(String(entry.id));
    if (!granted && entry.type !== MENU_TYPE.folder) return [];
    const children = permittedTree(entry.childAuths ?? [], grantedIds);
    if (!granted && children.length === 0) return [];
    return [{ ...entry, childAuths: children }];
  });
}

/** Sorts by `sort`, largest first (home's 10000 leads), and removes empty childAuths, at every level. */
export function normalizeTree(tree: MenuEntry[]): MenuEntry[] {
  return [...tree]
    .sort((a, b) => b.sort - a.sort)
    .map(({ childAuths, ...entry }) => {
      const children = normalizeTree(childAuths ?? []);
      return children.length ? { ...entry, childAuths: children } : entry;
    });
}

export function withHome(tree: MenuEntry[]): MenuEntry[] {
  return [HOME_ENTRY, ...tree.filter((entry) => entry.uri !== HOME_ENTRY.uri)];
}

/** The admin's sidebar: permitted, with home, sorted, without action entries. */
export function navigationTree(tree: MenuEntry[]): MenuEntry[] {
  return tree
    .filter((entry) => entry.type !== MENU_TYPE.action)
    .map(({ childAuths, ...entry }) => {
      const children = navigationTree(childAuths ?? []);
      return children.length ? { ...entry, childAuths: children } : entry;
    });
}

/** Every non-action entry whose uri has a screen becomes a route, in menu order; uris are unique. */
export function buildRoutes(tree: MenuEntry[], hasScreen: (uri: string) => boolean): ScreenRoute[] {
  const routes: ScreenRoute[] = [];
  const seen = new Set<string>();
  const walk = (entries: MenuEntry[], parents: string[]) => {
    for (const entry of entries) {
      if (entry.type !== MENU_TYPE.action && hasScreen(entry.uri) && !seen.has(entry.uri)) {
        seen.add(entry.uri);
        routes.push({ path: entry.uri, menuId: entry.id, name: entry.name, parents });
      }
      walk(entry.childAuths ?? [], [...parents, entry.uri]);
    }
  };
  walk(tree, []);
  return routes;
}

/** The uris of the action entries (type 3) the admin holds: what PermissionGate checks. */
export function actionUris(tree: MenuEntry[]): string[] {
  return tree.flatMap((entry) => [
    ...(entry.type === MENU_TYPE.action ? [entry.uri] : []),
    ...actionUris(entry.childAuths ?? []),
  ]);
}

/** Uris of entries that ask for a screen the console does not have (logged once in development). */
export function urisWithoutScreen(tree: MenuEntry[], hasScreen: (uri: string) => boolean): string[] {
  return tree.flatMap((entry) => [
    ...(entry.type === MENU_TYPE.screen && !hasScreen(entry.uri) ? [entry.uri] : []),
    ...urisWithoutScreen(entry.childAuths ?? [], hasScreen),
  ]);
}

/** Finds an entry by uri anywhere in the tree. */
export function findEntry(tree: MenuEntry[], uri: string): MenuEntry | undefined {
  for (const entry of tree) {
    if (entry.uri === uri) return entry;
    const found = findEntry(entry.childAuths ?? [], uri);
    if (found) return found;
  }
  return undefined;
}
