import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { HEALTH_ACTIVITY_ENDPOINTS as E } from './endpoints';
import type { HealthActivityInput, HealthActivityView, LegacyActivity, LegacyActivityInput } from './types';

export const healthActivityKeys = {
  legacy: ['health-activities', 'legacy'] as const,
  activities: ['health-activities', 'new'] as const,
};

export const legacyActivityApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<LegacyActivity>>(pathOf(E.legacyPage), params, options),
  create: (input: LegacyActivityInput) => http.post<LegacyActivity>(pathOf(E.legacyCreate), input),
  update: (id: number, input: LegacyActivityInput) =>
    http.put<LegacyActivity>(pathOf(E.legacyUpdate, { id }), input),
  online: (id: number) => http.post<LegacyActivity>(pathOf(E.legacySetStatus, { id, action: 'online' })),
  offline: (id: number) => http.post<LegacyActivity>(pathOf(E.legacySetStatus, { id, action: 'offline' })),
  remove: (id: number) => http.delete<null>(pathOf(E.legacyRemove, { id })),
};

export const healthActivityApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<HealthActivityView>>(pathOf(E.page), params, options),
  create: (input: HealthActivityInput) => http.post<HealthActivityView>(pathOf(E.create), input),
  update: (id: number, input: HealthActivityInput) =>
    http.put<HealthActivityView>(pathOf(E.update, { id }), input),
  publish: (id: number) => http.post<HealthActivityView>(pathOf(E.setStatus, { id, action: 'publish' })),
  offline: (id: number) => http.post<HealthActivityView>(pathOf(E.setStatus, { id, action: 'offline' })),
  remove: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
};
