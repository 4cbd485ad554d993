import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { WORD_ENDPOINTS as E } from './endpoints';
import type { AddWordsInput, AddWordsResult, ImportWordsResult, Word, WordKind } from './types';

export const wordKeys = { all: (kind: WordKind) => ['words', kind] as const };

export const wordApi = {
  page: (kind: WordKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Word>>(pathOf(E.page, { kind }), params, options),
  /** Silent: the add form and the import dialog show the refusal themselves. */
  add: (kind: WordKind, input: AddWordsInput) =>
    http.post<AddWordsResult>(pathOf(E.add, { kind }), input, { silent: true }),
  /**
   * The Excel import: the server adds the words that pass and answers with the ones it refused (already
   * listed, repeated, too long), each by its position in the list; silent, the dialog shows the answer.
   */
  importWords: (kind: WordKind, input: AddWordsInput) =>
    http.post<ImportWordsResult>(pathOf(E.importWords, { kind }), input, { silent: true }),
  remove: (kind: WordKind, id: number) => http.delete<null>(pathOf(E.remove, { kind, id })),
  removeMany: (kind: WordKind, ids: number[]) =>
    http.post<{ removed: number }>(pathOf(E.removeMany, { kind }), { ids }),
};
