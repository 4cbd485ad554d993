/** Comma, Chinese comma, enumeration comma, semicolon, Chinese semicolon. */
const SEPARATORS = /[,\uFF0C\u3001;\uFF1B]/;

/** `\s` covers spaces, tabs, newlines, NBSP and the full-width space U+3000. */
const WHITESPACE = /\s+/g;

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
