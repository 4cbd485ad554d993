import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { MessagePromotion, PromotionInput, TargetImportResult } from './types';

const PATH = '/services/push/api/message-promotions';
const formCall = { silent: true };
const trimmed = (input: PromotionInput): PromotionInput => ({
  texts: compactLangTexts(input.texts),
  link: input.link?.trim() ? input.link.trim() : null,
  sendAt: input.sendAt,
});

export const promotionKeys = {
  all: ['message-promotions'] as const,
  targets: (id: number) => ['message-promotions', id, 'targets'] as const,
};

export const promotionApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<MessagePromotion>>(PATH, params, options),
  create: (input: PromotionInput) => http.post<MessagePromotion>(PATH, trimmed(input), formCall),
  update: (id: number, input: PromotionInput) => http.put<MessagePromotion>(`${PATH}/${id}`, trimmed(input), formCall),
  /** Confirms sending to the target users it has now; refused with none. */
  confirm: (id: number, reason: string) =>
    http.post<MessagePromotion>(`${PATH}/${id}/confirm`, { reason }, formCall),
  cancel: (id: number, reason: string) => http.post<MessagePromotion>(`${PATH}/${id}/cancel`, { reason }, formCall),
  remove: (id: number) => http.delete<null>(`${PATH}/${id}`),
  targets: (id: number) => http.get<string[]>(`${PATH}/${id}/targets`),
  /** Silent: the import dialog shows a refusal itself. */
  importTargets: (id: number, logins: string[]) =>
    http.post<TargetImportResult>(`${PATH}/${id}/targets`, { logins }, formCall),
  clearTargets: (id: number) => http.delete<null>(`${PATH}/${id}/targets`),
};
