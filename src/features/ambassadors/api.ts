import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { Ambassador, AmbassadorInput } from './types';

const path = '/services/community/api/zone-ambassadors';

export const ambassadorKeys = { all: ['zone-ambassadors'] as const };

export const ambassadorApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Ambassador>>(path, params, options),
  appoint: (input: AmbassadorInput) => http.post<Ambassador>(path, input),
  update: (id: number, input: Pick<AmbassadorInput, 'intro'>) => http.put<Ambassador>(`${path}/${id}`, input),
  dismiss: (id: number) => http.post<Ambassador>(`${path}/${id}/dismiss`),
};
