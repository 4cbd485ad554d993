import { describe, expect, it } from 'vitest';
import { splitList } from './split-list';

/**
 * Spec section 5: lists are split "after removing whitespace". Text pasted from documents, chats and
 * spreadsheets brings more than ASCII spaces: every Unicode whitespace character must go.
 */

/** Unicode's White_Space property (PropList.txt), every character of it. */
const UNICODE_WHITESPACE: [string, string][] = [
  ['CHARACTER TABULATION', '\u0009'],
  ['LINE FEED', '\u000A'],
  ['LINE TABULATION', '\u000B'],
  ['FORM FEED', '\u000C'],
  ['CARRIAGE RETURN', '\u000D'],
  ['SPACE', '\u0020'],
  ['NEXT LINE (NEL)', '\u0085'],
  ['NO-BREAK SPACE', '\u00A0'],
  ['OGHAM SPACE MARK', '\u1680'],
  ['EN QUAD', '\u2000'],
  ['EM QUAD', '\u2001'],
  ['EN SPACE', '\u2002'],
  ['EM SPACE', '\u2003'],
  ['THREE-PER-EM SPACE', '\u2004'],
  ['FOUR-PER-EM SPACE', '\u2005'],
  ['SIX-PER-EM SPACE', '\u2006'],
  ['FIGURE SPACE', '\u2007'],
  ['PUNCTUATION SPACE', '\u2008'],
  ['THIN SPACE', '\u2009'],
  ['HAIR SPACE', '\u200A'],
  ['LINE SEPARATOR', '\u2028'],
  ['PARAGRAPH SEPARATOR', '\u2029'],
  ['NARROW NO-BREAK SPACE', '\u202F'],
  ['MEDIUM MATHEMATICAL SPACE', '\u205F'],
  ['IDEOGRAPHIC SPACE', '\u3000'],
];

/** Invisible spaces that are not White_Space but come with pasted text all the same. */
const INVISIBLE_SPACES: [string, string][] = [
  ['ZERO WIDTH SPACE', '\u200B'],
  ['WORD JOINER', '\u2060'],
  ['ZERO WIDTH NO-BREAK SPACE (BOM)', '\uFEFF'],
  ['MONGOLIAN VOWEL SEPARATOR', '\u180E'],
];

describe('splitList removes every kind of whitespace', () => {
  it.each([...UNICODE_WHITESPACE, ...INVISIBLE_SPACES])('removes %s (inside, around and alone)', (_name, space) => {
    expect(splitList(`${space}10${space}01${space},${space}20${space}；${space}30`)).toEqual(['1001', '20', '30']);
    expect(splitList(`${space}${space}`)).toEqual([]);
    expect(splitList(`a,${space},b`)).toEqual(['a', 'b']);
  });

  it('removes every character the JavaScript engine knows as White_Space', () => {
    const whitespace = /\p{White_Space}/u;
    const found: string[] = [];
    for (let code = 0; code <= 0xffff; code += 1) {
      const char = String.fromCharCode(code);
      if (whitespace.test(char)) found.push(char);
    }
    expect(found.length).toBeGreaterThanOrEqual(UNICODE_WHITESPACE.length);
    for (const char of found)
      expect(splitList(`a${char}b,${char}c${char}`), `U+${char.charCodeAt(0).toString(16)}`).toEqual(['ab', 'c']);
  });

  it('splits user IDs pasted from a spreadsheet with no-break spaces and non-breaking separators around them', () => {
    expect(splitList('1000005\u00A0;\u00A01000004\u202F，\u20071000003\u00A0')).toEqual([
      '1000005',
      '1000004',
      '1000003',
    ]);
  });

  it('keeps the joiners that change how Arabic and emoji are written', () => {
    // ZERO WIDTH NON-JOINER and ZERO WIDTH JOINER are part of the word, not space around it.
    expect(splitList('می\u200Cخواهم,👩\u200D💻')).toEqual(['می\u200Cخواهم', '👩\u200D💻']);
  });
});
