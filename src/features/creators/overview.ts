import { formatSlot, parseSlot, previousRange, slotOf, slotsBetween } from '../../shared/utils/time-slots';
import type { SlotSeries } from '../dashboards';
import { CREATOR_LEVELS, type CreatorLevel } from '../../shared/types/app-user';
import type { ReasonTexts } from './types';

/**
 * The creator data overview (creator-center-manage/creator-data-overview): creators by level and activity
 * now, and per day over a range the new creators and the creators last active that day. Computed by the
 * mock from the creators collection (the creator centre's members with their app user); pure, so the
 * numbers can be checked without a server.
 */

const DAY = 86_400_000;

/** Activity by last login: within 7 days, 8 to 30 days ago, longer ago. */
export const ACTIVITY_BUCKETS = ['active7', 'active30', 'inactive'] as const;
export type ActivityBucket = (typeof ACTIVITY_BUCKETS)[number];

/** The daily metrics, in the order the chart and the table show them. */
export const OVERVIEW_METRICS = ['newCreators', 'lastActive'] as const;

export interface OverviewMember {
  level: CreatorLevel;
  fieldId: number | null;
  /** When the user joined the creator centre. */
  joinedAt: string;
  lastLoginAt: string;
}

interface LevelCounts extends Record<ActivityBucket, number> {
  level: CreatorLevel;
  total: number;
}

export interface CreatorOverview {
  /** When the counts were made (activity is counted back from it). */
  at: string;
  /** Non-creators who joined the creator centre (level 0), then Lv1 to Lv5. */
  levels: LevelCounts[];
  /** Members per field and level (`counts[level]`), fields in their sort order, then members without a field. */
  fields: Array<{ id: number | null; names: ReasonTexts | null; counts: number[] }>;
  /** Per day: Lv1-Lv5 creators who joined the creator centre, and those whose last login fell on that day. */
  series: SlotSeries;
}

export const activityOf = (lastLoginAt: string, now: number): ActivityBucket => {
  const since = now - Date.parse(lastLoginAt);
  return since <= 7 * DAY ? 'active7' : since <= 30 * DAY ? 'active30' : 'inactive';
};

const isCreator = (member: OverviewMember) => member.level > 0;

/** Lv1-Lv5 creators per day of `times` by a date of theirs (null for a day before `first`, none here). */
function perDay(members: OverviewMember[], times: number[], dateOf: (member: OverviewMember) => string): number[] {
  const index = new Map(times.map((time, slot) => [time, slot]));
  const counts = times.map(() => 0);
  for (const member of members) {
    if (!isCreator(member)) continue;
    const slot = index.get(slotOf('day', Date.parse(dateOf(member))));
    if (slot !== undefined) counts[slot] += 1;
  }
  return counts;
}

/**
 * The overview at `now` for days `from` to `to` (`YYYY-MM-DD`, already checked by the dashboards'
 * `rangeProblems`), with the period of the same length just before when `compare`.
 */
export function creatorOverview(
  members: OverviewMember[],
  fields: Array<{ id: number; names: ReasonTexts; sort: number }>,
  query: { from: string; to: string; compare: boolean },
  now: number,
): CreatorOverview {
  const levels: LevelCounts[] = CREATOR_LEVELS.map((level) => ({
    level,
    active7: 0,
    active30: 0,
    inactive: 0,
    total: 0,
  }));
  for (const member of members) {
    const row = levels[member.level];
    row[activityOf(member.lastLoginAt, now)] += 1;
    row.total += 1;
  }
  const sorted = [...fields].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const byField = [
    ...sorted.map((field) => ({ id: field.id as number | null, names: field.names as ReasonTexts | null })),
    { id: null, names: null },
  ].map((field) => ({ ...field, counts: CREATOR_LEVELS.map(() => 0) }));
  const fieldIndex = new Map(byField.map((field, index) => [field.id, index]));
  for (const member of members) {
    // A field deleted since counts as none.
    const index = fieldIndex.get(member.fieldId) ?? byField.length - 1;
    byField[index].counts[member.level] += 1;
  }

  const start = parseSlot('day', query.from)!;
  const end = parseSlot('day', query.to)!;
  const times = slotsBetween('day', start, end);
  const valuesOf = (days: number[]) => ({
    newCreators: perDay(members, days, (member) => member.joinedAt),
    lastActive: perDay(members, days, (member) => member.lastLoginAt),
  });
  let previous: SlotSeries['previous'] = null;
  if (query.compare) {
    const range = previousRange('day', start, end);
    const previousTimes = slotsBetween('day', range.from, range.to);
    previous = {
      from: formatSlot('day', range.from),
      to: formatSlot('day', range.to),
      times: previousTimes,
      values: valuesOf(previousTimes),
    };
  }
  return {
    at: new Date(now).toISOString(),
    levels,
    fields: byField.filter((field) => field.id !== null || field.counts.some(Boolean)),
    series: { granularity: 'day', from: query.from, to: query.to, times, values: valuesOf(times), previous },
  };
}
