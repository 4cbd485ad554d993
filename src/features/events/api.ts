import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  AddEntriesResult,
  AppEvent,
  EventEntry,
  Standing,
  TopicOption,
  TopicReward,
  TopicRewardInput,
} from './types';

const PATH = '/services/community/api';
const formCall = { silent: true };

export const eventKeys = {
  events: ['events'] as const,
  entries: ['event-entries'] as const,
  rewards: ['topic-rewards'] as const,
  topics: ['topic-rewards', 'topics'] as const,
  standings: (id: number) => ['topic-rewards', id, 'standings'] as const,
};

export const eventApi = {
  events: () => http.get<AppEvent[]>(`${PATH}/events`),
  entries: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<EventEntry>>(`${PATH}/event-entries`, params, options),
  addEntries: (eventId: number, postIds: number[]) =>
    http.post<AddEntriesResult>(`${PATH}/events/${eventId}/entries`, { postIds }, formCall),
  /** Which of these IDs are not posts. */
  unknownPosts: (ids: string[]) => http.post<string[]>(`${PATH}/event-entries/unknown-posts`, { ids }),
  /** Featuring cannot be withdrawn (spec): there is no unfeature call. */
  feature: (entryId: number) => http.post<EventEntry>(`${PATH}/event-entries/${entryId}/feature`),
  remove: (entryId: number) => http.delete<null>(`${PATH}/event-entries/${entryId}`),
};

export const rewardApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<TopicReward>>(`${PATH}/topic-rewards`, params, options),
  topics: () => http.get<TopicOption[]>(`${PATH}/topic-rewards/topics`),
  create: (input: TopicRewardInput) => http.post<TopicReward>(`${PATH}/topic-rewards`, input, formCall),
  update: (id: number, input: TopicRewardInput) =>
    http.put<TopicReward>(`${PATH}/topic-rewards/${id}`, input, formCall),
  close: (id: number) => http.post<TopicReward>(`${PATH}/topic-rewards/${id}/close`),
  remove: (id: number) => http.delete<null>(`${PATH}/topic-rewards/${id}`),
  standings: (id: number) => http.get<Standing[]>(`${PATH}/topic-rewards/${id}/standings`),
};
