import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { PROMOTION_ENDPOINTS as E } from './endpoints';
import type { AudienceEstimate, Promotion, PromotionInput } from './types';

const formCall = { silent: true };
const trimmed = (input: PromotionInput): PromotionInput => ({
  ...input,
  name: input.name?.trim(),
  caption: (input.caption ?? '').trim(),
});

export const promotionKeys = { all: ['promotion-bits'] as const };

export const promotionApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Promotion>>(pathOf(E.page), params, options),
  /** Checks the promotion as a save would (rules, splash clashes) and counts the users it reaches. */
  audience: (input: PromotionInput, id?: number) =>
    http.post<AudienceEstimate>(pathOf(E.audience), { ...trimmed(input), id }, formCall),
  create: (input: PromotionInput, reason: string) =>
    http.post<Promotion>(pathOf(E.create), { ...trimmed(input), reason }, formCall),
  update: (id: number, input: PromotionInput, reason: string) =>
    http.put<Promotion>(pathOf(E.update, { id }), { ...trimmed(input), reason }, formCall),
  disable: (id: number, reason: string) => http.post<Promotion>(pathOf(E.disable, { id }), { reason }, formCall),
  /** Deletes it from the lists; the promotion and its history stay on record. */
  remove: (id: number, reason: string) => http.post<Promotion>(pathOf(E.remove, { id }), { reason }, formCall),
};
