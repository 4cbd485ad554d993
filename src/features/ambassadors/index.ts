/** The ambassadors feature's public entry: exactly what screens, app/ and other features use of it. */
export { ambassadorApi, ambassadorKeys } from './api';
export { AMBASSADOR_LIMITS, ambassadorMachine, ambassadorProblems } from './rules';
export { AMBASSADOR_STATUSES } from './types';
export type { Ambassador, AmbassadorInput } from './types';
