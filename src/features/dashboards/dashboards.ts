import type { ChartKind, DashboardKind, MetricDef } from './types';
import type { Granularity } from '../../shared/utils/time-slots';

export interface DashboardDef {
  granularity: Granularity;
  chart: ChartKind;
  metrics: MetricDef[];
}

const sum = (key: string): MetricDef => ({ key, aggregate: 'sum' });

/** The six data dashboards: what each charts. Shared by the screens and the mock. */
export const DASHBOARDS: Record<DashboardKind, DashboardDef> = {
  'post-data-hour': {
    granularity: 'hour',
    chart: 'line',
    metrics: [sum('posts'), sum('comments'), sum('likes')],
  },
  'post-data-day': {
    granularity: 'day',
    chart: 'line',
    metrics: [sum('posts'), sum('comments'), sum('likes'), sum('shares')],
  },
  'user-echarts-day': {
    granularity: 'day',
    chart: 'dual',
    metrics: [
      { key: 'activeUsers', aggregate: 'average' },
      { ...sum('newUsers'), secondAxis: true },
    ],
  },
  'user-basic-data': {
    granularity: 'day',
    chart: 'stacked',
    metrics: [
      { key: 'periodUsers', aggregate: 'average' },
      { key: 'prePregnancyUsers', aggregate: 'average' },
      { key: 'pregnancyUsers', aggregate: 'average' },
    ],
  },
  'content-basic-data': {
    granularity: 'day',
    chart: 'line',
    metrics: [sum('pregnancyReads'), sum('helpReads'), sum('insightReads'), sum('contentShares')],
  },
  'post-basic-data': {
    granularity: 'day',
    chart: 'stacked',
    metrics: [sum('graphicPosts'), sum('votePosts'), sum('videoPosts'), sum('articleSharePosts')],
  },
};

const DASHBOARD_GROUP = '/data-dashboard';
export const dashboardUri = (kind: DashboardKind) => `${DASHBOARD_GROUP}/${kind}`;
