import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { AMBASSADOR_ENDPOINTS as E } from './endpoints';
import type { Ambassador, AmbassadorInput } from './types';

export const ambassadorKeys = { all: ['zone-ambassadors'] as const };

export const ambassadorApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Ambassador>>(pathOf(E.page), params, options),
  appoint: (input: AmbassadorInput) => http.post<Ambassador>(pathOf(E.appoint), input),
  update: (id: number, input: Pick<AmbassadorInput, 'intro'>) => http.put<Ambassador>(pathOf(E.update, { id }), input),
  dismiss: (id: number) => http.post<Ambassador>(pathOf(E.dismiss, { id })),
};
