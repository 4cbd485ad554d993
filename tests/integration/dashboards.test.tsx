import dayjs from 'dayjs';
import { waitFor } from '../support/dom';
import { dashboardApi } from '../../src/features/dashboards/api';
import { echarts } from '../../src/features/dashboards/components/echarts';
import { presetRange } from '../../src/features/dashboards/rules';
import { ROLE_IDS, type MenuRow, type RoleRow } from '../../src/features/permissions/mock/permissions-seed';
import { COLLECTIONS } from '../../src/mocks/collections';
import { db } from '../../src/mocks/db';
import type { Row } from '../../src/mocks/row';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { registerFeedback } from '../../src/shared/request/feedback';
import { refusalOf } from './antd-actions';
import { existingSession, renderApp, screen, within } from './render-app';
import { captureDownloads, sheetRows } from '../support/workbooks';

/**
 * The data dashboards: a range with presets, the previous period, totals, a chart with its
 * numbers in a table beside it, the Excel export, Arabic mirrored; the range rule in the field and in the
 * mock, and the permissions.
 */

const HOURLY = '/data-dashboard/post-data-hour';
const DAILY = '/data-dashboard/post-data-day';

/** The chart once it has drawn `points` slots (its box says so when the canvas is done). */
async function drawnChart(points: number, name = /^Chart: /) {
  const chart = await screen.findByRole('img', { name });
  await waitFor(() => {
    expect(chart).toHaveAttribute('aria-busy', 'false');
    expect(chart).toHaveAttribute('data-rendered-points', String(points));
  });
  return chart;
}

const chartInstance = (chart: HTMLElement) => echarts.getInstanceByDom(chart.querySelector('.echarts-for-react')!)!;

const menuIdOf = (uri: string) => db.find<MenuRow & Row>(COLLECTIONS.menus, (row) => row.uri === uri)!.id;

describe('data-dashboard', () => {
  it('charts a week of hours with the previous week, then the 90 days of 2,160 hours from a preset', async () => {
    await existingSession('operator');
    const { user } = renderApp(HOURLY);
    expect(await screen.findByRole('heading', { name: 'Hourly Post Data', level: 1 })).toBeInTheDocument();
    const chart = await drawnChart(168);
    const option = chartInstance(chart).getOption() as { series: Array<{ name: string }> };
    expect(option.series.map((series) => series.name)).toEqual([
      'New posts',
      'Comments',
      'Likes',
      'New posts (previous period)',
      'Comments (previous period)',
      'Likes (previous period)',
    ]);

    // The table beside the chart: a day of hours a page, current and previous period.
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Hour' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Likes (previous period)' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(25);
    expect(screen.getByText("The chart's numbers: 168 rows")).toBeInTheDocument();
    const totals = screen.getByRole('list', { name: 'Totals for the range' });
    expect(within(totals).getByText('New posts, total')).toBeInTheDocument();
    expect(within(totals).getAllByText(/vs the previous period/)).toHaveLength(3);

    // The preset of the whole 90 days kept: 2,160 points, in the address.
    await user.click(screen.getByLabelText('Date range'));
    await user.click(await screen.findByText('Last 90 days'));
    await drawnChart(2160);
    expect(screen.getByText("The chart's numbers: 2,160 rows")).toBeInTheDocument();
    const expected = presetRange('hour', 2160, Date.now());
    expect(new URLSearchParams(window.location.search).get('from')).toBe(expected.from);
    // The 90 days before are not kept: no comparison to make.
    expect(within(totals).getAllByText('No data for the whole previous period')).toHaveLength(3);

    // Without the comparison, the previous period leaves the chart and the table.
    await user.click(screen.getByRole('switch', { name: 'Compare with the previous period' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: 'Previous period' })).toBeNull(),
    );
    await drawnChart(2160);
    expect((chartInstance(chart).getOption() as { series: unknown[] }).series).toHaveLength(3);
    expect(new URLSearchParams(window.location.search).get('compare')).toBe('false');
  });

  it('exports the shown numbers to Excel, and says so when the export is no longer granted', async () => {
    const downloads = captureDownloads();
    await existingSession('operator');
    const from = dayjs().subtract(60, 'day');
    const day = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');
    const { user } = renderApp(`${DAILY}?from=${day(from)}&to=${day(from.add(6, 'day'))}`);
    await drawnChart(7);
    await user.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText('Exported 7 rows')).toBeInTheDocument();
    await waitFor(() => expect(downloads).toHaveLength(1));
    const rows = await sheetRows(downloads[0]);
    expect(rows[0]).toEqual([
      'Day',
      'New posts',
      'Comments',
      'Likes',
      'Shares',
      'Previous period',
      'New posts (previous period)',
      'Comments (previous period)',
      'Likes (previous period)',
      'Shares (previous period)',
    ]);
    expect(rows).toHaveLength(8);
    expect(rows[1][0]).toBe(day(from));
    expect(rows[1][5]).toBe(day(from.subtract(7, 'day')));
    expect(typeof rows[1][1]).toBe('number');

    // The operator's role loses the export entry after the page loaded: the mock refuses it.
    const role = db.byId<RoleRow & Row>(COLLECTIONS.roles, ROLE_IDS.operator)!;
    const exportId = menuIdOf(`${DAILY}:export`);
    db.update<RoleRow & Row>(COLLECTIONS.roles, ROLE_IDS.operator, {
      menuIds: role.menuIds.filter((id) => id !== exportId),
    });
    await user.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText(`Your account may not do this: ${DAILY}:export`)).toBeInTheDocument();
    expect(downloads).toHaveLength(1);
  });

  it('refuses a range older than the data kept, in the field and in the mock', async () => {
    await existingSession('operator');
    const longAgo = dayjs().subtract(100, 'day').format('YYYY-MM-DD');
    renderApp(`${HOURLY}?from=${longAgo}T00&to=${longAgo}T23`);
    expect(await screen.findByText('Data is kept for the last 90 days only')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Export to Excel/ })).toBeDisabled();

    const tooEarly = await refusalOf(
      dashboardApi.series('post-data-day', { from: '2020-01-01', to: '2020-01-31', compare: false }),
    );
    expect(tooEarly.message).toBe('Data is kept for the last 730 days only');
    const reversed = await refusalOf(
      dashboardApi.series('post-data-day', { from: '2026-10-31', to: '2026-10-01', compare: false }),
    );
    expect(reversed.message).toBe('The start must not be after the end');
  });

  it('is closed to an account without the data dashboards', async () => {
    await existingSession('moderator');
    const shown: string[] = [];
    const restoreFeedback = registerFeedback({ error: (text) => void shown.push(text) });
    const refused = await refusalOf(
      dashboardApi.series('user-basic-data', { from: '2026-10-01', to: '2026-10-07', compare: false }),
    );
    restoreFeedback();
    expect(refused.code).toBe(403);
    expect(shown).toEqual(['Your account may not do this: /data-dashboard/user-basic-data']);
    renderApp('/data-dashboard/user-basic-data');
    await waitFor(() => expect(window.location.pathname).toBe('/no-auth'));
  });

  it('mirrors in Arabic: time runs right to left, the value axis and legend on the right', async () => {
    await setLanguage('ar');
    await existingSession('operator');
    renderApp('/data-dashboard/user-echarts-day');
    expect(
      await screen.findByRole('heading', { name: 'الرسوم البيانية اليومية للمستخدمين', level: 1 }),
    ).toBeInTheDocument();
    const chart = await drawnChart(30, /^رسم بياني: /);
    const option = chartInstance(chart).getOption() as {
      xAxis: Array<{ inverse: boolean; data: string[] }>;
      yAxis: Array<{ position: string }>;
      legend: Array<{ right: number; align: string }>;
    };
    expect(option.xAxis[0].inverse).toBe(true);
    expect(option.xAxis[0].data[0]).toMatch(/[\u0600-\u06ff]/);
    expect(option.yAxis.map((axis) => axis.position)).toEqual(['right', 'left']);
    expect(option.legend[0]).toMatchObject({ right: 0, align: 'right' });
    expect(
      within(screen.getByRole('table')).getByRole('columnheader', { name: 'المستخدمون الجدد' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/data-dashboard/user-basic-data', 'User Basic Data', 'Period mode users, daily average'],
    ['/data-dashboard/content-basic-data', 'Content Basic Data', 'Insight reads, total'],
    ['/data-dashboard/post-basic-data', 'Post Basic Data', 'Vote posts, total'],
  ])('%s charts its metrics with their totals', async (path, title, total) => {
    await existingSession('operator');
    renderApp(path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    await drawnChart(30);
    expect(screen.getByText(total)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row').length).toBeGreaterThan(1);
  });
});
