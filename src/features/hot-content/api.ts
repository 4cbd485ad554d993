import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  CommunityConfig,
  CommunityConfigInput,
  CommunityRecommendationView,
  CommunitySlot,
  HotPositionInput,
  HotPositionView,
  PoolCandidate,
  PostNumbers,
  RefreshResult,
  RefreshState,
  ScoreTestResult,
} from './types';
import { HOT_ENDPOINTS as E } from './endpoints';

export const hotKeys = {
  all: ['hot'] as const,
  positions: ['hot', 'positions'] as const,
  history: ['hot', 'history'] as const,
  pool: ['hot', 'pool'] as const,
  refresh: ['hot', 'refresh'] as const,
  config: ['hot', 'config'] as const,
  slots: ['hot', 'slots'] as const,
  recommendations: (slotId: number) => ['hot', 'slots', slotId] as const,
};

export const hotApi = {
  positions: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<HotPositionView>>(pathOf(E.positions), params, options),
  history: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<HotPositionView>>(pathOf(E.history), params, options),
  create: (input: HotPositionInput) => http.post<HotPositionView>(pathOf(E.create), input),
  update: (id: number, input: HotPositionInput) => http.put<HotPositionView>(pathOf(E.update, { id }), input),
  clear: (id: number) => http.post<HotPositionView>(pathOf(E.clear, { id })),
  assign: (id: number, postId: number) => http.post<HotPositionView>(pathOf(E.assign, { id }), { postId }),
  refreshState: () => http.get<RefreshState>(pathOf(E.refreshState)),
  refresh: () => http.post<RefreshResult>(pathOf(E.refresh)),
  config: () => http.get<CommunityConfig>(pathOf(E.config)),
  saveConfig: (input: CommunityConfigInput) => http.put<CommunityConfig>(pathOf(E.saveConfig), input),
  scoreTest: (input: PostNumbers) => http.post<ScoreTestResult>(pathOf(E.scoreTest), input),
  pool: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<PoolCandidate>>(pathOf(E.pool), params, options),
  unknownPosts: (ids: string[]) => http.get<string[]>(pathOf(E.unknownPosts), { ids: ids.join(',') }),
  slots: () => http.get<Array<CommunitySlot & { count: number }>>(pathOf(E.slots)),
  recommendations: (slotId: number) =>
    http.get<CommunityRecommendationView[]>(pathOf(E.recommendations, { id: slotId })),
  recommend: (slotId: number, postIds: number[]) =>
    http.post<{ added: number }>(pathOf(E.recommend, { id: slotId }), { postIds }),
  reorder: (slotId: number, ids: number[]) => http.post<null>(pathOf(E.reorder, { id: slotId }), { ids }),
  removeRecommendation: (id: number) => http.post<null>(pathOf(E.removeRecommendation, { id })),
};
