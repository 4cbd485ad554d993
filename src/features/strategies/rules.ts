import { defineMachine } from '../../shared/components/status-tag/state-machine';
import { APP_MODES } from '../../shared/types/app-mode';
import type { Problem } from '../health-activities';
import { STRATEGY_AUDIENCES, STRATEGY_SOURCES, type Strategy, type StrategyInput } from './types';

export const STRATEGY_LIMITS = { nameMax: 40, dailyMin: 1, dailyMax: 50 };

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The sum of a strategy's weights (missing ones count 0). */
export const weightSum = (weights: Partial<Record<string, unknown>> | undefined) =>
  STRATEGY_SOURCES.reduce(
    (sum, source) => sum + (typeof weights?.[source] === 'number' ? (weights[source] as number) : 0),
    0,
  );

/**
 * A name, a mode, an audience, whole weights from 0 to 100 adding up to 100 (the sum is reported on the
 * last weight), and 1 to 50 recommendations a day.
 */
export function strategyProblems(input: Partial<StrategyInput>): Problem[] {
  const problems: Problem[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) problems.push({ field: 'name', code: 'required' });
  else if (name.length > STRATEGY_LIMITS.nameMax) {
    problems.push({ field: 'name', code: 'tooLong', params: { max: STRATEGY_LIMITS.nameMax } });
  }
  if (!APP_MODES.includes(input.mode as never)) problems.push({ field: 'mode', code: 'required' });
  if (!STRATEGY_AUDIENCES.includes(input.audience as never)) problems.push({ field: 'audience', code: 'required' });
  let wholeWeights = true;
  for (const source of STRATEGY_SOURCES) {
    if (!isWhole(input.weights?.[source], 0, 100)) {
      wholeWeights = false;
      problems.push({ field: `weights.${source}`, code: 'weight' });
    }
  }
  const sum = weightSum(input.weights);
  if (wholeWeights && sum !== 100) {
    problems.push({
      field: `weights.${STRATEGY_SOURCES[STRATEGY_SOURCES.length - 1]}`,
      code: 'weightSum',
      params: { sum },
    });
  }
  if (!isWhole(input.dailyLimit, STRATEGY_LIMITS.dailyMin, STRATEGY_LIMITS.dailyMax)) {
    problems.push({ field: 'dailyLimit', code: 'dailyLimit', params: { ...STRATEGY_LIMITS } });
  }
  return problems;
}

/** The enabled strategy another one would clash with: same mode and audience. */
export function clashingStrategy<T extends Pick<Strategy, 'id' | 'mode' | 'audience' | 'enabled'>>(
  strategy: Pick<Strategy, 'mode' | 'audience'> & { id?: number },
  others: readonly T[],
): T | undefined {
  return others.find(
    (other) =>
      other.enabled && other.id !== strategy.id && other.mode === strategy.mode && other.audience === strategy.audience,
  );
}

export type StrategyState = 'enabled' | 'disabled';
export const strategyState = (strategy: Pick<Strategy, 'enabled'>): StrategyState =>
  strategy.enabled ? 'enabled' : 'disabled';

/** Enabled or disabled; only a disabled strategy is deleted (the feed follows the enabled one). */
export const strategyMachine = defineMachine<StrategyState, 'enable' | 'disable' | 'delete'>({
  states: {
    enabled: { label: 'activities:strategies.state.enabled', color: 'green' },
    disabled: { label: 'activities:strategies.state.disabled', color: 'default' },
  },
  transitions: {
    enable: { from: ['disabled'], to: 'enabled' },
    disable: { from: ['enabled'], to: 'disabled' },
    delete: { from: ['disabled'], to: null },
  },
});
