import ReactEChartsCore from 'echarts-for-react/esm/core';
import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DashboardChartOption } from '../chart-option';
import { echarts } from './echarts';

const RESIZE_EVERY_MS = 120;

interface DashboardChartProps {
  option: DashboardChartOption;
  /** How many slots the option draws: written on the chart once they are on the canvas. */
  points: number;
  label: string;
}

/**
 * The canvas chart. Resizing follows the chart's box (the window, the side menu folding), at most every
 * 120 ms and at the final size; echarts-for-react's own sensor would redraw on every event. Once a new option is
 * drawn the box says so (`data-rendered-points`, `aria-busy="false"`), for tests and for
 * `npm run measure:charts`.
 */
export const DashboardChart = memo(function DashboardChart({ option, points, label }: DashboardChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReactEChartsCore>(null);
  const drawnPoints = useRef(points);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    // While the box keeps changing (the side menu's fold animates its width every frame) the chart is
    // redrawn at most every RESIZE_EVERY_MS, and once more at the final size.
    let timer = 0;
    let last = 0;
    let width = element.clientWidth;
    let height = element.clientHeight;
    const resize = () => {
      timer = 0;
      last = performance.now();
      if (element.clientWidth === width && element.clientHeight === height) return;
      width = element.clientWidth;
      height = element.clientHeight;
      // 'auto': echarts-for-react gives the instance the box's first size; resize to what the box is now.
      chart.current?.getEchartsInstance()?.resize({ width: 'auto', height: 'auto' });
    };
    const observer = new ResizeObserver(() => {
      if (timer) return;
      timer = window.setTimeout(resize, Math.max(0, RESIZE_EVERY_MS - (performance.now() - last)));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);

  // The chart has just been given the option (its componentDidUpdate ran first); it draws on the next frame.
  useLayoutEffect(() => {
    drawnPoints.current = points;
    box.current?.setAttribute('aria-busy', 'true');
  }, [option, points]);

  // One object for the chart's whole life: echarts-for-react rebinds its events when they change.
  const [events] = useState(() => ({
    finished: () => {
      const element = box.current;
      if (!element) return;
      element.dataset.renderedPoints = String(drawnPoints.current);
      element.setAttribute('aria-busy', 'false');
    },
  }));

  return (
    <div ref={box} className="dashboard-chart" role="img" aria-label={label} aria-busy="true">
      <ReactEChartsCore
        ref={chart}
        echarts={echarts}
        option={option}
        notMerge
        // Drawn on the next frame rather than inside setOption: the box is marked busy first, and the
        // `finished` event comes after the events are bound, also for the first option.
        lazyUpdate
        autoResize={false}
        onEvents={events}
        style={{ height: 380, width: '100%' }}
        opts={{ renderer: 'canvas' }}
      />
    </div>
  );
});
