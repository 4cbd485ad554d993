import type { RuleProblem } from '../../shared/types/rule-problem';
import type { Aggregate } from './types';
import { addSlots, formatSlot, type Granularity, parseSlot, slotOf } from '../../shared/utils/time-slots';

/** The mock keeps 90 days of hours and two years of days; a range may span all of them. */
export const HOURS_KEPT = 90 * 24;
export const DAYS_KEPT = 730;
const keptSlots = (granularity: Granularity) => (granularity === 'hour' ? HOURS_KEPT : DAYS_KEPT);

type RangeCode = 'rangeFormat' | 'rangeOrder' | 'rangeFuture' | 'rangeTooEarly';
export type RangeProblem = RuleProblem<RangeCode>;

/** The oldest slot kept, seen at `now`. */
export const firstKeptSlot = (granularity: Granularity, now: number) =>
  addSlots(granularity, slotOf(granularity, now), 1 - keptSlots(granularity));

/**
 * What is wrong with a range, for the picker and the mock alike: both ends well formed, in order, not in
 * the future, and within the data kept (90 days of hours, two years of days).
 */
export function rangeProblems(granularity: Granularity, from: string, to: string, now: number): RangeProblem[] {
  const start = parseSlot(granularity, from);
  const end = parseSlot(granularity, to);
  const problem = (code: RangeCode, params?: Record<string, number>): RangeProblem[] => [
    { field: 'range', code, ...(params ? { params } : {}) },
  ];
  if (start === null || end === null) return problem('rangeFormat');
  if (start > end) return problem('rangeOrder');
  if (end > slotOf(granularity, now)) return problem('rangeFuture');
  if (start < firstKeptSlot(granularity, now)) {
    return granularity === 'hour'
      ? problem('rangeTooEarly', { days: HOURS_KEPT / 24 })
      : problem('rangeTooEarly', { days: DAYS_KEPT });
  }
  return [];
}

export interface Preset {
  /** Translation key under `presets.` */
  key: string;
  slots: number;
}

/** The picker's presets: the last N slots, ending with the current one. */
export const PRESETS: Record<Granularity, Preset[]> = {
  hour: [
    { key: 'hours24', slots: 24 },
    { key: 'days7', slots: 7 * 24 },
    { key: 'days30', slots: 30 * 24 },
    { key: 'days90', slots: HOURS_KEPT },
  ],
  day: [
    { key: 'days7', slots: 7 },
    { key: 'days30', slots: 30 },
    { key: 'days90', slots: 90 },
    { key: 'days365', slots: 365 },
    { key: 'years2', slots: DAYS_KEPT },
  ],
};

/** The range a preset stands for at `now`. */
export function presetRange(granularity: Granularity, slots: number, now: number) {
  const to = slotOf(granularity, now);
  return { from: formatSlot(granularity, addSlots(granularity, to, 1 - slots)), to: formatSlot(granularity, to) };
}

/** What a screen shows without a range in its address: a week of hours, 30 days of days. */
export const defaultRange = (granularity: Granularity, now: number) =>
  presetRange(granularity, granularity === 'hour' ? 7 * 24 : 30, now);

/**
 * A metric over a range: summed, or averaged per slot (rounded). Null when a slot has no data (a previous
 * period reaching back before the data kept), since a partial total would compare falsely.
 */
export function aggregate(values: ReadonlyArray<number | null>, how: Aggregate): number | null {
  if (values.length === 0) return null;
  let total = 0;
  for (const value of values) {
    if (value === null) return null;
    total += value;
  }
  return how === 'sum' ? total : Math.round(total / values.length);
}

/** The change from the previous period as a ratio (0.12 for +12 %), or null when it cannot be said. */
export function changeRatio(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / previous;
}
