import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { AddWordsInput, AddWordsResult, Word, WordKind } from './types';

const path = (kind: WordKind) => `/services/community/api/words/${kind}`;

export const wordKeys = { all: (kind: WordKind) => ['words', kind] as const };

export const wordApi = {
  page: (kind: WordKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Word>>(path(kind), params, options),
  /** Silent: the add form and the import dialog show the refusal themselves. */
  add: (kind: WordKind, input: AddWordsInput) => http.post<AddWordsResult>(path(kind), input, { silent: true }),
  remove: (kind: WordKind, id: number) => http.delete<null>(`${path(kind)}/${id}`),
  removeMany: (kind: WordKind, ids: number[]) => http.post<{ removed: number }>(`${path(kind)}/delete`, { ids }),
};
