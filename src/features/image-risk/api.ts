import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { BlacklistEntry } from './types';

const path = '/services/community/api/image-risk';

export const imageRiskKeys = {
  blacklist: ['image-risk', 'blacklist'] as const,
};

export const imageRiskApi = {
  blacklist: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<BlacklistEntry>>(`${path}/blacklist`, params, options),
  remove: (ids: number[]) => http.post<{ removed: number }>(`${path}/blacklist/remove`, { ids }),
};
