import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { STRATEGY_ENDPOINTS as E } from './endpoints';
import type { Strategy, StrategyInput } from './types';

export const strategyKeys = { all: ['recommend-strategies'] as const };

export const strategyApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Strategy>>(pathOf(E.page), params, options),
  create: (input: StrategyInput) => http.post<Strategy>(pathOf(E.create), input),
  update: (id: number, input: StrategyInput) => http.put<Strategy>(pathOf(E.update, { id }), input),
  enable: (id: number) => http.post<Strategy>(pathOf(E.setState, { id, action: 'enable' })),
  disable: (id: number) => http.post<Strategy>(pathOf(E.setState, { id, action: 'disable' })),
  remove: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
};
