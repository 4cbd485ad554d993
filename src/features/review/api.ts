import { WHILE_UNLOADING } from '../../shared/request/while-unloading';
import { http, type CallOptions } from '../../shared/request/http';
import type { Page } from '../../shared/types/page';
import type { WaitingCounts } from './queues';
import type { ActInput, BatchResult, QueueTask, TaskDetail, TaskSource } from './types';

const path = '/services/community/api/review';

export const reviewKeys = {
  queue: (sources: readonly TaskSource[]) => ['review', 'queue', ...sources] as const,
  counts: ['review', 'counts'] as const,
  /** Every task's detail (the panel's reports and history). */
  tasks: ['review', 'task'] as const,
  task: (id: number) => ['review', 'task', id] as const,
};

export const reviewApi = {
  /** A page of a queue; `source` names the queue's sources, comma-separated. */
  page: (params: Record<string, string | number>, options?: CallOptions) =>
    http.get<Page<QueueTask>>(`${path}/tasks`, params, options),
  counts: () => http.get<WaitingCounts>(`${path}/counts`, undefined, { silent: true }),
  detail: (id: number) => http.get<TaskDetail>(`${path}/tasks/${id}`),
  /** Opening a task claims it; silent, the workbench says who holds it instead. */
  claim: (id: number) =>
    http.post<QueueTask>(`${path}/tasks/${id}/claim`, undefined, { silent: true, skipLoading: true }),
  /**
   * Lets go of a task. `unloading`: the tab is closing (see WHILE_UNLOADING).
   */
  release: (id: number, unloading = false) =>
    http.post<QueueTask>(`${path}/tasks/${id}/release`, undefined, {
      silent: true,
      skipLoading: true,
      ...(unloading ? WHILE_UNLOADING : {}),
    }),
  act: (id: number, input: ActInput) => http.post<QueueTask>(`${path}/tasks/${id}/actions`, input, { silent: true }),
  /** Silent: the queue says what was refused, in the admin's language. */
  batch: (ids: number[], input: ActInput) =>
    http.post<BatchResult>(`${path}/tasks/batch`, { ...input, ids }, { silent: true }),
};
