import type { Granularity } from '../../shared/utils/time-slots';
export const DASHBOARD_KINDS = [
  'post-data-hour',
  'post-data-day',
  'user-echarts-day',
  'user-basic-data',
  'content-basic-data',
  'post-basic-data',
] as const;
/** A dashboard is named by its screen's uri segment. */
export type DashboardKind = (typeof DASHBOARD_KINDS)[number];

/** How a chart draws its metrics. */
export type ChartKind = 'line' | 'stacked' | 'dual';

/** How a metric adds up over a range: counts are summed, daily figures (active users) averaged. */
export type Aggregate = 'sum' | 'average';

export interface MetricDef {
  key: string;
  aggregate: Aggregate;
  /** Dual charts: the metric drawn as bars on the second value axis. */
  secondAxis?: boolean;
}

/** A range of slots, both ends included: `YYYY-MM-DDTHH` for hours, `YYYY-MM-DD` for days. */
export interface RangeQuery {
  from: string;
  to: string;
}

/**
 * Values per slot over a range, one series per metric: what the chart option, the table beside the chart
 * and the summary cards read. The dashboards' series and the creator overview's daily series both are one.
 */
export interface SlotSeries {
  granularity: Granularity;
  from: string;
  to: string;
  /** The start of each slot (epoch ms). */
  times: number[];
  values: Record<string, number[]>;
  /** The period of the same length just before, aligned by index; null where no data is kept. */
  previous: {
    from: string;
    to: string;
    times: number[];
    values: Record<string, Array<number | null>>;
  } | null;
}

/** The series of a dashboard over a range, one value per slot and metric. */
export interface DashboardSeries extends SlotSeries {
  kind: DashboardKind;
}
