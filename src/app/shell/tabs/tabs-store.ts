import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../../../shared/stores/browser-storage';
import { activateTab, withHome, type OpenTab } from './tab-list';
import { onLogout } from '../../../shared/session/logout';
import { STORAGE_KEYS } from '../../../shared/stores/storage-keys';
import { tabScroll } from './tab-scroll';

interface TabsState {
  /** The tab bar, in order; Home first. */
  tabs: OpenTab[];
  /** Increases each time a tab becomes active: the tabs' usedAt. */
  clock: number;
  activate: (path: string, location: string) => void;
  close: (paths: string[]) => void;
  clearTabs: () => void;
}

const EMPTY = { tabs: withHome([]), clock: 0 };

const isOpenTab = (value: unknown): value is OpenTab => {
  const tab = value as OpenTab | null;
  return (
    !!tab &&
    typeof tab.path === 'string' &&
    tab.path.startsWith('/') &&
    typeof tab.location === 'string' &&
    tab.location.startsWith(tab.path) &&
    typeof tab.usedAt === 'number'
  );
};

/**
 * The open tabs survive a reload of the browser tab (sessionStorage); what each screen held does not.
 * A damaged stored list is dropped with a warning.
 */
export const useTabsStore = create<TabsState>()(
  persist(
    (set) => ({
      ...EMPTY,
      activate: (path, location) =>
        set((state) => {
          const current = state.tabs.find((tab) => tab.path === path);
          if (current && current.location === location && current.usedAt === state.clock) return state;
          const clock = state.clock + 1;
          return { clock, tabs: activateTab(state.tabs, path, location, clock) };
        }),
      close: (paths) => set((state) => ({ tabs: withHome(state.tabs.filter((tab) => !paths.includes(tab.path))) })),
      clearTabs: () => set(EMPTY),
    }),
    {
      name: STORAGE_KEYS.tabs,
      storage: persistIn('sessionStorage'),
      partialize: ({ tabs, clock }) => ({ tabs, clock }),
      merge: (persisted, current) => {
        if (persisted === undefined || persisted === null) return current;
        const saved = persisted as Partial<TabsState>;
        if (Array.isArray(saved.tabs) && saved.tabs.every(isOpenTab) && typeof saved.clock === 'number') {
          return { ...current, tabs: withHome(saved.tabs), clock: saved.clock };
        }
        console.warn('[tabs] the stored tab list is damaged; only Home is open');
        return { ...current, ...EMPTY };
      },
    },
  ),
);

/** Where an open tab was last, for links into it (the side menu, the command palette); else the path. */
export function tabLocationOf(path: string): string {
  return useTabsStore.getState().tabs.find((tab) => tab.path === path)?.location ?? path;
}

// Signing out forgets the tabs with the rest of the session (the next admin starts at Home).
onLogout(() => {
  useTabsStore.getState().clearTabs();
  tabScroll.clear();
});
