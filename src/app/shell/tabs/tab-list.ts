import { HOME_ENTRY } from '../../../shared/menu/build-routes';

/** A screen open in the tab bar. */
export interface OpenTab {
  /** The screen's uri: one tab per screen. */
  path: string;
  /** Where the tab was last (path, query and hash), so coming back shows the same filters and page. */
  location: string;
  /** When the tab was last the active one (a counter, larger is more recent). */
  usedAt: number;
}

/** At most this many tabs stay open (Home included); the least recently used closes first. */
export const MAX_TABS = 12;

export const HOME_PATH = HOME_ENTRY.uri;

/** Home leads the bar and cannot be closed. */
export const isClosable = (path: string) => path !== HOME_PATH;

/** The bar with Home in front, whatever a stored list held. */
export function withHome(tabs: OpenTab[]): OpenTab[] {
  if (tabs[0]?.path === HOME_PATH) return tabs;
  const home = tabs.find((tab) => tab.path === HOME_PATH) ?? { path: HOME_PATH, location: HOME_PATH, usedAt: 0 };
  return [home, ...tabs.filter((tab) => tab.path !== HOME_PATH)];
}

/** Makes `path` the active tab at `location`: opened at the end of the bar, or brought up to date where it is. */
export function activateTab(tabs: OpenTab[], path: string, location: string, usedAt: number): OpenTab[] {
  const open = tabs.some((tab) => tab.path === path);
  if (!open) return withHome([...tabs, { path, location, usedAt }]);
  return withHome(tabs.map((tab) => (tab.path === path ? { ...tab, location, usedAt } : tab)));
}

/** The tab that has to close for the bar to stay within MAX_TABS: the least recently used closable one. */
export function tabToEvict(tabs: OpenTab[], activePath: string | null): OpenTab | undefined {
  if (tabs.length <= MAX_TABS) return undefined;
  return tabs
    .filter((tab) => isClosable(tab.path) && tab.path !== activePath)
    .reduce<OpenTab | undefined>((oldest, tab) => (!oldest || tab.usedAt < oldest.usedAt ? tab : oldest), undefined);
}

/** What a bar action closes: one tab, every other closable tab, or the closable tabs after it. */
export type CloseScope = 'this' | 'others' | 'after';

/** `paths`: the bar's tabs in order. */
export function tabsClosedBy(paths: string[], path: string, scope: CloseScope): string[] {
  const index = paths.indexOf(path);
  if (scope === 'this') return isClosable(path) && index >= 0 ? [path] : [];
  if (scope === 'others') return paths.filter((other) => other !== path && isClosable(other));
  return paths.slice(index + 1).filter(isClosable);
}

/** Where to go when the active tab closes: the most recently used of those that stay. */
export function nextActiveTab(remaining: OpenTab[]): OpenTab | undefined {
  return remaining.reduce<OpenTab | undefined>(
    (latest, tab) => (!latest || tab.usedAt > latest.usedAt ? tab : latest),
    undefined,
  );
}
