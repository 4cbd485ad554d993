import dayjs from 'dayjs';
import { waitFor } from '../support/dom';
import { dashboardApi } from '../../src/features/dashboards/api';
import { DASHBOARDS } from '../../src/features/dashboards/dashboards';
import { aggregate, presetRange } from '../../src/features/dashboards/rules';
import type { DashboardKind } from '../../src/features/dashboards/types';
import { existingSession, renderApp, screen, within } from './render-app';

/**
 * The flow the tests of the daily dashboards share (dashboards-ranges-*.test.tsx, two screens a file to keep
 * each short): a range older than the data kept (a link with old dates) is refused, then the range a preset
 * picks is charted with the mock's totals, and charted again when another preset is picked.
 */

/** The chart once it has drawn `points` days (its box says so when the canvas is done). */
async function drawnChart(points: number) {
  const chart = await screen.findByRole('img', { name: /^Chart: / });
  await waitFor(() => {
    expect(chart).toHaveAttribute('aria-busy', 'false');
    expect(chart).toHaveAttribute('data-rendered-points', String(points));
  });
}

/** The totals as shown, one text a metric, e.g. "Likes, total1,234+5% vs the previous period (1,175)". */
const totals = () =>
  within(screen.getByRole('list', { name: 'Totals for the range' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

/** The first figure of each metric the mock gives for the last `days` days, as the screen writes it. */
async function expectedFigures(kind: DashboardKind, days: number) {
  const series = await dashboardApi.series(kind, { ...presetRange('day', days, Date.now()), compare: true });
  return DASHBOARDS[kind].metrics.map((metric) =>
    new Intl.NumberFormat('en').format(aggregate(series.values[metric.key], metric.aggregate)!),
  );
}

async function pickPreset(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByLabelText('Date range'));
  await user.click(await screen.findByText(name));
}

/** Opens the dashboard on a range too old, then picks the last 7 and the last 90 days. */
export async function refusesOldThenChartsPresets(kind: DashboardKind, title: string) {
  await existingSession('operator');
  const longAgo = dayjs().subtract(800, 'day');
  const { user } = renderApp(
    `/data-dashboard/${kind}?from=${longAgo.format('YYYY-MM-DD')}&to=${longAgo.add(6, 'day').format('YYYY-MM-DD')}`,
  );
  expect(await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
  expect(await screen.findByText('Data is kept for the last 730 days only')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();

  await pickPreset(user, 'Last 7 days');
  await drawnChart(7);
  expect(screen.queryByText('Data is kept for the last 730 days only')).not.toBeInTheDocument();
  expect(screen.getByText("The chart's numbers: 7 rows")).toBeInTheDocument();
  const week = await expectedFigures(kind, 7);
  week.forEach((figure, index) => expect(totals()[index]).toContain(figure));
  expect(new URLSearchParams(window.location.search).get('from')).toBe(presetRange('day', 7, Date.now()).from);

  await pickPreset(user, 'Last 90 days');
  await drawnChart(90);
  expect(screen.getByText("The chart's numbers: 90 rows")).toBeInTheDocument();
  const quarter = await expectedFigures(kind, 90);
  await waitFor(() => quarter.forEach((figure, index) => expect(totals()[index]).toContain(figure)));
  expect(quarter).not.toEqual(week);
}
