import type { RuleProblem } from '../../shared/types/rule-problem';
import {
  CONDITION_TYPES,
  CONDITION_WINDOWS,
  DAILY_TYPES,
  WINDOW_DAYS,
  type ConditionType,
  type ConditionWindow,
  type TaskConditionInput,
} from './types';

export const CONDITION_LIMITS = { nameMax: 40, descriptionMax: 200, thresholdMax: 1_000_000 } as const;

/** Names are compared without case and surrounding or repeated spaces: "Post 5 " and "post  5" are one name. */
export const conditionKey = (name: unknown) =>
  typeof name === 'string' ? name.trim().replace(/\s+/g, ' ').toLowerCase() : '';

const isType = (value: unknown): value is ConditionType => CONDITION_TYPES.includes(value as ConditionType);
const isWindow = (value: unknown): value is ConditionWindow => CONDITION_WINDOWS.includes(value as ConditionWindow);

/**
 * A condition: a name (unique, checked by the server), what it counts, a threshold (a whole number from 1)
 * and the window the count runs over. A count that happens at most once a day (check-in days) cannot need
 * more days than its window has.
 */
export function conditionProblems(input: Partial<TaskConditionInput>): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) problems.push({ field: 'name', code: 'conditionNameRequired' });
  else if (name.length > CONDITION_LIMITS.nameMax)
    problems.push({ field: 'name', code: 'conditionNameTooLong', params: { max: CONDITION_LIMITS.nameMax } });
  if (!isType(input.type)) problems.push({ field: 'type', code: 'conditionTypeRequired' });
  if (!isWindow(input.window)) problems.push({ field: 'window', code: 'conditionWindowRequired' });
  const threshold = input.threshold;
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < 1 ||
    threshold > CONDITION_LIMITS.thresholdMax
  ) {
    problems.push({ field: 'threshold', code: 'threshold', params: { max: CONDITION_LIMITS.thresholdMax } });
  } else if (isType(input.type) && isWindow(input.window) && DAILY_TYPES.includes(input.type)) {
    const days = WINDOW_DAYS[input.window];
    if (days !== null && threshold > days)
      problems.push({ field: 'threshold', code: 'thresholdOverWindow', params: { max: days } });
  }
  if ((input.description ?? '').trim().length > CONDITION_LIMITS.descriptionMax)
    problems.push({
      field: 'description',
      code: 'descriptionTooLong',
      params: { max: CONDITION_LIMITS.descriptionMax },
    });
  return problems;
}
