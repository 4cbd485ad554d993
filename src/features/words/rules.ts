/**
 * The rules for word lists, shared by the add form, the Excel import and the mock backend.
 * Words are entered as a list separated by the spec's separators (comma, Chinese comma, enumeration
 * comma, semicolon, Chinese semicolon); whitespace is removed first, as the spec's list helper does.
 * Two words are the same when they match ignoring case and full-/half-width forms.
 */
import { findDuplicates, uniqueList } from '../../shared/utils/duplicates';
import { compactKey, splitList } from '../../shared/utils/split-list';
import { MAX_IMPORT_ROWS } from '../../shared/components/excel-import/import-core';

export const WORD_RULES = {
  maxLength: 50,
  /** One add (typed or imported) carries at most as many words as an Excel file may hold. */
  maxPerAdd: MAX_IMPORT_ROWS,
} as const;

/**
 * The key two words are compared by, here and in the mock backend: case, width and whitespace ignored,
 * since the server stores a word without its whitespace ("mod team" is stored as "modteam").
 */
export const wordKey = compactKey;

export interface WordListCheck {
  words: string[];
  /** Words entered more than once (each named once, as first written). */
  repeated: string[];
  tooLong: string[];
}

export function parseWordList(text: string): WordListCheck {
  const words = splitList(text);
  const repeatedKeys = new Set(findDuplicates(words, wordKey).map(wordKey));
  return {
    words,
    repeated: uniqueList(words, wordKey).filter((word) => repeatedKeys.has(wordKey(word))),
    tooLong: words.filter((word) => [...word].length > WORD_RULES.maxLength),
  };
}

/** The list with each word kept once, in order: what "remove repeats" leaves in the field. */
export function withoutRepeats(text: string): string {
  return uniqueList(splitList(text), wordKey).join(';');
}

/** Words of `candidates` already present in `existing` (as written in `candidates`). */
export function alreadyListed(candidates: string[], existing: Iterable<string>): string[] {
  const keys = new Set([...existing].map(wordKey));
  return candidates.filter((word) => keys.has(wordKey(word)));
}
