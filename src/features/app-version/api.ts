import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type {
  CacheKey,
  CacheKeyInput,
  NoticeInput,
  Platform,
  UpdateNotice,
  VersionSwitch,
  VersionSwitchInput,
} from './types';
import { CACHE_KEY_ENDPOINTS as K, NOTICE_ENDPOINTS as N, SWITCH_ENDPOINTS as S } from './endpoints';

/** Form saves are silent: the form shows the server's refusal itself. */
const formCall = { silent: true };

/** An emptied optional text box means "not set". */
const orUndefined = (text?: string | null) => (text?.trim() ? text.trim() : undefined);
const withRange = <T extends { minVersion?: string; maxVersion?: string; description?: string }>(input: T): T => ({
  ...input,
  minVersion: orUndefined(input.minVersion),
  maxVersion: orUndefined(input.maxVersion),
  description: orUndefined(input.description),
});

/** Blank languages are not sent; versions lose stray spaces. */
const trimNotice = (input: NoticeInput): NoticeInput => ({
  ...input,
  version: input.version?.trim(),
  minVersion: input.minVersion?.trim(),
  maxVersion: input.maxVersion?.trim(),
  forceUpdate: Boolean(input.forceUpdate),
  translations: compactLangTexts(input.translations),
});

export const noticeKeys = { all: (platform: Platform) => ['update-notices', platform] as const };
export const cacheKeyKeys = { all: ['app-cache-keys'] as const };
export const switchKeys = { all: ['app-version-switches'] as const };

export const noticeApi = {
  page: (platform: Platform, params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<UpdateNotice>>(pathOf(N.page), { ...params, platform }, options),
  create: (platform: Platform, input: NoticeInput) =>
    http.post<UpdateNotice>(pathOf(N.create), { ...trimNotice(input), platform }, formCall),
  update: (id: number, input: NoticeInput) =>
    http.put<UpdateNotice>(pathOf(N.update, { id }), trimNotice(input), formCall),
  publish: (id: number) => http.post<UpdateNotice>(pathOf(N.publish, { id })),
  remove: (id: number) => http.delete<null>(pathOf(N.remove, { id })),
};

export const cacheKeyApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<CacheKey>>(pathOf(K.page), params, options),
  create: (input: CacheKeyInput) => http.post<CacheKey>(pathOf(K.create), withRange(input), formCall),
  update: (id: number, input: CacheKeyInput) =>
    http.put<CacheKey>(pathOf(K.update, { id }), withRange(input), formCall),
  enable: (id: number) => http.post<CacheKey>(pathOf(K.enable, { id })),
  disable: (id: number) => http.post<CacheKey>(pathOf(K.disable, { id })),
  remove: (id: number) => http.delete<null>(pathOf(K.remove, { id })),
};

export const switchApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<VersionSwitch>>(pathOf(S.page), params, options),
  create: (input: VersionSwitchInput) => http.post<VersionSwitch>(pathOf(S.create), withRange(input), formCall),
  update: (id: number, input: VersionSwitchInput) =>
    http.put<VersionSwitch>(pathOf(S.update, { id }), withRange(input), formCall),
  enable: (id: number) => http.post<VersionSwitch>(pathOf(S.enable, { id })),
  disable: (id: number) => http.post<VersionSwitch>(pathOf(S.disable, { id })),
};
