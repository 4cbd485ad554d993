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

const path = '/services/community/api/hot';

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
    http.get<Page<HotPositionView>>(`${path}/positions`, params, options),
  history: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<HotPositionView>>(`${path}/history`, params, options),
  create: (input: HotPositionInput) => http.post<HotPositionView>(`${path}/positions`, input),
  update: (id: number, input: HotPositionInput) => http.put<HotPositionView>(`${path}/positions/${id}`, input),
  clear: (id: number) => http.post<HotPositionView>(`${path}/positions/${id}/clear`),
  assign: (id: number, postId: number) => http.post<HotPositionView>(`${path}/positions/${id}/assign`, { postId }),
  refreshState: () => http.get<RefreshState>(`${path}/refresh`),
  refresh: () => http.post<RefreshResult>(`${path}/refresh`),
  config: () => http.get<CommunityConfig>(`${path}/config`),
  saveConfig: (input: CommunityConfigInput) => http.put<CommunityConfig>(`${path}/config`, input),
  scoreTest: (input: PostNumbers) => http.post<ScoreTestResult>(`${path}/score-test`, input),
  pool: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<PoolCandidate>>(`${path}/pool`, params, options),
  unknownPosts: (ids: string[]) => http.get<string[]>(`${path}/posts/unknown`, { ids: ids.join(',') }),
  slots: () => http.get<Array<CommunitySlot & { count: number }>>(`${path}/slots`),
  recommendations: (slotId: number) =>
    http.get<CommunityRecommendationView[]>(`${path}/slots/${slotId}/recommendations`),
  recommend: (slotId: number, postIds: number[]) =>
    http.post<{ added: number }>(`${path}/slots/${slotId}/recommendations`, { postIds }),
  reorder: (slotId: number, ids: number[]) => http.post<null>(`${path}/slots/${slotId}/order`, { ids }),
  removeRecommendation: (id: number) => http.post<null>(`${path}/recommendations/${id}/remove`),
};
