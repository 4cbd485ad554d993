import { DashboardScreen } from '../../features/dashboards';

/** Data dashboard user-echarts-day: see DASHBOARDS in features/dashboards/dashboards.ts for what it charts. */
export default function UserEchartsDay() {
  return <DashboardScreen kind="user-echarts-day" />;
}
