import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { SYMPTOM_ENDPOINTS as E } from './endpoints';
import type { Symptom, SymptomInput } from './types';

const formCall = { silent: true };
const trimmed = (input: SymptomInput): SymptomInput => ({ ...input, names: compactLangTexts(input.names) });

export const symptomKeys = { all: ['symptoms'] as const };

export const symptomApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Symptom>>(pathOf(E.page), params, options),
  create: (input: SymptomInput) => http.post<Symptom>(pathOf(E.create), trimmed(input), formCall),
  update: (id: number, input: SymptomInput) => http.put<Symptom>(pathOf(E.update, { id }), trimmed(input), formCall),
  setEnabled: (id: number, enabled: boolean) => http.post<Symptom>(pathOf(enabled ? E.enable : E.disable, { id })),
  remove: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
};
