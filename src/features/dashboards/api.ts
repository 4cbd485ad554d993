import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import { DASHBOARD_ENDPOINTS as E } from './endpoints';
import type { DashboardKind, DashboardSeries, RangeQuery } from './types';

export interface SeriesQuery extends RangeQuery {
  compare: boolean;
}

export const dashboardKeys = {
  all: ['dashboards'] as const,
  series: (kind: DashboardKind, query: SeriesQuery) => ['dashboards', kind, query] as const,
};

export const dashboardApi = {
  series: (kind: DashboardKind, query: SeriesQuery, options?: CallOptions) =>
    http.get<DashboardSeries>(
      pathOf(E.series, { kind }),
      { from: query.from, to: query.to, compare: query.compare },
      options,
    ),
  /** The same numbers for an Excel export: the server checks the screen's `export` entry. */
  exportSeries: (kind: DashboardKind, query: SeriesQuery) =>
    http.get<DashboardSeries>(pathOf(E.series, { kind }), {
      from: query.from,
      to: query.to,
      compare: query.compare,
      export: true,
    }),
};
