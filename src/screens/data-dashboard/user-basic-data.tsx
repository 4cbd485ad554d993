import { DashboardScreen } from '../../features/dashboards';

/** Data dashboard user-basic-data: see DASHBOARDS in features/dashboards/dashboards.ts for what it charts. */
export default function UserBasicData() {
  return <DashboardScreen kind="user-basic-data" />;
}
