/** Comma, Chinese comma, enumeration comma, semicolon, Chinese semicolon. */
const SEPARATORS = /[,\uFF0C\u3001;\uFF1B]/;

/**
 * Every Unicode whitespace character (`\p{White_Space}`: spaces, tabs, line breaks, NBSP, the narrow
 * and figure spaces, NEL U+0085, the full-width space U+3000; `\s` alone misses NEL), the BOM, and the
 * invisible spaces pasted text brings along (zero width space, word joiner, Mongolian vowel separator).
 * The zero width (non-)joiners stay: they belong to Arabic and emoji words.
 */
const WHITESPACE = /[\p{White_Space}\uFEFF\u200B\u2060\u180E]+/gu;

/**
 * Removes all whitespace, then splits on the five list separators and drops empty items.
 * Order and duplicates are kept.
 */
export function splitList(text: string): string[] {
  return text
    .replace(WHITESPACE, '')
    .split(SEPARATORS)
    .filter((item) => item !== '');
}
