import { LegacyActivitiesScreen } from '../../features/health-activities';

/**
 * Health activities, old version: the list older app versions read. One title in one content language and
 * one link per row, ordered by weight; at most ten online at once (the old carousel's size).
 */
export default function HealthActivityScreen() {
  return <LegacyActivitiesScreen />;
}
