import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { PostOperation } from './rules';
import type { BatchItemResult, Post, PostEditInput, PostListItem, PostScope, TopicOption } from './types';
import { POST_ENDPOINTS as E } from './endpoints';

export const postKeys = {
  all: ['posts'] as const,
  list: (scope: PostScope) => ['posts', 'list', scope] as const,
  one: (id: number) => ['posts', 'one', id] as const,
  topics: ['posts', 'topic-options'] as const,
};

export const postApi = {
  /** A page of the posts in `scope`, with the list's filters and sort. */
  page: (scope: PostScope, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<PostListItem>>(pathOf(E.page), { ...params, scope }, options),
  one: (id: number) => http.get<PostListItem>(pathOf(E.one, { id })),
  /** Runs one operation on one post; the mock refuses what the post's state does not allow. */
  run: (id: number, operation: PostOperation) => http.post<Post>(pathOf(E.run, { id, operation })),
  save: (id: number, input: PostEditInput) => http.put<Post>(pathOf(E.save, { id }), input),
  /** The IDs among these that are not posts (deleted posts exist). */
  unknownIds: (ids: string[]) => http.post<string[]>(pathOf(E.unknownIds), { ids }),
  /** One operation over a list of post IDs: each ID answered on its own. */
  batch: (operation: PostOperation, ids: string[]) => http.post<BatchItemResult[]>(pathOf(E.batch), { operation, ids }),
  topicOptions: () => http.get<TopicOption[]>(pathOf(E.topicOptions)),
};
