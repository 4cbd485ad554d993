import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { Banner, BannerInput, BannerSlot } from './types';

const PATH = '/services/content/api/banners';
const formCall = { silent: true };
const trimmed = (input: BannerInput): BannerInput => ({
  ...input,
  texts: compactLangTexts(input.texts),
  link: input.link?.trim(),
});

export const bannerKeys = { all: (slot: BannerSlot) => ['banners', slot] as const };

export const bannerApi = {
  page: (slot: BannerSlot, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Banner>>(`${PATH}/${slot}`, params, options),
  create: (slot: BannerSlot, input: BannerInput) => http.post<Banner>(`${PATH}/${slot}`, trimmed(input), formCall),
  update: (slot: BannerSlot, id: number, input: BannerInput) =>
    http.put<Banner>(`${PATH}/${slot}/${id}`, trimmed(input), formCall),
  takeDown: (slot: BannerSlot, id: number) => http.post<Banner>(`${PATH}/${slot}/${id}/take-down`),
  remove: (slot: BannerSlot, id: number) => http.delete<null>(`${PATH}/${slot}/${id}`),
};
