/** Taboo words (system-wide) and nickname sensitive words: the same list shape, two lists. */
export const WORD_KINDS = ['taboo', 'nickname'] as const;
export type WordKind = (typeof WORD_KINDS)[number];

/** The menu uri of each list's screen; its actions are `<uri>:add`, `:import`, `:delete` and `:export`. */
export const WORD_SCREEN_URIS: Record<WordKind, string> = {
  taboo: '/user-manage/system-taboo',
  nickname: '/user-manage/sensitive-word-manage',
};

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

/** Why the server refused one word of an import. */
type ImportRefusalCode = 'empty' | 'notOneWord' | 'tooLong' | 'repeated' | 'listed';

export interface ImportWordsResult {
  added: number;
  /** The words not imported, by their position in the list sent (0-based), with the reason. */
  refused: Array<{ index: number; word: string; code: ImportRefusalCode; message: string }>;
}
