import { DashboardScreen } from '../../features/dashboards';

/** Data dashboard post-data-day: see DASHBOARDS in features/dashboards/dashboards.ts for what it charts. */
export default function PostDataDay() {
  return <DashboardScreen kind="post-data-day" />;
}
