import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { CONTEST_ENDPOINTS as E } from './endpoints';
import type { ContestEntry, ContestInput, ContestView } from './types';

export const contestKeys = {
  all: ['prize-contests'] as const,
  entries: (id: number) => ['prize-contests', 'entries', id] as const,
};

export const contestApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<ContestView>>(pathOf(E.page), params, options),
  create: (input: ContestInput) => http.post<ContestView>(pathOf(E.create), input),
  update: (id: number, input: ContestInput) => http.put<ContestView>(pathOf(E.update, { id }), input),
  remove: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
  entries: (id: number, options?: CallOptions) => http.get<ContestEntry[]>(pathOf(E.entries, { id }), {}, options),
  announce: (id: number, entryIds: number[]) => http.post<ContestView>(pathOf(E.announce, { id }), { entryIds }),
};
