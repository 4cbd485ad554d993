import { refusesOldThenChartsPresets } from './dashboards-ranges-helpers';

/** The content and post dashboards by range; the hourly and daily post data: dashboards.test.tsx. */

describe('data-dashboard: the content and post dashboards by range', () => {
  it.each([
    ['content-basic-data', 'Content Basic Data'],
    ['post-basic-data', 'Post Basic Data'],
  ] as const)(
    '%s refuses a range older than the data kept, then charts the last 7 and the last 90 days',
    (kind, title) => refusesOldThenChartsPresets(kind, title),
  );
});
