import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { MedalItem, MedalItemInput, MedalKind } from './types';

const PATH = '/services/task/api/rewards';
const formCall = { silent: true };
const trimmed = (input: MedalItemInput): MedalItemInput => ({
  ...input,
  names: compactLangTexts(input.names),
  condition: input.condition?.trim() || null,
});

export const medalKeys = { all: (kind: MedalKind) => ['medal-items', kind] as const };

export const medalApi = {
  page: (kind: MedalKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<MedalItem>>(`${PATH}/${kind}`, params, options),
  create: (kind: MedalKind, input: MedalItemInput) => http.post<MedalItem>(`${PATH}/${kind}`, trimmed(input), formCall),
  update: (kind: MedalKind, id: number, input: MedalItemInput) =>
    http.put<MedalItem>(`${PATH}/${kind}/${id}`, trimmed(input), formCall),
  list: (kind: MedalKind, id: number) => http.post<MedalItem>(`${PATH}/${kind}/${id}/list`),
  delist: (kind: MedalKind, id: number) => http.post<MedalItem>(`${PATH}/${kind}/${id}/delist`),
  remove: (kind: MedalKind, id: number) => http.delete<null>(`${PATH}/${kind}/${id}`),
};
