/**
 * The task-conditions mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of task-conditions's mock is imported from outside it.
 */
import type { FeatureMock } from '../../../mocks/feature-mock';
import { taskConditionHandlers } from './handlers';
import { CONDITION_COLLECTION, seedTaskConditions } from './seed';
export { taskConditionGrants } from './grants';
export { CONDITION_COLLECTION } from './seed';
export type { ConditionRow } from './seed';
export { referToConditions, sameCondition } from './usage';
export { conditionKey } from '../rules';

/** The task-conditions mock, registered in src/mocks/features.ts. */
export const taskConditionsMock: FeatureMock = {
  name: 'task-conditions',
  handlers: taskConditionHandlers,
  // Its rows are the medals mock's (taskConditionGrants with the screens that read the conditions).
  grants: [],
  collections: [CONDITION_COLLECTION],
  seed: seedTaskConditions,
};
