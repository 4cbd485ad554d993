import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { Strategy, StrategyInput } from './types';

const path = '/services/content/api/recommend-strategies';

export const strategyKeys = { all: ['recommend-strategies'] as const };

export const strategyApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Strategy>>(path, params, options),
  create: (input: StrategyInput) => http.post<Strategy>(path, input),
  update: (id: number, input: StrategyInput) => http.put<Strategy>(`${path}/${id}`, input),
  enable: (id: number) => http.post<Strategy>(`${path}/${id}/enable`),
  disable: (id: number) => http.post<Strategy>(`${path}/${id}/disable`),
  remove: (id: number) => http.delete<null>(`${path}/${id}`),
};
