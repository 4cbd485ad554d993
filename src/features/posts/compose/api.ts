import { pathOf } from '../../../shared/api/endpoint';
import { http } from '../../../shared/request/http';
import type { Post } from '../types';
import { COMPOSE_ENDPOINTS as E } from '../endpoints';
import type { NewPostInput, PosterAccount } from './types';

export const composeKeys = {
  accounts: (text: string) => ['poster-accounts', text] as const,
  topics: (text: string, language: string) => ['compose-topics', text, language] as const,
};

export const composeApi = {
  /** The accounts staff may post or reply as, matching a text (ID, login or nickname). */
  accounts: (text: string) => http.get<PosterAccount[]>(pathOf(E.posterAccounts), { text }, { skipLoading: true }),
  topics: (text: string, language: string) =>
    http.get<Array<{ id: number; name: string }>>(pathOf(E.topics), { text, language }, { skipLoading: true }),
  /** Silent: the form shows the server's refusal on its fields. */
  publish: (input: NewPostInput) => http.post<Post>(pathOf(E.publish), input, { silent: true }),
};
