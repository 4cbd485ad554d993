import { DASHBOARDS } from '../dashboards';
import { addSlots, parseSlot, slotsBetween } from '../../../shared/utils/time-slots';
import { DASHBOARD_KINDS } from '../types';
import { dailyValue, hourlyValue, seriesOf } from './series';

const day = (text: string) => parseSlot('day', text)!;
const KEPT = { first: 0, last: Number.MAX_SAFE_INTEGER };

describe('the dashboards series model', () => {
  it('gives the same number for the same slot', () => {
    const hour = parseSlot('hour', '2026-11-20T21')!;
    expect(hourlyValue('posts', hour)).toBe(hourlyValue('posts', hour));
    expect(dailyValue('activeUsers', day('2026-11-20'))).toBe(dailyValue('activeUsers', day('2026-11-20')));
  });

  it('adds a day up from its hours', () => {
    const start = day('2026-11-18');
    const hours = slotsBetween('hour', start, addSlots('hour', start, 23));
    const sum = hours.reduce((total, hour) => total + hourlyValue('comments', hour), 0);
    expect(dailyValue('comments', start)).toBe(sum);
  });

  it('splits posts into types and active users into modes that add up', () => {
    const start = day('2026-06-07');
    const types = ['graphicPosts', 'votePosts', 'videoPosts', 'articleSharePosts'];
    expect(types.reduce((total, type) => total + dailyValue(type, start), 0)).toBe(dailyValue('posts', start));
    const modes = ['periodUsers', 'prePregnancyUsers', 'pregnancyUsers'];
    expect(modes.reduce((total, mode) => total + dailyValue(mode, start), 0)).toBe(dailyValue('activeUsers', start));
  });

  it('has a daily rhythm: evenings busier than the small hours', () => {
    const days = slotsBetween('day', day('2026-10-01'), day('2026-10-28'));
    const at = (hour: number) =>
      days.reduce((total, start) => total + hourlyValue('posts', addSlots('hour', start, hour)), 0);
    expect(at(21)).toBeGreaterThan(at(4) * 5);
  });

  it('has a weekly rhythm: weekends busier than weekdays', () => {
    const days = slotsBetween('day', day('2025-01-01'), day('2025-12-31'));
    const mean = (weekdays: number[]) => {
      const chosen = days.filter((start) => weekdays.includes(new Date(start).getDay()));
      return chosen.reduce((total, start) => total + dailyValue('activeUsers', start), 0) / chosen.length;
    };
    expect(mean([0, 6])).toBeGreaterThan(mean([1, 2, 3]) * 1.1);
  });

  it('grows over two years and stays plausible', () => {
    const early = slotsBetween('day', day('2025-01-01'), day('2025-01-28'));
    const late = slotsBetween('day', day('2026-10-01'), day('2026-10-28'));
    const total = (days: number[]) => days.reduce((sum, start) => sum + dailyValue('newUsers', start), 0);
    expect(total(late)).toBeGreaterThan(total(early) * 1.15);
    expect(dailyValue('posts', day('2026-11-20'))).toBeGreaterThan(3000);
    expect(dailyValue('posts', day('2026-11-20'))).toBeLessThan(20000);
  });

  it('has a model for every metric of every dashboard, and none outside the data kept', () => {
    for (const kind of DASHBOARD_KINDS) {
      const { granularity, metrics } = DASHBOARDS[kind];
      const first = parseSlot('day', '2026-11-01')!;
      const slots = slotsBetween(granularity, first, addSlots(granularity, first, 2));
      const values = seriesOf(
        granularity,
        metrics.map((metric) => metric.key),
        slots,
        KEPT,
      );
      for (const metric of metrics) expect(values[metric.key].every((value) => Number.isInteger(value))).toBe(true);
      const none = seriesOf(granularity, [metrics[0].key], slots, { first: slots[1], last: slots[1] });
      expect(none[metrics[0].key]).toEqual([null, values[metrics[0].key][1], null]);
    }
  });
});
