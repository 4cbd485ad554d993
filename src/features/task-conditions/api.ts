import { pathOf } from '../../shared/api/endpoint';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { ConditionReach } from './reach';
import { CONDITION_ENDPOINTS as E } from './endpoints';
import type { ConditionOption, TaskCondition, TaskConditionInput } from './types';

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
    http.get<Page<TaskCondition>>(pathOf(E.page), params, options),
  /** Every condition, for the forms that choose one (medals, frames, easter eggs, the mall). */
  options: (options?: CallOptions) => http.get<ConditionOption[]>(pathOf(E.options), undefined, options),
  /** How many app users meet the named condition now (every app user without a name). */
  reach: (name: string | null) => http.get<ConditionReach>(pathOf(E.reach), name ? { name } : {}),
  create: (input: TaskConditionInput) => http.post<TaskCondition>(pathOf(E.create), trimmed(input), formCall),
  update: (id: number, input: TaskConditionInput) =>
    http.put<TaskCondition>(pathOf(E.update, { id }), trimmed(input), formCall),
  remove: (id: number) => http.delete<null>(pathOf(E.remove, { id })),
};
