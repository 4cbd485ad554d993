import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  RecommendedTopic,
  RecommendedTopicInput,
  RecommendedTopicListItem,
  Topic,
  TopicInput,
  TopicNames,
} from './types';
import { TOPIC_ENDPOINTS as E } from './endpoints';

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

/** A topic to choose from (the recommended topics' topic picker). */
export interface TopicOption {
  id: number;
  name: string;
  names: TopicNames;
  valid: boolean;
}

export const topicKeys = {
  all: ['topics'] as const,
  options: ['topics', 'options'] as const,
  recommended: ['recommended-topics'] as const,
};

export const topicApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Topic & { postCount: number }>>(pathOf(E.page), params, options),
  options: (options?: CallOptions) => http.get<TopicOption[]>(pathOf(E.options), undefined, options),
  create: (input: TopicInput) => http.post<Topic>(pathOf(E.create), input, formCall),
  update: (id: number, input: TopicInput) => http.put<Topic>(pathOf(E.update, { id }), input, formCall),
  enable: (id: number) => http.post<Topic>(pathOf(E.enable, { id })),
  disable: (id: number) => http.post<Topic>(pathOf(E.disable, { id })),
};

export const recommendedTopicApi = {
  list: (options?: CallOptions) => http.get<RecommendedTopicListItem[]>(pathOf(E.recommended), undefined, options),
  create: (input: RecommendedTopicInput) => http.post<RecommendedTopic>(pathOf(E.recommend), input, formCall),
  update: (id: number, input: RecommendedTopicInput) =>
    http.put<RecommendedTopic>(pathOf(E.updateRecommended, { id }), input, formCall),
  remove: (id: number) => http.delete<null>(pathOf(E.removeRecommended, { id })),
  /** Saves the order: the ids first to last, ranked 1 to n. */
  order: (ids: number[]) => http.put<RecommendedTopicListItem[]>(pathOf(E.orderRecommended), { ids }),
};
