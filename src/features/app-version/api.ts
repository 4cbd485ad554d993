import { compactLangTexts } from '../../shared/components/lang-fields/lang-rules';
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

const NOTICES = '/services/admin/api/app/update-notices';
const CACHE_KEYS = '/services/admin/api/app/cache-keys';
const SWITCHES = '/services/admin/api/app/version-switches';

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
    http.get<Page<UpdateNotice>>(NOTICES, { ...params, platform }, options),
  create: (platform: Platform, input: NoticeInput) =>
    http.post<UpdateNotice>(NOTICES, { ...trimNotice(input), platform }, formCall),
  update: (id: number, input: NoticeInput) => http.put<UpdateNotice>(`${NOTICES}/${id}`, trimNotice(input), formCall),
  publish: (id: number) => http.post<UpdateNotice>(`${NOTICES}/${id}/publish`),
  remove: (id: number) => http.delete<null>(`${NOTICES}/${id}`),
};

export const cacheKeyApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<CacheKey>>(CACHE_KEYS, params, options),
  create: (input: CacheKeyInput) => http.post<CacheKey>(CACHE_KEYS, withRange(input), formCall),
  update: (id: number, input: CacheKeyInput) => http.put<CacheKey>(`${CACHE_KEYS}/${id}`, withRange(input), formCall),
  enable: (id: number) => http.post<CacheKey>(`${CACHE_KEYS}/${id}/enable`),
  disable: (id: number) => http.post<CacheKey>(`${CACHE_KEYS}/${id}/disable`),
  remove: (id: number) => http.delete<null>(`${CACHE_KEYS}/${id}`),
};

export const switchApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<VersionSwitch>>(SWITCHES, params, options),
  create: (input: VersionSwitchInput) => http.post<VersionSwitch>(SWITCHES, withRange(input), formCall),
  update: (id: number, input: VersionSwitchInput) =>
    http.put<VersionSwitch>(`${SWITCHES}/${id}`, withRange(input), formCall),
  enable: (id: number) => http.post<VersionSwitch>(`${SWITCHES}/${id}/enable`),
  disable: (id: number) => http.post<VersionSwitch>(`${SWITCHES}/${id}/disable`),
};
