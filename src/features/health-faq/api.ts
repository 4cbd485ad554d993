import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { Faq, FaqInput } from './types';

const PATH = '/services/content/api/health-faq';
const formCall = { silent: true };
const trimmed = (input: FaqInput): FaqInput => ({ ...input, texts: compactLangTexts(input.texts) });

export const faqKeys = { all: ['health-faq'] as const };

export const faqApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) => http.get<Page<Faq>>(PATH, params, options),
  create: (input: FaqInput) => http.post<Faq>(PATH, trimmed(input), formCall),
  update: (id: number, input: FaqInput) => http.put<Faq>(`${PATH}/${id}`, trimmed(input), formCall),
  list: (id: number) => http.post<Faq>(`${PATH}/${id}/list`),
  delist: (id: number) => http.post<Faq>(`${PATH}/${id}/delist`),
  remove: (id: number) => http.delete<null>(`${PATH}/${id}`),
};
