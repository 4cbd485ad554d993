/** The app-version feature's public entry: exactly what screens, app/ and other features use of it. */
export { cacheKeyApi, cacheKeyKeys, switchApi, switchKeys } from './api';
export { settingColumns, settingFilters, SettingScopeFields, toggleActions } from './components/setting-parts';
export { UpdateNoticeScreen } from './components/update-notice-screen';
export { cacheKeyProblems, LIMITS, versionSwitchProblems } from './rules';
export { VALUE_TYPES } from './types';
export type { CacheKey, CacheKeyInput, ValueType, VersionSwitch, VersionSwitchInput } from './types';
