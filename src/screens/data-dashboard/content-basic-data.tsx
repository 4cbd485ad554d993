import { DashboardScreen } from '../../features/dashboards';

/** Data dashboard content-basic-data: see DASHBOARDS in features/dashboards/dashboards.ts for what it charts. */
export default function ContentBasicData() {
  return <DashboardScreen kind="content-basic-data" />;
}
