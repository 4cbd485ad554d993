import { HealthActivitiesScreen } from '../../features/health-activities';

/**
 * Health activities, new version: title, description and link per content language, the modes the
 * activity is shown in, and a schedule; written as a draft, published, taken offline.
 */
export default function HealthActivityNewScreen() {
  return <HealthActivitiesScreen />;
}
