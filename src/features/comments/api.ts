import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { PostComment, ReplyInput } from './types';

const BASE = '/services/community/api';
type Params = Record<string, string | number>;

export const commentKeys = { comments: ['post-comments'] as const };

export const commentApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<PostComment>>(`${BASE}/comments`, params, options),
  delete: (id: number) => http.delete<null>(`${BASE}/comments/${id}`),
  /** Silent: the reply form shows the server's refusal on its fields. */
  reply: (id: number, input: ReplyInput) =>
    http.post<PostComment>(`${BASE}/comments/${id}/reply`, input, { silent: true }),
};
