import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { IMAGE_RISK_ENDPOINTS as E } from './endpoints';
import type { BlacklistEntry } from './types';

export const imageRiskKeys = {
  blacklist: ['image-risk', 'blacklist'] as const,
};

export const imageRiskApi = {
  blacklist: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<BlacklistEntry>>(pathOf(E.blacklist), params, options),
  remove: (ids: number[]) => http.post<{ removed: number }>(pathOf(E.remove), { ids }),
};
