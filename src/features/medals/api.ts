import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { MEDAL_ENDPOINTS as E } from './endpoints';
import type { MedalItem, MedalItemInput, MedalKind } from './types';

const formCall = { silent: true };
const trimmed = (input: MedalItemInput): MedalItemInput => ({
  ...input,
  names: compactLangTexts(input.names),
  condition: input.condition?.trim() || null,
});

export const medalKeys = { all: (kind: MedalKind) => ['medal-items', kind] as const };

export const medalApi = {
  page: (kind: MedalKind, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<MedalItem>>(pathOf(E.page, { kind }), params, options),
  create: (kind: MedalKind, input: MedalItemInput) =>
    http.post<MedalItem>(pathOf(E.create, { kind }), trimmed(input), formCall),
  update: (kind: MedalKind, id: number, input: MedalItemInput) =>
    http.put<MedalItem>(pathOf(E.update, { kind, id }), trimmed(input), formCall),
  list: (kind: MedalKind, id: number) => http.post<MedalItem>(pathOf(E.list, { kind, id })),
  delist: (kind: MedalKind, id: number) => http.post<MedalItem>(pathOf(E.delist, { kind, id })),
  remove: (kind: MedalKind, id: number) => http.delete<null>(pathOf(E.remove, { kind, id })),
};
