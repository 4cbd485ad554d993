import {
  aggregate,
  changeRatio,
  DAYS_KEPT,
  defaultRange,
  HOURS_KEPT,
  PRESETS,
  presetRange,
  rangeProblems,
} from './rules';
import { addSlots, formatSlot, parseSlot, previousRange, slotsBetween } from '../../shared/utils/time-slots';

const NOW = new Date(2026, 10, 23, 14, 37).getTime();

describe('dashboard slots', () => {
  it('reads and writes hours and days in local time', () => {
    expect(parseSlot('hour', '2026-11-23T14')).toBe(new Date(2026, 10, 23, 14).getTime());
    expect(parseSlot('day', '2026-11-23')).toBe(new Date(2026, 10, 23).getTime());
    expect(formatSlot('hour', new Date(2026, 0, 5, 7).getTime())).toBe('2026-01-05T07');
    expect(formatSlot('day', new Date(2026, 0, 5, 7).getTime())).toBe('2026-01-05');
  });

  it('refuses malformed and impossible slots', () => {
    for (const text of ['2026-11-23', '2026-11-23T24', '2026-02-30T10', 'yesterday', '']) {
      expect(parseSlot('hour', text)).toBeNull();
    }
    expect(parseSlot('day', '2026-02-29')).toBeNull();
    expect(parseSlot('day', '2026-11-23T10')).toBeNull();
  });

  it('counts both ends of a range', () => {
    const from = parseSlot('day', '2026-11-01')!;
    expect(slotsBetween('day', from, parseSlot('day', '2026-11-30')!)).toHaveLength(30);
    expect(slotsBetween('hour', parseSlot('hour', '2026-11-23T00')!, parseSlot('hour', '2026-11-23T23')!)).toHaveLength(
      24,
    );
    expect(slotsBetween('day', from, addSlots('day', from, -1))).toHaveLength(0);
  });
});

describe('rangeProblems', () => {
  it('accepts every preset, up to 2,160 hours and 730 days', () => {
    for (const granularity of ['hour', 'day'] as const) {
      for (const preset of PRESETS[granularity]) {
        const { from, to } = presetRange(granularity, preset.slots, NOW);
        expect(rangeProblems(granularity, from, to, NOW)).toEqual([]);
        expect(slotsBetween(granularity, parseSlot(granularity, from)!, parseSlot(granularity, to)!)).toHaveLength(
          preset.slots,
        );
      }
    }
    expect(PRESETS.hour.at(-1)!.slots).toBe(HOURS_KEPT);
    expect(HOURS_KEPT).toBe(2160);
    expect(PRESETS.day.at(-1)!.slots).toBe(DAYS_KEPT);
  });

  it('names what is wrong', () => {
    const code = (granularity: 'hour' | 'day', from: string, to: string) =>
      rangeProblems(granularity, from, to, NOW).map((problem) => problem.code);
    expect(code('day', '2026-11-20', '2026-11-10')).toEqual(['rangeOrder']);
    expect(code('day', '2026-11-20', '2026-11-24')).toEqual(['rangeFuture']);
    expect(code('hour', '2026-11-23T10', '2026-11-23T15')).toEqual(['rangeFuture']);
    expect(code('hour', '2026-11-23T10', '2026-11-23T14')).toEqual([]);
    expect(code('day', '2024-11-23', '2026-11-23')).toEqual(['rangeTooEarly']);
    expect(code('day', '2024-11-24', '2026-11-23')).toEqual([]);
    expect(code('hour', '2026-08-24T14', '2026-11-23T14')).toEqual(['rangeTooEarly']);
    expect(code('hour', '2026-08-25T15', '2026-11-23T14')).toEqual([]);
    expect(code('day', 'x', '2026-11-23')).toEqual(['rangeFormat']);
    expect(rangeProblems('hour', '2026-01-01T00', '2026-11-23T00', NOW)[0]).toEqual({
      field: 'range',
      code: 'rangeTooEarly',
      params: { days: 90 },
    });
  });

  it('defaults to a week of hours and 30 days of days', () => {
    expect(defaultRange('hour', NOW)).toEqual({ from: '2026-11-16T15', to: '2026-11-23T14' });
    expect(defaultRange('day', NOW)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });
});

describe('the previous period', () => {
  it('has as many slots and ends just before the range', () => {
    const from = parseSlot('day', '2026-11-01')!;
    const to = parseSlot('day', '2026-11-30')!;
    const previous = previousRange('day', from, to);
    expect(formatSlot('day', previous.from)).toBe('2026-10-02');
    expect(formatSlot('day', previous.to)).toBe('2026-10-31');
    const hours = previousRange('hour', parseSlot('hour', '2026-11-23T00')!, parseSlot('hour', '2026-11-23T05')!);
    expect([formatSlot('hour', hours.from), formatSlot('hour', hours.to)]).toEqual(['2026-11-22T18', '2026-11-22T23']);
  });

  it('sums or averages, and compares only whole periods', () => {
    expect(aggregate([1, 2, 3], 'sum')).toBe(6);
    expect(aggregate([1, 2, 4], 'average')).toBe(2);
    expect(aggregate([1, null, 3], 'sum')).toBeNull();
    expect(aggregate([], 'sum')).toBeNull();
    expect(changeRatio(110, 100)).toBeCloseTo(0.1);
    expect(changeRatio(90, 100)).toBeCloseTo(-0.1);
    expect(changeRatio(5, 0)).toBeNull();
    expect(changeRatio(5, null)).toBeNull();
  });
});
