import { pathOf } from '../../shared/api/endpoint';
import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { MESSAGE_PROMOTION_ENDPOINTS as E } from './endpoints';
import type { MessagePromotion, PromotionInput, TargetImportResult } from './types';

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
    http.get<Page<MessagePromotion>>(pathOf(E.page), params, options),
  create: (input: PromotionInput) => http.post<MessagePromotion>(pathOf(E.create), trimmed(input), formCall),
  update: (id: number, input: PromotionInput) =>
    http.put<MessagePromotion>(pathOf(E.update, { id }), trimmed(input), formCall),
  /** Confirms sending to the target users it has now; refused with none. */
  confirm: (id: number, reason: string) => http.post<MessagePromotion>(pathOf(E.confirm, { id }), { reason }, formCall),
  cancel: (id: number, reason: string) => http.post<MessagePromotion>(pathOf(E.cancel, { id }), { reason }, formCall),
  remove: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
  targets: (id: number) => http.get<string[]>(pathOf(E.targets, { id })),
  /** Silent: the import dialog shows a refusal itself. */
  importTargets: (id: number, logins: string[]) =>
    http.post<TargetImportResult>(pathOf(E.importTargets, { id }), { logins }, formCall),
  clearTargets: (id: number) => http.delete<null>(pathOf(E.clearTargets, { id })),
};
