import { isAppLink } from '../../shared/links/h5-link';
import { hasCompleteLanguage } from '../../shared/components/lang-fields/lang-rules';
import { defineMachine } from '../../shared/components/status-tag/state-machine';
import {
  CARD_TEXT_FIELDS,
  type ContentKind,
  type Day,
  type Mode,
  type Recommendation,
  type RecommendationInput,
  type RecommendationStatus,
  type Surface,
} from './types';

/** Pure rules of recommendations, shared by the screens and the mock backend. */

export const recommendationMachine = defineMachine<RecommendationStatus, 'edit' | 'close'>({
  states: {
    waiting: { label: 'recommendations:status.waiting', color: 'blue' },
    pushed: { label: 'recommendations:status.pushed', color: 'green' },
    closed: { label: 'recommendations:status.closed', color: 'default' },
  },
  transitions: {
    edit: { from: ['waiting'], to: 'waiting' },
    close: { from: ['waiting', 'pushed'], to: 'closed' },
  },
});

export const LIMITS = { orderMin: 1, orderMax: 99, maxDays: 366, cycleDayMax: 45, pregnancyWeekMax: 42 } as const;

// ---- days ------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day as a count of days since 1970-01-01 (UTC, so no daylight-saving surprises). */
export function dayNumber(day: Day): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

export function dayOf(dayNumberValue: number): Day {
  return new Date(dayNumberValue * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (day: Day, days: number): Day => dayOf(dayNumber(day) + days);

export function isDay(value: unknown): value is Day {
  return typeof value === 'string' && DAY_PATTERN.test(value) && dayOf(dayNumber(value)) === value;
}

/** The local calendar day of a moment (the operator's and the app's day). */
export function localDay(ms: number): Day {
  const at = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

// ---- status ----------------------------------------------------------------------------------------

type Dated = Pick<Recommendation, 'startDate' | 'endDate' | 'closedAt'>;

/** Closed once closed; waiting before its first day; pushed from its first day on. */
export function statusOf(row: Dated, today: Day): RecommendationStatus {
  if (row.closedAt) return 'closed';
  return today < row.startDate ? 'waiting' : 'pushed';
}

/** Closing ends it: possible while it waits or is still being pushed (not after its last day). */
export function canClose(row: Dated, today: Day): boolean {
  return statusOf(row, today) !== 'closed' && row.endDate >= today;
}

/** Only a recommendation still waiting can be edited; a pushed one has reached users. */
export const canEdit = (row: Dated, today: Day): boolean => statusOf(row, today) === 'waiting';

/** The last day it covers: its end date, or the day before it was closed. */
export function lastCoveredDay(row: Dated): Day {
  if (!row.closedAt) return row.endDate;
  const dayBeforeClose = addDays(localDay(Date.parse(row.closedAt)), -1);
  return dayBeforeClose < row.endDate ? dayBeforeClose : row.endDate;
}

// ---- the calendar ----------------------------------------------------------------------------------

/**
 * How many recommendations cover each day from `from` to `to` (both included): a difference array, so a
 * year of days over thousands of recommendations stays linear.
 */
export function coverage(rows: readonly Dated[], from: Day, to: Day): number[] {
  const first = dayNumber(from);
  const length = dayNumber(to) - first + 1;
  if (length <= 0) return [];
  const delta = new Array<number>(length + 1).fill(0);
  for (const row of rows) {
    const start = Math.max(dayNumber(row.startDate), first) - first;
    const end = Math.min(dayNumber(lastCoveredDay(row)), first + length - 1) - first;
    if (end < start) continue;
    delta[start] += 1;
    delta[end + 1] -= 1;
  }
  const counts: number[] = [];
  let running = 0;
  for (let index = 0; index < length; index++) {
    running += delta[index];
    counts.push(running);
  }
  return counts;
}

/** Spec: "a push with no recommended content for a date in a mode is flagged": the days no row covers. */
export function flaggedDays(rows: readonly Dated[], from: Day, to: Day): Day[] {
  const first = dayNumber(from);
  return coverage(rows, from, to).flatMap((count, index) => (count === 0 ? [dayOf(first + index)] : []));
}

/**
 * Whether a recommendation shows anything on its days: one of an article only while the article is listed
 * (a delisted or deleted article leaves its days a hole, flagged), a card or a banner always.
 */
export const showsOnItsDays = (row: { kind: ContentKind }, articleListed: boolean): boolean =>
  row.kind !== 'article' || articleListed;

/** Does the row cover this day? */
export const covers = (row: Dated, day: Day): boolean => row.startDate <= day && day <= lastCoveredDay(row);

// ---- what each surface offers ----------------------------------------------------------------------

/** Insights recommend insights articles only; tool pages and the explore page also cards and banners. */
export function kindsFor(surface: Surface): readonly ContentKind[] {
  return surface === 'insights' ? ['article'] : ['article', 'card', 'banner'];
}

/** The article kinds a surface may recommend. */
export function articleKindsFor(surface: Surface): readonly string[] {
  return surface === 'insights' ? ['insights'] : ['insights', 'pregnancy', 'help'];
}

/** Tool pages target users by cycle day (period and pre-pregnancy) or pregnancy week (pregnancy). */
export function stageOf(surface: Surface, mode: Mode | null): { unit: 'cycleDay' | 'week'; max: number } | null {
  if (surface !== 'tools' || mode === null) return null;
  return mode === 'pregnancy'
    ? { unit: 'week', max: LIMITS.pregnancyWeekMax }
    : { unit: 'cycleDay', max: LIMITS.cycleDayMax };
}

// ---- checks ----------------------------------------------------------------------------------------

type ProblemCode =
  | 'required'
  | 'surface'
  | 'kind'
  | 'texts'
  | 'link'
  | 'imageRequired'
  | 'imageUnknown'
  | 'day'
  | 'endBeforeStart'
  | 'past'
  | 'tooLong'
  | 'order'
  | 'stage'
  | 'stageOrder'
  | 'articleUnknown'
  | 'articleDelisted'
  | 'articleKind'
  | 'duplicate';

export interface Problem {
  field: string;
  code: ProblemCode;
}

const isWhole = (value: unknown, min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A recommendation's own problems (everything but the article's existence and duplicates, which need the
 * data). `today` is the operator's day: a new or edited recommendation cannot start in the past.
 */
export function recommendationProblems(input: Partial<RecommendationInput>, today: Day): Problem[] {
  const problems: Problem[] = [];
  const surface = input.surface;
  const surfaceOk =
    (surface === 'insights' || surface === 'tools') &&
    ['period', 'prePregnancy', 'pregnancy'].includes(input.mode ?? '')
      ? true
      : surface === 'explore' && input.mode === null;
  if (!surfaceOk) return [{ field: 'surface', code: 'surface' }];
  if (!input.kind || !kindsFor(surface!).includes(input.kind)) problems.push({ field: 'kind', code: 'kind' });
  else if (input.kind === 'article') {
    if (!isWhole(input.articleId, 1, Number.MAX_SAFE_INTEGER)) problems.push({ field: 'articleId', code: 'required' });
  } else {
    const texts = input.texts ?? {};
    if (!hasCompleteLanguage(texts, CARD_TEXT_FIELDS)) problems.push({ field: 'texts', code: 'texts' });
    else if (Object.values(texts).some((entry) => entry?.link && !isAppLink(entry.link)))
      problems.push({ field: 'texts', code: 'link' });
    if (typeof input.image !== 'string' || !input.image.trim())
      problems.push({ field: 'image', code: 'imageRequired' });
  }
  if (!isDay(input.startDate)) problems.push({ field: 'startDate', code: 'day' });
  if (!isDay(input.endDate)) problems.push({ field: 'endDate', code: 'day' });
  if (isDay(input.startDate) && isDay(input.endDate)) {
    if (input.startDate < today) problems.push({ field: 'startDate', code: 'past' });
    if (input.endDate < input.startDate) problems.push({ field: 'endDate', code: 'endBeforeStart' });
    else if (dayNumber(input.endDate) - dayNumber(input.startDate) + 1 > LIMITS.maxDays)
      problems.push({ field: 'endDate', code: 'tooLong' });
  }
  if (!isWhole(input.order, LIMITS.orderMin, LIMITS.orderMax)) problems.push({ field: 'order', code: 'order' });
  const stage = stageOf(surface!, input.mode ?? null);
  const from = input.stageFrom ?? null;
  const to = input.stageTo ?? null;
  if (!stage) {
    if (from !== null || to !== null) problems.push({ field: 'stageFrom', code: 'stage' });
  } else if (from !== null || to !== null) {
    if (!isWhole(from, 1, stage.max)) problems.push({ field: 'stageFrom', code: 'stage' });
    if (!isWhole(to, 1, stage.max)) problems.push({ field: 'stageTo', code: 'stage' });
    if (isWhole(from, 1, stage.max) && isWhole(to, 1, stage.max) && (to as number) < (from as number))
      problems.push({ field: 'stageTo', code: 'stageOrder' });
  }
  return problems;
}

/** Do two day ranges share a day? */
export const rangesOverlap = (a: { startDate: Day; endDate: Day }, b: { startDate: Day; endDate: Day }): boolean =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;
