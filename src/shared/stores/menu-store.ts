import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
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
  setPermitted: (permitted: { menus: MenuEntry[]; routes: ScreenRoute[]; actions: string[] }) => void;
  clearMenus: () => void;
}

const EMPTY = { fullTree: null, menus: [], routes: [], actions: [] };

export const useMenuStore = create<MenuState>()(
  persist(
    (set) => ({
      ...EMPTY,
      setFullTree: (fullTree) => set({ fullTree }),
      setPermitted: (permitted) => set(permitted),
      clearMenus: () => set(EMPTY),
    }),
    { name: STORAGE_KEYS.menus, storage: createJSONStorage(() => localStorage) },
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
    { name: STORAGE_KEYS.navigation, storage: createJSONStorage(() => sessionStorage) },
  ),
);
