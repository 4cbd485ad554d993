import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { ContestEntry, ContestInput, ContestView } from './types';

const path = '/services/community/api/prize-contests';

export const contestKeys = {
  all: ['prize-contests'] as const,
  entries: (id: number) => ['prize-contests', 'entries', id] as const,
};

export const contestApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<ContestView>>(path, params, options),
  create: (input: ContestInput) => http.post<ContestView>(path, input),
  update: (id: number, input: ContestInput) => http.put<ContestView>(`${path}/${id}`, input),
  remove: (id: number) => http.delete<null>(`${path}/${id}`),
  entries: (id: number, options?: CallOptions) => http.get<ContestEntry[]>(`${path}/${id}/entries`, {}, options),
  announce: (id: number, entryIds: number[]) => http.post<ContestView>(`${path}/${id}/winners`, { entryIds }),
};
