import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { ConditionReach } from './reach';
import type { ConditionOption, TaskCondition, TaskConditionInput } from './types';

const PATH = '/services/task/api/conditions';
const formCall = { silent: true };
const trimmed = (input: TaskConditionInput): TaskConditionInput => ({
  ...input,
  name: (input.name ?? '').trim().replace(/\s+/g, ' '),
  description: (input.description ?? '').trim(),
});

export const conditionKeys = {
  all: ['task-conditions'] as const,
  options: ['task-conditions', 'options'] as const,
};

export const conditionApi = {
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<TaskCondition>>(PATH, params, options),
  /** Every condition, for the forms that choose one (medals, frames, easter eggs, the mall). */
  options: (options?: CallOptions) => http.get<ConditionOption[]>(`${PATH}/options`, undefined, options),
  /** How many app users meet the named condition now (every app user without a name). */
  reach: (name: string | null) => http.get<ConditionReach>(`${PATH}/reach`, name ? { name } : {}),
  create: (input: TaskConditionInput) => http.post<TaskCondition>(PATH, trimmed(input), formCall),
  update: (id: number, input: TaskConditionInput) => http.put<TaskCondition>(`${PATH}/${id}`, trimmed(input), formCall),
  remove: (id: number) => http.delete<null>(`${PATH}/${id}`),
};
