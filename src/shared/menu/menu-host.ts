import { createContext, useContext } from 'react';

/**
 * What the app shell tells the menu editor, which may not read app/: which screens this console has (a
 * menu uri becomes a route only where one exists) and how to reload the admin's own menus after a save.
 */
export interface MenuHost {
  hasScreen: (uri: string) => boolean;
  screenUris: () => string[];
  reloadMenus: () => Promise<void>;
}

export const MenuHostContext = createContext<MenuHost | null>(null);

export function useMenuHost(): MenuHost {
  const host = useContext(MenuHostContext);
  if (!host) throw new Error('The menu editor runs inside the app shell, which provides MenuHostContext.');
  return host;
}
