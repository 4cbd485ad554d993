import dayjs from 'dayjs';
import * as XLSX from 'xlsx';
import { waitFor } from '../support/dom';
import { APP_USER_COLLECTIONS, type AppUserRow } from '../../src/features/app-users/mock/seed';
import { creatorApi } from '../../src/features/creators/api';
import { CREATOR_COLLECTIONS, type FieldRow, type ProfileRow } from '../../src/features/creators/mock/seed';
import { echarts } from '../../src/features/dashboards/components/echarts';
import { db } from '../../src/mocks/db';
import { setLanguage } from '../../src/shared/i18n/set-language';
import { registerFeedback } from '../../src/shared/request/feedback';
import { refusalOf } from './antd-actions';
import { existingSession, renderApp, screen, within } from './render-app';
import { captureDownloads } from '../support/workbooks';

/**
 * Creator data overview: creators by level and activity or field, and new and last-active
 * creators per day with the previous period; the numbers are counted here from the mock's collections.
 */

const OVERVIEW = '/creator-center-manage/creator-data-overview';
const DAY = 86_400_000;
const dayText = (date: dayjs.Dayjs) => date.format('YYYY-MM-DD');

/** The creator centre's members as the test counts them: level, field, joined, last login. */
function members() {
  const users = new Map(db.all<AppUserRow>(APP_USER_COLLECTIONS.users).map((user) => [user.id, user]));
  return db.all<ProfileRow>(CREATOR_COLLECTIONS.profiles).map((profile) => {
    const user = users.get(profile.id)!;
    return { level: user.creatorLevel, fieldId: profile.fieldId, joined: profile.joinedAt, login: user.lastLoginAt };
  });
}

async function drawnChart(name: RegExp, points: number) {
  const chart = await screen.findByRole('img', { name });
  await waitFor(() => {
    expect(chart).toHaveAttribute('aria-busy', 'false');
    expect(chart).toHaveAttribute('data-rendered-points', String(points));
  });
  return chart;
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const n = (value: number) => value.toLocaleString('en');

describe('creator-center-manage/creator-data-overview', () => {
  it('shows creators by level and activity, then by field, and new creators per day, as the collection counts them', async () => {
    await existingSession('operator');
    const to = dayjs();
    const from = to.subtract(29, 'day');
    const { user } = renderApp(OVERVIEW);
    expect(await screen.findByRole('heading', { name: 'Creator Data Overview', level: 1 })).toBeInTheDocument();
    await drawnChart(/^Chart: creators by level, split by Activity/, 6);
    await drawnChart(/^Chart: new creators and creators last active per day/, 30);

    const now = Date.now();
    const all = members();
    const bucket = (login: string) => {
      const since = now - Date.parse(login);
      return since <= 7 * DAY ? 0 : since <= 30 * DAY ? 1 : 2;
    };
    const levelTable = within(screen.getByRole('region', { name: 'Creators by level' })).getByRole('table');
    const levelRows = within(levelTable).getAllByRole('row').slice(1);
    expect(levelRows.map((row) => cells(row)[0])).toEqual(['Non-creator', 'Lv1', 'Lv2', 'Lv3', 'Lv4', 'Lv5']);
    for (const level of [0, 1, 2, 3, 4, 5]) {
      const ofLevel = all.filter((member) => member.level === level);
      const counts = [0, 1, 2].map((index) => ofLevel.filter((member) => bucket(member.login) === index).length);
      expect(cells(levelRows[level]).slice(1)).toEqual([...counts, ofLevel.length].map(n));
    }
    const creators = all.filter((member) => member.level > 0);
    const cards = screen.getByRole('list', { name: 'Creators now by level and activity' });
    const active7 = creators.filter((member) => bucket(member.login) === 0).length;
    expect(within(cards).getByText('Creators active within 7 days').closest('.ant-card')).toHaveTextContent(n(active7));

    // New creators per day over the default 30 days: the total and each day's row.
    const inRange = (time: string) => dayjs(time).isAfter(from.startOf('day')) || dayjs(time).isSame(from, 'day');
    const joined = creators.filter((member) => inRange(member.joined) && !dayjs(member.joined).isAfter(to));
    const totals = screen.getByRole('list', { name: 'Totals for the range' });
    expect(within(totals).getByText('New creators, total').closest('.ant-card')).toHaveTextContent(n(joined.length));
    const dailyTable = within(
      screen.getByRole('region', { name: /^New and active creators per day: 30 rows/ }),
    ).getByRole('table');
    const dailyRows = within(dailyTable).getAllByRole('row').slice(1);
    expect(dailyRows).toHaveLength(30);
    const lastDay = creators.filter((member) => dayjs(member.login).isSame(to, 'day')).length;
    const joinedToday = creators.filter((member) => dayjs(member.joined).isSame(to, 'day')).length;
    expect(cells(dailyRows[29]).slice(1, 3)).toEqual([n(joinedToday), n(lastDay)]);
    const sumOf = (column: number) =>
      dailyRows.reduce((sum, row) => sum + Number(cells(row)[column]!.replace(/,/g, '')), 0);
    expect(sumOf(1)).toBe(joined.length);

    // Split by field: one column a field, in the fields' order.
    await user.click(screen.getByText('Field'));
    await drawnChart(/^Chart: creators by level, split by Field/, 6);
    await waitFor(() => expect(new URLSearchParams(location.search).get('stack')).toBe('field'));
    const fields = db.all<FieldRow>(CREATOR_COLLECTIONS.fields).sort((a, b) => a.sort - b.sort);
    const byField = within(screen.getByRole('region', { name: 'Creators by level' })).getByRole('table');
    expect(within(byField).getByRole('columnheader', { name: fields[0].names.en })).toBeInTheDocument();
    const lv3 = within(byField).getAllByRole('row')[4];
    expect(cells(lv3)[1]).toBe(n(all.filter((member) => member.level === 3 && member.fieldId === fields[0].id).length));
  });

  it('exports the levels and the days shown to Excel', async () => {
    const downloads = captureDownloads();
    await existingSession('operator');
    const from = dayjs().subtract(40, 'day');
    const to = from.add(6, 'day');
    const { user } = renderApp(`${OVERVIEW}?from=${dayText(from)}&to=${dayText(to)}`);
    await drawnChart(/^Chart: new creators/, 7);
    await user.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(await screen.findByText('Exported the levels and 7 days')).toBeInTheDocument();
    await waitFor(() => expect(downloads).toHaveLength(1));
    const book = XLSX.read(new Uint8Array(await downloads[0].arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['Creators by level', 'Per day']);
    const levels = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Creators by level'], { header: 1 });
    expect(levels[0].slice(0, 5)).toEqual([
      'Level',
      'Active within 7 days',
      'Active 8 to 30 days ago',
      'Inactive over 30 days',
      'Total',
    ]);
    const all = members();
    expect(levels[6][0]).toBe('Lv5');
    expect(levels[6][4]).toBe(all.filter((member) => member.level === 5).length);
    const days = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Per day'], { header: 1 });
    expect(days[0]).toEqual([
      'Day',
      'New creators',
      'Creators last active',
      'Previous period',
      'New creators (previous period)',
      'Creators last active (previous period)',
    ]);
    expect(days).toHaveLength(8);
    expect(days[1][0]).toBe(dayText(from));
    expect(days[1][3]).toBe(dayText(from.subtract(7, 'day')));
    const joinedFirst = all.filter((member) => member.level > 0 && dayjs(member.joined).isSame(from, 'day')).length;
    expect(days[1][1]).toBe(joinedFirst);
  });

  it('refuses a range older than the two years kept, in the field and in the mock', async () => {
    await existingSession('operator');
    const longAgo = dayText(dayjs().subtract(800, 'day'));
    renderApp(`${OVERVIEW}?from=${longAgo}&to=${dayText(dayjs())}`);
    expect(await screen.findByText('Data is kept for the last 730 days only')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Chart: new creators/ })).not.toBeInTheDocument();
    const refused = await refusalOf(creatorApi.overview({ from: longAgo, to: dayText(dayjs()), compare: true }));
    expect(refused.message).toBe('Data is kept for the last 730 days only');
    const future = await refusalOf(
      creatorApi.overview({ from: dayText(dayjs()), to: dayText(dayjs().add(2, 'day')), compare: false }),
    );
    expect(future.code).toBe(400);
  });

  it('is closed to the moderator', async () => {
    await existingSession('moderator');
    const shown: string[] = [];
    const restoreFeedback = registerFeedback({ error: (text) => void shown.push(text) });
    const refused = await refusalOf(
      creatorApi.overview({ from: dayText(dayjs()), to: dayText(dayjs()), compare: false }),
    );
    const noExport = await refusalOf(
      creatorApi.exportOverview({ from: dayText(dayjs()), to: dayText(dayjs()), compare: false }),
    );
    restoreFeedback();
    expect(refused.code).toBe(403);
    expect(noExport.code).toBe(403);
    expect(shown[0]).toBe(`Your account may not do this: ${OVERVIEW}`);
    renderApp(OVERVIEW);
    await waitFor(() => expect(window.location.pathname).toBe('/no-auth'));
  });

  it('mirrors in Arabic: levels from the right, the value axis on the right', async () => {
    await setLanguage('ar');
    await existingSession('operator');
    renderApp(OVERVIEW);
    expect(
      await screen.findByRole('heading', { name: 'نظرة عامة على بيانات صناع المحتوى', level: 1 }),
    ).toBeInTheDocument();
    const chart = await drawnChart(/^مخطط: صناع المحتوى حسب المستوى/, 6);
    const option = echarts.getInstanceByDom(chart.querySelector('.echarts-for-react')!)!.getOption() as {
      xAxis: Array<{ inverse: boolean }>;
      yAxis: Array<{ position: string }>;
    };
    expect(option.xAxis[0].inverse).toBe(true);
    expect(option.yAxis[0].position).toBe('right');
  });
});
