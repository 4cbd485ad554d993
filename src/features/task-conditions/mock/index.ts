/**
 * The task-conditions mock's entry: what other features' mock code and src/mocks/ use of this domain's fake server
 * and of its non-UI modules. Nothing else of task-conditions's mock is imported from outside it.
 */
export { taskConditionGrants } from './grants';
export { CONDITION_COLLECTION } from './seed';
export type { ConditionRow } from './seed';
export { referToConditions, sameCondition } from './usage';
export { conditionKey } from '../rules';
