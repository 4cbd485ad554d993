import type { Language } from '../../../shared/i18n/languages';
import { menuName } from '../../../shared/menu/menu-name';
import type { MenuEntry } from '../../../shared/menu/menu-types';
import { orderSiblings } from '../menu-rules';

/** One row of the menu editor's table: an entry, where it sits, and its name in the interface language. */
export interface TreeRow {
  key: MenuEntry['id'];
  entry: MenuEntry;
  parent: MenuEntry | null;
  name: string;
  first: boolean;
  last: boolean;
  children?: TreeRow[];
}

/** Where each entry sits in the whole tree: its parent and whether it is first or last among its siblings. */
type Place = Pick<TreeRow, 'entry' | 'parent' | 'first' | 'last'>;

export function placesOf(
  entries: MenuEntry[],
  parent: MenuEntry | null = null,
  places = new Map<MenuEntry['id'], Place>(),
) {
  const ordered = orderSiblings(entries);
  ordered.forEach((entry, index) => {
    places.set(entry.id, { entry, parent, first: index === 0, last: index === ordered.length - 1 });
    placesOf(entry.childAuths ?? [], entry, places);
  });
  return places;
}

/**
 * The rows the table shows (the whole tree or a search's part of it): siblings in the sider's order,
 * names in the interface language, and each row's place taken from the whole tree, so moves and new
 * children behave the same while searching.
 */
export function toRows(shown: MenuEntry[], places: Map<MenuEntry['id'], Place>, language: Language): TreeRow[] {
  return orderSiblings(shown).flatMap((shownEntry) => {
    const place = places.get(shownEntry.id);
    if (!place) return [];
    const children = shownEntry.childAuths?.length ? toRows(shownEntry.childAuths, places, language) : undefined;
    return [
      {
        key: place.entry.id,
        ...place,
        name: menuName(place.entry.name, language) || place.entry.uri,
        ...(children ? { children } : {}),
      },
    ];
  });
}

/** Whether an entry's names (any language) or uri contain the text. */
export const matcher = (text: string) => (entry: MenuEntry) =>
  entry.uri.toLowerCase().includes(text) ||
  Object.values(entry.name).some((name) => name?.toLowerCase().includes(text));
