import { defineMachine } from '../../shared/components/status-tag/state-machine';
import type {
  CommunityConfigInput,
  HotMinimums,
  HotPosition,
  HotPositionInput,
  HotStatus,
  HotWeights,
  PostNumbers,
} from './types';

/**
 * The hot positions' states. A position is not set to a state: `statusOf` derives it from its window and
 * from what it shows. Edit and clear are offered only while it is to be displayed or displaying; what was
 * displayed or expired is history (the displayed list).
 */
export const hotMachine = defineMachine<HotStatus, 'edit' | 'clear'>({
  states: {
    toBeDisplayed: { label: 'hot:status.toBeDisplayed', color: 'blue' },
    displaying: { label: 'hot:status.displaying', color: 'green' },
    displayed: { label: 'hot:status.displayed', color: 'default' },
    expired: { label: 'hot:status.expired', color: 'orange' },
  },
  transitions: {
    edit: { from: ['toBeDisplayed', 'displaying'], to: 'toBeDisplayed' },
    clear: { from: ['toBeDisplayed', 'displaying'], to: 'expired' },
  },
});

/** Whether a post's numbers reach a position's minimums. */
export const meetsMinimums = (numbers: Pick<PostNumbers, 'uv' | 'likes' | 'comments'>, minimums: HotMinimums) =>
  numbers.uv >= minimums.minUv && numbers.likes >= minimums.minLikes && numbers.comments >= minimums.minComments;

/** When a position's window ends: its end, or the moment it was cleared if that came first. */
export function effectiveEnd(position: Pick<HotPosition, 'endAt' | 'clearedAt'>): number {
  const end = Date.parse(position.endAt);
  return position.clearedAt ? Math.min(end, Date.parse(position.clearedAt)) : end;
}

/**
 * A position's state at `now`:
 * - before its window, or cleared before its window began: to be displayed / expired;
 * - within its window: displaying when it holds a post that reaches its minimums, otherwise to be displayed
 *   (waiting for a post: a refresh or the pool gives it one);
 * - after its window (or once cleared): displayed when its post reached the minimums, otherwise expired.
 * `post` is the numbers of the post it holds (null when empty).
 */
export function statusOf(
  position: Pick<HotPosition, 'startAt' | 'endAt' | 'clearedAt' | 'minUv' | 'minLikes' | 'minComments'>,
  post: Pick<PostNumbers, 'uv' | 'likes' | 'comments'> | null,
  now: number,
): HotStatus {
  const start = Date.parse(position.startAt);
  if (position.clearedAt && Date.parse(position.clearedAt) <= start) return 'expired';
  if (now < start) return 'toBeDisplayed';
  const shows = post !== null && meetsMinimums(post, position);
  if (now < effectiveEnd(position)) return shows ? 'displaying' : 'toBeDisplayed';
  return shows ? 'displayed' : 'expired';
}

/** Whether two windows share a moment (ends are exclusive: one may start when the other ends). */
export const windowsOverlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end;

export const DEFAULT_WEIGHTS: HotWeights = { likeWeight: 1, commentWeight: 3, uvWeight: 2, gravity: 1.5 };

/**
 * The ranking score (the sort point), used by the score test and by the mock's ranking alike:
 *
 *   score = (likeWeight × likes + commentWeight × comments + uvWeight × uv / 100) / (ageHours + 2) ^ gravity
 *
 * rounded to two decimals. Engagement raises it; age pulls it down, faster with a larger gravity (the
 * +2 keeps a brand-new post from dividing by almost nothing).
 */
export function hotScore(numbers: PostNumbers, weights: HotWeights): number {
  const engagement =
    weights.likeWeight * numbers.likes +
    weights.commentWeight * numbers.comments +
    (weights.uvWeight * numbers.uv) / 100;
  const decay = Math.pow(Math.max(0, numbers.ageHours) + 2, weights.gravity);
  return Math.round((engagement / decay) * 100) / 100;
}

/** Where a score would rank among others (1 = first; ties rank after what is already there). */
export const rankAmong = (score: number, others: readonly number[]) =>
  1 + others.filter((other) => other >= score).length;

/** The hot position a rank takes, or null when it ranks below the positions. */
export const positionForRank = (rank: number, positionCount: number) => (rank <= positionCount ? rank : null);

/** Whole minutes and seconds left, as the refresh button counts them down ("4:05"). */
export function countdown(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** When the next refresh is allowed, or null when it is now (or the list was never refreshed). */
export function nextRefreshAt(lastRefreshAt: string | null, waitMinutes: number, now: number): number | null {
  if (!lastRefreshAt) return null;
  const next = Date.parse(lastRefreshAt) + waitMinutes * 60_000;
  return next > now ? next : null;
}

/** A broken rule: the field it concerns and its message key (under `hot:rules`). */
export interface Problem {
  field: string;
  code: string;
}

export const LIMITS = {
  maxCount: 100_000_000,
  maxAgeHours: 24 * 365,
  positionCount: { min: 1, max: 50 },
  refreshWaitMinutes: { min: 1, max: 1440 },
  weight: { min: 0, max: 100 },
  gravity: { min: 0, max: 3 },
  /** A position's window may last at most this many days. */
  maxWindowDays: 31,
} as const;

const isCount = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LIMITS.maxCount;
const within = (value: unknown, range: { min: number; max: number }) =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

/** A count (likes, comments, UV): a whole number, not negative. */
function countProblem(field: string, value: unknown): Problem | null {
  if (value === null || value === undefined || value === '') return { field, code: 'required' };
  return isCount(value) ? null : { field, code: 'count' };
}

/** The score test's input. */
export function scoreInputProblems(input: Partial<Record<keyof PostNumbers, unknown>>): Problem[] {
  const problems = (['likes', 'comments', 'uv'] as const)
    .map((field) => countProblem(field, input[field]))
    .filter((problem): problem is Problem => problem !== null);
  const age = input.ageHours;
  if (age === null || age === undefined || age === '') problems.push({ field: 'ageHours', code: 'required' });
  else if (!within(age, { min: 0, max: LIMITS.maxAgeHours })) problems.push({ field: 'ageHours', code: 'ageHours' });
  return problems;
}

/** The community settings. */
export function configProblems(input: Partial<Record<keyof CommunityConfigInput, unknown>>): Problem[] {
  const problems: Problem[] = [];
  const whole = (field: keyof CommunityConfigInput, range: { min: number; max: number }) => {
    const value = input[field];
    if (value === null || value === undefined || value === '') problems.push({ field, code: 'required' });
    else if (!Number.isInteger(value) || !within(value, range)) problems.push({ field, code: field });
  };
  whole('refreshWaitMinutes', LIMITS.refreshWaitMinutes);
  whole('positionCount', LIMITS.positionCount);
  for (const field of ['likeWeight', 'commentWeight', 'uvWeight', 'gravity'] as const) {
    const value = input[field];
    const range = field === 'gravity' ? LIMITS.gravity : LIMITS.weight;
    if (value === null || value === undefined || value === '') problems.push({ field, code: 'required' });
    else if (!within(value, range)) problems.push({ field, code: field === 'gravity' ? 'gravity' : 'weight' });
  }
  if (
    !problems.some((problem) => problem.field.endsWith('Weight')) &&
    input.likeWeight === 0 &&
    input.commentWeight === 0 &&
    input.uvWeight === 0
  )
    problems.push({ field: 'likeWeight', code: 'allWeightsZero' });
  return problems;
}

/**
 * A position's own fields: the number within the configured positions, counts not negative, a window
 * whose end comes after its start and lasts at most `LIMITS.maxWindowDays`. (The server also checks the
 * post and the overlap with the number's other windows.)
 */
export function positionProblems(
  input: Partial<Record<keyof HotPositionInput, unknown>>,
  positionCount: number,
): Problem[] {
  const problems: Problem[] = [];
  const number = input.number;
  if (number === null || number === undefined || number === '') problems.push({ field: 'number', code: 'required' });
  else if (!Number.isInteger(number) || (number as number) < 1 || (number as number) > positionCount)
    problems.push({ field: 'number', code: 'number' });
  for (const field of ['minUv', 'minLikes', 'minComments'] as const) {
    const problem = countProblem(field, input[field]);
    if (problem) problems.push(problem);
  }
  if (
    input.postId !== null &&
    input.postId !== undefined &&
    !(Number.isInteger(input.postId) && (input.postId as number) > 0)
  )
    problems.push({ field: 'postId', code: 'postId' });
  const start = typeof input.startAt === 'string' ? Date.parse(input.startAt) : NaN;
  const end = typeof input.endAt === 'string' ? Date.parse(input.endAt) : NaN;
  if (Number.isNaN(start) || Number.isNaN(end)) problems.push({ field: 'window', code: 'required' });
  else if (end <= start) problems.push({ field: 'window', code: 'endAfterStart' });
  else if (end - start > LIMITS.maxWindowDays * 86_400_000) problems.push({ field: 'window', code: 'windowTooLong' });
  return problems;
}
