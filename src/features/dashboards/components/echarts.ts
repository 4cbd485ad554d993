/**
 * ECharts as the dashboards use it: the core with only the charts, components and renderer they draw
 * with, so the bundle carries nothing else. Imported only by the dashboard chart, which only the
 * data-dashboard screens import: /login and Home never load it (`npm run size` checks /login).
 */
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TooltipComponent, DataZoomComponent, CanvasRenderer]);

export { echarts };
