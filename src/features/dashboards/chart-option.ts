import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { DashboardDef } from './dashboards';
import type { Formats } from './format';
import type { SlotSeries } from './types';

export type DashboardChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
  | DataZoomComponentOption
>;

export interface ChartTexts {
  metric: (key: string) => string;
  previous: (name: string) => string;
  previousTotal: string;
}

/** From this many points a line chart offers zooming (a week of hours and more). */
const ZOOM_FROM = 168;
const PALETTE = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'];

/**
 * The chart of a dashboard's series. In a right-to-left interface it mirrors: time runs from right to left
 * (the category axis is inverted), the value axis, the legend and the zoom slider's labels sit on the
 * mirrored side. No animation: a range of 2,160 hours draws in one frame, and line series sample
 * (largest-triangle) down to the pixels they have, which keeps resizing cheap.
 */
export function chartOption(
  def: DashboardDef,
  series: SlotSeries,
  options: { rtl: boolean; formats: Formats; texts: ChartTexts },
): DashboardChartOption {
  const { rtl, formats, texts } = options;
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  const labels = series.times.map(formats.axisTime);
  const stacked = def.chart === 'stacked';
  const dual = def.chart === 'dual';
  const points = series.times.length;
  const zoom = points >= ZOOM_FROM;

  const current: Array<LineSeriesOption | BarSeriesOption> = def.metrics.map((metric, index) => {
    const common = { name: texts.metric(metric.key), data: series.values[metric.key], color: PALETTE[index] };
    if (stacked || (dual && metric.secondAxis)) {
      return {
        ...common,
        type: 'bar',
        stack: stacked ? 'current' : undefined,
        yAxisIndex: dual && metric.secondAxis ? 1 : 0,
        large: points > 400,
        barMaxWidth: 24,
      } satisfies BarSeriesOption;
    }
    return {
      ...common,
      type: 'line',
      showSymbol: false,
      sampling: 'lttb',
      yAxisIndex: 0,
    } satisfies LineSeriesOption;
  });

  const previous: LineSeriesOption[] = [];
  if (series.previous) {
    const values = series.previous.values;
    const dashed = (name: string, data: Array<number | null>, color: string, yAxisIndex = 0): LineSeriesOption => ({
      name,
      type: 'line',
      data,
      color,
      yAxisIndex,
      showSymbol: false,
      sampling: 'lttb',
      lineStyle: { type: 'dashed', width: 1.5, opacity: 0.7 },
      connectNulls: false,
    });
    if (stacked) {
      const totals = series.previous.times.map((_, slot) => {
        let total = 0;
        for (const metric of def.metrics) {
          const value = values[metric.key][slot];
          if (value === null) return null;
          total += value;
        }
        return total;
      });
      if (totals.some((total) => total !== null)) previous.push(dashed(texts.previousTotal, totals, '#8c8c8c'));
    } else {
      def.metrics.forEach((metric, index) => {
        // A previous period older than the data kept has nothing to draw (the table says "No data").
        if (values[metric.key].every((value) => value === null)) return;
        previous.push(
          dashed(
            texts.previous(texts.metric(metric.key)),
            values[metric.key],
            PALETTE[index],
            dual && metric.secondAxis ? 1 : 0,
          ),
        );
      });
    }
  }

  const valueAxis = (position: 'left' | 'right') => ({
    type: 'value' as const,
    position,
    axisLabel: { formatter: (value: number) => formats.number(value) },
    splitLine: { show: position === start },
  });

  return {
    animation: false,
    textStyle: { fontFamily: 'inherit' },
    legend: { top: 0, [start]: 0, align: start, itemGap: 16 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? formats.number(value) : '—'),
    },
    grid: { top: 48, bottom: zoom ? 72 : 32, left: 16, right: 16, containLabel: true },
    xAxis: {
      type: 'category',
      data: labels,
      inverse: rtl,
      boundaryGap: stacked || dual,
      axisLabel: { hideOverlap: true },
    },
    yAxis: dual ? [valueAxis(start), valueAxis(end)] : [valueAxis(start)],
    dataZoom: zoom ? [{ type: 'inside' }, { type: 'slider', bottom: 16, height: 24, labelFormatter: '' }] : [],
    series: [...current, ...previous],
  };
}

export interface CategoryBars {
  /** One bar per category, in this order (from the start side: the right in a right-to-left interface). */
  categories: string[];
  /** Each series' value per category; series sharing a `stack` are stacked. */
  series: Array<{ name: string; data: number[]; stack?: string }>;
}

/**
 * A bar chart over categories (not time): the creator overview's creators by level. It mirrors like the
 * time charts (categories from the right, value axis and legend on the right in a right-to-left interface).
 */
export function categoryBarOption(
  bars: CategoryBars,
  options: { rtl: boolean; formats: Pick<Formats, 'number'> },
): DashboardChartOption {
  const { rtl, formats } = options;
  const start = rtl ? 'right' : 'left';
  return {
    animation: false,
    textStyle: { fontFamily: 'inherit' },
    legend: { top: 0, [start]: 0, align: start, itemGap: 16 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (typeof value === 'number' ? formats.number(value) : '—'),
    },
    grid: { top: 48, bottom: 32, left: 16, right: 16, containLabel: true },
    xAxis: { type: 'category', data: bars.categories, inverse: rtl },
    yAxis: [
      {
        type: 'value',
        position: start,
        minInterval: 1,
        axisLabel: { formatter: (value: number) => formats.number(value) },
      },
    ],
    series: bars.series.map((series, index) => ({
      type: 'bar',
      name: series.name,
      data: series.data,
      stack: series.stack,
      color: PALETTE[index % PALETTE.length],
      barMaxWidth: 48,
    })),
  };
}
