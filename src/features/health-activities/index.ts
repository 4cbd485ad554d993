/** The health-activities feature's public entry: exactly what screens, app/ and other features use of it. */
export { healthActivityApi, healthActivityKeys, legacyActivityApi } from './api';
export { ActivityFields, activityFormValues, TIME_FORMAT, toActivityInput } from './components/activity-form';
export type { ActivityFormValues } from './components/activity-form';
export { ActivityLink } from './components/activity-link';
export { titleIn } from './components/activity-texts';
export { activityMachine, legacyMachine, legacyProblems, LIMITS } from './rules';
export type { Problem } from './rules';
export { ACTIVITY_PHASES, ACTIVITY_STATUSES, LEGACY_STATUSES } from './types';
export type { ActivityStatus, HealthActivityView, LegacyActivity, LegacyActivityInput } from './types';
