import { http } from '../../../shared/request/http';
import type { Post } from '../types';
import type { NewPostInput, PosterAccount } from './types';

const BASE = '/services/community/api';

export const composeKeys = {
  accounts: (text: string) => ['poster-accounts', text] as const,
  topics: (text: string, language: string) => ['compose-topics', text, language] as const,
};

export const composeApi = {
  /** The accounts staff may post or reply as, matching a text (ID, login or nickname). */
  accounts: (text: string) => http.get<PosterAccount[]>(`${BASE}/poster-accounts`, { text }, { skipLoading: true }),
  topics: (text: string, language: string) =>
    http.get<Array<{ id: number; name: string }>>(`${BASE}/compose/topics`, { text, language }, { skipLoading: true }),
  /** Silent: the form shows the server's refusal on its fields. */
  publish: (input: NewPostInput) => http.post<Post>(`${BASE}/compose/posts`, input, { silent: true }),
};
