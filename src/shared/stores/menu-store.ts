import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn, persistWhenIdle } from './browser-storage';
import type { MenuEntry } from '../menu/menu-types';
import type { ScreenRoute } from '../menu/build-routes';
import { STORAGE_KEYS } from './storage-keys';

interface MenuState {
  /** The whole menu tree from listToTree; cached until a refresh is forced. */
  fullTree: MenuEntry[] | null;
  /** The signed-in admin's permitted tree (home included), sorted. */
  menus: MenuEntry[];
  /** The user's routes: permitted menu entries that have a screen. */
  routes: ScreenRoute[];
  /** Action entries (type 3) the admin holds, by uri. */
  actions: string[];
  setFullTree: (fullTree: MenuEntry[]) => void;
  /** The admin's menus, routes and actions, with the whole tree they came from when it was read anew. */
  setPermitted: (permitted: {
    fullTree?: MenuEntry[];
    menus: MenuEntry[];
    routes: ScreenRoute[];
    actions: string[];
  }) => void;
  clearMenus: () => void;
}

const EMPTY = { fullTree: null, menus: [], routes: [], actions: [] };

const isList = (value: unknown, item: (entry: unknown) => boolean) => Array.isArray(value) && value.every(item);
const isObject = (value: unknown) => !!value && typeof value === 'object';
const isString = (value: unknown) => typeof value === 'string';

/**
 * The shape of what a previous page left in storage; a damaged copy (edited by hand, an older version) is
 * dropped with a warning and the menus load afresh. The cached tree's entries are checked in depth
 * before use (loadPermissions, with sanitizeMenuTree), which also rebuilds menus and routes from it.
 */
function isStoredMenus(saved: Record<string, unknown>): boolean {
  return (
    (saved.fullTree === null || saved.fullTree === undefined || isList(saved.fullTree, isObject)) &&
    isList(saved.menus ?? [], isObject) &&
    isList(saved.routes ?? [], (route) => isObject(route) && isString((route as ScreenRoute).path)) &&
    isList(saved.actions ?? [], isString)
  );
}

export const useMenuStore = create<MenuState>()(
  persist(
    (set) => ({
      ...EMPTY,
      setFullTree: (fullTree) => set({ fullTree }),
      setPermitted: (permitted) => set(permitted),
      clearMenus: () => set(EMPTY),
    }),
    {
      name: STORAGE_KEYS.menus,
      storage: persistWhenIdle('localStorage'),
      merge: (persisted, current) => {
        if (persisted === undefined || persisted === null) return current;
        if (isObject(persisted) && isStoredMenus(persisted as Record<string, unknown>)) {
          return { ...current, ...(persisted as Partial<MenuState>) };
        }
        console.warn('[menu] the stored menus are damaged; they are loaded again');
        return { ...current, ...EMPTY };
      },
    },
  ),
);

interface NavigationState {
  openKeys: string[];
  selectedKeys: string[];
  setOpenKeys: (openKeys: string[]) => void;
  setSelectedKeys: (selectedKeys: string[]) => void;
  clearNavigation: () => void;
}

export const useNavigationStore = create<NavigationState>()(
  persist(
    (set) => ({
      openKeys: [],
      selectedKeys: [],
      setOpenKeys: (openKeys) => set({ openKeys }),
      setSelectedKeys: (selectedKeys) => set({ selectedKeys }),
      clearNavigation: () => set({ openKeys: [], selectedKeys: [] }),
    }),
    {
      name: STORAGE_KEYS.navigation,
      storage: persistIn('sessionStorage'),
      merge: (persisted, current) => {
        const saved = (isObject(persisted) ? persisted : {}) as Record<string, unknown>;
        const { openKeys, selectedKeys } = saved;
        if ([openKeys, selectedKeys].some((keys) => keys !== undefined && !isList(keys, isString))) {
          console.warn('[menu] the stored navigation keys are damaged; ignored');
          return { ...current, openKeys: [], selectedKeys: [] };
        }
        return {
          ...current,
          openKeys: (openKeys as string[] | undefined) ?? current.openKeys,
          selectedKeys: (selectedKeys as string[] | undefined) ?? current.selectedKeys,
        };
      },
    },
  ),
);
