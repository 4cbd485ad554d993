/** Letters and marks of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko…) and the RLM. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u200F]/u;
/** A strongly directed character: a letter of any script, or an explicit mark (LRM, RLM). */
const STRONG = /[\p{L}\u200E\u200F]/u;

/**
 * The direction a text runs in by its own first strong character, as `dir="auto"` decides it in HTML:
 * for text drawn where no element can carry the attribute (a canvas). Text with no letter runs left to right.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const character of text) {
    if (STRONG.test(character)) return RIGHT_TO_LEFT.test(character) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}
