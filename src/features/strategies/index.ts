/** The strategies feature's public entry: exactly what screens, app/ and other features use of it. */
export { strategyApi, strategyKeys } from './api';
export { STRATEGY_LIMITS, strategyMachine, strategyProblems, strategyState } from './rules';
export type { StrategyState } from './rules';
export { STRATEGY_AUDIENCES, STRATEGY_SOURCES } from './types';
export type { Strategy, StrategyInput } from './types';
