import { CreatorDataOverviewScreen } from '../../features/creators';

/**
 * Creator data overview: creators now by level and activity (or field), and per day over a range (presets,
 * the previous period) the new creators and the creators last active, each chart with its numbers in a
 * table beside it; the Excel export (`:export`) writes both.
 */
export default function CreatorDataOverview() {
  return <CreatorDataOverviewScreen />;
}
