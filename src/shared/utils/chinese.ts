/**
 * CJK Unified Ideographs (U+4E00–U+9FFF) and Extension A (U+3400–U+4DBF).
 * Japanese kana and full-width punctuation fall outside these ranges.
 */
const CHINESE_CHARACTER = /[\u3400-\u4DBF\u4E00-\u9FFF]/;

/** True when the text holds at least one Chinese character. */
export function containsChinese(text: string): boolean {
  return CHINESE_CHARACTER.test(text);
}
