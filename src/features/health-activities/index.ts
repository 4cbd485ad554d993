/** The health-activities feature's public entry: exactly what screens, app/ and other features use of it. */
export { TIME_FORMAT } from './components/activity-form';
export { titleIn } from './components/activity-texts';
export { HealthActivitiesScreen } from './components/health-activities-screen';
export { LegacyActivitiesScreen } from './components/legacy-activities-screen';
export type { Problem } from './rules';
