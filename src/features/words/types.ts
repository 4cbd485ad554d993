/** Taboo words (system-wide) and nickname sensitive words: the same list shape, two lists. */
export const WORD_KINDS = ['taboo', 'nickname'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

export interface Word {
  id: number;
  word: string;
  createdBy: string;
  createdDate: string;
}

export interface AddWordsInput {
  words: string[];
}

export interface AddWordsResult {
  added: number;
}
