/**
 * The rules of update notices, cache keys and version switches: the forms check them before saving and
 * the mock backend checks them again (design section 3), so both sides say the same thing.
 */
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import {
  SETTING_PLATFORMS,
  VALUE_TYPES,
  type CacheKeyInput,
  type NoticeInput,
  type SettingPlatform,
  type VersionSwitchInput,
} from './types';

/** major.minor.patch, each 0 to 999 without leading zeros: 5.2.0, 10.0.13. */
const VERSION_PATTERN = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;
const KEY_PATTERN = /^[a-z][a-z0-9_.-]{1,63}$/;
export const LIMITS = {
  titleMax: 100,
  contentMax: 2000,
  descriptionMax: 200,
  valueMax: 2000,
  cacheVersionMax: 1_000_000,
  /** One year. */
  ttlMax: 31_536_000,
} as const;

export const isVersion = (value: unknown): value is string => typeof value === 'string' && VERSION_PATTERN.test(value);

/** Compares two valid versions part by part as numbers: 5.10.0 is after 5.9.3. */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if (left[i] !== right[i]) return left[i] < right[i] ? -1 : 1;
  }
  return 0;
}

/** What a broken rule is called: the forms and the mock both word it from `version:rules.<code>`. */
type RuleCode =
  | 'versionRequired'
  | 'versionFormat'
  | 'minAboveMax'
  | 'maxNotBelowVersion'
  | 'titleAndDescription'
  | 'keyFormat'
  | 'platform'
  | 'descriptionTooLong'
  | 'cacheVersion'
  | 'ttl'
  | 'valueType'
  | 'valueBoolean'
  | 'valueNumber'
  | 'valueJson'
  | 'valueTooLong';

export interface Problem {
  field: string;
  code: RuleCode;
}

/** A required version: missing, or not major.minor.patch. */
function versionProblem(field: string, value: unknown): Problem | null {
  if (typeof value !== 'string' || value.trim() === '') return { field, code: 'versionRequired' };
  return isVersion(value) ? null : { field, code: 'versionFormat' };
}

/** An optional range: each end, when given, is a version, and the minimum is not above the maximum. */
export function rangeProblems(minVersion: unknown, maxVersion: unknown): Problem[] {
  const problems: Problem[] = [];
  const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  if (given(minVersion) && !isVersion(minVersion)) problems.push({ field: 'minVersion', code: 'versionFormat' });
  if (given(maxVersion) && !isVersion(maxVersion)) problems.push({ field: 'maxVersion', code: 'versionFormat' });
  if (isVersion(minVersion) && isVersion(maxVersion) && compareVersions(minVersion, maxVersion) > 0) {
    problems.push({ field: 'maxVersion', code: 'minAboveMax' });
  }
  return problems;
}

/**
 * An update notice: its version and both ends of the range it is shown to are versions, the minimum is
 * not above the maximum, the maximum is below the new version (users on it need no update), and at
 * least one language has both a title and a description.
 */
export function noticeProblems(input: Partial<NoticeInput>): Problem[] {
  const problems = [
    versionProblem('version', input.version),
    versionProblem('minVersion', input.minVersion),
    versionProblem('maxVersion', input.maxVersion),
  ].filter((problem): problem is Problem => problem !== null);
  const { version, minVersion, maxVersion } = input;
  if (isVersion(minVersion) && isVersion(maxVersion) && compareVersions(minVersion, maxVersion) > 0) {
    problems.push({ field: 'maxVersion', code: 'minAboveMax' });
  } else if (isVersion(version) && isVersion(maxVersion) && compareVersions(maxVersion, version) >= 0) {
    problems.push({ field: 'maxVersion', code: 'maxNotBelowVersion' });
  }
  if (!hasCompleteLanguage(input.translations, ['title', 'content'])) {
    problems.push({ field: 'translations', code: 'titleAndDescription' });
  }
  return problems;
}

function settingProblems(input: Partial<CacheKeyInput | VersionSwitchInput>): Problem[] {
  const problems: Problem[] = [];
  if (typeof input.key !== 'string' || !KEY_PATTERN.test(input.key)) problems.push({ field: 'key', code: 'keyFormat' });
  if (!(SETTING_PLATFORMS as readonly unknown[]).includes(input.platform)) {
    problems.push({ field: 'platform', code: 'platform' });
  }
  problems.push(...rangeProblems(input.minVersion, input.maxVersion));
  if ((input.description ?? '').length > LIMITS.descriptionMax) {
    problems.push({ field: 'description', code: 'descriptionTooLong' });
  }
  return problems;
}

const wholeIn = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

export function cacheKeyProblems(input: Partial<CacheKeyInput>): Problem[] {
  const problems = settingProblems(input);
  if (!wholeIn(input.cacheVersion, 1, LIMITS.cacheVersionMax))
    problems.push({ field: 'cacheVersion', code: 'cacheVersion' });
  if (!wholeIn(input.ttlSeconds, 0, LIMITS.ttlMax)) problems.push({ field: 'ttlSeconds', code: 'ttl' });
  return problems;
}

/** Whether `value` reads as `type` in the app. */
export function valueProblem(type: unknown, value: unknown): RuleCode | null {
  if (!(VALUE_TYPES as readonly unknown[]).includes(type)) return 'valueType';
  const text = typeof value === 'string' ? value : '';
  if (text.length > LIMITS.valueMax) return 'valueTooLong';
  if (type === 'boolean') return text === 'true' || text === 'false' ? null : 'valueBoolean';
  if (type === 'number') return text.trim() !== '' && Number.isFinite(Number(text)) ? null : 'valueNumber';
  if (type === 'json') {
    try {
      JSON.parse(text);
      return null;
    } catch {
      return 'valueJson';
    }
  }
  return null;
}

export function versionSwitchProblems(input: Partial<VersionSwitchInput>): Problem[] {
  const problems = settingProblems(input);
  const code = valueProblem(input.valueType, input.value);
  if (code) problems.push({ field: code === 'valueType' ? 'valueType' : 'value', code });
  return problems;
}

/** Two platform choices reach a common app: 'all' reaches both. */
const platformsOverlap = (a: SettingPlatform, b: SettingPlatform) => a === 'all' || b === 'all' || a === b;

/** Two optional version ranges (an open end reaches every version on that side) share a version. */
export function rangesOverlap(
  a: { minVersion?: string; maxVersion?: string },
  b: { minVersion?: string; maxVersion?: string },
) {
  const startsAfterEnd = (start?: string, end?: string) => !!start && !!end && compareVersions(start, end) > 0;
  return !startsAfterEnd(a.minVersion, b.maxVersion) && !startsAfterEnd(b.minVersion, a.maxVersion);
}

/**
 * Whether two settings with the same key would both apply to some app: the app could not tell which
 * value to read, so the second is refused.
 */
export function settingsClash(
  a: { key: string; platform: SettingPlatform; minVersion?: string; maxVersion?: string },
  b: { key: string; platform: SettingPlatform; minVersion?: string; maxVersion?: string },
): boolean {
  return a.key === b.key && platformsOverlap(a.platform, b.platform) && rangesOverlap(a, b);
}
