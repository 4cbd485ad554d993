import { activityOf, creatorOverview, type OverviewMember } from './overview';

const NOW = new Date(2026, 10, 23, 14, 0).getTime();
const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(NOW - daysAgo * DAY).toISOString();
const member = (level: OverviewMember['level'], joined: number, login: number, fieldId: number | null = 1) => ({
  level,
  fieldId,
  joinedAt: at(joined),
  lastLoginAt: at(login),
});
const names = (en: string) => ({ zh: en, en, ar: en });

describe('creatorOverview', () => {
  const members = [member(0, 1, 1, null), member(1, 1, 0), member(1, 3, 10, 2), member(3, 40, 40), member(3, 2, 6)];
  const fields = [
    { id: 2, names: names('Beauty'), sort: 5 },
    { id: 1, names: names('Parenting'), sort: 10 },
    { id: 3, names: names('Unused'), sort: 20 },
  ];
  const overview = creatorOverview(members, fields, { from: '2026-11-20', to: '2026-11-23', compare: true }, NOW);

  it('counts members by level and activity by last login (7 days, 8 to 30 days, longer)', () => {
    expect(activityOf(at(7), NOW)).toBe('active7');
    expect(activityOf(at(7.01), NOW)).toBe('active30');
    expect(activityOf(at(31), NOW)).toBe('inactive');
    expect(overview.levels.map((row) => [row.level, row.active7, row.active30, row.inactive, row.total])).toEqual([
      [0, 1, 0, 0, 1],
      [1, 1, 1, 0, 2],
      [2, 0, 0, 0, 0],
      [3, 1, 0, 1, 2],
      [4, 0, 0, 0, 0],
      [5, 0, 0, 0, 0],
    ]);
  });

  it('counts members by field and level, fields in their order, then those without a field', () => {
    expect(overview.fields.map((field) => [field.id, field.counts])).toEqual([
      [2, [0, 1, 0, 0, 0, 0]],
      [1, [0, 1, 0, 2, 0, 0]],
      [3, [0, 0, 0, 0, 0, 0]],
      [null, [1, 0, 0, 0, 0, 0]],
    ]);
  });

  it('counts Lv1-Lv5 creators who joined and who were last active per day, and the previous period', () => {
    expect(overview.series.times).toHaveLength(4);
    expect(overview.series.values.newCreators).toEqual([1, 1, 1, 0]);
    expect(overview.series.values.lastActive).toEqual([0, 0, 0, 1]);
    expect(overview.series.previous).toMatchObject({ from: '2026-11-16', to: '2026-11-19' });
    expect(overview.series.previous!.values.lastActive).toEqual([0, 1, 0, 0]);
  });
});
