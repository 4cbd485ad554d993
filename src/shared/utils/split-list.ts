/** Comma, Chinese comma, enumeration comma, semicolon, Chinese semicolon. */
const SEPARATORS = /[,\uFF0C\u3001;\uFF1B]/;

/**
 * Every Unicode whitespace character (`\p{White_Space}`: spaces, tabs, line breaks, NBSP, the narrow
 * and figure spaces, NEL U+0085, the full-width space U+3000; `\s` alone misses NEL), the BOM, and the
 * invisible spaces pasted text brings along (zero width space, word joiner, Mongolian vowel separator).
 * The zero width (non-)joiners stay: they belong to Arabic and emoji words.
 */
const WHITESPACE = /[\p{White_Space}\uFEFF\u200B\u2060\u180E]+/gu;

/** The text without any of the whitespace the list helper removes. */
export const removeWhitespace = (text: string): string => text.replace(WHITESPACE, '');

/**
 * The key two entries are the same by, as the server compares them: NFKC (full- and half-width forms
 * alike), whitespace removed (the list helper stores "mod team" as "modteam"), case ignored. The word
 * rules, the Excel import's repeat check and the mock backend all use this one function.
 */
export const compactKey = (text: string): string => removeWhitespace(text.normalize('NFKC')).toLowerCase();

/**
 * Removes all whitespace, then splits on the five list separators and drops empty items.
 * Order and duplicates are kept.
 */
export function splitList(text: string): string[] {
  return removeWhitespace(text)
    .split(SEPARATORS)
    .filter((item) => item !== '');
}
