/** The task-conditions feature's public entry: exactly what screens, app/ and other features use of it. */
export { conditionApi, conditionKeys } from './api';
export { ConditionSelect } from './components/condition-summary';
export { ConditionsScreen } from './components/conditions-screen';
