import { DashboardScreen } from '../../features/dashboards';

/** Data dashboard post-basic-data: see DASHBOARDS in features/dashboards/dashboards.ts for what it charts. */
export default function PostBasicData() {
  return <DashboardScreen kind="post-basic-data" />;
}
