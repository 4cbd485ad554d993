import { DashboardScreen } from '../../features/dashboards';

/** Data dashboard post-data-hour: see DASHBOARDS in features/dashboards/dashboards.ts for what it charts. */
export default function PostDataHour() {
  return <DashboardScreen kind="post-data-hour" />;
}
