/**
 * The mock backend of the `activities` screens (health activities, prize contests, zone ambassadors,
 * recommendation strategies), gathered so the shared mock files take one line each.
 */
import type { FeatureMock } from './feature-mock';
import { HEALTH_ACTIVITY_GRANTS } from '../features/health-activities/mock/grants';
import { healthActivityHandlers } from '../features/health-activities/mock/handlers';
import { HEALTH_ACTIVITY_COLLECTIONS, seedHealthActivities } from '../features/health-activities/mock/seed';
import { AMBASSADOR_GRANTS } from '../features/ambassadors/mock/grants';
import { ambassadorHandlers } from '../features/ambassadors/mock/handlers';
import { AMBASSADORS_COLLECTION, seedAmbassadors } from '../features/ambassadors/mock/seed';
import { CONTEST_GRANTS } from '../features/prize-contests/mock/grants';
import { contestHandlers } from '../features/prize-contests/mock/handlers';
import { CONTEST_COLLECTIONS, seedPrizeContests } from '../features/prize-contests/mock/seed';
import { STRATEGY_GRANTS } from '../features/strategies/mock/grants';
import { strategyHandlers } from '../features/strategies/mock/handlers';
import { seedStrategies, STRATEGIES_COLLECTION } from '../features/strategies/mock/seed';

/** The activities screens' mocks, registered as one in features.ts. */
export const activitiesMock: FeatureMock = {
  name: 'activities',
  handlers: [...healthActivityHandlers, ...strategyHandlers, ...ambassadorHandlers, ...contestHandlers],
  grants: [...HEALTH_ACTIVITY_GRANTS, ...STRATEGY_GRANTS, ...AMBASSADOR_GRANTS, ...CONTEST_GRANTS],
  collections: [
    ...Object.values(HEALTH_ACTIVITY_COLLECTIONS),
    STRATEGIES_COLLECTION,
    AMBASSADORS_COLLECTION,
    ...Object.values(CONTEST_COLLECTIONS),
  ],
  seed: () => ({ ...seedHealthActivities(), ...seedStrategies(), ...seedAmbassadors(), ...seedPrizeContests() }),
};
