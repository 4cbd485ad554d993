/**
 * The dashboards' numbers: a deterministic model of the app's activity rather than stored rows, so the
 * seed does not grow by 90 days of hours and two years of days (and is not rebuilt on every page load).
 * Every value is a function of its metric and its slot: a base, two years of growth, a weekly rhythm
 * (weekends busier), a daily rhythm (quiet at night, peaks at lunch and late evening) and noise from a
 * hash of the slot, so the same hour always shows the same number. A day's post counts are the sum of its
 * hours, and the post types and the users by mode add up to the day's posts and active users.
 */
import type { Granularity } from '../../../shared/utils/time-slots';

const DAY_MS = 86_400_000;
/** Growth runs from two years before this moment (about 40 % over two years). */
const GROWTH_ORIGIN = Date.UTC(2024, 10, 1);
const GROWTH_PER_DAY = 0.4 / 730;

/** Sunday first, as Date.getDay() counts. */
const WEEKLY = [1.16, 0.94, 0.95, 0.98, 1.0, 1.06, 1.14];
/** Share of a day's activity in each local hour (sums to 24). */
const DAILY = [
  0.55, 0.35, 0.22, 0.16, 0.15, 0.2, 0.42, 0.75, 1.05, 1.2, 1.28, 1.36, 1.52, 1.48, 1.3, 1.2, 1.18, 1.22, 1.3, 1.42,
  1.55, 1.68, 1.55, 1.06,
];
const DAILY_SUM = DAILY.reduce((total, share) => total + share, 0);

/** The hourly post metrics, per day at the growth origin. */
const HOURLY_BASE: Record<string, number> = { posts: 5200, comments: 31000, likes: 168000, shares: 4100 };
/** Daily metrics that have no hours of their own. */
const DAILY_BASE: Record<string, number> = {
  activeUsers: 52000,
  newUsers: 1900,
  pregnancyReads: 38000,
  helpReads: 9500,
  insightReads: 21000,
  contentShares: 2600,
};
const METRIC_SALT: Record<string, number> = {};
[...Object.keys(HOURLY_BASE), ...Object.keys(DAILY_BASE), 'types', 'modes'].forEach((metric, index) => {
  METRIC_SALT[metric] = (index + 1) * 0x9e3779b1;
});

/** Posts by type and active users by mode: shares of the day's posts and active users. */
const POST_TYPES: Array<[string, number]> = [
  ['graphicPosts', 0.56],
  ['votePosts', 0.11],
  ['videoPosts', 0.21],
  ['articleSharePosts', 0.12],
];
const MODES: Array<[string, number]> = [
  ['periodUsers', 0.47],
  ['prePregnancyUsers', 0.21],
  ['pregnancyUsers', 0.32],
];

/** A number in [0, 1) from a metric and a slot: the same inputs, the same number. */
function noise(salt: number, slot: number): number {
  let hash = (salt ^ Math.floor(slot / 60_000)) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b) >>> 0;
  hash = (hash ^ (hash >>> 16)) >>> 0;
  return hash / 4_294_967_296;
}

const growth = (time: number) => 1 + ((time - GROWTH_ORIGIN) / DAY_MS) * GROWTH_PER_DAY;

/** One hour of a post metric. */
function hourValue(metric: string, hour: number, date = new Date(hour)): number {
  const perDay = HOURLY_BASE[metric] * growth(hour) * WEEKLY[date.getDay()];
  const share = DAILY[date.getHours()] / DAILY_SUM;
  return Math.round(perDay * share * (0.82 + 0.36 * noise(METRIC_SALT[metric], hour)));
}

/** One day of a post metric: the sum of its hours. */
function daySum(metric: string, day: number): number {
  let total = 0;
  for (let index = 0; index < 24; index++) total += hourValue(metric, day + index * 3_600_000);
  return total;
}

function dayValue(metric: string, day: number): number {
  const date = new Date(day);
  return Math.round(
    DAILY_BASE[metric] * growth(day) * WEEKLY[date.getDay()] * (0.9 + 0.2 * noise(METRIC_SALT[metric], day)),
  );
}

/** Splits a whole into parts by shares with some noise; the parts add up to the whole. */
function split(whole: number, shares: Array<[string, number]>, salt: number, day: number): Record<string, number> {
  const weights = shares.map(([, share], index) => share * (0.9 + 0.2 * noise(salt + index, day)));
  const weightSum = weights.reduce((total, weight) => total + weight, 0);
  const parts: Record<string, number> = {};
  let given = 0;
  shares.forEach(([key], index) => {
    const part = index === shares.length - 1 ? whole - given : Math.round((whole * weights[index]) / weightSum);
    parts[key] = part;
    given += part;
  });
  return parts;
}

const POST_TYPE_KEYS = new Set(POST_TYPES.map(([key]) => key));
const MODE_KEYS = new Set(MODES.map(([key]) => key));

/** A day's value of any daily metric. */
export function dailyValue(metric: string, day: number): number {
  if (metric in HOURLY_BASE) return daySum(metric, day);
  if (metric in DAILY_BASE) return dayValue(metric, day);
  if (POST_TYPE_KEYS.has(metric)) return split(daySum('posts', day), POST_TYPES, METRIC_SALT.types, day)[metric];
  if (MODE_KEYS.has(metric)) return split(dayValue('activeUsers', day), MODES, METRIC_SALT.modes, day)[metric];
  throw new Error(`No model for the metric ${metric}`);
}

/** An hour's value of an hourly metric. */
export function hourlyValue(metric: string, hour: number): number {
  if (!(metric in HOURLY_BASE)) throw new Error(`No hourly model for the metric ${metric}`);
  return hourValue(metric, hour);
}

/**
 * The values of metrics over slots; a slot before `firstKept` or after `lastKept` has no data (null).
 * Days that split into parts are computed once for all their parts.
 */
export function seriesOf(
  granularity: Granularity,
  metrics: readonly string[],
  slots: readonly number[],
  kept: { first: number; last: number },
): Record<string, Array<number | null>> {
  const values: Record<string, Array<number | null>> = Object.fromEntries(metrics.map((metric) => [metric, []]));
  for (const slot of slots) {
    const known = slot >= kept.first && slot <= kept.last;
    for (const metric of metrics) {
      values[metric].push(
        known ? (granularity === 'hour' ? hourlyValue(metric, slot) : dailyValue(metric, slot)) : null,
      );
    }
  }
  return values;
}
