import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { Symptom, SymptomInput } from './types';

const PATH = '/services/content/api/symptoms';
const formCall = { silent: true };
const trimmed = (input: SymptomInput): SymptomInput => ({ ...input, names: compactLangTexts(input.names) });

export const symptomKeys = { all: ['symptoms'] as const };

export const symptomApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Symptom>>(PATH, params, options),
  create: (input: SymptomInput) => http.post<Symptom>(PATH, trimmed(input), formCall),
  update: (id: number, input: SymptomInput) => http.put<Symptom>(`${PATH}/${id}`, trimmed(input), formCall),
  setEnabled: (id: number, enabled: boolean) => http.post<Symptom>(`${PATH}/${id}/${enabled ? 'enable' : 'disable'}`),
  remove: (id: number) => http.delete<null>(`${PATH}/${id}`),
};
