import { refusesOldThenChartsPresets } from './dashboards-ranges-helpers';

/** The user dashboards by range; the hourly and daily post data: dashboards.test.tsx. */

describe('data-dashboard: the user dashboards by range', () => {
  it.each([
    ['user-basic-data', 'User Basic Data'],
    ['user-echarts-day', 'Daily User Charts'],
  ] as const)(
    '%s refuses a range older than the data kept, then charts the last 7 and the last 90 days',
    (kind, title) => refusesOldThenChartsPresets(kind, title),
  );
});
