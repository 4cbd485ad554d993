import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import { BANNER_ENDPOINTS as E } from './endpoints';
import type { Banner, BannerInput, BannerSlot } from './types';

const formCall = { silent: true };
const trimmed = (input: BannerInput): BannerInput => ({
  ...input,
  texts: compactLangTexts(input.texts),
  link: input.link?.trim(),
});

export const bannerKeys = { all: (slot: BannerSlot) => ['banners', slot] as const };

export const bannerApi = {
  page: (slot: BannerSlot, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<Banner>>(pathOf(E.page, { slot }), params, options),
  create: (slot: BannerSlot, input: BannerInput) =>
    http.post<Banner>(pathOf(E.create, { slot }), trimmed(input), formCall),
  update: (slot: BannerSlot, id: number, input: BannerInput) =>
    http.put<Banner>(pathOf(E.update, { slot, id }), trimmed(input), formCall),
  takeDown: (slot: BannerSlot, id: number) => http.post<Banner>(pathOf(E.takeDown, { slot, id })),
  remove: (slot: BannerSlot, id: number) => http.delete<null>(pathOf(E.remove, { slot, id })),
};
