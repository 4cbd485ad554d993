import type { Language } from '../../../shared/i18n/languages';
import type { ScreenRoute } from '../../../shared/menu/build-routes';
import { menuName } from '../../../shared/menu/menu-name';

/** A screen the palette offers: its name in the interface language and its uri. */
export interface PaletteResult {
  path: string;
  name: string;
}

/**
 * Text as the palette compares it: lower case, accents and Arabic vowel marks (harakat) and tatweel
 * removed, Arabic letter variants folded (أ إ آ ٱ to ا, ى to ي, ة to ه), the final-sigma kind of case
 * differences gone, and runs of spaces, dashes, slashes and underscores made one space.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\u0640/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064a')
    .replace(/\u0629/g, '\u0647')
    .toLocaleLowerCase('en')
    .replace(/[\s\-_/]+/g, ' ')
    .trim();
}

/** How well a screen answers the query: a lower rank comes first; null when it does not answer. */
function rankOf(route: ScreenRoute, terms: string[], language: Language): number | null {
  const own = foldForSearch(menuName(route.name, language));
  const names = Object.values(route.name)
    .filter((name): name is string => typeof name === 'string')
    .map(foldForSearch);
  const uri = foldForSearch(route.path);
  const haystack = [own, ...names, uri];
  // Every word of the query is somewhere in the screen's names (any language) or its uri.
  if (!terms.every((term) => haystack.some((text) => text.includes(term)))) return null;
  const query = terms.join(' ');
  if (own.startsWith(query)) return 0;
  if (own.includes(query)) return 1;
  if (names.some((name) => name.startsWith(query))) return 2;
  if (names.some((name) => name.includes(query))) return 3;
  if (uri.includes(query)) return 4;
  return 5;
}

/**
 * The screens the admin may open that match the query, by name in any interface language the menu
 * carries (zh, en, ar, fr; case, accents and Arabic marks ignored) or by uri; every word of the query
 * must match. A query with a slash is a uri or part of one, matched as written (whole: no other screen
 * whose uri shares its words). Best matches first (the name in the interface language starting with the query, then
 * containing it, then another language's name, then the uri), menu order within a rank. An empty
 * query offers every screen in menu order.
 */
export function matchScreens(routes: ScreenRoute[], query: string, language: Language): PaletteResult[] {
  const toResult = (route: ScreenRoute) => ({ path: route.path, name: menuName(route.name, language) });
  // A query with a slash is (part of) a uri: matched as written, uris starting with it first.
  const uri = query.trim().toLowerCase();
  if (uri.includes('/')) {
    const matching = routes.filter((route) => route.path.toLowerCase().includes(uri));
    const starting = matching.filter((route) => route.path.toLowerCase().startsWith(uri));
    return [...starting, ...matching.filter((route) => !starting.includes(route))].map(toResult);
  }
  const terms = foldForSearch(query).split(' ').filter(Boolean);
  return routes
    .map((route, order) => ({ route, order, rank: terms.length ? rankOf(route, terms, language) : 0 }))
    .filter((entry): entry is { route: ScreenRoute; order: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ route }) => toResult(route));
}
