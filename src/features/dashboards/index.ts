/** The dashboards feature's public entry: exactly what screens, app/ and other features use of it. */
export { categoryBarOption, chartOption } from './chart-option';
export type { CategoryBars } from './chart-option';
export { CategoryTable } from './components/category-table';
export { DashboardScreen } from './components/dashboard-screen';
export { DashboardTable, exportColumns, tableRows } from './components/dashboard-table';
export { DashboardToolbar } from './components/dashboard-toolbar';
export { LazyDashboardChart } from './components/lazy-dashboard-chart';
export { SummaryCards } from './components/summary-cards';
export type { DashboardDef } from './dashboards';
export { formatsFor } from './format';
export type { Formats } from './format';
export { defaultRange, rangeProblems } from './rules';
export type { SlotSeries } from './types';
