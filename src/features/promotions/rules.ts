import {
  INSTALL_PLATFORM,
  compareAppVersions,
  usersMatching,
  type AudienceUser,
} from '../../shared/audience/app-audience';
import { CONTENT_LANGUAGES } from '../../shared/components/lang-fields/content-languages';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type { RuleProblem } from '../../shared/types/rule-problem';
import {
  CHANNELS,
  MATERIAL_MAX_BYTES,
  MATERIAL_SIZE,
  PROMOTION_KINDS,
  type AudienceEstimate,
  type Channel,
  type PromotionInput,
  type PromotionStatus,
} from './types';

export const PROMOTION_LIMITS = {
  nameMax: 40,
  captionMax: 60,
  durationMin: 1,
  durationMax: 10,
  perUserMin: 1,
  perUserMax: 20,
  reasonMax: 200,
} as const;

export type PromotionAction = 'edit' | 'disable' | 'delete';

/**
 * Upcoming and promoting promotions can be edited and disabled (terminated); a promoting one must be
 * disabled before it is deleted. A deleted promotion stays, with its history, and takes no action.
 */
export const promotionMachine = defineMachine<PromotionStatus, PromotionAction>({
  states: {
    upcoming: { label: 'promotions:status.upcoming', color: 'blue' },
    promoting: { label: 'promotions:status.promoting', color: 'green' },
    expired: { label: 'promotions:status.expired', color: 'default' },
    terminated: { label: 'promotions:status.terminated', color: 'red' },
    deleted: { label: 'promotions:status.deleted', color: 'default' },
  },
  transitions: {
    edit: { from: ['upcoming', 'promoting'], to: 'upcoming' },
    disable: { from: ['upcoming', 'promoting'], to: 'terminated' },
    delete: { from: ['upcoming', 'expired', 'terminated'], to: 'deleted' },
  },
});

export function promotionStatus(
  row: { startAt: string; endAt: string; disabledAt: string | null; deletedAt?: string | null },
  now: number,
): PromotionStatus {
  if (row.deletedAt) return 'deleted';
  if (row.disabledAt) return 'terminated';
  if (Date.parse(row.endAt) <= now) return 'expired';
  return Date.parse(row.startAt) <= now ? 'promoting' : 'upcoming';
}

const VERSION = /^\d{1,3}\.\d{1,3}\.\d{1,3}$/;
const isVersion = (value: unknown): value is string => typeof value === 'string' && VERSION.test(value);

/** Compares x.y.z versions: negative when a is lower. */
export const compareVersions = compareAppVersions;

const isInteger = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const MINUTE = 60_000;

/**
 * The form's rules, checked the same way by the mock. A start before the current minute is refused,
 * except the one already saved (a promoting promotion being edited keeps its start).
 */
export function promotionProblems(input: Partial<PromotionInput>, now: number, savedStart?: string): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const L = PROMOTION_LIMITS;
  if (!PROMOTION_KINDS.includes(input.kind as never)) problems.push({ field: 'kind', code: 'kind' });
  const name = (input.name ?? '').trim();
  if (!name) problems.push({ field: 'name', code: 'nameRequired' });
  else if (name.length > L.nameMax) problems.push({ field: 'name', code: 'nameTooLong', params: { max: L.nameMax } });
  if (!CONTENT_LANGUAGES.includes(input.language as never)) problems.push({ field: 'language', code: 'language' });
  if ((input.caption ?? '').trim().length > L.captionMax)
    problems.push({ field: 'caption', code: 'captionTooLong', params: { max: L.captionMax } });
  if (typeof input.material !== 'string' || !input.material)
    problems.push({ field: 'material', code: 'materialRequired' });
  if (!isInteger(input.duration, L.durationMin, L.durationMax))
    problems.push({ field: 'duration', code: 'duration', params: { min: L.durationMin, max: L.durationMax } });
  if (!isInteger(input.perUserCount, L.perUserMin, L.perUserMax))
    problems.push({ field: 'perUserCount', code: 'perUserCount', params: { min: L.perUserMin, max: L.perUserMax } });
  if (!CHANNELS.includes(input.channel as never)) problems.push({ field: 'channel', code: 'channel' });
  if (!isVersion(input.minIos)) problems.push({ field: 'minIos', code: 'version' });
  if (!isVersion(input.minAndroid)) problems.push({ field: 'minAndroid', code: 'version' });
  const start = Date.parse(input.startAt ?? '');
  const end = Date.parse(input.endAt ?? '');
  if (Number.isNaN(start) || Number.isNaN(end)) problems.push({ field: 'window', code: 'windowRequired' });
  else if (end <= start) problems.push({ field: 'window', code: 'endBeforeStart' });
  else if (end <= now) problems.push({ field: 'window', code: 'endPast' });
  else if (start < Math.floor(now / MINUTE) * MINUTE && start !== Date.parse(savedStart ?? ''))
    problems.push({ field: 'window', code: 'startPast' });
  return problems;
}

/** A material file as the object storage holds it: its bytes and pixels (null when unreadable). */
export interface MaterialFile {
  bytes: number;
  pixels: { width: number; height: number } | null;
}

/**
 * What the form checks of the material before uploading it, checked again by the server on the stored
 * file: one the console uploaded (`undefined` when the address is not), exactly 750 × 1624, under 10 MB.
 */
export function materialFileProblem(file: MaterialFile | undefined): RuleProblem | null {
  if (!file) return { field: 'material', code: 'materialNotStored' };
  if (file.bytes > MATERIAL_MAX_BYTES)
    return { field: 'material', code: 'materialTooLarge', params: { limit: '10 MB' } };
  const { width, height } = MATERIAL_SIZE;
  if (!file.pixels || file.pixels.width !== width || file.pixels.height !== height)
    return {
      field: 'material',
      code: 'materialSize',
      params: { width, height, actual: file.pixels ? `${file.pixels.width} × ${file.pixels.height}` : '?' },
    };
  return null;
}

/** Whether two channels reach some of the same users (`all` reaches every channel). */
const channelsMeet = (a: Channel, b: Channel) => a === 'all' || b === 'all' || a === b;

interface Scheduled {
  kind: string;
  channel: Channel;
  startAt: string;
  endAt: string;
}

/**
 * The first splash promotion that would be on screen at the same time as `input` on a channel they share:
 * the app opens with one splash only. Pop-ups never clash; `others` holds the promotions still in force.
 */
export function splashClash<T extends Scheduled>(input: Scheduled, others: readonly T[]): T | undefined {
  if (input.kind !== 'splash') return undefined;
  const start = Date.parse(input.startAt);
  const end = Date.parse(input.endAt);
  return others.find(
    (other) =>
      other.kind === 'splash' &&
      channelsMeet(input.channel, other.channel) &&
      Date.parse(other.startAt) < end &&
      Date.parse(other.endAt) > start,
  );
}

/**
 * The users a promotion reaches, counted over the app users: those active within 30 days (the app opens
 * for them) who installed from its channel(s) and whose app is at least their platform's minimum version.
 */
export function estimateAudience(
  users: readonly AudienceUser[],
  target: { channel: Channel; minIos: string; minAndroid: string },
  now: number,
): AudienceEstimate {
  const reached = usersMatching(
    users,
    {
      channels: target.channel === 'all' ? [] : [target.channel],
      version: (version, user) =>
        compareAppVersions(version, INSTALL_PLATFORM[user.channel] === 'ios' ? target.minIos : target.minAndroid) >= 0,
      group: 'active30d',
    },
    now,
  );
  const ios = reached.filter((user) => INSTALL_PLATFORM[user.channel] === 'ios').length;
  return { audience: reached.length, ios, android: reached.length - ios };
}
