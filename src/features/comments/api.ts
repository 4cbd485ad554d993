import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { COMMENT_ENDPOINTS as E } from './endpoints';
import type { PostComment, ReplyInput } from './types';

type Params = Record<string, string | number>;

export const commentKeys = { comments: ['post-comments'] as const };

export const commentApi = {
  page: (params: Params, options?: CallOptions) => http.get<Page<PostComment>>(pathOf(E.page), params, options),
  delete: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
  /** Silent: the reply form shows the server's refusal on its fields. */
  reply: (id: number, input: ReplyInput) => http.post<PostComment>(pathOf(E.reply, { id }), input, { silent: true }),
};
