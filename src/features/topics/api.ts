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

const TOPICS = '/services/community/api/topics';
const RECOMMENDED = '/services/community/api/recommended-topics';

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
    http.get<Page<Topic & { postCount: number }>>(TOPICS, params, options),
  options: (options?: CallOptions) => http.get<TopicOption[]>(`${TOPICS}/options`, undefined, options),
  create: (input: TopicInput) => http.post<Topic>(TOPICS, input, formCall),
  update: (id: number, input: TopicInput) => http.put<Topic>(`${TOPICS}/${id}`, input, formCall),
  enable: (id: number) => http.post<Topic>(`${TOPICS}/${id}/enable`),
  disable: (id: number) => http.post<Topic>(`${TOPICS}/${id}/disable`),
};

export const recommendedTopicApi = {
  list: (options?: CallOptions) => http.get<RecommendedTopicListItem[]>(RECOMMENDED, undefined, options),
  create: (input: RecommendedTopicInput) => http.post<RecommendedTopic>(RECOMMENDED, input, formCall),
  update: (id: number, input: RecommendedTopicInput) =>
    http.put<RecommendedTopic>(`${RECOMMENDED}/${id}`, input, formCall),
  remove: (id: number) => http.delete<null>(`${RECOMMENDED}/${id}`),
  /** Saves the order: the ids first to last, ranked 1 to n. */
  order: (ids: number[]) => http.put<RecommendedTopicListItem[]>(`${RECOMMENDED}/order`, { ids }),
};
