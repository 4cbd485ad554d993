import { categoryBarOption, chartOption } from './chart-option';
import { DASHBOARDS } from './dashboards';
import { formatsFor } from './format';
import type { DashboardSeries } from './types';

const texts = {
  metric: (key: string) => key,
  previous: (name: string) => `${name} before`,
  previousTotal: 'total before',
};
const times = [0, 1, 2].map((day) => new Date(2026, 10, 20 + day).getTime());

function seriesOf(kind: DashboardSeries['kind'], withPrevious: boolean): DashboardSeries {
  const def = DASHBOARDS[kind];
  const values = Object.fromEntries(def.metrics.map((metric) => [metric.key, [10, 20, 30]]));
  return {
    kind,
    granularity: def.granularity,
    from: '2026-11-20',
    to: '2026-11-22',
    times,
    values,
    previous: withPrevious
      ? {
          from: '2026-11-17',
          to: '2026-11-19',
          times: times.map((time) => time - 3 * 86_400_000),
          values: Object.fromEntries(def.metrics.map((metric) => [metric.key, [null, 5, 6]])),
        }
      : null,
  };
}

const option = (kind: DashboardSeries['kind'], rtl: boolean, withPrevious = true) =>
  chartOption(DASHBOARDS[kind], seriesOf(kind, withPrevious), {
    rtl,
    formats: formatsFor(rtl ? 'ar' : 'en', 'day'),
    texts,
  });

describe('chartOption', () => {
  it('runs time left to right with the value axis and legend on the left in a left-to-right interface', () => {
    const chart = option('post-data-day', false);
    expect(chart.xAxis).toMatchObject({ inverse: false, data: ['Nov 20', 'Nov 21', 'Nov 22'] });
    expect(chart.yAxis).toEqual([expect.objectContaining({ position: 'left' })]);
    expect(chart.legend).toMatchObject({ left: 0, align: 'left' });
  });

  it('mirrors in Arabic: time right to left, axes and legend on the right, numbers and dates in Arabic', () => {
    const chart = option('user-echarts-day', true);
    expect(chart.xAxis).toMatchObject({ inverse: true });
    expect(chart.yAxis).toEqual([
      expect.objectContaining({ position: 'right' }),
      expect.objectContaining({ position: 'left' }),
    ]);
    expect(chart.legend).toMatchObject({ right: 0, align: 'right' });
    const axis = (chart.yAxis as Array<{ axisLabel: { formatter: (value: number) => string } }>)[0];
    expect(axis.axisLabel.formatter(1200)).toBe(new Intl.NumberFormat('ar').format(1200));
    expect((chart.xAxis as { data: string[] }).data[0]).toMatch(/نوفمبر/);
  });

  it('draws the previous period dashed, per metric or as one total for stacked bars', () => {
    const lines = option('post-data-day', false).series as Array<{ name: string; lineStyle?: { type: string } }>;
    expect(lines.map((series) => series.name)).toEqual([
      'posts',
      'comments',
      'likes',
      'shares',
      'posts before',
      'comments before',
      'likes before',
      'shares before',
    ]);
    expect(lines[4].lineStyle?.type).toBe('dashed');
    const stacked = option('post-basic-data', false).series as Array<{ name: string; type: string; data: unknown[] }>;
    expect(stacked.filter((series) => series.type === 'bar')).toHaveLength(4);
    expect(stacked.at(-1)).toMatchObject({ name: 'total before', type: 'line', data: [null, 20, 24] });
    expect(option('post-data-day', false, false).series).toHaveLength(4);
  });

  it("puts the dual chart's bars on the second axis and zooms long ranges only", () => {
    const dual = option('user-echarts-day', false).series as Array<{ type: string; yAxisIndex: number }>;
    expect(dual.slice(0, 2)).toMatchObject([
      { type: 'line', yAxisIndex: 0 },
      { type: 'bar', yAxisIndex: 1 },
    ]);
    expect(option('post-data-day', false).dataZoom).toEqual([]);
    expect(option('post-data-day', false).animation).toBe(false);
  });
});

describe('categoryBarOption', () => {
  const bars = {
    categories: ['Lv1', 'Lv2'],
    series: [
      { name: 'active', data: [3, 4], stack: 'all' },
      { name: 'inactive', data: [1, 0], stack: 'all' },
    ],
  };

  it('stacks bars per category, left to right with the value axis on the left', () => {
    const chart = categoryBarOption(bars, { rtl: false, formats: formatsFor('en', 'day') });
    expect(chart.xAxis).toMatchObject({ type: 'category', data: ['Lv1', 'Lv2'], inverse: false });
    expect(chart.yAxis).toEqual([expect.objectContaining({ position: 'left' })]);
    expect(chart.series).toMatchObject([
      { type: 'bar', name: 'active', data: [3, 4], stack: 'all' },
      { type: 'bar', name: 'inactive', data: [1, 0], stack: 'all' },
    ]);
  });

  it('mirrors in Arabic: categories from the right, value axis and legend on the right', () => {
    const chart = categoryBarOption(bars, { rtl: true, formats: formatsFor('ar', 'day') });
    expect(chart.xAxis).toMatchObject({ inverse: true });
    expect(chart.yAxis).toEqual([expect.objectContaining({ position: 'right' })]);
    expect(chart.legend).toMatchObject({ right: 0, align: 'right' });
  });
});
