import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingPlaceholder } from '../../../shared/components/loading-placeholder';
import './dashboards.css';

/** The chart in its own lazy chunk with echarts, as the dashboards load theirs (dashboard-screen.tsx). */
const DashboardChart = lazy(() => import('./dashboard-chart').then((module) => ({ default: module.DashboardChart })));

/**
 * The dashboards' chart for another domain's dashboard (the creator data overview): echarts loads when the
 * chart first draws, a placeholder of the chart's height stands in until then. It brings the dashboards'
 * stylesheet, which the pieces drawn around it (toolbar, summary, panes) use.
 */
export function LazyDashboardChart(props: ComponentProps<typeof DashboardChart>) {
  return (
    <Suspense fallback={<LoadingPlaceholder className="dashboard__chart-loading" />}>
      <DashboardChart {...props} />
    </Suspense>
  );
}
