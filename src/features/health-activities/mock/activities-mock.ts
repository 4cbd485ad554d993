/**
 * The mock backend of the `activities` screens (health activities, prize contests, zone ambassadors,
 * recommendation strategies), gathered so the shared mock files take one line each.
 */
import type { Row } from '../../../mocks/db';
import type { EndpointGrant } from '../../../mocks/endpoint-grants';
import { HEALTH_ACTIVITY_GRANTS } from './grants';
import { healthActivityHandlers } from './handlers';
import { seedHealthActivities } from './seed';
import { AMBASSADOR_GRANTS } from '../../ambassadors/mock/grants';
import { ambassadorHandlers } from '../../ambassadors/mock/handlers';
import { seedAmbassadors } from '../../ambassadors/mock/seed';
import { CONTEST_GRANTS } from '../../prize-contests/mock/grants';
import { contestHandlers } from '../../prize-contests/mock/handlers';
import { seedPrizeContests } from '../../prize-contests/mock/seed';
import { STRATEGY_GRANTS } from '../../strategies/mock/grants';
import { strategyHandlers } from '../../strategies/mock/handlers';
import { seedStrategies } from '../../strategies/mock/seed';

export const activitiesHandlers = [
  ...healthActivityHandlers,
  ...strategyHandlers,
  ...ambassadorHandlers,
  ...contestHandlers,
];

export const ACTIVITIES_GRANTS: EndpointGrant[] = [
  ...HEALTH_ACTIVITY_GRANTS,
  ...STRATEGY_GRANTS,
  ...AMBASSADOR_GRANTS,
  ...CONTEST_GRANTS,
];

export function seedActivities(): Record<string, Row[]> {
  return { ...seedHealthActivities(), ...seedStrategies(), ...seedAmbassadors(), ...seedPrizeContests() };
}
