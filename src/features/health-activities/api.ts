import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { HealthActivityInput, HealthActivityView, LegacyActivity, LegacyActivityInput } from './types';

const path = '/services/content/api/health-activities';

export const healthActivityKeys = {
  legacy: ['health-activities', 'legacy'] as const,
  activities: ['health-activities', 'new'] as const,
};

export const legacyActivityApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<LegacyActivity>>(`${path}/legacy`, params, options),
  create: (input: LegacyActivityInput) => http.post<LegacyActivity>(`${path}/legacy`, input),
  update: (id: number, input: LegacyActivityInput) => http.put<LegacyActivity>(`${path}/legacy/${id}`, input),
  online: (id: number) => http.post<LegacyActivity>(`${path}/legacy/${id}/online`),
  offline: (id: number) => http.post<LegacyActivity>(`${path}/legacy/${id}/offline`),
  remove: (id: number) => http.delete<null>(`${path}/legacy/${id}`),
};

export const healthActivityApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<HealthActivityView>>(path, params, options),
  create: (input: HealthActivityInput) => http.post<HealthActivityView>(path, input),
  update: (id: number, input: HealthActivityInput) => http.put<HealthActivityView>(`${path}/${id}`, input),
  publish: (id: number) => http.post<HealthActivityView>(`${path}/${id}/publish`),
  offline: (id: number) => http.post<HealthActivityView>(`${path}/${id}/offline`),
  remove: (id: number) => http.delete<null>(`${path}/${id}`),
};
