import { pathOf } from '../../shared/api/endpoint';
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
import { EVENT_ENDPOINTS as E, REWARD_ENDPOINTS as R } from './endpoints';

const formCall = { silent: true };

export const eventKeys = {
  events: ['events'] as const,
  entries: ['event-entries'] as const,
  rewards: ['topic-rewards'] as const,
  topics: ['topic-rewards', 'topics'] as const,
  standings: (id: number) => ['topic-rewards', id, 'standings'] as const,
};

export const eventApi = {
  events: () => http.get<AppEvent[]>(pathOf(E.events)),
  entries: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<EventEntry>>(pathOf(E.entries), params, options),
  addEntries: (eventId: number, postIds: number[]) =>
    http.post<AddEntriesResult>(pathOf(E.addEntries, { id: eventId }), { postIds }, formCall),
  /** Which of these IDs are not posts. */
  unknownPosts: (ids: string[]) => http.post<string[]>(pathOf(E.unknownPosts), { ids }),
  /** Featuring cannot be withdrawn (spec): there is no unfeature call. */
  feature: (entryId: number) => http.post<EventEntry>(pathOf(E.feature, { id: entryId })),
  remove: (entryId: number) => http.delete<null>(pathOf(E.remove, { id: entryId })),
};

export const rewardApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<TopicReward>>(pathOf(R.page), params, options),
  topics: () => http.get<TopicOption[]>(pathOf(R.topics)),
  create: (input: TopicRewardInput) => http.post<TopicReward>(pathOf(R.create), input, formCall),
  update: (id: number, input: TopicRewardInput) => http.put<TopicReward>(pathOf(R.update, { id }), input, formCall),
  close: (id: number) => http.post<TopicReward>(pathOf(R.close, { id })),
  remove: (id: number) => http.delete<null>(pathOf(R.remove, { id })),
  standings: (id: number) => http.get<Standing[]>(pathOf(R.standings, { id })),
};
