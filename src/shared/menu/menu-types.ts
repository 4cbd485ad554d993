/** Menu entry types as the admin service sends them (design section 4). */
export const MENU_TYPE = { folder: 1, screen: 2, action: 3 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];

/** Menu names come from the server keyed by language; en is the fallback. */
export interface MenuName {
  zh?: string;
  en?: string;
  ar?: string;
  fr?: string;
}

export interface MenuEntry {
  id: number | string;
  name: MenuName;
  uri: string;
  type: MenuType;
  icon?: string;
  sort: number;
  remark?: string;
  childAuths?: MenuEntry[];
}
