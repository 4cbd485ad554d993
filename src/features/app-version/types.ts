import type { LangTexts } from '../../shared/components/lang-fields/content-languages';
import type { NoticeStatus } from './notice-status';

/** The two apps that show in-app update notices. */
export const PLATFORMS = ['ios', 'android'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Which apps a setting applies to. */
export const SETTING_PLATFORMS = ['all', 'ios', 'android'] as const;
export type SettingPlatform = (typeof SETTING_PLATFORMS)[number];

export type NoticeTexts = LangTexts<'title' | 'content'>;

/**
 * An in-app update notice: app users on `platform` whose installed version lies in
 * [minVersion, maxVersion] see it once published, and must update first when `forceUpdate` is set.
 */
export interface UpdateNotice {
  id: number;
  platform: Platform;
  /** The new version the notice announces, major.minor.patch. */
  version: string;
  translations: NoticeTexts;
  forceUpdate: boolean;
  minVersion: string;
  maxVersion: string;
  status: NoticeStatus;
  publishedDate?: string;
  lastModifiedBy: string;
  lastModifiedDate: string;
}

export interface NoticeInput {
  version: string;
  translations: NoticeTexts;
  forceUpdate: boolean;
  minVersion: string;
  maxVersion: string;
}

/** What every app setting has: which apps and app versions read it, and whether it is on. */
interface AppSetting {
  id: number;
  key: string;
  platform: SettingPlatform;
  /** Both optional: an open end applies to every version on that side. */
  minVersion?: string;
  maxVersion?: string;
  description?: string;
  enabled: boolean;
  lastModifiedBy: string;
  lastModifiedDate: string;
}

/**
 * A local cache key: the app caches the data it stores under `key` for `ttlSeconds` (0: until the cache
 * version changes) and throws its copy away when `cacheVersion` is higher than the one it holds.
 * A disabled key is not cached at all.
 */
export interface CacheKey extends AppSetting {
  cacheVersion: number;
  ttlSeconds: number;
}

export type CacheKeyInput = Omit<CacheKey, 'id' | 'lastModifiedBy' | 'lastModifiedDate'>;

export const VALUE_TYPES = ['boolean', 'number', 'string', 'json'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

/**
 * A version switch: the app reads `value` (parsed as `valueType`) under `key`; a disabled switch, or one
 * whose version range does not cover the installed app, leaves the app on its built-in default.
 */
export interface VersionSwitch extends AppSetting {
  valueType: ValueType;
  value: string;
}

export type VersionSwitchInput = Omit<VersionSwitch, 'id' | 'lastModifiedBy' | 'lastModifiedDate'>;
