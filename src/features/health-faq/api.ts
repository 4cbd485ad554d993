import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { FAQ_ENDPOINTS as E } from './endpoints';
import type { Faq, FaqInput } from './types';

const formCall = { silent: true };
const trimmed = (input: FaqInput): FaqInput => ({ ...input, texts: compactLangTexts(input.texts) });

export const faqKeys = { all: ['health-faq'] as const };

export const faqApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Faq>>(pathOf(E.page), params, options),
  create: (input: FaqInput) => http.post<Faq>(pathOf(E.create), trimmed(input), formCall),
  update: (id: number, input: FaqInput) => http.put<Faq>(pathOf(E.update, { id }), trimmed(input), formCall),
  list: (id: number) => http.post<Faq>(pathOf(E.list, { id })),
  delist: (id: number) => http.post<Faq>(pathOf(E.delist, { id })),
  remove: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
};
