import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { AddWordsInput, AddWordsResult, ImportWordsResult, Word, WordKind } from './types';

const path = (kind: WordKind) => `/services/community/api/words/${kind}`;

export const wordKeys = { all: (kind: WordKind) => ['words', kind] as const };

export const wordApi = {
  page: (kind: WordKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Word>>(path(kind), params, options),
  /** Silent: the add form and the import dialog show the refusal themselves. */
  add: (kind: WordKind, input: AddWordsInput) => http.post<AddWordsResult>(path(kind), input, { silent: true }),
  /**
   * The Excel import: the server adds the words that pass and answers with the ones it refused (already
   * listed, repeated, too long), each by its position in the list; silent, the dialog shows the answer.
   */
  importWords: (kind: WordKind, input: AddWordsInput) =>
    http.post<ImportWordsResult>(`${path(kind)}/import`, input, { silent: true }),
  remove: (kind: WordKind, id: number) => http.delete<null>(`${path(kind)}/${id}`),
  removeMany: (kind: WordKind, ids: number[]) => http.post<{ removed: number }>(`${path(kind)}/delete`, { ids }),
};
