/** The dashboards feature's public entry: exactly what screens, app/ and other features use of it. */
export { DashboardScreen } from './components/dashboard-screen';
export type { SlotSeries } from './types';
