import type { Language } from '../../../shared/i18n/languages';
import { menuName } from '../../../shared/menu/menu-name';
import { MENU_TYPE, type MenuEntry } from '../../../shared/menu/menu-types';
import { allowedTypes, type MenuFormValues, sortAfter, toFormValues } from '../menu-rules';

/** What the menu editor's drawer holds: a new entry (under a parent or at the root) or an entry to edit. */
export type Editing =
  | { mode: 'create'; parent: MenuEntry | null; siblings: MenuEntry[] }
  | { mode: 'edit'; entry: MenuEntry; parent: MenuEntry | null }
  | null;

export function drawerTitle(
  editing: Editing,
  t: (key: string, options?: Record<string, unknown>) => string,
  language: Language,
) {
  if (!editing) return '';
  if (editing.mode === 'edit') return t('menu.editTitle', { name: menuName(editing.entry.name, language) });
  return editing.parent
    ? t('menu.createChildTitle', { parent: menuName(editing.parent.name, language) })
    : t('menu.createRootTitle');
}

/** A new entry starts as what its parent most likely holds, with its uri begun and placed last. */
export function initialValues(editing: Editing): MenuFormValues | undefined {
  if (!editing) return undefined;
  if (editing.mode === 'edit') return toFormValues(editing.entry);
  const { parent, siblings } = editing;
  const type =
    allowedTypes(parent?.type ?? null).includes(MENU_TYPE.screen) && parent
      ? MENU_TYPE.screen
      : allowedTypes(parent?.type ?? null)[0];
  const uri = !parent ? '/' : parent.type === MENU_TYPE.screen ? `${parent.uri}:` : `${parent.uri}/`;
  return { type, uri, sort: sortAfter(siblings), remark: '' };
}
